import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from '../../machine';
import type { LoginResult } from '@foyer/contract';
import type { ApiOutcome } from '../../api/api-outcome';
import { loginMachine, type LoginAttempt } from './login.machine';

const GOOD = { email: 'ada@example.com', password: 'Secret123' };
const refused = (retCode: number, result?: unknown): ApiOutcome<LoginResult> => ({
  ok: false,
  retCode,
  retMsg: 'server text',
  result,
});
const needsCode: ApiOutcome<LoginResult> = {
  ok: true,
  result: { google2fa_secret: true },
  envelope: { ret_code: 0, ret_msg: 'OK' },
};

/** A machine whose log-in calls answer `answers` in turn, the form filled and submitted. */
function submitted(answers: ApiOutcome<LoginResult>[]) {
  const sent: LoginAttempt[] = [];
  const machine = loginMachine.provide({
    actors: {
      logIn: fromPromise(async ({ input }: { input: LoginAttempt }) => {
        sent.push(input);
        return answers[sent.length - 1] ?? refused(-200);
      }),
    },
  });
  const actor = createActor(machine, { input: {} }).start();
  for (const [field, value] of Object.entries(GOOD)) {
    actor.send({ type: 'FIELD_CHANGED', field: field as 'email', value });
  }
  actor.send({ type: 'SUBMIT' });
  return { actor, sent };
}

const settled = (actor: ReturnType<typeof submitted>['actor']) =>
  waitFor(actor, (s) => s.matches({ collectingCredentials: 'idle' }) && s.context.step !== null);

/** The two-factor panel after its first code was refused (35001). */
async function twoFactorCodeRefused() {
  const { actor } = submitted([needsCode, refused(35001)]);
  await waitFor(actor, (s) => s.matches('collectingTwoFactorCode'));
  actor.send({ type: 'TWO_FACTOR_CODE_COMPLETED', code: '123456' });
  await waitFor(actor, (s) => s.matches('collectingTwoFactorCode') && s.context.codeAttempt > 0);
  return actor;
}

describe('a refused log-in stays beside the field it concerns (issue 37; behaviour §8)', () => {
  it('31002 wrong password: the refusal is kept under the password field, pass_err_count too', async () => {
    const { actor } = submitted([refused(31002, { pass_err_count: 3 })]);
    await settled(actor);
    expect(actor.getSnapshot().context.refusal).toEqual({
      field: 'password',
      answer: { retCode: 31002, retMsg: 'server text', result: { pass_err_count: 3 } },
    });
  });

  it('it stays while other fields change, and goes once the password is typed again', async () => {
    const { actor } = submitted([refused(31002)]);
    await settled(actor);
    actor.send({ type: 'FIELD_CHANGED', field: 'email', value: 'ada@example.org' });
    actor.send({ type: 'FIELD_BLURRED', field: 'password' });
    expect(actor.getSnapshot().context.refusal?.field).toBe('password');
    actor.send({ type: 'FIELD_CHANGED', field: 'password', value: 'Secret1234' });
    expect(actor.getSnapshot().context.refusal).toBeNull();
  });

  it('it goes when the visitor submits again', async () => {
    const { actor } = submitted([refused(31002), refused(31002)]);
    await settled(actor);
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context.refusal).toBeNull();
  });

  it('31030 too many password errors: after the over-limit dialog, the lock is said under the password', async () => {
    const { actor } = submitted([refused(31030, { locked_until: 9 })]);
    await waitFor(actor, (s) => s.matches('showingOverLimitDialog'));
    actor.send({ type: 'CONFIRM' });
    expect(actor.getSnapshot().context.refusal).toMatchObject({
      field: 'password',
      answer: { retCode: 31030 },
    });
  });

  it('a refusal that opens a dialog of the catalogue (31018 IP limited) keeps nothing beside the field', async () => {
    const { actor } = submitted([refused(31018, { ip: '198.51.100.7' })]);
    await waitFor(actor, (s) => s.matches('showingRefusalDialog'));
    expect(actor.getSnapshot().context.refusal).toBeNull();
  });

  it('two-factor panel: a refused code (35001) is kept under the boxes until the next code', async () => {
    const actor = await twoFactorCodeRefused();
    expect(actor.getSnapshot().context.refusal).toMatchObject({
      field: 'code',
      answer: { retCode: 35001 },
    });
    actor.send({ type: 'TWO_FACTOR_CODE_COMPLETED', code: '654321' });
    expect(actor.getSnapshot().context.refusal).toBeNull();
  });

  it('Back from the two-factor panel leaves no refusal of the code behind', async () => {
    const actor = await twoFactorCodeRefused();
    actor.send({ type: 'BACK' });
    expect(actor.getSnapshot().context.refusal).toBeNull();
  });

  it("a provider's refused log-in (48001) keeps nothing under the password: none was typed", async () => {
    const machine = loginMachine.provide({
      actors: { logIn: fromPromise(async () => refused(48001)) },
    });
    const actor = createActor(machine, { input: {} }).start();
    actor.send({ type: 'THIRD_PARTY_TOKEN', provider: 'google', token: 'jws' });
    await settled(actor);
    expect(actor.getSnapshot().context.refusal).toBeNull();
  });
});
