/**
 * behaviour §3 "Entities and fields": every field of the log-in, register (e-mail and phone),
 * step-3, send-code and third-party payloads is sent by the widget. Each request is made by the
 * real widget (its controllers and API wrapper) against a fake fetch; the lists, in the spec's
 * words, are test-support/spec-payload-fields.ts. A field sent only in some states is required
 * where the visit sets that state up (a code, `from` and `g` in the page, a typed e-mail).
 */
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COUNTRIES, fakeApi, ok } from '../test-support/fake-api';
import { logInByEmail, signUpByEmailCode } from '../test-support/sign-up';
import * as spec from '../test-support/spec-payload-fields';
import { RegisterLoginPage } from './register-login-page';

const SLOW = { timeout: 15_000 };
const CALLBACK_ORIGIN = 'https://auth.example.com';
const VISIT = '?ref=FRIEND1&from=newsletter&g=spring&register_channel=blog';
const IN_THE_PAGE = [spec.WITH_CODE, spec.WITH_TAGS, spec.WITH_CHANNEL];

function server(registerType = 'oldCode') {
  return fakeApi({
    'GET /v2/public/country-list': () => ok(COUNTRIES),
    'GET /register/countryCode': () => ok({ country_code: 'GB' }),
    'POST /v3/config/web': () =>
      ok({
        register_type: registerType,
        third_party: { providers: ['google'], callback_origin: CALLBACK_ORIGIN },
      }),
    'POST /s1/code/info': () => ok({ scene: 2, tpl: 'referral', info: { success: true } }),
    'POST /verify/register/email': () => ok({ uuid: 'u-1' }),
    'POST /verify/register/mobile': () => ok({ uuid: 'u-2' }),
    'POST /user/public/register/info': () => ok({ uuid: 'u-3' }),
    'POST /register/email': () => ok({ id: '1001' }, { token: 't' }),
    'POST /register/mobile': () => ok({ id: '1002' }, { token: 't' }),
    'POST /login': () => ok({ id: '1001' }, { token: 't' }),
    'POST /user/public/login/thirdparty': () =>
      ok({ id: '1003', use_thirdparty: 2 }, { token: 't' }),
  });
}

/** The body of the first request to `path`, once made. */
async function bodyOf(api: ReturnType<typeof server>, path: string) {
  await waitFor(() => expect(api.requests.some((r) => r.path === path)).toBe(true), SLOW);
  return api.requests.find((r) => r.path === path)?.body ?? {};
}

/** A popup of ours that answers with an id token, as the server's callback page posts it. */
async function answerFromPopup() {
  const popup = { closed: false, close: vi.fn() };
  vi.stubGlobal(
    'open',
    vi.fn(() => popup),
  );
  vi.stubGlobal('screen', { width: 1280 });
  return () =>
    act(() => {
      const data = {
        source: 'foyer:thirdparty',
        provider: 'google',
        success: true,
        quick_token: 'jws',
      };
      window.dispatchEvent(
        new MessageEvent('message', { data, origin: CALLBACK_ORIGIN, source: popup as never }),
      );
    });
}

afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
  document.cookie = 'foyer_ref=; max-age=0; path=/';
});

