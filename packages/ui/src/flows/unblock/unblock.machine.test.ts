import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from '../../machine';
import type { ApiOutcome } from '../../api/api-outcome';
import { unblockTime } from './unblock-time';
import { unblockMachine, type UnblockCallInput } from './unblock.machine';

type Answer = ApiOutcome<{ self_unbind_token?: string }>;
const ok = (result: { self_unbind_token?: string }): Answer => ({
  ok: true,
  result,
  envelope: { ret_code: 0, ret_msg: '' },
});

function start(answers: Answer[]) {
  const calls: UnblockCallInput[] = [];
  const queue = [...answers];
  const machine = unblockMachine.provide({
    actors: {
      unblock: fromPromise(async ({ input }: { input: UnblockCallInput }) => {
        calls.push(input);
        return queue.shift() ?? ok({});
      }),
    },
  });
  const actor = createActor(machine, { input: {} }).start();
  actor.send({ type: 'FIELD_CHANGED', field: 'email', value: 'ada@example.com' });
  actor.send({ type: 'FIELD_CHANGED', field: 'password', value: 'Passw0rd!' });
  return { actor, calls };
}

describe('self-unblock (behaviour §4 ban check, /self-unblock)', () => {
  it('password first, then the code with the self_unbind_token, then done', async () => {
    const { actor, calls } = start([ok({ self_unbind_token: 'tok' }), ok({})]);
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches('enteringCode'));
    actor.send({ type: 'CODE_COMPLETED', code: '654321' });
    await waitFor(actor, (s) => s.matches('done'));
    expect(calls[0]?.code).toBeUndefined();
    expect(calls[1]).toMatchObject({ code: '654321', token: 'tok' });
  });

  it('a ban not yet 24 h old (31003) stays on the first step with the unban time', async () => {
    const bannedAt = Date.UTC(2026, 0, 1, 10, 0);
    const { actor } = start([
      { ok: false, retCode: 31003, retMsg: '', result: { baned_time: bannedAt } },
    ]);
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches('enteringCredentials') && s.context.bannedAt !== null);
    expect(unblockTime(actor.getSnapshot().context.bannedAt!)).toBe('Jan 2, 2026, 10:00');
    expect(unblockTime(actor.getSnapshot().context.bannedAt!, 'ja-JP')).toBe('2026/01/02 10:00');
  });
});
