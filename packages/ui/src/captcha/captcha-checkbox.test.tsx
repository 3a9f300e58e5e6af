import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deviceId } from '../api/device-id';
import { RegisterLoginPage } from '../shells/register-login-page';
import { COUNTRIES, fakeApi, ok, visibleCaptchaInfo } from '../test-support/fake-api';
import { checkboxGate } from './checkbox-gate';

afterEach(() => {
  vi.unstubAllGlobals();
  checkboxGate.reset();
});

/** A server answering captcha-info with `visible` as the site's CAPTCHA_VISIBLE says. */
function apiWithVisibleCaptcha(visible: boolean) {
  return fakeApi({
    'GET /v2/public/country-list': () => ok(COUNTRIES),
    'GET /register/countryCode': () => ok({ country_code: 'GB' }),
    'POST /login': () => ok({ id: '1001' }, { token: 'tok-login' }),
    ...(visible ? { 'GET /v3/public/user/captcha-info': visibleCaptchaInfo } : {}),
  });
}

async function fillLogin(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@example.com');
  await user.type(screen.getByLabelText('Password'), 'Secret123');
}

const loginRequests = (api: ReturnType<typeof fakeApi>) =>
  api.requests.filter((r) => r.path === '/login');

describe('the visible "I\'m not a robot" checkbox before the new captcha (CAPTCHA_VISIBLE)', () => {
  it('not shown when captcha-info says visible false: the captcha is solved without a click', async () => {
    const user = userEvent.setup();
    const api = apiWithVisibleCaptcha(false);
    render(<RegisterLoginPage mode="login" onNavigate={vi.fn()} />);
    await waitFor(() =>
      expect(api.requests.some((r) => r.path === '/v3/public/user/captcha-info')).toBe(true),
    );
    expect(screen.queryByRole('checkbox', { name: "I'm not a robot" })).toBeNull();
    await fillLogin(user);
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(loginRequests(api)).toHaveLength(1));
  });

  it('shown when visible: ticking runs the proof-of-work and says done; the login carries it', async () => {
    const user = userEvent.setup();
    const api = apiWithVisibleCaptcha(true);
    const onNavigate = vi.fn();
    render(<RegisterLoginPage mode="login" onNavigate={onNavigate} />);
    const box = await screen.findByRole('checkbox', { name: "I'm not a robot" });
    await fillLogin(user);
    await user.click(box);
    expect(await screen.findByText('Done: you can log in.')).toBeInTheDocument();
    expect(box).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(onNavigate).toHaveBeenCalledWith('/en/dashboard'));
    expect(loginRequests(api)[0]?.body.magpie_verify_info).toEqual({
      token: expect.any(String),
      scene: 31000,
    });
  });

  it('a submit before the tick asks for it, focuses the box, and sends the login once ticked', async () => {
    const user = userEvent.setup();
    const api = apiWithVisibleCaptcha(true);
    render(<RegisterLoginPage mode="login" onNavigate={vi.fn()} />);
    const box = await screen.findByRole('checkbox', { name: "I'm not a robot" });
    await fillLogin(user);
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Tick "I\'m not a robot" to continue.')).toBeInTheDocument();
    await waitFor(() => expect(box).toHaveFocus());
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(loginRequests(api)).toHaveLength(0);
    await user.click(box);
    await waitFor(() => expect(loginRequests(api)).toHaveLength(1));
    expect(loginRequests(api)[0]?.body.magpie_verify_info).toMatchObject({ scene: 31000 });
  });
});

describe('a device fingerprint is reported with each login (behaviour §4)', () => {
  it("the login request carries the Guid header: this browser's device id cookie", async () => {
    const user = userEvent.setup();
    const api = apiWithVisibleCaptcha(false);
    render(<RegisterLoginPage mode="login" onNavigate={vi.fn()} />);
    await fillLogin(user);
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(loginRequests(api)).toHaveLength(1));
    const guid = loginRequests(api)[0]!.headers.get('Guid');
    expect(guid).toBeTruthy();
    expect(guid).toBe(deviceId());
  });
});
