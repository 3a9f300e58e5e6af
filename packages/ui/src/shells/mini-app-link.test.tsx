/**
 * Link-auth on the Mini App's page (behaviour §2 "Mini-app authorisation page": accept and
 * decline for log-in and link, "allow bot messages" checked by default, Accept disabled when
 * unchecked; behaviour §4 "Mini-app steps"; decision 089).
 */
import { createHash } from 'node:crypto';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TG_BIND_RESULTS } from '@foyer/contract';
import english from '../i18n/locales/en/thirdParty.json';
import { fakeApi, ok } from '../test-support/fake-api';
import type { TelegramWebApp } from '../mini-app/telegram-web-app';
import { MiniAppSignIn } from './mini-app-sign-in';

const INIT_DATA = 'user=%7B%22id%22%3A42%7D&auth_date=1700000000&hash=ab';
const PROFILE = 'GET /v2/private/user/profile';
const BIND = 'POST /user/private/bind/telegram';
const METHOD = 'GET /user/private/reauthentication';
const SEND_CODE = 'POST /user/private/reauthentication/send-code';
const NOT_LOGGED_IN = { ret_code: 10005, ret_msg: 'Not logged in', result: {} };
const PASSWORD = 'Passw0rd!';
const DIGEST = createHash('sha256').update(PASSWORD).digest('hex');

function telegram(): TelegramWebApp {
  return {
    initData: INIT_DATA,
    initDataUnsafe: { user: { id: 42, first_name: 'Ada', last_name: 'Lovelace', username: 'ada' } },
    platform: 'ios',
    ready: vi.fn(),
    close: vi.fn(),
    requestWriteAccess: vi.fn(),
  };
}

const ADA = { id: '1001', email: 'ada@example.com', create_time: 1_700_000_000_000 };

function server({
  profile = ok(ADA) as unknown,
  bind = ok({ tg_bind_result: 'success' }) as unknown,
  method = ok({ factor: 'password', google2fa: false }) as unknown,
}) {
  return fakeApi({
    'POST /v3/config/web': () => ok({ register_type: 'newCode' }),
    [PROFILE]: () => profile,
    [BIND]: () => bind,
    [METHOD]: () => method,
    [SEND_CODE]: () => ok({}),
  });
}

/** "Confirm it's you" answered with the password (decision 106), then Accept. */
async function acceptWithPassword(user: ReturnType<typeof userEvent.setup>, password = PASSWORD) {
  await user.type(await screen.findByLabelText('Your password'), password);
  await user.click(screen.getByRole('button', { name: 'Accept' }));
}

const callsTo = (api: ReturnType<typeof server>, path: string) =>
  api.requests.filter((r) => r.path === path);

afterEach(() => vi.unstubAllGlobals());

function renderPage() {
  const webApp = telegram();
  const onNavigate = vi.fn();
  const onDecline = vi.fn();
  render(<MiniAppSignIn webApp={webApp} onNavigate={onNavigate} onDecline={onDecline} />);
  return { webApp, onNavigate, onDecline };
}

