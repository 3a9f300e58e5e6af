import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COUNTRIES, fakeApi, ok } from '../test-support/fake-api';
import { RegisterLoginPage } from './register-login-page';
// No host callback: a Telegram log-in or a third-party sign-up ends at step two (decision 135).
import { STEP_TWO_PATH as STEP_TWO } from '../widget/destination';

const CALLBACK_ORIGIN = 'https://auth.example.com';

function server(answer: unknown, registerType = 'newCode') {
  return fakeApi({
    'GET /v2/public/country-list': () => ok(COUNTRIES),
    'GET /register/countryCode': () => ok({ country_code: 'GB' }),
    'POST /v3/config/web': () =>
      ok({
        register_type: registerType,
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
  it('step one: dialog 6 (terms/country) first, then the call with the token, user_code and the channel fields; a new account lands at step two', async () => {
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
    // Dialog 6, the terms/country confirmation, comes before any call with the token: Confirm
    // waits for its terms box.
    const dialog = await screen.findByRole('alertdialog', { name: 'Sign up with Apple' });
    const confirm = within(dialog).getByRole('button', { name: 'Confirm' });
    expect(confirm).toBeDisabled();
    await user.click(within(dialog).getByRole('checkbox'));
    expect(api.requests.filter((r) => r.path === '/user/public/login/thirdparty')).toEqual([]);
    await user.click(confirm);
    await waitFor(() => expect(onNavigate).toHaveBeenCalledWith(STEP_TWO));
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
    // A dialog, a captcha and a lazy log-in flow on a shared machine: more than the default 5 s.
  }, 20_000);

  it('new step-based mode: step one is the third-party block, then the account form; the old mode puts the block after its one form', async () => {
    const before = (a: Node, b: Node) =>
      Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
    server(ok({}), 'newCode');
    const { unmount } = render(<RegisterLoginPage mode="register" onNavigate={vi.fn()} />);
    let google = await screen.findByRole('button', { name: 'Continue with Google' });
    // The account form's one field, "Email or mobile" (behaviour §5, the combined rule).
    expect(before(google, screen.getByRole('textbox', { name: 'Email or mobile' }))).toBe(true);
    expect(screen.getByRole('button', { name: 'Continue' })).toBeInTheDocument();
    unmount();
    server(ok({}), 'oldCode');
    render(<RegisterLoginPage mode="register" onNavigate={vi.fn()} />);
    google = await screen.findByRole('button', { name: 'Continue with Google' });
    expect(before(screen.getByRole('button', { name: 'Sign up' }), google)).toBe(true);
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
    const dialog = await screen.findByRole('alertdialog', { name: 'Sign up with Google' });
    await user.click(within(dialog).getByRole('checkbox'));
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(
      await screen.findByText(/Email addresses from mainland Chinese providers cannot sign up/),
    ).toBeInTheDocument();
  });
});
