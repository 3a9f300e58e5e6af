import { UPGRADE_MODAL_FINISH_DELAY_MS, type LoginResult } from '@foyer/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from '../../machine';
import type { ApiOutcome } from '../../api/api-outcome';
import { loginMachine, type LoginAttempt } from './login.machine';
import type { TelegramRebind } from './login.setup';

const GOOD = { email: 'ada@example.com', password: 'Secret123' };

const answer = (result: LoginResult, currentSite?: string): ApiOutcome<LoginResult> => ({
  ok: true,
  result,
  envelope: { ret_code: 0, ret_msg: 'OK', token: 't', currentSite },
});
const bindFailed = answer({ id: '1001', tg_bind_result: 'fail' });
const needsCode = answer({ google2fa_secret: true });

/** A machine whose log-in calls answer `answers` in turn; the form is filled and submitted. */
function start(answers: ApiOutcome<LoginResult>[], rebinds: TelegramRebind[] = []) {
  const sent: LoginAttempt[] = [];
  let rebind = 0;
  const spies = { completeLogin: vi.fn(), goToAccountSite: vi.fn() };
  const machine = loginMachine.provide({
    actors: {
      logIn: fromPromise(async ({ input }: { input: LoginAttempt }) => {
        sent.push(input);
        return answers[sent.length - 1] ?? bindFailed;
      }),
      bindTelegramAgain: fromPromise(async () => rebinds[rebind++] ?? { ok: false }),
    },
    actions: spies,
    guards: { complianceWallUnavailable: () => false },
  });
  const actor = createActor(machine, { input: {} }).start();
  for (const [field, value] of Object.entries(GOOD)) {
    actor.send({ type: 'FIELD_CHANGED', field: field as 'email', value });
  }
  actor.send({ type: 'SUBMIT' });
  return { actor, spies };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('login, messaging bind (behaviour §4 upgrade modal)', () => {
  it('a bind result not success: the upgrade modal shows first, login not finished yet', async () => {
    const { actor, spies } = start([bindFailed]);
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().matches('showingUpgradeNotice')).toBe(true);
    expect(spies.completeLogin).not.toHaveBeenCalled();
  });

  it('2000 ms delay before finishing login after it', async () => {
    const { actor, spies } = start([bindFailed]);
    await vi.advanceTimersByTimeAsync(0);
    await vi.advanceTimersByTimeAsync(UPGRADE_MODAL_FINISH_DELAY_MS - 1);
    expect(spies.completeLogin).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().matches('signedIn')).toBe(true);
    expect(spies.completeLogin).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context.step).toEqual({ kind: 'signedIn', accountId: '1001' });
  });

  it('Continue finishes the login at once, and only once', async () => {
    const { actor, spies } = start([bindFailed]);
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'CONFIRM' });
    expect(actor.getSnapshot().matches('signedIn')).toBe(true);
    await vi.advanceTimersByTimeAsync(UPGRADE_MODAL_FINISH_DELAY_MS);
    expect(spies.completeLogin).toHaveBeenCalledTimes(1);
  });

  it('the site check comes after the modal: the jump is offered once it is done', async () => {
    const { actor, spies } = start([answer({ id: '7', tg_bind_result: 'fail' }, 'NLD')]);
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().matches('showingUpgradeNotice')).toBe(true);
    await vi.advanceTimersByTimeAsync(UPGRADE_MODAL_FINISH_DELAY_MS);
    expect(actor.getSnapshot().matches('offeringSiteJump')).toBe(true);
    expect(spies.completeLogin).not.toHaveBeenCalled();
  });

  it('after the two-factor panel, a bind result not success shows the modal too', async () => {
    const { actor, spies } = start([needsCode, bindFailed]);
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'TWO_FACTOR_CODE_COMPLETED', code: '123456' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().matches('showingUpgradeNotice')).toBe(true);
    await vi.advanceTimersByTimeAsync(UPGRADE_MODAL_FINISH_DELAY_MS);
    expect(spies.completeLogin).toHaveBeenCalledTimes(1);
  });

  it('Bind again, bound: the log-in finishes at once', async () => {
    const { actor, spies } = start([bindFailed], [{ ok: true }]);
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'BIND_AGAIN' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().matches('signedIn')).toBe(true);
    expect(spies.completeLogin).toHaveBeenCalledTimes(1);
  });

  it('Bind again, refused: the dialog again with the new reason, and no 2000 ms finish under the person', async () => {
    const { actor, spies } = start(
      [bindFailed],
      [{ ok: false, bindResult: 'telegramAlreadyBind' }],
    );
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'BIND_AGAIN' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().matches({ showingUpgradeNotice: 'waitingForContinue' })).toBe(true);
    expect(actor.getSnapshot().context.step).toMatchObject({ bindResult: 'telegramAlreadyBind' });
    await vi.advanceTimersByTimeAsync(UPGRADE_MODAL_FINISH_DELAY_MS * 5);
    expect(spies.completeLogin).not.toHaveBeenCalled();
    actor.send({ type: 'CONFIRM' });
    expect(actor.getSnapshot().matches('signedIn')).toBe(true);
    expect(spies.completeLogin).toHaveBeenCalledTimes(1);
  });

  it('Bind again while Telegram is open: the 2000 ms finish does not close the dialog', async () => {
    const { actor, spies } = start([bindFailed]);
    await vi.advanceTimersByTimeAsync(UPGRADE_MODAL_FINISH_DELAY_MS - 500);
    actor.send({ type: 'BIND_AGAIN' });
    await vi.advanceTimersByTimeAsync(UPGRADE_MODAL_FINISH_DELAY_MS);
    // The window closed without an answer: the same reason, waiting for Continue.
    expect(actor.getSnapshot().matches({ showingUpgradeNotice: 'waitingForContinue' })).toBe(true);
    expect(actor.getSnapshot().context.step).toMatchObject({ bindResult: 'fail' });
    expect(spies.completeLogin).not.toHaveBeenCalled();
  });

  it('Bind again twice: a second refusal shows the second reason', async () => {
    const { actor } = start(
      [bindFailed],
      [
        { ok: false, bindResult: 'authFailureRelinkTip' },
        { ok: false, bindResult: 'relinkBybitAccountTip' },
      ],
    );
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'BIND_AGAIN' });
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'BIND_AGAIN' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().context.step).toMatchObject({ bindResult: 'relinkBybitAccountTip' });
  });
});