describe('Mini App link-auth (behaviour §4 link-auth, §2 accept and decline for link)', () => {
  it('logged in: "Link Telegram to this account" with the Telegram person; allow bot messages checked by default, Accept disabled when unchecked', async () => {
    const api = server({});
    const user = userEvent.setup();
    renderPage();
    expect(
      await screen.findByRole('heading', { name: 'Link Telegram to this account' }),
    ).toBeVisible();
    expect(screen.getByRole('group', { name: 'Your Telegram account' })).toHaveTextContent(
      'Ada Lovelace',
    );
    expect(screen.getByRole('group', { name: 'Your account' })).toHaveTextContent(
      'ada@example.com',
    );
    const allow = screen.getByRole('checkbox', { name: 'Allow the bot to send me messages' });
    const accept = screen.getByRole('button', { name: 'Accept' });
    expect(allow).toBeChecked();
    // Enabled once the page knows how the account confirms it is them (decision 106).
    await waitFor(() => expect(accept).toBeEnabled());
    await user.click(allow);
    expect(accept).toBeDisabled();
    await user.type(screen.getByLabelText('Your password'), PASSWORD);
    await user.click(accept);
    expect(callsTo(api, '/user/private/bind/telegram')).toHaveLength(0);
    await user.click(allow);
    expect(accept).toBeEnabled();
    // The sign-up banner belongs to the log-in page: a logged-in person is not signing up.
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('Accept binds with the raw initData (telegram_data mini_app, the Mini App platform), asks Telegram for write access, says so, and Continue goes on to the dashboard', async () => {
    const api = server({});
    const user = userEvent.setup();
    const { webApp, onNavigate } = renderPage();
    await acceptWithPassword(user);
    expect(await screen.findByText('Telegram is now linked to your account.')).toHaveAttribute(
      'role',
      'status',
    );
    const [call] = callsTo(api, '/user/private/bind/telegram');
    expect(call?.body).toEqual({
      telegram_callback: INIT_DATA,
      telegram_data: 'mini_app',
      reauth: { password: DIGEST },
    });
    expect(call?.headers.get('platform')).toBe('tg_ios');
    expect(webApp.requestWriteAccess).toHaveBeenCalledTimes(1);
    expect(callsTo(api, '/user/public/login/thirdparty')).toHaveLength(0);
    expect(onNavigate).not.toHaveBeenCalled();
    // Accept is gone: the focus is on what comes next, which says what happened.
    const next = screen.getByRole('button', { name: 'Continue' });
    expect(next).toHaveFocus();
    expect(next).toHaveAccessibleDescription('Telegram is now linked to your account.');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onNavigate).toHaveBeenCalledWith('/en/dashboard');
  });

  it('Decline leaves the account unlinked and goes on to the dashboard (not to the log-in form)', async () => {
    const api = server({});
    const user = userEvent.setup();
    const { onNavigate, onDecline } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Decline' }));
    expect(onNavigate).toHaveBeenCalledWith('/en/dashboard');
    expect(onDecline).not.toHaveBeenCalled();
    expect(callsTo(api, '/user/private/bind/telegram')).toHaveLength(0);
  });

  it('a Telegram person bound to another account: the bind-failure dialog with its reason; Continue goes on', async () => {
    server({
      bind: {
        ret_code: 38002,
        ret_msg: 'bound elsewhere',
        result: { tg_bind_result: 'telegramAlreadyBind' },
      },
    });
    const user = userEvent.setup();
    const { onNavigate } = renderPage();
    await acceptWithPassword(user);
    const dialog = await screen.findByRole('alertdialog', { name: 'Messaging account not linked' });
    expect(dialog).toHaveTextContent('This Telegram account is already linked to another account');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(onNavigate).toHaveBeenCalledWith('/en/dashboard');
  });

  it('every bind failure of behaviour §8 has its own text on this page', () => {
    const failures = Object.values(TG_BIND_RESULTS).filter((name) => name !== 'success');
    expect(Object.keys(english.miniApp.link.reasons).sort()).toEqual([...failures].sort());
  });

  it('10016 on the Telegram bind: the toast "10016: <100162>" says it, no bind-failure dialog repeats it, and the offer is there again (decision 152)', async () => {
    const api = server({ bind: { ret_code: 10016, ret_msg: 'expired', result: {} } });
    const user = userEvent.setup();
    const { onNavigate } = renderPage();
    await acceptWithPassword(user);
    expect(await screen.findByText('10016: Linking has expired. Please try again.')).toBeVisible();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Accept' })).toBeVisible();
    expect(onNavigate).not.toHaveBeenCalled();
    expect(callsTo(api, '/user/private/bind/telegram')).toHaveLength(1);
  });

  it('a bind-failure name (38002, telegramAlreadyBind) opens the dialog only: no toast beside it', async () => {
    server({
      bind: {
        ret_code: 38002,
        ret_msg: 'bound elsewhere',
        result: { tg_bind_result: 'telegramAlreadyBind' },
      },
    });
    const user = userEvent.setup();
    renderPage();
    await acceptWithPassword(user);
    await screen.findByRole('alertdialog', { name: 'Messaging account not linked' });
    expect(screen.queryByText(/^38002: /)).toBeNull();
  });

  it('40004 mini-app auth expired: the close-app dialog', async () => {
    server({ bind: { ret_code: 40004, ret_msg: 'expired', result: {} } });
    const user = userEvent.setup();
    const { webApp } = renderPage();
    await acceptWithPassword(user);
    const dialog = await screen.findByRole('alertdialog', { name: 'Sign-in expired' });
    await user.click(within(dialog).getByRole('button', { name: 'Close app' }));
    expect(webApp.close).toHaveBeenCalledTimes(1);
  });

  it('not logged in (10005): the authorisation page of log-in, with no offer to link', async () => {
    const api = server({ profile: NOT_LOGGED_IN });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Sign in with Telegram' })).toBeVisible();
    expect(screen.getByRole('note')).toHaveTextContent('Accept creates your account with Telegram');
    expect(screen.queryByRole('heading', { name: 'Link Telegram to this account' })).toBeNull();
    await waitFor(() => expect(callsTo(api, '/v2/private/user/profile')).toHaveLength(1));
  });

  it('a session alone links nothing: without the password Accept sends nothing, the message below the field (decision 106)', async () => {
    const api = server({});
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Accept' }));
    expect(screen.getByLabelText('Your password')).toHaveAccessibleDescription(
      'Enter your password.',
    );
    expect(callsTo(api, '/user/private/bind/telegram')).toHaveLength(0);
  });

  it('a wrong password (31002): said beside the emptied field, nothing linked, Accept again', async () => {
    server({ bind: { ret_code: 31002, ret_msg: 'wrong', result: { pass_err_count: 1 } } });
    const user = userEvent.setup();
    renderPage();
    await acceptWithPassword(user, 'not-it');
    const field = await screen.findByLabelText('Your password');
    await waitFor(() => expect(field).toHaveAccessibleDescription('That password is not right.'));
    expect(field).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Accept' })).toBeEnabled();
    expect(screen.queryByText('Telegram is now linked to your account.')).toBeNull();
  });

  it('with two-factor on, the authenticator code is asked too and sent with the password', async () => {
    const api = server({ method: ok({ factor: 'password', google2fa: true }) });
    const user = userEvent.setup();
    renderPage();
    await user.type(await screen.findByLabelText('Google Authenticator code'), '123456');
    await acceptWithPassword(user);
    await screen.findByText('Telegram is now linked to your account.');
    expect(callsTo(api, '/user/private/bind/telegram')[0]?.body).toMatchObject({
      reauth: { password: DIGEST, google2fa: '123456' },
    });
  });

  it('an account without a password: Send code to its address, then the code it got', async () => {
    const method = ok({
      factor: 'code',
      channel: 'email',
      to: 'ada@example.com',
      google2fa: false,
    });
    const api = server({ method });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Send code' }));
    expect(callsTo(api, '/user/private/reauthentication/send-code')).toHaveLength(1);
    expect(await screen.findByText(/We e-mailed a code to ada@example.com/)).toBeVisible();
    await user.type(screen.getByLabelText('Code from the e-mail'), '654321');
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    await screen.findByText('Telegram is now linked to your account.');
    expect(callsTo(api, '/user/private/bind/telegram')[0]?.body).toMatchObject({
      reauth: { verify_code: '654321' },
    });
  });
});
