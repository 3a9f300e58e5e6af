/**
 * The bind-failure (upgrade) notice's flow (behaviour §4: "an upgrade modal shows first (2000 ms
 * delay before finishing … after it)"; §8: "dialog with continue and bind-again"; decisions
 * 072, 088), the same after a log-in and after a sign-up.
 */
import { UPGRADE_MODAL_FINISH_DELAY_MS } from '@foyer/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from '../../machine';
import {
  upgradeNoticeMachine,
  type NoticeProof,
  type TelegramRebind,
} from './upgrade-notice.machine';

const PROOF: NoticeProof = {
  method: { factor: 'password', google2fa: false },
  values: { password: 'Passw0rd!', code: '', google2fa: '' },
};

/** The notice for `bindResult`; each "Bind again" answers the next of `rebinds`. */
function start(rebinds: (TelegramRebind | Error)[] = [], bindResult = 'fail') {
  let rebind = 0;
  const finish = vi.fn();
  const proofs: NoticeProof[] = [];
  const machine = upgradeNoticeMachine.provide({
    actors: {
      bindTelegramAgain: fromPromise(async ({ input }: { input: NoticeProof }) => {
        proofs.push(input);
        const next = rebinds[rebind++] ?? { ok: false };
        if (next instanceof Error) throw next;
        return next;
      }),
    },
    actions: { finish },
  });
  const actor = createActor(machine, { input: { bindResult } }).start();
  /** "Bind again", then "Confirm it's you" answered: Telegram, then the bind. */
  const bindAgain = () => {
    actor.send({ type: 'BIND_AGAIN' });
    actor.send({ type: 'BIND', proof: PROOF });
  };
  return { actor, finish, proofs, bindAgain };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the upgrade notice (behaviour §4, §8)', () => {
  it('names the failure of the answer', () => {
    const { actor } = start([], 'telegramAlreadyBind');
    expect(actor.getSnapshot().context.bindResult).toBe('telegramAlreadyBind');
    expect(actor.getSnapshot().matches('finishingSoon')).toBe(true);
  });

  it('2000 ms delay before finishing after it, untouched', async () => {
    const { actor, finish } = start();
    await vi.advanceTimersByTimeAsync(UPGRADE_MODAL_FINISH_DELAY_MS - 1);
    expect(finish).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(finish).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('Continue finishes at once, and only once', async () => {
    const { actor, finish } = start();
    actor.send({ type: 'CONFIRM' });
    expect(finish).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(UPGRADE_MODAL_FINISH_DELAY_MS);
    actor.send({ type: 'CONFIRM' });
    expect(finish).toHaveBeenCalledTimes(1);
  });

  it('Bind again asks the person to confirm it is them first: nothing is bound, and the 2000 ms no longer run (decision 106)', async () => {
    const { actor, finish, proofs } = start([{ ok: true }]);
    actor.send({ type: 'BIND_AGAIN' });
    expect(actor.getSnapshot().matches('confirmingIdentity')).toBe(true);
    await vi.advanceTimersByTimeAsync(UPGRADE_MODAL_FINISH_DELAY_MS * 2);
    expect(proofs).toEqual([]);
    expect(finish).not.toHaveBeenCalled();
  });

  it('Bind again, confirmed, bound: finished at once; the bind carried the proof', async () => {
    const { actor, finish, proofs, bindAgain } = start([{ ok: true }]);
    bindAgain();
    expect(actor.getSnapshot().matches('bindingAgain')).toBe(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(finish).toHaveBeenCalledTimes(1);
    expect(proofs).toEqual([PROOF]);
  });

  it('a refused password asks again, the refusal kept for its field; the next proof binds', async () => {
    const refusal = { field: 'password', key: 'wrongPassword' } as const;
    const { actor, finish, bindAgain } = start([{ ok: false, reauth: refusal }, { ok: true }]);
    bindAgain();
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().matches('confirmingIdentity')).toBe(true);
    expect(actor.getSnapshot().context.reauthRefusal).toEqual(refusal);
    expect(actor.getSnapshot().context.bindResult).toBe('fail');
    actor.send({ type: 'BIND', proof: PROOF });
    expect(actor.getSnapshot().context.reauthRefusal).toBeNull();
    await vi.advanceTimersByTimeAsync(0);
    expect(finish).toHaveBeenCalledTimes(1);
  });

  it('Bind again, refused: the notice again with the new reason, and no 2000 ms finish under the person', async () => {
    const { actor, finish, bindAgain } = start([{ ok: false, bindResult: 'telegramAlreadyBind' }]);
    bindAgain();
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().matches('waitingForContinue')).toBe(true);
    expect(actor.getSnapshot().context.bindResult).toBe('telegramAlreadyBind');
    await vi.advanceTimersByTimeAsync(UPGRADE_MODAL_FINISH_DELAY_MS * 5);
    expect(finish).not.toHaveBeenCalled();
    actor.send({ type: 'CONFIRM' });
    expect(finish).toHaveBeenCalledTimes(1);
  });

  it('Bind again while the 2000 ms run: Telegram closed without an answer keeps the reason, and waits for Continue', async () => {
    const { actor, finish, bindAgain } = start([{ ok: false }]);
    await vi.advanceTimersByTimeAsync(UPGRADE_MODAL_FINISH_DELAY_MS - 500);
    bindAgain();
    await vi.advanceTimersByTimeAsync(UPGRADE_MODAL_FINISH_DELAY_MS);
    expect(actor.getSnapshot().matches('waitingForContinue')).toBe(true);
    expect(actor.getSnapshot().context.bindResult).toBe('fail');
    expect(finish).not.toHaveBeenCalled();
  });

  it('Bind again twice: a second refusal shows the second reason', async () => {
    const { actor, bindAgain } = start([
      { ok: false, bindResult: 'authFailureRelinkTip' },
      { ok: false, bindResult: 'relinkBybitAccountTip' },
    ]);
    bindAgain();
    await vi.advanceTimersByTimeAsync(0);
    bindAgain();
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().context.bindResult).toBe('relinkBybitAccountTip');
  });

  it('a bind that throws leaves the notice waiting for Continue, with the reason it had', async () => {
    const { actor, finish, bindAgain } = start([new Error('network')]);
    bindAgain();
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().matches('waitingForContinue')).toBe(true);
    expect(actor.getSnapshot().context.bindResult).toBe('fail');
    expect(finish).not.toHaveBeenCalled();
  });
});
