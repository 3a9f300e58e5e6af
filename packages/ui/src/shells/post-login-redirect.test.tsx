import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COUNTRIES, fakeApi, ok } from '../test-support/fake-api';
import { RegisterLoginPage } from './register-login-page';

afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

function loginApi(extra: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    ...extra,
    'GET /v2/public/country-list': () => ok(COUNTRIES),
    'GET /register/countryCode': () => ok({ country_code: 'GB' }),
    'POST /login': () => ok({ id: '1001' }, { token: 'tok-login' }),
  });
}

async function logIn(whitelist?: string[]) {
  const user = userEvent.setup();
  const onNavigate = vi.fn();
  render(<RegisterLoginPage mode="login" onNavigate={onNavigate} redirectWhitelist={whitelist} />);
  await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@example.com');
  await user.type(screen.getByLabelText('Password'), 'Secret123');
  await user.click(screen.getByRole('button', { name: 'Log in' }));
  await waitFor(() => expect(onNavigate).toHaveBeenCalled());
  return onNavigate.mock.calls[0]?.[0] as string;
}

describe('the login page reads redirect_url from its query (behaviour §2 post-login redirect)', () => {
  it('a same-origin redirect_url is followed', async () => {
    loginApi();
    window.history.replaceState(null, '', '/en/login?redirect_url=%2Fen%2Fdashboard%3Ffrom%3Dx');
    expect(await logIn()).toBe('/en/dashboard?from=x');
  });

  it('a redirect_url on the whitelist option (redirectWhitelist) is followed', async () => {
    loginApi();
    window.history.replaceState(null, '', '/en/login?redirect_url=https://help.provider.com/a');
    expect(await logIn(['provider.com'])).toBe('https://help.provider.com/a');
  });

  it('without the option, the server’s whitelist (get-white-hosts) is used', async () => {
    const api = loginApi({
      'GET /user/public/get-white-hosts': () => ok({ hosts: ['provider.com'] }),
    });
    window.history.replaceState(null, '', '/en/login?redirect_url=https://help.provider.com/a');
    expect(await logIn()).toBe('https://help.provider.com/a');
    expect(api.requests.some((r) => r.path === '/user/public/get-white-hosts')).toBe(true);
  });

  it('a whitelist the server cannot give means none: same-origin only', async () => {
    loginApi();
    window.history.replaceState(null, '', '/en/login?redirect_url=https://help.provider.com/a');
    expect(await logIn()).toBe('/en/dashboard');
  });

  it('otherwise the default page (the dashboard) is used', async () => {
    loginApi();
    window.history.replaceState(null, '', '/en/login?redirect_url=https://evil.com/a');
    expect(await logIn(['provider.com'])).toBe('/en/dashboard');
  });
});
