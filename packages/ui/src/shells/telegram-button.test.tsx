import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COUNTRIES, fakeApi, ok } from '../test-support/fake-api';
import type { TelegramLoginOptions, TelegramLoginState } from '../third-party/telegram-login';
import { TelegramLoginContext } from '../third-party/use-telegram-login';
import { RegisterLoginPage } from './register-login-page';
// No host callback: a Telegram log-in or a third-party sign-up ends at step two (decision 135).
import { STEP_TWO_PATH as STEP_TWO } from '../widget/destination';

const BOT = { telegram_bot_name: 'foyer_bot', telegram_bot_id: '123456' };
/** The JSON text of the fields Telegram signed, as its window answers them. */
const FIELDS = JSON.stringify({ id: 42, first_name: 'Ada', auth_date: 1, hash: 'ab' });

function server(config: Record<string, unknown>, answer: unknown = ok()) {
  return fakeApi({
    'GET /v2/public/country-list': () => ok(COUNTRIES),
    'GET /register/countryCode': () => ok({ country_code: 'GB' }),
    'POST /v3/config/web': () => ok({ register_type: 'newCode', ...config }),
    'POST /s1/code/info': () =>
      ok({ scene: 2, tpl: 'Invited by a friend', info: { success: true } }),
    'POST /user/public/login/thirdparty': () => answer,
  });
}

/** Telegram's window, faked: the test decides when and what it answers. */
function fakeTelegram() {
  let answer: (fields: string | null) => void = () => {};
  let fail: (error: Error) => void = () => {};
  let report: (state: TelegramLoginState) => void = () => {};
  const obtain = vi.fn(
    (_botName: string, options: TelegramLoginOptions) =>
      new Promise<string | null>((resolve, reject) => {
        answer = resolve;
        fail = reject;
        report = options.onState ?? (() => {});
      }),
  );
  const wrap = ({ children }: { children: ReactNode }) => (
    <TelegramLoginContext.Provider value={obtain}>{children}</TelegramLoginContext.Provider>
  );
  return {
    obtain,
    wrap,
    answer: (fields: string | null) => act(() => answer(fields)),
    fail: () => act(() => fail(new Error('no script'))),
    slow: () => act(() => report({ phase: 'authorizing', titleShown: true })),
  };
}

const thirdPartyCalls = (api: ReturnType<typeof server>) =>
  api.requests.filter((r) => r.path === '/user/public/login/thirdparty');

afterEach(() => vi.unstubAllGlobals());

