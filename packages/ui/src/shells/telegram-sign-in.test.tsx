/**
 * The Telegram page's log-in flow (behaviour §4 "Third-party flow"; decision 072): the answer the
 * page received goes through the log-in's own machine and screens.
 */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LoginResult } from '@foyer/contract';
import { fakeApi, ok } from '../test-support/fake-api';
import type { TelegramAnswer } from '../third-party/telegram-sign-in';
import { TelegramSignIn } from './telegram-sign-in';
// No host callback: a Telegram log-in or a third-party sign-up ends at step two (decision 135).
import { STEP_TWO_PATH as STEP_TWO } from '../widget/destination';

const TOKEN = JSON.stringify({ id: '42', first_name: 'Grace', auth_date: '1', hash: 'ab' });

const answerOf = (result: LoginResult, userCode?: string): TelegramAnswer => ({
  token: TOKEN,
  outcome: { ok: true, result, envelope: { ret_code: 0, ret_msg: 'OK', token: 't' } },
  userCode,
});

function server(answers: unknown[]) {
  let n = 0;
  return fakeApi({
    'POST /v3/config/web': () => ok({ register_type: 'oldCode' }),
    'POST /user/public/login/thirdparty': () => answers[Math.min((n += 1) - 1, answers.length - 1)],
    'POST /user/public/risk/send-code': () =>
      ok({ channel: 'email', target: 'a***@example.com', google2fa: false }),
    'POST /user/public/risk/check': () => ok({ risk_token: 'rt-1', risk_token_type: 'pass' }),
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('TelegramSignIn: the Telegram page runs the log-in flow', () => {
  it('google2fa_secret: the two-factor panel; the same Telegram token is re-sent with the code, then the log-in finishes at step two', async () => {
    const api = server([ok({ id: '1001', use_thirdparty: 2 }, { token: 't2' })]);
    const onNavigate = vi.fn();
    const user = userEvent.setup();
    render(
      <TelegramSignIn
        answer={answerOf({ google2fa_secret: true, use_thirdparty: 2 }, 'REF1')}
        onNavigate={onNavigate}
      />,
    );
    const group = await screen.findByRole('group', { name: 'Verification code' });
    // The page's own call was the first: the flow did not call again before the code.
    expect(api.requests.filter((r) => r.path === '/user/public/login/thirdparty')).toEqual([]);
    await user.click(group.querySelector('input') as HTMLInputElement);
    await user.keyboard('123456');
    await waitFor(() => expect(onNavigate).toHaveBeenCalledWith(STEP_TWO));
    const calls = api.requests.filter((r) => r.path === '/user/public/login/thirdparty');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.body).toMatchObject({
      token_type: 'telegram',
      token: TOKEN,
      google2fa: '123456',
      user_code: 'REF1',
    });
  });

  it('use_thirdparty 1 (new) without a risk token: registration tracked with the provider named, then completed as a sign-up, at step two', async () => {
    server([]);
    const onNavigate = vi.fn();
    const onTrack = vi.fn();
    render(
      <TelegramSignIn
        answer={answerOf({ id: '77', use_thirdparty: 1, tg_bind_result: 'success' })}
        onNavigate={onNavigate}
        onTrack={onTrack}
      />,
    );
    await waitFor(() => expect(onNavigate).toHaveBeenCalledWith(STEP_TWO));
    expect(onTrack).toHaveBeenCalledWith({ name: 'registerSuccess', provider: 'telegram' });
  });

  it('use_thirdparty 1 (new) with a risk token: the security modal, even for a guide token; registration tracked only once verified, then completed as a sign-up, at step two', async () => {
    const api = server([ok({ id: '77', use_thirdparty: 1 }, { token: 't2' })]);
    const onNavigate = vi.fn();
    const onTrack = vi.fn();
    const user = userEvent.setup();
    render(
      <TelegramSignIn
        answer={answerOf({
          id: '77',
          use_thirdparty: 1,
          risk_token: 'rt-1',
          risk_token_type: 'guide',
        })}
        onNavigate={onNavigate}
        onTrack={onTrack}
      />,
    );
    // The panel's code loads on demand: waited for, not a pause.
    const heading = await screen.findByRole(
      'heading',
      { name: 'Security verification' },
      { timeout: 10_000 },
    );
    expect(heading).toBeVisible();
    expect(onTrack).not.toHaveBeenCalledWith(expect.objectContaining({ name: 'registerSuccess' }));
    expect(onNavigate).not.toHaveBeenCalled();
    const group = await screen.findByRole('group', { name: 'Verification code' });
    await user.click(group.querySelector('input') as HTMLInputElement);
    await user.keyboard('654321');
    await waitFor(() => expect(onNavigate).toHaveBeenCalledWith(STEP_TWO));
    const calls = api.requests.filter((r) => r.path === '/user/public/login/thirdparty');
    expect(calls.map((call) => call.body)).toMatchObject([
      { token_type: 'telegram', token: TOKEN, risk_token: 'rt-1' },
    ]);
    expect(onTrack).toHaveBeenCalledWith({ name: 'registerSuccess', provider: 'telegram' });
  });

  it('back from the two-factor panel: the sign-in stopped, and the way to the log-in page', async () => {
    server([]);
    const onNavigate = vi.fn();
    const user = userEvent.setup();
    render(
      <TelegramSignIn answer={answerOf({ google2fa_secret: true })} onNavigate={onNavigate} />,
    );
    await user.click(await screen.findByRole('button', { name: 'Back to log in' }));
    expect(
      await screen.findByText(/^Signing in with Telegram stopped before it finished\./),
    ).toHaveAttribute('role', 'status');
    // After the hand-over the page keeps the title it had before: one page, sign-up or log-in.
    expect(screen.getByRole('heading', { name: 'Continue with Telegram' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Back to log in' }));
    expect(onNavigate).toHaveBeenCalledWith('/en/login');
  });
});
