import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COUNTRIES, fakeApi, ok } from '../test-support/fake-api';
import { REFERRAL_COOKIE } from '../flows/register/referral/referral-cookie';
import { RegisterLoginModal } from './register-login-modal';
import { RegisterLoginPage } from './register-login-page';
// No host callback: a Telegram log-in or a third-party sign-up ends at step two (decision 135).
import { STEP_TWO_PATH as STEP_TWO } from '../widget/destination';

const CALLBACK_ORIGIN = 'https://auth.example.com';
const config = (providers: string[], extra: Record<string, unknown> = {}) =>
  ok({
    register_type: 'oldCode',
    third_party: { providers, callback_origin: CALLBACK_ORIGIN, ...extra },
  });

/** The server, with the third-party sign-in answers in turn. */
function serverWith(providers: string[], answers: unknown[] = [], extra = {}) {
  let n = 0;
  return fakeApi({
    'GET /v2/public/country-list': () => ok(COUNTRIES),
    'GET /register/countryCode': () => ok({ country_code: 'GB' }),
    'POST /v3/config/web': () => config(providers),
    'POST /user/public/login/thirdparty': () => answers[Math.min((n += 1) - 1, answers.length - 1)],
    ...extra,
  });
}

/** window.open hands out a popup the test controls; its answer comes as a real MessageEvent. */
function stubPopup() {
  const popup = { closed: false, close: vi.fn() } as { closed: boolean; close: () => void };
  const open = vi.fn(() => popup);
  vi.stubGlobal('open', open);
  vi.stubGlobal('screen', { width: 1280 });
  const answer = (data: unknown, origin = CALLBACK_ORIGIN) =>
    act(() => {
      window.dispatchEvent(new MessageEvent('message', { data, origin, source: popup as never }));
    });
  return { open, answer, popup };
}

const token = (provider = 'google') => ({
  source: 'foyer:thirdparty',
  provider,
  success: true,
  quick_token: 'id.token.jws',
});

afterEach(() => {
  vi.unstubAllGlobals();
  document.cookie = `${REFERRAL_COOKIE}=; max-age=0; path=/`;
});

