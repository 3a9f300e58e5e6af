/**
 * Telegram data on e-mail and phone sign-up (behaviour §3 "Register payload (e-mail)", "Step-3
 * register" telegram info; §4 "Third-party flow": "optional Telegram-bind upgrade modal if bind
 * not success, then complete"; decision 088): the `telegramCallback` option goes with the call
 * that makes the account, and a bind that failed shows the log-in's notice, in the sign-up's words.
 */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COUNTRIES, fakeApi, ok } from '../test-support/fake-api';
import { RegisterLoginPage } from './register-login-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

const TELEGRAM = JSON.stringify({ id: '42', auth_date: '1767268800', hash: 'a'.repeat(64) });
/** Room for the proof-of-work captcha of the send on a busy machine. */
const SLOW = { timeout: 15_000 };

function signUpApi(created: unknown) {
  return fakeApi({
    'GET /v2/public/country-list': () => ok(COUNTRIES),
    'GET /register/countryCode': () => ok({ country_code: 'GB' }),
    'POST /verify/register/email': () => ok({ uuid: 'u-1' }),
    'POST /register/email': () => created,
    'POST /user/public/register/info': () => ok({ uuid: 'u-2' }),
    'POST /user/public/register/verify': () => ok({ verify_result: 1 }),
    'POST /user/public/register/password': () => created,
  });
}

/** The form, dialog 1, then the code step; `password` where the layout's form asks for it. */
async function signUpToCode(options: { telegramCallback?: string; registerType?: 'newCode' }) {
  const user = userEvent.setup();
  const onNavigate = vi.fn();
  render(<RegisterLoginPage onNavigate={onNavigate} {...options} />);
  // The three-step layout's account step has one "Email or mobile" field (behaviour §5).
  const field = options.registerType ? 'Email or mobile' : 'Email';
  await user.type(await screen.findByRole('textbox', { name: field }), 'ada@example.com');
  if (!options.registerType) await user.type(screen.getByLabelText('Password'), 'Secret123');
  await user.click(screen.getByRole('checkbox', { name: /^I agree/ }));
  await user.click(screen.getByRole('button', { name: options.registerType ? 'Continue' : 'Sign up' })); // prettier-ignore
  await user.click(await screen.findByRole('button', { name: 'Confirm' }));
  await screen.findByRole('heading', { name: 'Verify your email' }, SLOW);
  await user.keyboard('123456');
  return { user, onNavigate };
}

describe('Register payload telegram_callback (behaviour §3; decision 088)', () => {
  it('the telegramCallback option goes with /register/email; the bound sign-up completes at once', async () => {
    const api = signUpApi(ok({ id: '1001', tg_bind_result: 'success' }, { token: 'tok' }));
    const { onNavigate } = await signUpToCode({ telegramCallback: TELEGRAM });
    await waitFor(() => expect(onNavigate).toHaveBeenCalledWith('/en/dashboard?newUser=true'));
    const register = api.requests.find((r) => r.path === '/register/email');
    expect(register?.body).toMatchObject({ emailverify: '123456', telegram_callback: TELEGRAM });
    expect(screen.queryByRole('alertdialog')).toBeNull();
    // Only the call that makes the account carries it: the code's send does not.
    const send = api.requests.find((r) => r.path === '/verify/register/email');
    expect(send?.body).not.toHaveProperty('telegram_callback');
  });

  it('without the option, no telegram_callback is sent', async () => {
    const api = signUpApi(ok({ id: '1001' }, { token: 'tok' }));
    const { onNavigate } = await signUpToCode({});
    await waitFor(() => expect(onNavigate).toHaveBeenCalledWith('/en/dashboard?newUser=true'));
    const register = api.requests.find((r) => r.path === '/register/email');
    expect(register?.body).not.toHaveProperty('telegram_callback');
  });

  it('the three-step layout sends it with the password step, which makes the account', async () => {
    const api = signUpApi(ok({ id: '1002', tg_bind_result: 'success' }, { token: 'tok' }));
    const { user, onNavigate } = await signUpToCode({
      telegramCallback: TELEGRAM,
      registerType: 'newCode',
    });
    await user.type(await screen.findByLabelText('Password', {}, SLOW), 'Secret123');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(onNavigate).toHaveBeenCalledWith('/en/dashboard?newUser=true'));
    const step = api.requests.find((r) => r.path === '/user/public/register/password');
    expect(step?.body).toMatchObject({ uuid: 'u-2', telegram_callback: TELEGRAM });
    const info = api.requests.find((r) => r.path === '/user/public/register/info');
    expect(info?.body).not.toHaveProperty('telegram_callback');
  });
});

describe('a bind not success: the upgrade notice, then complete (behaviour §4, §8)', () => {
  it('the notice names the failure in the sign-up’s words; Continue completes the sign-up', async () => {
    signUpApi(ok({ id: '1001', tg_bind_result: 'telegramAlreadyBind' }, { token: 'tok' }));
    const { user, onNavigate } = await signUpToCode({ telegramCallback: TELEGRAM });
    const notice = await screen.findByRole(
      'alertdialog',
      { name: 'Messaging account not linked' },
      SLOW,
    );
    expect(notice).toHaveAccessibleDescription(
      'Your account is ready, but this Telegram account is already linked to another account. Log in to that account to use it, or bind a different Telegram account.',
    );
    // The account exists: the sign-up holds its completion while the notice shows.
    expect(onNavigate).not.toHaveBeenCalled();
    expect(localStorage.getItem('foyer_token')).toBe('tok');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(onNavigate).toHaveBeenCalledWith('/en/dashboard?newUser=true'));
    expect(notice).not.toBeInTheDocument();
  });

  it('a failure without a text of its own says the general sign-up text', async () => {
    signUpApi(ok({ id: '1001', tg_bind_result: 'relinkBybitAccountTip' }, { token: 'tok' }));
    await signUpToCode({ telegramCallback: TELEGRAM });
    expect(await screen.findByRole('alertdialog', {}, SLOW)).toHaveAccessibleDescription(
      'Your account is ready, but we could not link your messaging account. You can link it later from your account settings.',
    );
  });
});
