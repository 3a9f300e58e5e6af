import { describe, expect, it } from 'vitest';
import { waitFor } from '../../machine';
import {
  PASSWORD,
  fillAndSubmit,
  ok,
  refused,
  startRegister,
  submitPassword,
} from './register-test-harness';

async function atCodeStep(script: Parameters<typeof startRegister>[0] = {}) {
  const started = startRegister({ registerType: 'newCode', ...script });
  fillAndSubmit(started.actor, { password: false });
  await waitFor(started.actor, (s) => s.matches('verifyingCode'));
  return started;
}

describe('new code: ACCOUNT → VERIFY_CODE → PASSWORD (behaviour §2, §4)', () => {
  it('step-3 code check calls a verification endpoint and moves to password', async () => {
    const { actor, calls } = await atCodeStep();
    actor.send({ type: 'CODE_COMPLETED', code: '123456' });
    await waitFor(actor, (s) => s.matches('choosingPassword'));
    expect(calls.check).toEqual([{ uuid: 'u-1', code: '123456' }]);
    expect(calls.create).toHaveLength(0);
  });
  it('step-3 code check toasts invalid code when the answer is not verify_result 1', async () => {
    const { actor, spies } = await atCodeStep({ check: [ok({ verify_result: 3 })] });
    actor.send({ type: 'CODE_COMPLETED', code: '123456' });
    await waitFor(actor, (s) => s.context.codeAttempt === 1);
    expect(spies.toastInvalidCode).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().matches({ verifyingCode: { code: 'waitingForCode' } })).toBe(true);
  });
  it('a refused code (32001) empties the boxes; the wrapper toasts it, not twice', async () => {
    const { actor, spies } = await atCodeStep({ check: [refused(32001)] });
    actor.send({ type: 'CODE_COMPLETED', code: '000000' });
    await waitFor(actor, (s) => s.context.codeAttempt === 1);
    expect(spies.toastInvalidCode).not.toHaveBeenCalled();
  });
  it('the password step starts without errors shown', async () => {
    const { actor } = await atCodeStep();
    actor.send({ type: 'CODE_COMPLETED', code: '123456' });
    await waitFor(actor, (s) => s.matches('choosingPassword'));
    expect(actor.getSnapshot().context.form.submitted).toBe(false);
  });
  it('a weak password is refused in the password step, nothing sent', async () => {
    const { actor, calls } = await atCodeStep();
    actor.send({ type: 'CODE_COMPLETED', code: '123456' });
    await waitFor(actor, (s) => s.matches('choosingPassword'));
    submitPassword(actor, 'weak');
    expect(actor.getSnapshot().matches('choosingPassword')).toBe(true);
    expect(actor.getSnapshot().context.form.submitted).toBe(true);
    expect(calls.password).toHaveLength(0);
  });
  it('the password creates the account for the verified uuid', async () => {
    const { actor, calls, spies } = await atCodeStep();
    actor.send({ type: 'CODE_COMPLETED', code: '123456' });
    await waitFor(actor, (s) => s.matches('choosingPassword'));
    submitPassword(actor);
    await waitFor(actor, (s) => s.matches('registered'));
    expect(calls.password).toMatchObject([{ uuid: 'u-1', form: { password: PASSWORD } }]);
    expect(spies.completeRegistration).toHaveBeenCalledTimes(1);
  });
  it("50101 on the password step: 'creating account'", async () => {
    const { actor } = await atCodeStep({ password: [refused(50101)] });
    actor.send({ type: 'CODE_COMPLETED', code: '123456' });
    await waitFor(actor, (s) => s.matches('choosingPassword'));
    submitPassword(actor);
    await waitFor(actor, (s) => s.matches('accountCreationUnderWay'));
  });
  it('another refusal of the password step stays on the password step', async () => {
    const { actor } = await atCodeStep({ password: [refused(10004)] });
    actor.send({ type: 'CODE_COMPLETED', code: '123456' });
    await waitFor(actor, (s) => s.matches('choosingPassword'));
    submitPassword(actor);
    await waitFor(actor, (s) => s.matches('choosingPassword') && s.context.step?.kind === 'stay');
  });
  it('returning from verify goes to ACCOUNT and clears the register uuid', async () => {
    const { actor } = await atCodeStep();
    actor.send({ type: 'CHANGE_CONTACT' });
    expect(actor.getSnapshot().matches('account')).toBe(true);
    expect(actor.getSnapshot().context.uuid).toBeNull();
  });
  it('returning from the password step also goes to ACCOUNT without the uuid', async () => {
    const { actor } = await atCodeStep();
    actor.send({ type: 'CODE_COMPLETED', code: '123456' });
    await waitFor(actor, (s) => s.matches('choosingPassword'));
    actor.send({ type: 'CHANGE_CONTACT' });
    expect(actor.getSnapshot().matches('account')).toBe(true);
    expect(actor.getSnapshot().context.uuid).toBeNull();
  });
  it('new link with phone: a phone sign-up always uses codes', async () => {
    const { actor } = startRegister({ registerType: 'newLink' });
    actor.send({ type: 'METHOD_CHANGED', method: 'mobile' });
    actor.send({ type: 'COUNTRY_SELECTED', country: { iso: 'GB', callingCode: '44' } });
    actor.send({ type: 'FIELD_CHANGED', field: 'mobile', value: '7700900123' });
    actor.send({ type: 'TERMS_TOGGLED', accepted: true });
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches('verifyingCode'));
  });
});
