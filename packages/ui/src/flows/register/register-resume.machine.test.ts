/**
 * Decision 143: "a three-step sign-up survives a reload". The machine takes RESUME (the step
 * recall info named) while on the first screen or waiting for the layout, and goes on at that
 * step with the kept uuid; once the person has moved on, a late RESUME changes nothing.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from '../../machine';
import {
  PASSWORD,
  fillAndSubmit,
  ok,
  startRegister,
  submitPassword,
} from './register-test-harness';

const RESUME_AT = (
  step: 'verify' | 'password',
  loginName = 'gr***@example.com',
  registerType: 'newCode' | 'newLink' = 'newCode',
) => ({ type: 'RESUME', uuid: 'kept-uuid', step, loginName, registerType }) as const;

afterEach(() => vi.useRealTimers());

describe('a kept three-step sign-up resumes at its step (decision 143)', () => {
  it("'verify': the code step, whose code is checked under the kept uuid, then the password step", async () => {
    const { actor, calls } = startRegister({ registerType: 'oldCode' });
    actor.send(RESUME_AT('verify'));
    expect(actor.getSnapshot().matches('verifyingCode')).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({
      uuid: 'kept-uuid',
      registerType: 'newCode',
      form: { method: 'email', email: 'gr***@example.com' },
    });
    actor.send({ type: 'CODE_COMPLETED', code: '123456' });
    await waitFor(actor, (s) => s.matches('choosingPassword'));
    expect(calls.check).toEqual([{ uuid: 'kept-uuid', code: '123456' }]);
    expect(calls.send).toEqual([]);
  });

  it("'password': the password step, which makes the account of the kept uuid", async () => {
    const { actor, calls } = startRegister({ registerType: 'newCode' });
    actor.send(RESUME_AT('password', '+44 ****5678'));
    expect(actor.getSnapshot().matches('choosingPassword')).toBe(true);
    expect(actor.getSnapshot().context.form).toMatchObject({
      method: 'mobile',
      mobile: '+44 ****5678',
    });
    submitPassword(actor);
    await waitFor(actor, (s) => s.matches('registered'));
    expect(calls.password).toEqual([expect.objectContaining({ uuid: 'kept-uuid' })]);
    expect(calls.password[0]?.form.password).toBe(PASSWORD);
  });

  it('an answer that comes while the layout is still loading resumes too', () => {
    const { actor } = startRegister({ remoteType: 'silent' });
    expect(actor.getSnapshot().matches('loadingLayout')).toBe(true);
    actor.send(RESUME_AT('verify'));
    expect(actor.getSnapshot().matches('verifyingCode')).toBe(true);
  });

  it('a late RESUME, once the person has sent a new sign-up, changes nothing', async () => {
    const { actor } = startRegister({ registerType: 'newCode' });
    fillAndSubmit(actor, { password: false });
    await waitFor(actor, (s) => s.matches('verifyingCode'));
    const uuid = actor.getSnapshot().context.uuid;
    actor.send(RESUME_AT('password'));
    expect(actor.getSnapshot().matches('verifyingCode')).toBe(true);
    expect(actor.getSnapshot().context.uuid).toBe(uuid);
  });
});

describe('a kept link sign-up resumes at the password step, then waits for the link (decision 158)', () => {
  it('the password chosen again, then "check your e-mail" polls the kept uuid', async () => {
    vi.useFakeTimers();
    const { actor, calls } = startRegister({ registerType: 'oldCode' });
    actor.send(RESUME_AT('password', 'gr***@example.com', 'newLink'));
    expect(actor.getSnapshot().matches('choosingPassword')).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({
      uuid: 'kept-uuid',
      registerType: 'newLink',
    });
    submitPassword(actor);
    expect(actor.getSnapshot().matches('waitingForLink')).toBe(true);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(calls.poll).toEqual([{ uuid: 'kept-uuid' }]);
    expect(calls.send).toEqual([]);
  });

  it('the link opened while the page was away: the first poll (2) sets the password under the kept uuid', async () => {
    vi.useFakeTimers();
    const { actor, calls } = startRegister({
      registerType: 'newLink',
      polls: [ok({ verify_result: 2 })],
    });
    actor.send(RESUME_AT('password', 'gr***@example.com', 'newLink'));
    submitPassword(actor);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(actor.getSnapshot().matches('registered')).toBe(true);
    expect(calls.password).toEqual([expect.objectContaining({ uuid: 'kept-uuid' })]);
    expect(calls.password[0]?.form.password).toBe(PASSWORD);
  });
});
