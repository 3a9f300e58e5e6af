import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COUNTRIES, fakeApi, ok } from '../test-support/fake-api';
import { RegisterLoginPage } from './register-login-page';

const CALLBACK_ORIGIN = 'https://auth.example.com';

function server(answer: unknown) {
  return fakeApi({
    'GET /v2/public/country-list': () => ok(COUNTRIES),
    'GET /register/countryCode': () => ok({ country_code: 'GB' }),
    'POST /v3/config/web': () =>
      ok({
        register_type: 'newCode',
        third_party: { providers: ['google', 'apple'], callback_origin: CALLBACK_ORIGIN },
      }),
    'POST /s1/code/info': () =>
      ok({ scene: 2, tpl: 'Invited by a friend', info: { success: true } }),
    'POST /user/public/login/thirdparty': () => answer,
  });
}

function stubPopup() {
  const popup = { closed: false, close: vi.fn() };
  vi.stubGlobal(
    'open',
    vi.fn(() => popup),
  );
  vi.stubGlobal('screen', { width: 1280 });
  return (data: unknown) =>
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', { data, origin: CALLBACK_ORIGIN, source: popup as never }),
      );
    });
}

beforeEach(() => window.history.replaceState(null, '', '/en/register?affiliate_id=777'));
afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

describe('the third-party block on sign-up (behaviour §4 "Third-party flow": on register)', () => {
  it('step one: dialog 1 first, then the call with the token, user_code and the channel fields; a new account lands as a new user', async () => {
    const api = server(ok({ id: '1002', use_thirdparty: 1 }, { token: 't' }));
    const answer = stubPopup();
    const onNavigate = vi.fn();
    const user = userEvent.setup();
    render(<RegisterLoginPage mode="register" onNavigate={onNavigate} />);
    await user.type(await screen.findByRole('textbox', { name: /Referral code/ }), 'FRIEND1');
    await user.click(await screen.findByRole('button', { name: 'Continue with Apple' }));
    await answer({
      source: 'foyer:thirdparty',
      provider: 'apple',
      success: true,
      quick_token: 'jws',
    });
    // The terms/country confirmation comes before any call with the token.
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(onNavigate).toHaveBeenCalledWith('/en/dashboard?newUser=true'));
    const calls = api.requests.filter((r) => r.path === '/user/public/login/thirdparty');
    expect(calls).toHaveLength(1);
    // One read of the server's config, shared by the register type and the block.
    expect(api.requests.filter((r) => r.path === '/v3/config/web')).toHaveLength(1);
    expect(calls[0]?.body).toMatchObject({
      token_type: 'apple',
      token: 'jws',
      user_code: 'FRIEND1',
      affiliate_id: '777',
      magpie_verify_info: { scene: 31001 },
    });
  });

  it('20100: a Chinese-domain e-mail on Google register: toast chineseEmailGoogleRegisterErr', async () => {
    server({ ret_code: 20100, ret_msg: 'chinese e-mail' });
    const answer = stubPopup();
    const user = userEvent.setup();
    render(<RegisterLoginPage mode="register" onNavigate={vi.fn()} />);
    await user.click(await screen.findByRole('button', { name: 'Continue with Google' }));
    await answer({
      source: 'foyer:thirdparty',
      provider: 'google',
      success: true,
      quick_token: 'jws',
    });
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect(
      await screen.findByText(/Email addresses from mainland Chinese providers cannot sign up/),
    ).toBeInTheDocument();
  });
});
