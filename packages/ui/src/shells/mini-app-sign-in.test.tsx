/**
 * The Mini App's authorisation page (behaviour §2 "Mini-app authorisation page: accept and
 * decline…; a 'allow bot messages' checkbox checked by default, Accept disabled when
 * unchecked. A sign-up banner for mini-app users."; §8 40004; decision 071).
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, ok } from '../test-support/fake-api';
import type { TelegramWebApp } from '../mini-app/telegram-web-app';
import { MiniAppSignIn } from './mini-app-sign-in';
// No host callback: a Telegram log-in or a third-party sign-up ends at step two (decision 135).
import { STEP_TWO_PATH as STEP_TWO } from '../widget/destination';

const INIT_DATA = 'user=%7B%22id%22%3A42%7D&auth_date=1700000000&hash=ab';

function telegram(platform = 'android'): TelegramWebApp {
  return {
    initData: INIT_DATA,
    initDataUnsafe: {
      user: {
        id: 42,
        first_name: 'Ada',
        last_name: 'Lovelace',
        username: 'ada',
        photo_url: 'https://t.me/i/userpic/ada.jpg',
      },
    },
    platform,
    ready: vi.fn(),
    close: vi.fn(),
    requestWriteAccess: vi.fn(),
  };
}

function server(answer: unknown) {
  return fakeApi({
    'POST /v3/config/web': () => ok({ register_type: 'newCode' }),
    'POST /user/public/login/thirdparty': () => answer,
  });
}

const thirdPartyCalls = (api: ReturnType<typeof server>) =>
  api.requests.filter((r) => r.path === '/user/public/login/thirdparty');

afterEach(() => vi.unstubAllGlobals());

function renderPage(webApp = telegram(), onNavigate = vi.fn(), onDecline = vi.fn()) {
  render(<MiniAppSignIn webApp={webApp} onNavigate={onNavigate} onDecline={onDecline} />);
  return { webApp, onNavigate, onDecline };
}

describe('Mini-app authorisation page (behaviour §2)', () => {
  it('shows the Telegram person (name, username, photo with alt) and the sign-up banner for mini-app users', async () => {
    server(ok());
    renderPage();
    const person = await screen.findByRole('group', { name: 'Your Telegram account' });
    expect(person).toHaveTextContent('Ada Lovelace');
    expect(person).toHaveTextContent('@ada');
    expect(
      within(person).getByRole('img', { name: 'Telegram photo of Ada Lovelace' }),
    ).toHaveAttribute('src', 'https://t.me/i/userpic/ada.jpg');
    expect(screen.getByRole('note')).toHaveTextContent('Accept creates your account with Telegram');
  });

  it("'allow bot messages' checkbox checked by default, Accept disabled when unchecked", async () => {
    server(ok());
    const user = userEvent.setup();
    renderPage();
    const allow = await screen.findByRole('checkbox', {
      name: 'Allow the bot to send me messages',
    });
    const accept = screen.getByRole('button', { name: 'Accept' });
    expect(allow).toBeChecked();
    expect(accept).toBeEnabled();
    await user.click(allow);
    expect(accept).toBeDisabled();
    await user.click(allow);
    expect(accept).toBeEnabled();
  });

  it('Accept makes the log-in call with the initData (telegram_data mini_app, the Mini App platform), asks Telegram for write access, and a new account lands at step two', async () => {
    const api = server(
      ok({ id: '1001', use_thirdparty: 1, tg_bind_result: 'success' }, { token: 't' }),
    );
    const user = userEvent.setup();
    const { webApp, onNavigate } = renderPage(telegram('ios'));
    await user.click(await screen.findByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(onNavigate).toHaveBeenCalledWith(STEP_TWO));
    expect(webApp.requestWriteAccess).toHaveBeenCalled();
    const [call] = thirdPartyCalls(api);
    expect(call?.body).toMatchObject({
      token_type: 'telegram',
      telegram_data: 'mini_app',
      token: INIT_DATA,
      magpie_verify_info: { scene: 31001 },
    });
    expect(call?.headers.get('platform')).toBe('tg_ios');
  });

  it('Decline goes back to the ordinary form and makes no call', async () => {
    const api = server(ok());
    const user = userEvent.setup();
    const { onDecline } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Decline' }));
    expect(onDecline).toHaveBeenCalledTimes(1);
    expect(thirdPartyCalls(api)).toHaveLength(0);
  });

  it('40004 "mini-app auth expired with close-app button": an alertdialog whose button calls Telegram.WebApp.close(); Escape closes the dialog only', async () => {
    server({ ret_code: 40004, ret_msg: 'expired', result: {} });
    const user = userEvent.setup();
    const { webApp } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Accept' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Sign-in expired' });
    expect(dialog).toHaveTextContent('Close the app and open it again');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(webApp.close).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Accept' }));
    const again = await screen.findByRole('alertdialog', { name: 'Sign-in expired' });
    await user.click(within(again).getByRole('button', { name: 'Close app' }));
    expect(webApp.close).toHaveBeenCalledTimes(1);
  });

  it('40004 in the special mode (OAuth-embedded view, decision 152): passed silently, no dialog and no toast; Accept can be pressed again', async () => {
    const api = server({ ret_code: 40004, ret_msg: 'expired', result: {} });
    const user = userEvent.setup();
    render(<MiniAppSignIn webApp={telegram()} onNavigate={vi.fn()} onDecline={vi.fn()} oauth />);
    await user.click(await screen.findByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(thirdPartyCalls(api)).toHaveLength(1));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Accept' })).toBeEnabled());
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.queryByText(/^40004: /)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(thirdPartyCalls(api)).toHaveLength(2));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
