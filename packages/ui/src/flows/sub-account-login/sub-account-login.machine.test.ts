import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from '../../machine';
import type { CallResult, LoginResult, riskSendCodeCall } from '@foyer/contract';
import type { ApiOutcome } from '../../api/api-outcome';
import { loginMachine, type LoginAttempt } from '../login/login.machine';
import { subAccountLoginMachine } from './sub-account-login.machine';

const ok = (result: LoginResult, token?: string): ApiOutcome<LoginResult> => ({
  ok: true,
  result,
  envelope: { ret_code: 0, ret_msg: 'OK', ...(token ? { token } : {}) },
});
const signedIn = ok({ id: '200000001' }, 't');
const riskCodeSent: ApiOutcome<CallResult<typeof riskSendCodeCall>> = {
  ok: true,
  result: { channel: 'email', target: 'm***@example.com', google2fa: false },
  envelope: { ret_code: 0, ret_msg: 'OK' },
};

/** A machine whose log-in calls answer `answers` in turn (then signed in). */
function start(answers: ApiOutcome<LoginResult>[]) {
  const sent: LoginAttempt[] = [];
  const spies = { completeLogin: vi.fn(), goToRetrievePassword: vi.fn() };
  const machine = subAccountLoginMachine.provide({
    actors: {
      logIn: fromPromise(async ({ input }: { input: LoginAttempt }) => {
        sent.push(input);
        return answers[sent.length - 1] ?? signedIn;
      }),
      sendRiskCode: fromPromise(async () => riskCodeSent),
    },
    actions: spies,
  });
  const actor = createActor(machine, { input: {} }).start();
  return { actor, sent, spies };
}

function fill(actor: ReturnType<typeof start>['actor'], name: string, password: string) {
  actor.send({ type: 'FIELD_CHANGED', field: 'name', value: name });
  actor.send({ type: 'FIELD_CHANGED', field: 'password', value: password });
}

describe('sub-account login (behaviour §2 /app/user/sub-account-login, §6; decision 036)', () => {
  it('the flow map is the main log-in’s: the same branches after the form', () => {
    const states = Object.keys(subAccountLoginMachine.config.states ?? {});
    expect(states).toEqual(Object.keys(loginMachine.config.states ?? {}));
    expect(states).toEqual(
      expect.arrayContaining([
        'collectingCredentials',
        'submittingCredentials',
        'routingAnswer',
        'securityVerification',
        'collectingTwoFactorCode',
        'showingOverLimitDialog',
        'showingRefusalDialog',
        'leavingToResetPassword',
        'signedIn',
      ]),
    );
  });

  it('a name of 6 to 16 letters or digits and a password are needed before anything is sent', () => {
    const { actor, sent } = start([signedIn]);
    fill(actor, 'ab', 'Secret123');
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().matches('collectingCredentials')).toBe(true);
    expect(actor.getSnapshot().context.form.submitted).toBe(true);
    fill(actor, 'desk0001', '');
    actor.send({ type: 'SUBMIT' });
    expect(sent).toEqual([]);
  });

  it('ret_code 0: the token is stored and login completes (redirect)', async () => {
    const { actor, sent, spies } = start([signedIn]);
    fill(actor, 'Desk0001', 'Secret123');
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(sent[0]).toMatchObject({ name: 'Desk0001', password: 'Secret123' });
    expect(spies.completeLogin).toHaveBeenCalledTimes(1);
  });

  it('google2fa_secret: the two-factor panel; the log-in is re-sent with the name and the code', async () => {
    const { actor, sent, spies } = start([ok({ google2fa_secret: true }), signedIn]);
    fill(actor, 'Desk0001', 'Secret123');
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches('collectingTwoFactorCode'));
    expect(spies.completeLogin).not.toHaveBeenCalled();
    actor.send({ type: 'TWO_FACTOR_CODE_COMPLETED', code: '123456' });
    await waitFor(actor, (s) => s.matches('signedIn'));
    expect(sent[1]).toMatchObject({ name: 'Desk0001', password: 'Secret123', google2fa: '123456' });
    expect(spies.completeLogin).toHaveBeenCalledTimes(1);
  });

  it('risk_token (pass): security verification first, not signed in', async () => {
    const { actor, spies } = start([ok({ risk_token: 'rt', risk_token_type: 'pass' })]);
    fill(actor, 'Desk0001', 'Secret123');
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.hasTag('securityVerification'));
    expect(actor.getSnapshot().context.riskToken).toBe('rt');
    expect(spies.completeLogin).not.toHaveBeenCalled();
  });

  it('pre_action 1: to the retrieve page, not signed in', async () => {
    const { actor, spies } = start([ok({ pre_action: 1 })]);
    fill(actor, 'Desk0001', 'Secret123');
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches('leavingToResetPassword'));
    expect(spies.goToRetrievePassword).toHaveBeenCalledTimes(1);
    expect(spies.completeLogin).not.toHaveBeenCalled();
  });

  it('31030: too many password errors, the over-limit dialog; Confirm closes it', async () => {
    const { actor } = start([{ ok: false, retCode: 31030, retMsg: 'locked' }]);
    fill(actor, 'Desk0001', 'Secret123');
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches('showingOverLimitDialog'));
    actor.send({ type: 'CONFIRM' });
    expect(actor.getSnapshot().matches('collectingCredentials')).toBe(true);
  });

  it('31002 wrong password: back to the form (the wrapper showed the toast)', async () => {
    const { actor, spies } = start([{ ok: false, retCode: 31002, retMsg: 'wrong' }]);
    fill(actor, 'Desk0001', 'Secret123');
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches('collectingCredentials') && s.context.step !== null);
    expect(spies.completeLogin).not.toHaveBeenCalled();
  });
});
