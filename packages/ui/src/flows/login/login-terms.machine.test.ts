import type { LoginResult } from '@foyer/contract';
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from '../../machine';
import type { ApiOutcome } from '../../api/api-outcome';
import { loginTermsError } from './login-rules';
import { loginMachine, type LoginAttempt, type LoginInput } from './login.machine';

const GOOD = { email: 'ada@example.com', password: 'Secret123' };
const signedIn: ApiOutcome<LoginResult> = {
  ok: true,
  result: { id: '1001' },
  envelope: { ret_code: 0, ret_msg: 'OK', token: 't' },
};

/** A machine with a filled, valid form; nothing submitted yet. */
function start(input: LoginInput) {
  const sent: LoginAttempt[] = [];
  const spies = { completeLogin: vi.fn() };
  const machine = loginMachine.provide({
    actors: {
      logIn: fromPromise(async ({ input: attempt }: { input: LoginAttempt }) => {
        sent.push(attempt);
        return signedIn;
      }),
    },
    actions: spies,
  });
  const actor = createActor(machine, { input }).start();
  for (const [field, value] of Object.entries(GOOD)) {
    actor.send({ type: 'FIELD_CHANGED', field: field as 'email', value });
  }
  return { actor, sent };
}

describe('terms must be accepted: the terms checkbox on the login view (behaviour §2, §5)', () => {
  it('the rule: unticked gives pleaseAcceptTerms where the site needs the box', () => {
    expect(loginTermsError(true, false)).toBe('pleaseAcceptTerms');
    expect(loginTermsError(true, true)).toBeNull();
    expect(loginTermsError(false, false)).toBeNull();
  });

  it('submit refuses until the box is ticked: nothing is sent', () => {
    const { actor, sent } = start({ termsRequired: true });
    actor.send({ type: 'SUBMIT' });
    const snapshot = actor.getSnapshot();
    expect(snapshot.matches('collectingCredentials')).toBe(true);
    expect(snapshot.context.form.submitted).toBe(true);
    expect(sent).toHaveLength(0);
  });

  it('once ticked, submit sends the log-in', async () => {
    const { actor, sent } = start({ termsRequired: true });
    actor.send({ type: 'TERMS_TOGGLED', accepted: true });
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches('signedIn'));
    expect(sent).toHaveLength(1);
  });

  it('ticked then unticked: submit refuses again', () => {
    const { actor, sent } = start({ termsRequired: true });
    actor.send({ type: 'TERMS_TOGGLED', accepted: true });
    actor.send({ type: 'TERMS_TOGGLED', accepted: false });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().matches('collectingCredentials')).toBe(true);
    expect(sent).toHaveLength(0);
  });

  it('a site without the box: submit needs no tick', async () => {
    const { actor, sent } = start({});
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches('signedIn'));
    expect(sent).toHaveLength(1);
  });
});