describe('the third-party block on the log-in view (behaviour §2, §4 "Third-party flow")', () => {
  it('shows "Continue with Google" and "Continue with Apple" for the providers offered', async () => {
    serverWith(['google', 'apple']);
    render(<RegisterLoginPage mode="login" onNavigate={vi.fn()} />);
    const block = await screen.findByRole('region', { name: 'Or continue with' });
    const buttons = within(block).getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual([
      'Continue with Google',
      'Continue with Apple',
    ]);
  });

  it('hidden by hideThirdParty: no block, and the config is not asked for it', async () => {
    const api = serverWith(['google', 'apple']);
    render(<RegisterLoginPage mode="login" hideThirdParty onNavigate={vi.fn()} />);
    await screen.findByRole('button', { name: 'Log in' });
    await waitFor(() =>
      expect(api.requests.some((r) => r.path === '/register/countryCode')).toBe(true),
    );
    expect(screen.queryByRole('region', { name: 'Or continue with' })).toBeNull();
    expect(api.requests.some((r) => r.path === '/v3/config/web')).toBe(false);
  });

  it('Google hidden for Chinese visitors: the server places the visitor in CN', async () => {
    fakeApi({
      'GET /v2/public/country-list': () => ok(COUNTRIES),
      'GET /register/countryCode': () => ok({ country_code: 'CN' }),
      'POST /v3/config/web': () => config(['google', 'apple']),
    });
    render(<RegisterLoginPage mode="login" onNavigate={vi.fn()} />);
    const block = await screen.findByRole('region', { name: 'Or continue with' });
    expect(
      within(block)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Continue with Apple']);
  });

  it('Turkish site: one button named by the server, "Continue with {TR_PROVIDER_NAME}"', async () => {
    fakeApi({
      'GET /v2/public/country-list': () => ok(COUNTRIES),
      'POST /v3/config/web': () =>
        config(['google', 'apple', 'tr'], { tr_provider_name: 'e-Devlet' }),
    });
    render(<RegisterLoginPage mode="login" site="TUR" onNavigate={vi.fn()} />);
    const block = await screen.findByRole('region', { name: 'Or continue with' });
    expect(
      within(block)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Continue with e-Devlet']);
  });

  it('signs in with the id token through the log-in: the captcha of scene 31001, then the dashboard', async () => {
    const api = serverWith(['google'], [ok({ id: '1001', use_thirdparty: 2 }, { token: 't' })]);
    const { open, answer } = stubPopup();
    const onNavigate = vi.fn();
    render(<RegisterLoginPage mode="login" onNavigate={onNavigate} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Continue with Google' }));
    expect(open).toHaveBeenCalledWith(
      '/x-api/thirdparty/authorize/google?lang=en',
      'foyer-thirdparty',
      expect.stringContaining('width=600,height=600,top=100'),
    );
    await answer(token());
    await waitFor(() => expect(onNavigate).toHaveBeenCalledWith('/en/dashboard'));
    const call = api.requests.find((r) => r.path === '/user/public/login/thirdparty');
    expect(call?.body).toMatchObject({
      token_type: 'google',
      token: 'id.token.jws',
      magpie_verify_info: { scene: 31001 },
    });
  });

  it('telegram_callback travels in the third-party sign-in call as in the log-in (behaviour §3 "Third-party sign-in"); none without Telegram data', async () => {
    const telegram = JSON.stringify({ id: '42', auth_date: '1767268800', hash: 'a'.repeat(64) });
    const answers = [
      ok({ id: '1001', use_thirdparty: 2, tg_bind_result: 'success' }, { token: 't' }),
    ];
    for (const telegramCallback of [telegram, undefined]) {
      const api = serverWith(['google'], answers);
      const { answer } = stubPopup();
      const onNavigate = vi.fn();
      const { unmount } = render(
        <RegisterLoginPage
          mode="login"
          onNavigate={onNavigate}
          telegramCallback={telegramCallback}
        />,
      );
      await userEvent.click(await screen.findByRole('button', { name: 'Continue with Google' }));
      await answer(token());
      await waitFor(() => expect(onNavigate).toHaveBeenCalledWith('/en/dashboard'));
      const call = api.requests.find((r) => r.path === '/user/public/login/thirdparty');
      if (telegramCallback) expect(call?.body).toMatchObject({ telegram_callback: telegram });
      else expect(call?.body).not.toHaveProperty('telegram_callback');
      unmount();
      vi.unstubAllGlobals();
    }
  });

  it('the Turkish button opens its page, /{lang}/tr-authorized?type=LOGIN_TR, in the popup (decision 084)', async () => {
    fakeApi({
      'GET /v2/public/country-list': () => ok(COUNTRIES),
      'POST /v3/config/web': () => config(['tr'], { tr_provider_name: 'e-Devlet' }),
    });
    const { open } = stubPopup();
    render(<RegisterLoginPage mode="login" site="TUR" onNavigate={vi.fn()} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Continue with e-Devlet' }));
    expect(open).toHaveBeenCalledWith(
      '/en/tr-authorized?type=LOGIN_TR',
      'foyer-thirdparty',
      expect.stringContaining('width=600,height=600,top=100'),
    );
  });

  it('a message from another origin is not taken; closing the popup is a cancel without a toast', async () => {
    const api = serverWith(['google']);
    const { answer, popup } = stubPopup();
    render(<RegisterLoginPage mode="login" onNavigate={vi.fn()} />);
    const button = await screen.findByRole('button', { name: 'Continue with Google' });
    await userEvent.click(button);
    expect(button).toBeDisabled();
    await answer(token(), 'https://evil.example');
    popup.closed = true;
    await waitFor(() => expect(button).toBeEnabled(), { timeout: 3000 });
    expect(api.requests.some((r) => r.path === '/user/public/login/thirdparty')).toBe(false);
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });

  it('behaviour §8 "missing third-party token only tracked": onTrack hears it, no toast, no call', async () => {
    const api = serverWith(['google']);
    const { answer } = stubPopup();
    const onTrack = vi.fn();
    render(<RegisterLoginPage mode="login" onNavigate={vi.fn()} onTrack={onTrack} />);
    const button = await screen.findByRole('button', { name: 'Continue with Google' });
    await userEvent.click(button);
    await answer({ ...token(), quick_token: undefined });
    await waitFor(() =>
      expect(onTrack).toHaveBeenCalledWith({ name: 'thirdPartyTokenMissing', provider: 'google' }),
    );
    expect(button).toBeEnabled();
    expect(api.requests.some((r) => r.path === '/user/public/login/thirdparty')).toBe(false);
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });

  it('a blocked popup: a clear toast', async () => {
    serverWith(['apple']);
    vi.stubGlobal(
      'open',
      vi.fn(() => null),
    );
    render(<RegisterLoginPage mode="login" onNavigate={vi.fn()} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Continue with Apple' }));
    expect(await screen.findByText(/Your browser blocked the sign-in window/)).toBeInTheDocument();
  });

  it('48001 and 48002: their texts; the form stays', async () => {
    serverWith(['google'], [{ ret_code: 48001, ret_msg: 'refused' }]);
    const { answer } = stubPopup();
    render(<RegisterLoginPage mode="login" onNavigate={vi.fn()} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Continue with Google' }));
    await answer(token());
    expect(
      await screen.findByText(/We couldn't confirm your sign-in with this provider/),
    ).toBeInTheDocument();
    vi.unstubAllGlobals();
    serverWith(['google'], [{ ret_code: 48002, ret_msg: 'off' }]);
    const second = stubPopup();
    await userEvent.click(screen.getAllByRole('button', { name: 'Continue with Google' })[0]!);
    await second.answer(token());
    expect(
      await screen.findByText(/This sign-in option is not available here/),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log in' })).toBeEnabled();
  });

  it('a token without e-mail gives a default error toast (48016): its code and text; the form stays', async () => {
    serverWith(['apple'], [{ ret_code: 48016, ret_msg: 'no e-mail' }]);
    const { answer } = stubPopup();
    render(<RegisterLoginPage mode="login" onNavigate={vi.fn()} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Continue with Apple' }));
    await answer(token('apple'));
    expect(
      await screen.findByText(
        /^48016: Your sign-in provider didn't share a confirmed e-mail address/,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log in' })).toBeEnabled();
  });

  it('use_thirdparty 1 (new): the referral cookie is removed and, with no host callback, step two opens', async () => {
    document.cookie = `${REFERRAL_COOKIE}=FRIEND1; path=/`;
    serverWith(['google'], [ok({ id: '1002', use_thirdparty: 1 }, { token: 't' })]);
    const { answer } = stubPopup();
    const onNavigate = vi.fn();
    render(<RegisterLoginPage mode="login" onNavigate={onNavigate} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Continue with Google' }));
    await answer(token());
    await waitFor(() => expect(onNavigate).toHaveBeenCalledWith(STEP_TWO));
    expect(document.cookie).not.toContain(`${REFERRAL_COOKIE}=FRIEND1`);
  });

  it('use_thirdparty 1 (new) with the host’s onSuccess: the callback is told the new-user dashboard, and the page goes there, as before step two (decision 135)', async () => {
    serverWith(['google'], [ok({ id: '1003', use_thirdparty: 1 }, { token: 't' })]);
    const { answer } = stubPopup();
    const onNavigate = vi.fn();
    const onSuccess = vi.fn();
    render(<RegisterLoginPage mode="login" onNavigate={onNavigate} onSuccess={onSuccess} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Continue with Google' }));
    await answer(token());
    await waitFor(() => expect(onNavigate).toHaveBeenCalledWith('/en/dashboard?newUser=true'));
    expect(onSuccess).toHaveBeenCalledWith(
      expect.objectContaining({ newUser: true, redirectUrl: '/en/dashboard?newUser=true' }),
    );
    expect(onNavigate).not.toHaveBeenCalledWith(STEP_TWO);
  });

  it('use_thirdparty 1 (new) in the modal: with no onSuccess it goes to step two instead of reloading; with one, the callback runs (decision 135)', async () => {
    serverWith(['google'], [ok({ id: '1004', use_thirdparty: 1 }, { token: 't' })]);
    const { answer } = stubPopup();
    const onNavigate = vi.fn();
    const { unmount } = render(<RegisterLoginModal visible onNavigate={onNavigate} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Continue with Google' }));
    await answer(token());
    await waitFor(() => expect(onNavigate).toHaveBeenCalledWith(STEP_TWO));
    unmount();

    const second = stubPopup();
    const onSuccess = vi.fn();
    const hostNavigate = vi.fn();
    render(<RegisterLoginModal visible onNavigate={hostNavigate} onSuccess={onSuccess} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Continue with Google' }));
    await second.answer(token());
    await waitFor(() =>
      expect(onSuccess).toHaveBeenCalledWith(
        expect.objectContaining({ newUser: true, redirectUrl: '/en/dashboard?newUser=true' }),
      ),
    );
    expect(hostNavigate).not.toHaveBeenCalled();
  });

  it('use_thirdparty 1 with a bind not success: the upgrade modal in the sign-up’s words (decision 088), then step two', async () => {
    const created = ok(
      { id: '1002', use_thirdparty: 1, tg_bind_result: 'authFailureRelinkTip' },
      { token: 't' },
    );
    serverWith(['google'], [created]);
    const { answer } = stubPopup();
    const onNavigate = vi.fn();
    render(<RegisterLoginPage mode="login" onNavigate={onNavigate} telegramCallback="{}" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Continue with Google' }));
    await answer(token());
    const notice = await screen.findByRole('alertdialog', { name: 'Messaging account not linked' });
    expect(notice).toHaveAccessibleDescription(
      'Your account is ready, but we could not verify what Telegram sent, or it was too old. Bind again to ask Telegram once more.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(onNavigate).toHaveBeenCalledWith(STEP_TWO));
  });

  it('48003 in Arabic: the e-mail in the link dialog is isolated left to right (<bdi>), inside the right-to-left sentence', async () => {
    const email = 'ada.lovelace@example.com';
    serverWith(
      ['google'],
      [{ ret_code: 48003, ret_msg: 'exists', result: { link_ticket: 't-1', email } }],
    );
    const { answer } = stubPopup();
    render(<RegisterLoginPage mode="login" lang="ar-SA" onNavigate={vi.fn()} />);
    await userEvent.click(await screen.findByRole('button', { name: /Google/ }));
    await answer(token());
    const dialog = await screen.findByRole('alertdialog');
    const isolated = dialog.querySelector('bdi');
    expect(isolated).toHaveTextContent(email);
    expect(isolated).toHaveAttribute('dir', 'ltr');
    // The Arabic sentence around it, the address shown once, no markup left as text.
    expect(isolated?.parentElement).toHaveTextContent(`يوجد حساب بالبريد ${email} بالفعل`);
    expect(dialog).not.toHaveTextContent('<email>');
  });

  it('48003: Escape closes the link dialog; the form stays, and its log-in carries no ticket', async () => {
    const exists = {
      ret_code: 48003,
      ret_msg: 'exists',
      result: { link_ticket: 'ticket-1', email: 'ada@example.com' },
    };
    const api = serverWith(['google'], [exists], {
      'POST /login': () => ok({ id: '1001' }, { token: 't' }),
    });
    const { answer } = stubPopup();
    const user = userEvent.setup();
    render(<RegisterLoginPage mode="login" onNavigate={vi.fn()} />);
    await user.click(await screen.findByRole('button', { name: 'Continue with Google' }));
    await answer(token());
    const dialog = await screen.findByRole('alertdialog', { name: 'You already have an account' });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'Secret123');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(api.requests.some((r) => r.path === '/login')).toBe(true));
    expect(api.requests.find((r) => r.path === '/login')?.body).not.toHaveProperty('link_ticket');
  });

  it('48003: the dialog offers the password log-in; it is prefilled and carries link_ticket; then toast thirdPartyLinked', async () => {
    const exists = {
      ret_code: 48003,
      ret_msg: 'exists',
      result: { link_ticket: 'ticket-1', email: 'ada@example.com' },
    };
    const api = serverWith(['google'], [exists], {
      'POST /login': () => ok({ id: '1001', linked_provider: 'google' }, { token: 't' }),
    });
    const { answer } = stubPopup();
    const onNavigate = vi.fn();
    const user = userEvent.setup();
    render(<RegisterLoginPage mode="login" onNavigate={onNavigate} />);
    await user.click(await screen.findByRole('button', { name: 'Continue with Google' }));
    await answer(token());
    const dialog = await screen.findByRole('alertdialog', { name: 'You already have an account' });
    expect(dialog).toHaveTextContent('Log in with its password to link Google');
    await user.click(within(dialog).getByRole('button', { name: 'Log in with password' }));
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'Secret123');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Google is now linked to your account')).toBeInTheDocument();
    await waitFor(() => expect(onNavigate).toHaveBeenCalledWith('/en/dashboard'));
    const login = api.requests.find((r) => r.path === '/login');
    expect(login?.body).toMatchObject({ email: 'ada@example.com', link_ticket: 'ticket-1' });
    expect(login?.body).not.toHaveProperty('token');
  });
});