describe('"Continue with Telegram" in the third-party block (behaviour §4 "Third-party flow", §6)', () => {
  it('shows after Google when the server names the Telegram bot', async () => {
    server({ ...BOT, third_party: { providers: ['google'], callback_origin: 'https://a.test' } });
    render(<RegisterLoginPage mode="login" onNavigate={vi.fn()} />);
    const block = await screen.findByRole('region', { name: 'Or continue with' });
    expect(
      within(block)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Continue with Google', 'Continue with Telegram']);
  });

  it('shows alone when Telegram is the only way the server offers', async () => {
    server(BOT);
    render(<RegisterLoginPage mode="login" onNavigate={vi.fn()} />);
    const block = await screen.findByRole('region', { name: 'Or continue with' });
    expect(within(block).getByRole('button')).toHaveTextContent('Continue with Telegram');
  });

  // The Kazakhstan site, the Telegram app and hideThirdParty hide the whole block:
  // third-party-offer.test.ts checks them with the bot named.
  it('no Telegram button when the server names no bot, nor on the Turkish site', async () => {
    const google = { third_party: { providers: ['google', 'tr'], callback_origin: 'https://a' } };
    server(google);
    const { unmount } = render(<RegisterLoginPage mode="login" onNavigate={vi.fn()} />);
    await screen.findByRole('button', { name: 'Continue with Google' });
    expect(screen.queryByRole('button', { name: 'Continue with Telegram' })).toBeNull();
    unmount();

    server({ ...BOT, ...google });
    render(<RegisterLoginPage mode="login" site="TUR" onNavigate={vi.fn()} />);
    const block = await screen.findByRole('region', { name: 'Or continue with' });
    expect(within(block).getByRole('button')).toHaveTextContent('Continue with Turkish ID');
  });

  it('log-in: Telegram\'s signed fields are the token of token_type telegram, behind the captcha of scene 31001; "Opening Telegram…" while it is slow; then step two', async () => {
    const api = server(BOT, ok({ id: '1001', use_thirdparty: 2 }, { token: 't' }));
    const telegram = fakeTelegram();
    const onNavigate = vi.fn();
    const user = userEvent.setup();
    render(<RegisterLoginPage mode="login" onNavigate={onNavigate} />, { wrapper: telegram.wrap });
    const block = await screen.findByRole('region', { name: 'Or continue with' });
    const button = within(block).getByRole('button', { name: 'Continue with Telegram' });
    await user.click(button);
    expect(telegram.obtain).toHaveBeenCalledWith(
      'foyer_bot',
      expect.objectContaining({ botId: '123456', lang: 'en' }),
    );
    expect(button).toBeDisabled();
    const status = within(block).getByRole('status');
    expect(status).toBeEmptyDOMElement();
    await telegram.slow();
    expect(status).toHaveTextContent('Opening Telegram…');
    await telegram.answer(FIELDS);
    await waitFor(() => expect(onNavigate).toHaveBeenCalledWith(STEP_TWO));
    expect(thirdPartyCalls(api)).toHaveLength(1);
    expect(thirdPartyCalls(api)[0]?.body).toMatchObject({
      token_type: 'telegram',
      token: FIELDS,
      magpie_verify_info: { scene: 31001 },
    });
  });

  it("Telegram's window closed (null): a cancel, no call and no toast", async () => {
    const api = server(BOT);
    const telegram = fakeTelegram();
    const user = userEvent.setup();
    render(<RegisterLoginPage mode="login" onNavigate={vi.fn()} />, { wrapper: telegram.wrap });
    const button = await screen.findByRole('button', { name: 'Continue with Telegram' });
    await user.click(button);
    await telegram.slow();
    await telegram.answer(null);
    expect(button).toBeEnabled();
    expect(screen.queryByText('Opening Telegram…')).toBeNull();
    expect(thirdPartyCalls(api)).toHaveLength(0);
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });

  it("Telegram's script never loads: the toast of a failed sign-in, no call", async () => {
    const api = server(BOT);
    const telegram = fakeTelegram();
    const user = userEvent.setup();
    render(<RegisterLoginPage mode="login" onNavigate={vi.fn()} />, { wrapper: telegram.wrap });
    await user.click(await screen.findByRole('button', { name: 'Continue with Telegram' }));
    await telegram.fail();
    expect(
      await screen.findByText('Signing in with Telegram did not work. Please try again.'),
    ).toBeInTheDocument();
    expect(thirdPartyCalls(api)).toHaveLength(0);
  });

  it('sign-up: dialog 6 first, then the call with token_type telegram, the fields and user_code; a new account lands at step two', async () => {
    const api = server(BOT, ok({ id: '1002', use_thirdparty: 1, tg_bind_result: 'success' }));
    const telegram = fakeTelegram();
    const onNavigate = vi.fn();
    const user = userEvent.setup();
    render(<RegisterLoginPage mode="register" onNavigate={onNavigate} />, {
      wrapper: telegram.wrap,
    });
    await user.type(await screen.findByRole('textbox', { name: /Referral code/ }), 'FRIEND1');
    await user.click(await screen.findByRole('button', { name: 'Continue with Telegram' }));
    await telegram.answer(FIELDS);
    // Dialog 6, the terms/country confirmation, comes before any call with the fields: Confirm
    // waits for its terms box.
    const dialog = await screen.findByRole('alertdialog', { name: 'Sign up with Telegram' });
    const confirm = within(dialog).getByRole('button', { name: 'Confirm' });
    expect(confirm).toBeDisabled();
    await user.click(within(dialog).getByRole('checkbox'));
    expect(thirdPartyCalls(api)).toHaveLength(0);
    await user.click(confirm);
    await waitFor(() => expect(onNavigate).toHaveBeenCalledWith(STEP_TWO));
    expect(thirdPartyCalls(api)).toHaveLength(1);
    expect(thirdPartyCalls(api)[0]?.body).toMatchObject({
      token_type: 'telegram',
      token: FIELDS,
      user_code: 'FRIEND1',
    });
  });
});
