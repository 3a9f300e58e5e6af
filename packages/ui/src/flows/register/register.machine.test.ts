import { afterEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from '../../machine';
import { formatCountdown } from './countdown';
import { registerMachine } from './register.machine';
import { EMAIL, PASSWORD, fillAndSubmit, refused, startRegister } from './register-test-harness';

afterEach(() => vi.useRealTimers());

describe('register flow map', () => {
  it('lists the states of the flow', () => {
    expect(Object.keys(registerMachine.states)).toEqual([
      'choosingLayout',
      'loadingLayout',
      'account',
      'gate',
      'sendingVerification',
      'securityVerification',
      'routingSent',
      'verifyingCode',
      'choosingPassword',
      'settingPassword',
      'routingPasswordAnswer',
      'waitingForLink',
      'linkActivated',
      'creatingLinkedAccount',
      'routingLinkedAccount',
      'linkExpired',
      'accountCreationUnderWay',
      'leftForHome',
      'showingUpgradeNotice',
      'registered',
    ]);
  });
});

describe('A/B layout old/new with up to 3 s loading (behaviour §4 "Other")', () => {
  it('the register type comes from remote config', async () => {
    const { actor, calls } = startRegister({ remoteType: 'newLink' });
    await waitFor(actor, (s) => s.matches('account'));
    expect(actor.getSnapshot().context.registerType).toBe('newLink');
    expect(calls.config).toBe(1);
  });
  it('remote config silent for 3 s: falls back to oldCode', async () => {
    vi.useFakeTimers();
    const { actor } = startRegister({ remoteType: 'silent' });
    await vi.advanceTimersByTimeAsync(2_999);
    expect(actor.getSnapshot().matches('loadingLayout')).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().matches('account')).toBe(true);
    expect(actor.getSnapshot().context.registerType).toBe('oldCode');
  });
  it('remote config without a register type: oldCode', async () => {
    const { actor } = startRegister();
    await waitFor(actor, (s) => s.matches('account'));
    expect(actor.getSnapshot().context.registerType).toBe('oldCode');
  });
  it('a register type fixed by the widget option does not ask remote config', () => {
    const { actor, calls } = startRegister({ registerType: 'newCode' });
    expect(actor.getSnapshot().matches('account')).toBe(true);
    expect(calls.config).toBe(0);
  });
});

describe('ACCOUNT: submit (behaviour §4 "Register")', () => {
  it('submit is disabled while terms are unchecked', () => {
    const { actor, calls } = startRegister({ registerType: 'oldCode' });
    fillAndSubmit(actor, { terms: false });
    expect(actor.getSnapshot().matches('account')).toBe(true);
    expect(calls.gate).toHaveLength(0);
  });
  it('submit validates every field first', () => {
    const { actor, calls } = startRegister({ registerType: 'oldCode' });
    fillAndSubmit(actor, { password: false });
    expect(actor.getSnapshot().context.form.submitted).toBe(true);
    expect(calls.gate).toHaveLength(0);
  });
  it('country code required for phone sign-up (toast pleaseSelectCountryCode)', () => {
    const { actor, spies, calls } = startRegister({ registerType: 'oldCode' });
    actor.send({ type: 'METHOD_CHANGED', method: 'mobile' });
    actor.send({ type: 'FIELD_CHANGED', field: 'mobile', value: '7700900123' });
    actor.send({ type: 'FIELD_CHANGED', field: 'password', value: PASSWORD });
    actor.send({ type: 'TERMS_TOGGLED', accepted: true });
    actor.send({ type: 'SUBMIT' });
    expect(spies.askForCountry).toHaveBeenCalledTimes(1);
    expect(calls.gate).toHaveLength(0);
  });
  it('step one of the new mode has no password: a valid e-mail is enough', async () => {
    const { actor, calls } = startRegister({ registerType: 'newCode' });
    fillAndSubmit(actor, { password: false });
    await waitFor(actor, (s) => s.matches('verifyingCode'));
    expect(calls.send[0]).toMatchObject({ registerType: 'newCode', form: { email: EMAIL } });
  });
  it('the restriction gate runs after the form is valid and before the send', async () => {
    const { actor, calls } = startRegister({ registerType: 'oldCode' });
    fillAndSubmit(actor);
    await waitFor(actor, (s) => s.matches('verifyingCode'));
    expect(calls.gate).toEqual([
      { form: expect.objectContaining({ email: EMAIL }), sendRefusal: null },
    ]);
    expect(calls.send).toHaveLength(1);
  });
  it('the restriction gate stops the sign-up: back to the form, nothing sent', async () => {
    const { actor, calls } = startRegister({ registerType: 'oldCode', gate: { proceed: false } });
    fillAndSubmit(actor);
    await waitFor(actor, (s) => s.matches('account') && calls.gate.length === 1);
    expect(calls.send).toHaveLength(0);
  });
  it('the fake-email path ends in the gate (dialog then type 4): back to the form, no sign-up send', async () => {
    const gate = { proceed: false, fakeEmail: 'other@example.com' };
    const { actor, calls } = startRegister({ registerType: 'oldCode', gate });
    fillAndSubmit(actor);
    await waitFor(actor, (s) => s.matches('account') && calls.gate.length === 1);
    expect(calls.send).toHaveLength(0);
  });
  it('dialog 3 (IP banned) follows the send: a send answering 31018 goes back to the gate with the refusal', async () => {
    const ipBan = {
      ok: false as const,
      retCode: 31018,
      retMsg: 'ip',
      result: { ip: '198.51.100.7' },
    };
    const { actor, calls } = startRegister({ registerType: 'oldCode', send: [ipBan] });
    fillAndSubmit(actor);
    await waitFor(actor, () => calls.gate.length === 2);
    expect(calls.send[0]).toMatchObject({ form: { email: EMAIL } });
    expect(calls.gate[1]).toMatchObject({
      sendRefusal: { retCode: 31018, ip: '198.51.100.7' },
    });
  });
  it('a refused send (e.g. 33001) returns to the form', async () => {
    const { actor } = startRegister({ registerType: 'oldCode', send: [refused(33001)] });
    fillAndSubmit(actor);
    await waitFor(actor, (s) => s.matches('account') && s.context.step !== null);
    expect(actor.getSnapshot().context.uuid).toBeNull();
  });
});

