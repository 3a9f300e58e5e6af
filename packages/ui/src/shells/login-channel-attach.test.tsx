import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COUNTRIES, fakeApi, ok } from '../test-support/fake-api';
import { logInByEmail } from '../test-support/sign-up';
import { RegisterLoginPage } from './register-login-page';

const ATTACH = '/v3/private/misc/cabital/post-register';

afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

function loginApi(attach: () => unknown = () => ok({})) {
  return fakeApi({
    'GET /v2/public/country-list': () => ok(COUNTRIES),
    'GET /register/countryCode': () => ok({ country_code: 'GB' }),
    'POST /login': () => ok({ id: '1001' }, { token: 'tok-login' }),
    [`POST ${ATTACH}`]: attach,
  });
}

async function logIn() {
  const user = userEvent.setup();
  const onNavigate = vi.fn();
  render(<RegisterLoginPage mode="login" onNavigate={onNavigate} />);
  await logInByEmail(user);
  await waitFor(() => expect(onNavigate).toHaveBeenCalled());
}

// Each test types into the real widget: room for a busy CPU.
describe(
  'behaviour §4 "Cabital": with channel_source \'cabital\', a channel-attach call with the cabital uuid runs after register/login',
  { timeout: 20_000 },
  () => {
    it('after log-in: the attach runs with the cabital uuid, then the log-in completes', async () => {
      const api = loginApi();
      window.history.replaceState(null, '', '/en/login?channel_source=cabital&cabitaluuid=cab-9');
      await logIn();
      const paths = api.requests.map((r) => r.path);
      expect(paths.indexOf(ATTACH)).toBeGreaterThan(paths.indexOf('/login'));
      const attach = api.requests.find((r) => r.path === ATTACH);
      expect(attach?.body).toEqual({ channel: 'cabital', uuid: 'cab-9', status: 1 });
    });

    it('a failed attach is silent and the log-in still completes', async () => {
      const api = loginApi(() => ({ ret_code: 10005, ret_msg: 'no session' }));
      window.history.replaceState(null, '', '/en/login?channel_source=cabital&cabitaluuid=cab-9');
      await logIn();
      expect(api.requests.some((r) => r.path === ATTACH)).toBe(true);
      expect(screen.queryByRole('alert')?.textContent ?? '').toBe('');
    });

    it('another channel_source, or no cabitaluuid: no attach after log-in', async () => {
      const api = loginApi();
      window.history.replaceState(null, '', '/en/login?channel_source=other&cabitaluuid=cab-9');
      await logIn();
      expect(api.requests.some((r) => r.path === ATTACH)).toBe(false);
    });
  },
);
