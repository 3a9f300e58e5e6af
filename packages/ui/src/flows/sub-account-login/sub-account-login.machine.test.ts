import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { LoginResult } from '@foyer/contract';
import type { ApiOutcome } from '../../api/api-outcome';
import type { SubAccountForm } from './sub-account-form';
import { subAccountLoginMachine } from './sub-account-login.machine';

function start(answer: ApiOutcome<LoginResult>) {
  const sent: SubAccountForm[] = [];
  const completeLogin = vi.fn();
  const machine = subAccountLoginMachine.provide({
    actors: {
      logIn: fromPromise(async ({ input }: { input: SubAccountForm }) => {
        sent.push(input);
        return answer;
      }),
    },
    actions: { completeLogin },
  });
  const actor = createActor(machine).start();
  return { actor, sent, completeLogin };
}

function fill(actor: ReturnType<typeof start>['actor'], name: string, password: string) {
  actor.send({ type: 'FIELD_CHANGED', field: 'name', value: name });
  actor.send({ type: 'FIELD_CHANGED', field: 'password', value: password });
}

const signedIn: ApiOutcome<LoginResult> = {
  ok: true,
  result: { id: '200000001' },
  envelope: { ret_code: 0, ret_msg: 'OK', token: 't' },
};

describe('sub-account login (SPEC §2 /app/user/sub-account-login, §6)', () => {
  it('the flow map: collecting, submitting, routing the answer, over-limit, signed in', () => {
    expect(Object.keys(subAccountLoginMachine.config.states ?? {})).toEqual([
      'collectingCredentials',
      'submittingCredentials',
      'routingAnswer',
      'showingOverLimitDialog',
      'signedIn',
    ]);
  });

  it('a name of 6 to 16 letters or digits and a password are needed before anything is sent', () => {
    const { actor, sent } = start(signedIn);
    fill(actor, 'ab', 'Secret123');
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().value).toBe('collectingCredentials');
    expect(actor.getSnapshot().context.form.submitted).toBe(true);
    fill(actor, 'desk0001', '');
    actor.send({ type: 'SUBMIT' });
    expect(sent).toEqual([]);
  });

  it('ret_code 0: the token is stored and login completes (redirect)', async () => {
    const { actor, sent, completeLogin } = start(signedIn);
    fill(actor, 'Desk0001', 'Secret123');
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(sent[0]).toMatchObject({ name: 'Desk0001', password: 'Secret123' });
    expect(completeLogin).toHaveBeenCalledTimes(1);
  });

  it('31030: too many password errors, the over-limit dialog; Confirm closes it', async () => {
    const { actor } = start({ ok: false, retCode: 31030, retMsg: 'locked' });
    fill(actor, 'Desk0001', 'Secret123');
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches('showingOverLimitDialog'));
    actor.send({ type: 'CONFIRM' });
    expect(actor.getSnapshot().value).toBe('collectingCredentials');
  });

  it('31002 wrong password: back to the form (the wrapper showed the toast)', async () => {
    const { actor, completeLogin } = start({ ok: false, retCode: 31002, retMsg: 'wrong' });
    fill(actor, 'Desk0001', 'Secret123');
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches('collectingCredentials') && s.context.step !== null);
    expect(completeLogin).not.toHaveBeenCalled();
  });
});