describe('old code (behaviour §2 "Verification screens")', () => {
  it('sends the e-mail verification, then the code step', async () => {
    const { actor, calls } = startRegister({ registerType: 'oldCode' });
    fillAndSubmit(actor);
    await waitFor(actor, (s) => s.matches('verifyingCode'));
    expect(calls.send[0]?.form).toMatchObject({ email: EMAIL, password: PASSWORD });
    expect(actor.getSnapshot().context.uuid).toBe('u-1');
  });
  it('six digits entered: the account is created and the flow completes', async () => {
    const { actor, calls, spies } = startRegister({ registerType: 'oldCode' });
    fillAndSubmit(actor);
    await waitFor(actor, (s) => s.matches('verifyingCode'));
    actor.send({ type: 'CODE_COMPLETED', code: '123456' });
    await waitFor(actor, (s) => s.matches('registered'));
    expect(calls.create[0]).toMatchObject({ code: '123456', uuid: 'u-1', registerType: 'oldCode' });
    expect(calls.check).toHaveLength(0);
    expect(spies.completeRegistration).toHaveBeenCalledTimes(1);
  });
  it('a wrong code (32001) keeps the code step with empty boxes', async () => {
    const { actor } = startRegister({ registerType: 'oldCode', create: [refused(32001)] });
    fillAndSubmit(actor);
    await waitFor(actor, (s) => s.matches('verifyingCode'));
    actor.send({ type: 'CODE_COMPLETED', code: '000000' });
    await waitFor(actor, (s) => s.context.codeAttempt === 1);
    expect(actor.getSnapshot().matches({ verifyingCode: { code: 'waitingForCode' } })).toBe(true);
  });
  it('33001 on create: back to the form, uuid cleared', async () => {
    const { actor } = startRegister({ registerType: 'oldCode', create: [refused(33001)] });
    fillAndSubmit(actor);
    await waitFor(actor, (s) => s.matches('verifyingCode'));
    actor.send({ type: 'CODE_COMPLETED', code: '123456' });
    await waitFor(actor, (s) => s.matches('account'));
    expect(actor.getSnapshot().context.uuid).toBeNull();
  });
  it("50101 on create: the 'creating account' screen, back to home", async () => {
    const { actor, spies } = startRegister({ registerType: 'oldCode', create: [refused(50101)] });
    fillAndSubmit(actor);
    await waitFor(actor, (s) => s.matches('verifyingCode'));
    actor.send({ type: 'CODE_COMPLETED', code: '123456' });
    await waitFor(actor, (s) => s.matches('accountCreationUnderWay'));
    actor.send({ type: 'BACK_HOME' });
    expect(actor.getSnapshot().matches('leftForHome')).toBe(true);
    expect(spies.goHome).toHaveBeenCalledTimes(1);
  });
  it('resend button disabled 60 s, shown 00:SS', async () => {
    vi.useFakeTimers();
    const { actor, calls } = startRegister({ registerType: 'oldCode' });
    fillAndSubmit(actor);
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().matches('verifyingCode')).toBe(true);
    expect(formatCountdown(actor.getSnapshot().context.resendIn)).toBe('00:59');
    actor.send({ type: 'RESEND' });
    expect(calls.resend).toHaveLength(0);
    vi.advanceTimersByTime(30_000);
    expect(formatCountdown(actor.getSnapshot().context.resendIn)).toBe('00:29');
    vi.advanceTimersByTime(29_999);
    expect(actor.getSnapshot().matches({ verifyingCode: { resend: 'canResend' } })).toBe(false);
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().matches({ verifyingCode: { resend: 'canResend' } })).toBe(true);
    actor.send({ type: 'RESEND' });
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.resend).toHaveLength(1);
    expect(actor.getSnapshot().context.uuid).toBe('r-1');
    expect(actor.getSnapshot().matches({ verifyingCode: { resend: 'countingDown' } })).toBe(true);
    expect(actor.getSnapshot().context.resendIn).toBe(59);
  });
  it('returning from verify goes to ACCOUNT and clears the register uuid', async () => {
    const { actor } = startRegister({ registerType: 'oldCode' });
    fillAndSubmit(actor);
    await waitFor(actor, (s) => s.matches('verifyingCode'));
    actor.send({ type: 'CHANGE_CONTACT' });
    expect(actor.getSnapshot().matches('account')).toBe(true);
    expect(actor.getSnapshot().context.uuid).toBeNull();
    expect(actor.getSnapshot().context.form.email).toBe(EMAIL);
  });
});

describe('countdown display', () => {
  it('shows minutes and seconds, two digits each', () => {
    expect(formatCountdown(59)).toBe('00:59');
    expect(formatCountdown(5)).toBe('00:05');
    expect(formatCountdown(125)).toBe('02:05');
    expect(formatCountdown(-1)).toBe('00:00');
    expect(formatCountdown(125, 'ar-SA')).toBe('٠٢:٠٥');
  });
});
