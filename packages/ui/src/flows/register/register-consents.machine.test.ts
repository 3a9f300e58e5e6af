import { describe, expect, it } from 'vitest';
import { waitFor } from '../../machine';
import { EMAIL, PASSWORD, startRegister } from './register-test-harness';

function fill(actor: ReturnType<typeof startRegister>['actor']) {
  actor.send({ type: 'FIELD_CHANGED', field: 'email', value: EMAIL });
  actor.send({ type: 'FIELD_CHANGED', field: 'password', value: PASSWORD });
}

describe('the consent boxes of sign-up (behaviour §5 "Terms")', () => {
  it('"the Turkish site has three checkboxes, all required": no submit until every one is ticked', async () => {
    const { actor, calls } = startRegister({ registerType: 'oldCode', termsBoxes: 3 });
    fill(actor);
    expect(actor.getSnapshot().context.terms).toEqual([false, false, false]);
    actor.send({ type: 'TERMS_TOGGLED', accepted: true, box: 0 });
    actor.send({ type: 'TERMS_TOGGLED', accepted: true, box: 2 });
    actor.send({ type: 'SUBMIT' });
    expect(calls.gate).toHaveLength(0);
    actor.send({ type: 'TERMS_TOGGLED', accepted: true, box: 1 });
    actor.send({ type: 'TERMS_TOGGLED', accepted: false, box: 0 });
    actor.send({ type: 'SUBMIT' });
    expect(calls.gate).toHaveLength(0);
    actor.send({ type: 'TERMS_TOGGLED', accepted: true, box: 0 });
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches('verifyingCode'));
    expect(calls.gate).toHaveLength(1);
  });

  it('a third-party sign-up on the Turkish site hands dialog 6 the three boxes', async () => {
    const { actor, calls } = startRegister({ registerType: 'oldCode', termsBoxes: 3 });
    actor.send({ type: 'THIRD_PARTY_TOKEN', provider: 'tr', token: 'id.token' });
    await waitFor(actor, () => calls.gate.length === 1);
    expect(calls.gate[0]).toMatchObject({ provider: 'tr', termsBoxes: 3 });
  });

  it('"the EU site has an optional news opt-in": sign-up does not wait for it; the account is made with its answer', async () => {
    const optedIn = startRegister({ registerType: 'oldCode' });
    fill(optedIn.actor);
    optedIn.actor.send({ type: 'NEWS_OPT_IN_TOGGLED', accepted: true });
    optedIn.actor.send({ type: 'TERMS_TOGGLED', accepted: true });
    optedIn.actor.send({ type: 'SUBMIT' });
    await waitFor(optedIn.actor, (s) => s.matches('verifyingCode'));
    optedIn.actor.send({ type: 'CODE_COMPLETED', code: '123456' });
    await waitFor(optedIn.actor, () => optedIn.calls.create.length === 1);
    expect(optedIn.calls.create[0]).toMatchObject({ newsOptIn: true });

    const not = startRegister({ registerType: 'newCode' });
    not.actor.send({ type: 'FIELD_CHANGED', field: 'email', value: EMAIL });
    not.actor.send({ type: 'TERMS_TOGGLED', accepted: true });
    not.actor.send({ type: 'SUBMIT' });
    await waitFor(not.actor, (s) => s.matches('verifyingCode'));
    not.actor.send({ type: 'CODE_COMPLETED', code: '123456' });
    await waitFor(not.actor, (s) => s.matches('choosingPassword'));
    not.actor.send({ type: 'FIELD_CHANGED', field: 'password', value: PASSWORD });
    not.actor.send({ type: 'SUBMIT' });
    await waitFor(not.actor, () => not.calls.password.length === 1);
    expect(not.calls.password[0]).toMatchObject({ newsOptIn: false });
  });
});
