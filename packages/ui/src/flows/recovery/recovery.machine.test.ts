import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from '../../machine';
import type { ApiOutcome } from '../../api/api-outcome';
import { recoveryMachine, type ResetInput, type WaysInChoice } from './recovery.machine';

const codeSent: ApiOutcome<{ uuid: string }> = {
  ok: true,
  result: { uuid: 'u-1' },
  envelope: { ret_code: 0, ret_msg: '' },
};
type ResetAnswer = ApiOutcome<{
  ways_in?: { way: string; linked_at: number; held: boolean }[];
  review_token?: string;
}>;
const resetDone: ResetAnswer = {
  ok: true,
  result: {},
  envelope: { ret_code: 0, ret_msg: '' },
};
const refused = (retCode: number): ResetAnswer => ({
  ok: false,
  retCode,
  retMsg: '',
});

function start(resetAnswers: ResetAnswer[] = [resetDone], input: { resetToken?: string } = {}) {
  const resets: ResetInput[] = [];
  const choices: WaysInChoice[] = [];
  const queue = [...resetAnswers];
  const machine = recoveryMachine.provide({
    actors: {
      sendCode: fromPromise(async () => codeSent),
      resetPassword: fromPromise(async ({ input }: { input: ResetInput }) => {
        resets.push(input);
        return queue.shift() ?? resetDone;
      }),
      keepWaysIn: fromPromise(async ({ input }: { input: WaysInChoice }) => {
        choices.push(input);
        return {
          ok: true as const,
          result: { ways_in: [] },
          envelope: { ret_code: 0, ret_msg: '' },
        };
      }),
    },
  });
  const actor = createActor(machine, { input }).start();
  return { actor, resets, choices };
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

  it('a refused code stays under the boxes (issue 37) until the next code is entered', async () => {
    const { actor } = start([refused(32001)]);
    await reachPasswordStep(actor);
    choose(actor, 'N3w-Passw0rd', 'N3w-Passw0rd');
    await waitFor(actor, (s) => s.matches('enteringCode'));
    expect(actor.getSnapshot().context.refusal).toMatchObject({
      field: 'code',
      answer: { retCode: 32001 },
    });
    actor.send({ type: 'CODE_COMPLETED', code: '654321' });
    expect(actor.getSnapshot().context.refusal).toBeNull();
  });

  it('another refusal of the reset stays beside the new password until it is edited (issue 37)', async () => {
    const { actor } = start([refused(10004)]);
    await reachPasswordStep(actor);
    choose(actor, 'N3w-Passw0rd', 'N3w-Passw0rd');
    await waitFor(actor, (s) => s.matches('choosingPassword') && s.context.refusal !== null);
    expect(actor.getSnapshot().context.refusal?.field).toBe('password');
    actor.send({ type: 'FIELD_CHANGED', field: 'password', value: 'N3w-Passw0rd2' });
    expect(actor.getSnapshot().context.refusal).toBeNull();
  });

  it('a refused send of the code stays beside the e-mail (issue 37)', async () => {
    const machine = recoveryMachine.provide({
      actors: { sendCode: fromPromise(async () => refused(47002) as never) },
    });
    const actor = createActor(machine, { input: {} }).start();
    actor.send({ type: 'FIELD_CHANGED', field: 'email', value: 'ada@example.com' });
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches('enteringAccount') && s.context.refusal !== null);
    expect(actor.getSnapshot().context.refusal).toMatchObject({
      field: 'email',
      answer: { retCode: 47002 },
    });
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
    // Its refusal stays beside the e-mail a new link goes to (issue 37, point 1).
    expect(actor.getSnapshot().context.refusal).toMatchObject({
      field: 'email',
      answer: { retCode: 32001 },
    });
    expect(actor.getSnapshot().context.form).toMatchObject({ method: 'email', submitted: false });
    actor.send({ type: 'FIELD_CHANGED', field: 'email', value: 'a' });
    expect(actor.getSnapshot().context.refusal).toBeNull();
  });

  it('a link refused for another reason (49001, the current password) stays on the new password, the link kept for the next one', async () => {
    const { actor, resets } = start([refused(49001), resetDone], { resetToken: 'link-token' });
    choose(actor, 'Old-Passw0rd', 'Old-Passw0rd');
    await waitFor(actor, (s) => s.matches('choosingPassword') && s.context.refusal !== null);
    expect(actor.getSnapshot().context.refusal).toMatchObject({ field: 'password' });
    choose(actor, 'N3w-Passw0rd', 'N3w-Passw0rd');
    await waitFor(actor, (s) => s.matches('done'));
    expect(resets[1]).toMatchObject({ resetToken: 'link-token' });
  });

  it('after the reset, the other ways in are reviewed (decision 110): held ones start unkept, the choice is sent with the review token', async () => {
    const withWays: ResetAnswer = {
      ok: true,
      result: {
        ways_in: [
          { way: 'google', linked_at: 1, held: true },
          { way: 'telegram', linked_at: 2, held: false },
        ],
        review_token: 'review-1',
      },
      envelope: { ret_code: 0, ret_msg: '' },
    };
    const { actor, choices } = start([withWays]);
    await reachPasswordStep(actor);
    choose(actor, 'N3w-Passw0rd', 'N3w-Passw0rd');
    await waitFor(actor, (s) => s.matches('reviewingWaysIn'));
    expect(actor.getSnapshot().context.keep).toEqual(['telegram']);
    actor.send({ type: 'KEEP_TOGGLED', way: 'google', keep: true });
    actor.send({ type: 'KEEP_TOGGLED', way: 'telegram', keep: false });
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches('done'));
    expect(choices).toEqual([{ reviewToken: 'review-1', keep: ['google'] }]);
  });
});
