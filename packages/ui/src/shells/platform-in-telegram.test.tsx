import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COUNTRIES, fakeApi, ok } from '../test-support/fake-api';
import { RegisterLoginPage } from './register-login-page';

// behaviour §1 "Device platform is one of pc, h5, or the Telegram mini-app variants (pc, ios,
// android)"; decision 084: inside Telegram's web view (its WebApp with launch data) the
// ordinary log-in and sign-up send the Mini App variant, in a browser pc or h5.

afterEach(() => {
  vi.unstubAllGlobals();
});

function insideTelegram(platform: string) {
  vi.stubGlobal('Telegram', { WebApp: { initData: 'query_id=1&auth_date=1&hash=ab', platform } });
}

function api() {
  return fakeApi({
    'GET /v2/public/country-list': () => ok(COUNTRIES),
    'GET /register/countryCode': () => ok({ country_code: 'GB' }),
    'POST /verify/register/email': () => ok({ uuid: 'u-1' }),
    'POST /login': () => ok({ id: '1001' }, { token: 'tok-login' }),
  });
}

async function logIn() {
  const server = api();
  const user = userEvent.setup();
  const onNavigate = vi.fn();
  const { unmount } = render(<RegisterLoginPage mode="login" onNavigate={onNavigate} />);
  await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@example.com');
  await user.type(screen.getByLabelText('Password'), 'Secret123');
  await user.click(screen.getByRole('button', { name: 'Log in' }));
  await waitFor(() => expect(onNavigate).toHaveBeenCalledWith('/en/dashboard'));
  unmount();
  return server.requests.find((r) => r.path === '/login')?.headers.get('platform');
}

describe('the platform header of the log-in and sign-up calls', () => {
  it("the log-in sends tg_ios, tg_android or tg_pc inside Telegram's web view, pc in a desktop browser", async () => {
    expect(await logIn()).toBe('pc');
    insideTelegram('ios');
    expect(await logIn()).toBe('tg_ios');
    insideTelegram('android');
    expect(await logIn()).toBe('tg_android');
    insideTelegram('tdesktop');
    expect(await logIn()).toBe('tg_pc');
    // Four log-ins, each with its proof-of-work captcha, on a shared machine.
  }, 60_000);

  it("Telegram's script loaded in a browser (no launch data) is not Telegram: pc", async () => {
    vi.stubGlobal('Telegram', { WebApp: { initData: '', platform: 'unknown' } });
    expect(await logIn()).toBe('pc');
  }, 20_000);

  it("the sign-up's calls send the Mini App variant inside Telegram's web view", async () => {
    insideTelegram('android');
    const server = api();
    const user = userEvent.setup();
    render(<RegisterLoginPage onNavigate={vi.fn()} />);
    await user.type(await screen.findByRole('textbox', { name: 'Email' }), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'Secret123');
    await user.click(screen.getByRole('checkbox', { name: /^I agree/ }));
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm' }, { timeout: 10_000 }));
    await screen.findByRole('heading', { name: 'Verify your email' }, { timeout: 15_000 });
    const send = server.requests.find((r) => r.path === '/verify/register/email');
    expect(send?.headers.get('platform')).toBe('tg_android');
    // The calls of the request wrapper; tracked-event batches are not its calls (decision 144).
    const calls = server.requests.filter((r) => r.path !== '/v2/public/metrics');
    expect(calls.every((r) => r.headers.get('platform') === 'tg_android')).toBe(true);
  }, 40_000);
});
