import { afterEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from '../../machine';
import { fillAndSubmit, ok, refused, startRegister, submitPassword } from './register-test-harness';

async function atCodeStep(script: NonNullable<Parameters<typeof startRegister>[0]>) {
  const started = startRegister(script);
  fillAndSubmit(started.actor, { password: script.registerType === 'oldCode' });
  await waitFor(started.actor, (s) => s.matches('verifyingCode'));
  return started;
}

afterEach(() => vi.useRealTimers());

describe('a refused sign-up stays beside the field or code step it concerns (issue 37)', () => {
  it('a refused send (33001) is kept beside the e-mail until the e-mail is edited', async () => {
    const { actor } = startRegister({ registerType: 'oldCode', send: [refused(33001)] });
    fillAndSubmit(actor);
    await waitFor(actor, (s) => s.matches('account') && s.context.step !== null);
    expect(actor.getSnapshot().context.refusal).toMatchObject({
      field: 'email',
      answer: { retCode: 33001 },
    });
    actor.send({ type: 'FIELD_CHANGED', field: 'password', value: 'Secret1234' });
    expect(actor.getSnapshot().context.refusal?.field).toBe('email');
    actor.send({ type: 'FIELD_CHANGED', field: 'email', value: 'grace@example.org' });
    expect(actor.getSnapshot().context.refusal).toBeNull();
  });

  it('an unknown referral code (42001) is kept beside the referral code, not the e-mail', async () => {
    const { actor } = startRegister({ registerType: 'oldCode', send: [refused(42001)] });
    fillAndSubmit(actor);
    await waitFor(actor, (s) => s.matches('account') && s.context.step !== null);
    expect(actor.getSnapshot().context.refusal?.field).toBe('referral');
  });

  it('old mode, a wrong code (32001): kept under the boxes, gone with the next code', async () => {
    const { actor } = await atCodeStep({ registerType: 'oldCode', create: [refused(32001)] });
    actor.send({ type: 'CODE_COMPLETED', code: '000000' });
    await waitFor(actor, (s) => s.context.codeAttempt === 1);
    expect(actor.getSnapshot().context.refusal).toMatchObject({
      field: 'code',
      answer: { retCode: 32001 },
    });
    actor.send({ type: 'CODE_COMPLETED', code: '123456' });
    expect(actor.getSnapshot().context.refusal).toBeNull();
  });

  it('step-3 code check, an answer that is not verify_result 1: InvalidVerificationCode under the boxes', async () => {
    const { actor } = await atCodeStep({
      registerType: 'newCode',
      check: [ok({ verify_result: 3 })],
    });
    actor.send({ type: 'CODE_COMPLETED', code: '123456' });
    await waitFor(actor, (s) => s.context.codeAttempt === 1);
    expect(actor.getSnapshot().context.refusal).toEqual({
      field: 'code',
      key: 'errors:InvalidVerificationCode',
    });
  });

  it('33001 on create: back to the form, the refusal beside the e-mail', async () => {
    const { actor } = await atCodeStep({ registerType: 'oldCode', create: [refused(33001)] });
    actor.send({ type: 'CODE_COMPLETED', code: '123456' });
    await waitFor(actor, (s) => s.matches('account'));
    expect(actor.getSnapshot().context.refusal?.field).toBe('email');
  });

  it('new mode, a refused password step: kept beside the password until it is submitted again', async () => {
    const { actor } = await atCodeStep({ registerType: 'newCode', password: [refused(10004)] });
    actor.send({ type: 'CODE_COMPLETED', code: '123456' });
    await waitFor(actor, (s) => s.matches('choosingPassword'));
    expect(actor.getSnapshot().context.refusal).toBeNull();
    submitPassword(actor);
    await waitFor(actor, (s) => s.matches('choosingPassword') && s.context.step?.kind === 'stay');
    expect(actor.getSnapshot().context.refusal).toMatchObject({
      field: 'password',
      answer: { retCode: 10004 },
    });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context.refusal).toBeNull();
  });

  it('a refused resend (32004) is kept under the boxes', async () => {
    vi.useFakeTimers();
    const { actor } = startRegister({ registerType: 'oldCode', resend: [refused(32004)] });
    fillAndSubmit(actor);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(actor.getSnapshot().matches({ verifyingCode: { resend: 'canResend' } })).toBe(true);
    actor.send({ type: 'RESEND' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().context.refusal).toMatchObject({
      field: 'code',
      answer: { retCode: 32004 },
    });
  });
});
