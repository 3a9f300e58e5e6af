/**
 * behaviour §4 "Register (old/new)": "on captcha success send the e-mail or mobile verification;
 * if a risk token is returned show the security modal and resend flagged verified; then code
 * step" (decision 031); and behaviour §2 dialog 3 "3 and 4 follow-ups after the verification is
 * sent" for a resend or the create refused with 31018.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from '../../machine';
import { screenOf } from './register-screen';
import { EMAIL, fillAndSubmit, ok, startRegister, submitPassword } from './register-test-harness';

afterEach(() => vi.useRealTimers());

const riskAnswer = ok({ risk_token: 'risk-1', risk_token_type: 'pass' as const });
const ipBan = { ok: false as const, retCode: 31018, retMsg: 'ip', result: { ip: '198.51.100.7' } };

describe('if a risk token is returned show the security modal and resend flagged verified (behaviour §4)', () => {
  it('a send answering a risk token shows the security modal, with the token, and no code step', async () => {
    const { actor, calls } = startRegister({ registerType: 'oldCode', send: [riskAnswer] });
    fillAndSubmit(actor);
    await waitFor(actor, () => calls.verification.length === 1);
    expect(calls.verification[0]).toEqual({ riskToken: 'risk-1' });
    // The harness's verification passes at once: the send is made again with the token.
    await waitFor(actor, (s) => s.matches('verifyingCode'));
    expect(calls.send).toHaveLength(2);
    expect(calls.send[0]?.riskToken).toBeNull();
    expect(calls.send[1]).toMatchObject({ form: { email: EMAIL }, riskToken: 'risk-1' });
    expect(actor.getSnapshot().context.uuid).toBe('u-2');
    // Used once: forgotten once the code is sent.
    expect(actor.getSnapshot().context.riskToken).toBeNull();
  });

  it('the security modal is its own screen while verifying', async () => {
    const { actor } = startRegister({
      registerType: 'oldCode',
      send: [riskAnswer],
      verification: 'pending',
    });
    fillAndSubmit(actor);
    await waitFor(actor, (s) => s.matches('securityVerification'));
    expect(screenOf(actor.getSnapshot())).toBe('securityVerification');
    expect(actor.getSnapshot().hasTag('securityVerification')).toBe(true);
  });

  it('Cancel or Escape (the modal ends not passed) returns to the form; nothing is sent again', async () => {
    const { actor, calls } = startRegister({
      registerType: 'oldCode',
      send: [riskAnswer],
      verification: { passed: false },
    });
    fillAndSubmit(actor);
    await waitFor(actor, () => calls.verification.length === 1);
    await waitFor(actor, (s) => s.matches('account'));
    expect(calls.send).toHaveLength(1);
    expect(actor.getSnapshot().context.riskToken).toBeNull();
    expect(actor.getSnapshot().context.form.email).toBe(EMAIL);
  });

  it('new mode: the ACCOUNT step answering a risk token is verified, re-sent, then the code step', async () => {
    const { actor, calls } = startRegister({ registerType: 'newCode', send: [riskAnswer] });
    fillAndSubmit(actor, { password: false });
    await waitFor(actor, (s) => s.matches('verifyingCode'));
    expect(calls.send.map((input) => input.riskToken)).toEqual([null, 'risk-1']);
  });
});

describe('a resend behind the farming check too (decision 035)', () => {
  async function resendAfterCountdown(script: Parameters<typeof startRegister>[0]) {
    vi.useFakeTimers();
    const started = startRegister(script);
    fillAndSubmit(started.actor, { password: false });
    await vi.advanceTimersByTimeAsync(60_000);
    started.actor.send({ type: 'RESEND' });
    await vi.advanceTimersByTimeAsync(0);
    return started;
  }

  it('a resend answering a risk token shows the security modal over the code step; passed, it resends with the token', async () => {
    const { actor, calls } = await resendAfterCountdown({
      registerType: 'newCode',
      resend: [riskAnswer],
    });
    expect(calls.verification).toEqual([{ riskToken: 'risk-1' }]);
    expect(calls.resend.map((input) => input.riskToken)).toEqual([null, 'risk-1']);
    expect(calls.resend[1]).toMatchObject({ uuid: 'u-1' });
    // Back on the code step, counting down again; the token was used once and forgotten.
    const snapshot = actor.getSnapshot();
    expect(snapshot.matches({ verifyingCode: { resend: 'countingDown' } })).toBe(true);
    expect(snapshot.context.riskToken).toBeNull();
    expect(screenOf(snapshot)).toBe('verifyCode');
  });

  it('the modal is its own screen while verifying the resend', async () => {
    const { actor } = await resendAfterCountdown({
      registerType: 'newCode',
      resend: [riskAnswer],
      verification: 'pending',
    });
    expect(screenOf(actor.getSnapshot())).toBe('securityVerification');
  });

  it('the modal cancelled: Resend is offered again, nothing resent, the typed code step kept', async () => {
    const { actor, calls } = await resendAfterCountdown({
      registerType: 'newCode',
      resend: [riskAnswer],
      verification: { passed: false },
    });
    expect(calls.resend).toHaveLength(1);
    const snapshot = actor.getSnapshot();
    expect(snapshot.matches({ verifyingCode: { resend: 'canResend' } })).toBe(true);
    expect(snapshot.context.riskToken).toBeNull();
    expect(snapshot.context.uuid).toBe('u-1');
  });
});

describe('dialog 3 (IP banned): "3 and 4 follow-ups after the verification is sent" (behaviour §2)', () => {
  it('a resend answering 31018 re-enters the gate with the refusal (dialog 3)', async () => {
    vi.useFakeTimers();
    const { actor, calls } = startRegister({ registerType: 'oldCode', resend: [ipBan] });
    fillAndSubmit(actor);
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().matches('verifyingCode')).toBe(true);
    await vi.advanceTimersByTimeAsync(60_000);
    actor.send({ type: 'RESEND' });
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.gate).toHaveLength(2);
    expect(calls.gate[1]).toMatchObject({ sendRefusal: { retCode: 31018, ip: '198.51.100.7' } });
  });

  it('the account creation answering 31018 re-enters the gate with the refusal (dialog 3)', async () => {
    const { actor, calls } = startRegister({
      registerType: 'oldCode',
      create: [ipBan],
    });
    fillAndSubmit(actor);
    await waitFor(actor, (s) => s.matches('verifyingCode'));
    actor.send({ type: 'CODE_COMPLETED', code: '123456' });
    await waitFor(actor, () => calls.gate.length === 2);
    expect(calls.gate[1]).toMatchObject({ sendRefusal: { retCode: 31018 } });
  });

  it('new mode: the password step answering 31018 re-enters the gate; closed, back to the form', async () => {
    const { actor, calls } = startRegister({ registerType: 'newCode', password: [ipBan] });
    fillAndSubmit(actor, { password: false });
    await waitFor(actor, (s) => s.matches('verifyingCode'));
    actor.send({ type: 'CODE_COMPLETED', code: '123456' });
    await waitFor(actor, (s) => s.matches('choosingPassword'));
    submitPassword(actor);
    await waitFor(actor, () => calls.gate.length === 2);
    expect(calls.gate[1]).toMatchObject({ sendRefusal: { retCode: 31018 } });
  });
});