describe('behaviour §3 payloads: every field the spec lists is sent', () => {
  it('"Login form data"', async () => {
    const api = server();
    render(<RegisterLoginPage mode="login" onNavigate={vi.fn()} />);
    await logInByEmail(userEvent.setup());
    expect(spec.missingFields(spec.LOGIN_FORM, await bodyOf(api, '/login'))).toEqual([]);
  });

  it('"Send-code payload" and "Register payload (e-mail)"', async () => {
    window.history.replaceState(null, '', `/en/register${VISIT}`);
    const api = server();
    render(<RegisterLoginPage mode="register" onNavigate={vi.fn()} />);
    await screen.findByDisplayValue('FRIEND1');
    await signUpByEmailCode(userEvent.setup());
    const sent = await bodyOf(api, '/verify/register/email');
    expect(spec.missingFields(spec.SEND_CODE, sent, IN_THE_PAGE)).toEqual([]);
    const registered = await bodyOf(api, '/register/email');
    expect(spec.missingFields(spec.REGISTER_EMAIL, registered, IN_THE_PAGE)).toEqual([]);
  });

  it('"Send-code payload" and "Register payload (phone)"', async () => {
    window.history.replaceState(null, '', `/en/register${VISIT}`);
    const api = server();
    const user = userEvent.setup();
    render(<RegisterLoginPage mode="register" onNavigate={vi.fn()} />);
    await screen.findByDisplayValue('FRIEND1');
    await user.click(screen.getByRole('tab', { name: 'Mobile' }));
    await screen.findByRole('button', { name: 'Country code +44' });
    await user.type(screen.getByRole('textbox', { name: 'Mobile' }), '7700900123');
    await user.type(screen.getByLabelText('Password'), 'Secret123');
    await user.click(screen.getByRole('checkbox', { name: /^I agree/ }));
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    await screen.findByRole('heading', { name: 'Verify your phone' }, SLOW);
    await user.keyboard('123456');
    const sent = await bodyOf(api, '/verify/register/mobile');
    expect(spec.missingFields(spec.SEND_CODE, sent, IN_THE_PAGE)).toEqual([]);
    const registered = await bodyOf(api, '/register/mobile');
    expect(spec.missingFields(spec.REGISTER_PHONE, registered, IN_THE_PAGE)).toEqual([]);
  });

  it('"Step-3 register" (the account step, by phone)', async () => {
    window.history.replaceState(null, '', `/en/register${VISIT}`);
    const api = server('newCode');
    const user = userEvent.setup();
    render(<RegisterLoginPage mode="register" registerType="newCode" onNavigate={vi.fn()} />);
    await screen.findByDisplayValue('FRIEND1');
    await user.type(await screen.findByRole('textbox', { name: 'Email or mobile' }), '7700900123');
    await screen.findByRole('button', { name: 'Country code +44' });
    await user.click(screen.getByRole('checkbox', { name: /^I agree/ }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    const account = await bodyOf(api, '/user/public/register/info');
    const states = [...IN_THE_PAGE, 'a phone'];
    expect(spec.missingFields(spec.STEP_3_ACCOUNT, account, states)).toEqual([]);
  });

  it('"Third-party sign-in request" from the log-in view: the affiliate-derived user_code', async () => {
    window.history.replaceState(null, '', '/en/login?ref=FRIEND1');
    const api = server();
    const answer = await answerFromPopup();
    const user = userEvent.setup();
    render(<RegisterLoginPage mode="login" onNavigate={vi.fn()} />);
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@example.com');
    await user.click(await screen.findByRole('button', { name: 'Continue with Google' }));
    await answer();
    const call = await bodyOf(api, '/user/public/login/thirdparty');
    expect(spec.missingFields(spec.THIRD_PARTY, call, [spec.WITH_CODE, spec.TYPED])).toEqual([]);
    expect(call).toMatchObject({ user_code: 'FRIEND1', username: 'ada@example.com' });
  });

  it('"Third-party sign-in request" from the sign-up view: the invite code and the channel', async () => {
    window.history.replaceState(null, '', '/en/register?affiliate_id=777');
    const api = server();
    const answer = await answerFromPopup();
    const user = userEvent.setup();
    render(<RegisterLoginPage mode="register" onNavigate={vi.fn()} />);
    await user.type(await screen.findByRole('textbox', { name: 'Email' }), 'ada@example.com');
    await user.type(screen.getByRole('textbox', { name: /Referral code/ }), 'FRIEND1');
    await user.click(await screen.findByRole('button', { name: 'Continue with Google' }));
    await answer();
    const dialog = await screen.findByRole('alertdialog', { name: 'Sign up with Google' });
    await user.click(within(dialog).getByRole('checkbox'));
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    const call = await bodyOf(api, '/user/public/login/thirdparty');
    const states = [spec.WITH_CODE, spec.TYPED, spec.SIGN_UP, `${spec.SIGN_UP} with a code`];
    expect(spec.missingFields(spec.THIRD_PARTY, call, states)).toEqual([]);
    expect(call).toMatchObject({ user_code: 'FRIEND1', isManuallyModifyUserCode: 1 });
  });
});
