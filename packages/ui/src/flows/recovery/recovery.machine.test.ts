import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from '../../machine';
import type { ApiOutcome } from '../../api/api-outcome';
import { recoveryMachine, type ResetInput } from './recovery.machine';

const codeSent: ApiOutcome<{ uuid: string }> = {
  ok: true,
  result: { uuid: 'u-1' },
  envelope: { ret_code: 0, ret_msg: '' },
};
const resetDone: ApiOutcome<Record<string, never>> = {
  ok: true,
  result: {},
  envelope: { ret_code: 0, ret_msg: '' },
};
const refused = (retCode: number): ApiOutcome<Record<string, never>> => ({
  ok: false,
  retCode,
  retMsg: '',
});

function start(
  resetAnswers: ApiOutcome<Record<string, never>>[] = [resetDone],
  input: { resetToken?: string } = {},
) {
  const resets: ResetInput[] = [];
  const queue = [...resetAnswers];
  const machine = recoveryMachine.provide({
    actors: {
      sendCode: fromPromise(async () => codeSent),
      resetPassword: fromPromise(async ({ input }: { input: ResetInput }) => {
        resets.push(input);
        return queue.shift() ?? resetDone;
      }),
    },
  });
  const actor = createActor(machine, { input }).start();
  return { actor, resets };
}

type Actor = ReturnType<typeof start>['actor'];

async function reachPasswordStep(actor: Actor) {
  actor.send({ type: 'FIELD_CHANGED', field: 'email', value: 'ada@example.com' });
  actor.send({ type: 'SUBMIT' });
  await waitFor(actor, (s) => s.matches('enteringCode'));
  actor.send({ type: 'CODE_COMPLETED', code: '123456' });
}

function choose(actor: Actor, password: string, confirmation: string) {
  actor.send({ type: 'FIELD_CHANGED', field: 'password', value: password });
  actor.send({ type: 'CONFIRMATION_CHANGED', value: confirmation });
  actor.send({ type: 'SUBMIT' });
}

describe('password recovery (behaviour §2 /app/user/retrieve)', () => {
  it('an invalid e-mail sends no code (behaviour §5 invalidMail)', () => {
    const { actor } = start();
    actor.send({ type: 'FIELD_CHANGED', field: 'email', value: 'not-an-email' });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().value).toBe('enteringAccount');
    expect(actor.getSnapshot().context.form.submitted).toBe(true);
  });

  it('account, code, new password twice, then done, sending the code and its uuid', async () => {
    const { actor, resets } = start();
    await reachPasswordStep(actor);
    expect(actor.getSnapshot().value).toBe('choosingPassword');
    expect(actor.getSnapshot().context.form.submitted).toBe(false);
    choose(actor, 'N3w-Passw0rd', 'N3w-Passw0rd');
    await waitFor(actor, (s) => s.matches('done'));
    expect(resets[0]).toMatchObject({ code: '123456', uuid: 'u-1' });
    expect(resets[0]?.form.password).toBe('N3w-Passw0rd');
  });

  it('the new password follows behaviour §5 (invalidPwd) and must be confirmed', async () => {
    const { actor, resets } = start();
    await reachPasswordStep(actor);
    choose(actor, 'weak', 'weak');
    expect(actor.getSnapshot().value).toBe('choosingPassword');
    choose(actor, 'N3w-Passw0rd', 'N3w-Passw0rd!');
    expect(actor.getSnapshot().value).toBe('choosingPassword');
    expect(resets).toHaveLength(0);
  });

  it('a refused code (32001) goes back to the code step with empty boxes', async () => {
    const { actor } = start([refused(32001)]);
    await reachPasswordStep(actor);
    choose(actor, 'N3w-Passw0rd', 'N3w-Passw0rd');
    await waitFor(actor, (s) => s.matches('enteringCode'));
    expect(actor.getSnapshot().context.codeAttempt).toBe(1);
  });

  it("opened by the recovery e-mail's link (decision 105): only the new password, sent with the link's token", async () => {
    const { actor, resets } = start([resetDone], { resetToken: 'link-token' });
    expect(actor.getSnapshot().value).toBe('choosingPassword');
    choose(actor, 'N3w-Passw0rd', 'N3w-Passw0rd');
    await waitFor(actor, (s) => s.matches('done'));
    expect(resets[0]).toMatchObject({ resetToken: 'link-token' });
  });

  it('a refused link (spent or expired) goes on by code, from the account step', async () => {
    const { actor } = start([refused(32001)], { resetToken: 'spent-token' });
    choose(actor, 'N3w-Passw0rd', 'N3w-Passw0rd');
    await waitFor(actor, (s) => s.matches('enteringAccount'));
    expect(actor.getSnapshot().context.resetToken).toBeNull();
  });
});
