import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from '../../machine';
import type { LoginResult } from '@foyer/contract';
import type { ApiOutcome } from '../../api/api-outcome';
import { loginMachine, type LoginAttempt } from './login.machine';

const GOOD = { email: 'ada@example.com', password: 'Secret123' };

const needsCode: ApiOutcome<LoginResult> = {
  ok: true,
  result: { google2fa_secret: true },
  envelope: { ret_code: 0, ret_msg: 'OK' },
};
const signedIn: ApiOutcome<LoginResult> = {
  ok: true,
  result: { id: '1001' },
  envelope: { ret_code: 0, ret_msg: 'OK', token: 't' },
};
const wrongCode: ApiOutcome<LoginResult> = { ok: false, retCode: 35001, retMsg: 'wrong' };

/** A machine whose log-in calls answer `answers` in turn. */
function start(answers: ApiOutcome<LoginResult>[]) {
  const sent: LoginAttempt[] = [];
  const spies = { askForCountry: vi.fn(), completeLogin: vi.fn(), goToRetrievePassword: vi.fn() };
  const machine = loginMachine.provide({
    actors: {
      logIn: fromPromise(async ({ input }: { input: LoginAttempt }) => {
        sent.push(input);
        return answers[sent.length - 1] ?? signedIn;
      }),
    },
    actions: spies,
  });
  const actor = createActor(machine, { input: {} }).start();
  for (const [field, value] of Object.entries(GOOD)) {
    actor.send({ type: 'FIELD_CHANGED', field: field as 'email', value });
  }
  actor.send({ type: 'SUBMIT' });
  return { actor, sent, spies };
}

describe('login, two-factor branch (behaviour §4 google2fa_secret)', () => {
  it('google2fa_secret: show two-factor panel, not signed in yet', async () => {
    const { actor, spies } = start([needsCode]);
    await waitFor(actor, (s) => s.matches('collectingTwoFactorCode'));
    expect(actor.getSnapshot().hasTag('twoFactor')).toBe(true);
    expect(spies.completeLogin).not.toHaveBeenCalled();
  });

  it('login is re-sent with google2fa (and the same credentials), then completes', async () => {
    const { actor, sent, spies } = start([needsCode, signedIn]);
    await waitFor(actor, (s) => s.matches('collectingTwoFactorCode'));
    actor.send({ type: 'TWO_FACTOR_CODE_COMPLETED', code: '123456' });
    await waitFor(actor, (s) => s.matches('signedIn'));
    expect(sent[0]).not.toHaveProperty('google2fa');
    expect(sent[1]).toMatchObject({ ...GOOD, google2fa: '123456' });
    expect(spies.completeLogin).toHaveBeenCalledTimes(1);
  });

  it('a wrong code keeps the two-factor panel with empty boxes; the next code is sent', async () => {
    const { actor, sent } = start([needsCode, wrongCode, signedIn]);
    await waitFor(actor, (s) => s.matches('collectingTwoFactorCode'));
    actor.send({ type: 'TWO_FACTOR_CODE_COMPLETED', code: '111111' });
    await waitFor(
      actor,
      (s) => s.matches('collectingTwoFactorCode') && s.context.codeAttempt === 1,
    );
    expect(actor.getSnapshot().context.google2fa).toBe('');
    actor.send({ type: 'TWO_FACTOR_CODE_COMPLETED', code: '222222' });
    await waitFor(actor, (s) => s.matches('signedIn'));
    expect(sent.map((attempt) => attempt.google2fa)).toEqual([undefined, '111111', '222222']);
  });

  it('Back leaves the two-factor panel for the log-in form', async () => {
    const { actor } = start([needsCode]);
    await waitFor(actor, (s) => s.matches('collectingTwoFactorCode'));
    actor.send({ type: 'BACK' });
    expect(actor.getSnapshot().matches('collectingCredentials')).toBe(true);
  });
});
