import { UPGRADE_MODAL_FINISH_DELAY_MS, type LoginResult } from '@foyer/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from '../../machine';
import type { ApiOutcome } from '../../api/api-outcome';
import { loginMachine, type LoginAttempt } from './login.machine';

const GOOD = { email: 'ada@example.com', password: 'Secret123' };

const answer = (result: LoginResult, currentSite?: string): ApiOutcome<LoginResult> => ({
  ok: true,
  result,
  envelope: { ret_code: 0, ret_msg: 'OK', token: 't', currentSite },
});
const bindFailed = answer({ id: '1001', tg_bind_result: 'fail' });
const needsCode = answer({ google2fa_secret: true });

/** A machine whose log-in calls answer `answers` in turn; the form is filled and submitted. */
function start(answers: ApiOutcome<LoginResult>[]) {
  const sent: LoginAttempt[] = [];
  const spies = { completeLogin: vi.fn(), goToAccountSite: vi.fn() };
  const machine = loginMachine.provide({
    actors: {
      logIn: fromPromise(async ({ input }: { input: LoginAttempt }) => {
        sent.push(input);
        return answers[sent.length - 1] ?? bindFailed;
      }),
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

// The notice's own 2000 ms and "Bind again": flows/upgrade-notice/upgrade-notice.machine.test.ts.
// Here, what the log-in does around it: the notice comes first, and its end (CONFIRM) finishes.
describe('login, messaging bind (behaviour §4 upgrade modal)', () => {
  it('a bind result not success: the upgrade modal shows first, login not finished yet', async () => {
    const { actor, spies } = start([bindFailed]);
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().matches('showingUpgradeNotice')).toBe(true);
    expect(spies.completeLogin).not.toHaveBeenCalled();
  });

  it('the log-in waits for the notice: it does not finish by itself while the notice shows', async () => {
    const { actor, spies } = start([bindFailed]);
    await vi.advanceTimersByTimeAsync(UPGRADE_MODAL_FINISH_DELAY_MS * 5);
    expect(actor.getSnapshot().matches('showingUpgradeNotice')).toBe(true);
    expect(spies.completeLogin).not.toHaveBeenCalled();
  });

  it('the notice done (CONFIRM) finishes the login at once, and only once', async () => {
    const { actor, spies } = start([bindFailed]);
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'CONFIRM' });
    expect(actor.getSnapshot().matches('signedIn')).toBe(true);
    expect(actor.getSnapshot().context.step).toEqual({ kind: 'signedIn', accountId: '1001' });
    actor.send({ type: 'CONFIRM' });
    expect(spies.completeLogin).toHaveBeenCalledTimes(1);
  });

  it('the site check comes after the modal: the jump is offered once it is done', async () => {
    const { actor, spies } = start([answer({ id: '7', tg_bind_result: 'fail' }, 'NLD')]);
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().matches('showingUpgradeNotice')).toBe(true);
    actor.send({ type: 'CONFIRM' });
    expect(actor.getSnapshot().matches('offeringSiteJump')).toBe(true);
    expect(spies.completeLogin).not.toHaveBeenCalled();
  });

  it('after the two-factor panel, a bind result not success shows the modal too', async () => {
    const { actor, spies } = start([needsCode, bindFailed]);
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'TWO_FACTOR_CODE_COMPLETED', code: '123456' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().matches('showingUpgradeNotice')).toBe(true);
    actor.send({ type: 'CONFIRM' });
    expect(spies.completeLogin).toHaveBeenCalledTimes(1);
  });
});
