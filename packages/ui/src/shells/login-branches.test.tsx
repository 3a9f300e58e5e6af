import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COUNTRIES, fakeApi, ok } from '../test-support/fake-api';
import { RISK_GUIDE_STORAGE_KEY } from '../api/risk-guide-store';
import { RegisterLoginPage } from './register-login-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** Answers the log-ins in turn; the shared look-ups as the server does. */
function apiWithLogins(logins: unknown[], extra: Record<string, () => unknown> = {}) {
  let n = 0;
  return fakeApi({
    'GET /v2/public/country-list': () => ok(COUNTRIES),
    'GET /register/countryCode': () => ok({ country_code: 'GB' }),
    'POST /login': () => logins[Math.min((n += 1) - 1, logins.length - 1)],
    ...extra,
  });
}

async function submitLogin() {
  const user = userEvent.setup();
  onNavigate.mockClear();
  render(<RegisterLoginPage mode="login" onNavigate={onNavigate} />);
  await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@example.com');
  await user.type(screen.getByLabelText('Password'), 'Secret123');
  await user.click(screen.getByRole('button', { name: 'Log in' }));
  return user;
}
const onNavigate = vi.fn();

async function typeInGroup(user: ReturnType<typeof userEvent.setup>, code: string) {
  const group = await screen.findByRole('group', { name: 'Verification code' });
  await user.click(group.querySelector('input') as HTMLInputElement);
  await user.keyboard(code);
}

describe('RegisterLoginPage, log-in branches of behaviour §4', () => {
  it('google2fa_secret: the two-factor panel; the login is re-sent with google2fa, then the dashboard', async () => {
    const api = apiWithLogins([
      ok({ google2fa_secret: true }),
      ok({ id: '1001' }, { token: 'tok' }),
    ]);
    const user = await submitLogin();
    expect(
      await screen.findByRole('heading', { name: 'Two-factor authentication' }),
    ).toBeInTheDocument();
    await typeInGroup(user, '123456');
    await waitFor(() => expect(onNavigate).toHaveBeenCalledWith('/en/dashboard'));
    const logins = api.requests.filter((r) => r.path === '/login');
    expect(logins[1]?.body).toMatchObject({ email: 'ada@example.com', google2fa: '123456' });
    expect(logins[1]?.body.magpie_verify_info).toBeDefined();
  });

  it('risk_token: the security verification panel sends a code, checks it, and re-sends the login with risk_token', async () => {
    const api = apiWithLogins(
      [ok({ risk_token: 'rt-1', risk_token_type: 'pass' }), ok({ id: '1001' }, { token: 'tok' })],
      {
        'POST /user/public/risk/send-code': () =>
          ok({ channel: 'email', target: 'a***@example.com', google2fa: false }),
        'POST /user/public/risk/check': () => ok({ risk_token: 'rt-1', risk_token_type: 'pass' }),
      },
    );
    const user = await submitLogin();
    expect(await screen.findByRole('heading', { name: 'Security verification' })).toBeVisible();
    expect(await screen.findByText(/a\*\*\*@example\.com/)).toBeInTheDocument();
    await typeInGroup(user, '654321');
    await waitFor(() => expect(onNavigate).toHaveBeenCalledWith('/en/dashboard'));
    const check = api.requests.find((r) => r.path === '/user/public/risk/check');
    expect(check?.body).toEqual({ risk_token: 'rt-1', code: '654321' });
    // Every send takes the captcha of its scene (decision 035): risk verification 31008.
    const sent = api.requests.find((r) => r.path === '/user/public/risk/send-code');
    expect(sent?.body).toMatchObject({ risk_token: 'rt-1', magpie_verify_info: { scene: 31008 } });
    const logins = api.requests.filter((r) => r.path === '/login');
    expect(logins[1]?.body).toMatchObject({ risk_token: 'rt-1' });
  });

  it('risk_token type guide (id not "0"): the token is stored first, then login completes without the panel', async () => {
    localStorage.removeItem(RISK_GUIDE_STORAGE_KEY);
    const api = apiWithLogins([
      ok({ id: '1001', risk_token: 'rt-guide', risk_token_type: 'guide' }, { token: 'tok' }),
    ]);
    await submitLogin();
    // Waits for the captcha and the answer on a busy machine; not a pause.
    await waitFor(() => expect(onNavigate).toHaveBeenCalledWith('/en/dashboard'), {
      timeout: 15_000,
    });
    expect(localStorage.getItem(RISK_GUIDE_STORAGE_KEY)).toBe('rt-guide');
    expect(api.requests.some((r) => r.path.startsWith('/user/public/risk/'))).toBe(false);
    expect(screen.queryByRole('heading', { name: 'Security verification' })).toBeNull();
  }, 30_000);

  describe('behaviour §6: log-in blocked by IP when is_visible 0 or is_login 0', () => {
    const ipInfo = (isLogin: 0 | 1, isVisible: 0 | 1) => ({
      'GET /user/public/ip-info': () =>
        ok({ code: 'GB', is_visible: isVisible, is_login: isLogin, group_country: '', ip: '198.51.100.7' }), // prettier-ignore
    });

    for (const [isLogin, isVisible] of [
      [0, 1],
      [1, 0],
    ] as const) {
      it(`is_login ${isLogin}, is_visible ${isVisible}: the IP-limited notice with the address; no log-in sent`, async () => {
        const api = apiWithLogins(
          [ok({ id: '1001' }, { token: 'tok' })],
          ipInfo(isLogin, isVisible),
        );
        await submitLogin();
        const notice = await screen.findByRole('alertdialog', { name: 'Log-in limited' });
        expect(notice).toHaveTextContent('Your IP address: 198.51.100.7');
        expect(api.requests.some((r) => r.path === '/login')).toBe(false);
        expect(onNavigate).not.toHaveBeenCalled();
      });
    }

    it('an address that may log in: the log-in goes on as before', async () => {
      const api = apiWithLogins([ok({ id: '1001' }, { token: 'tok' })], ipInfo(1, 1));
      await submitLogin();
      await waitFor(() => expect(onNavigate).toHaveBeenCalledWith('/en/dashboard'), {
        timeout: 15_000,
      });
      expect(api.requests.filter((r) => r.path === '/login')).toHaveLength(1);
    }, 30_000);
  });
});

describe('41007, unsupported jurisdiction (behaviour §2 dialogs)', () => {
  it('the log-in shows the dialog that says so, and Confirm closes it with no navigation', async () => {
    apiWithLogins([{ ret_code: 41007, ret_msg: 'unsupported', result: {} }]);
    const user = await submitLogin();
    const dialog = await screen.findByRole('alertdialog', { name: 'Unsupported jurisdiction' });
    expect(dialog).toHaveTextContent('Our services are not available in your jurisdiction.');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(onNavigate).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Log in' })).toBeInTheDocument();
  }, 30_000);
});
