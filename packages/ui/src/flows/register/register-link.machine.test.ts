import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  PASSWORD,
  fillAndSubmit,
  ok,
  refused,
  startRegister,
  submitPassword,
} from './register-test-harness';

afterEach(() => vi.useRealTimers());

const waiting = ok({ verify_result: 1 });
const waiting4 = ok({ verify_result: 4 });
const verified = ok({ verify_result: 2 });
const expired = ok({ verify_result: 3 });

/** Old link: the form, then "check your e-mail" with the poll; timers are fake. */
async function oldLinkWaiting(script: Parameters<typeof startRegister>[0] = {}) {
  vi.useFakeTimers();
  const started = startRegister({ registerType: 'oldLink', ...script });
  fillAndSubmit(started.actor);
  await vi.advanceTimersByTimeAsync(0);
  expect(started.actor.getSnapshot().matches('waitingForLink')).toBe(true);
  return started;
}

describe('old link: one form → link sent → "check your e-mail" (behaviour §4 "Activation poll")', () => {
  it('the activation poll runs every 2 s; 1 and 4 keep waiting', async () => {
    const { actor, calls } = await oldLinkWaiting({ polls: [waiting, waiting4, waiting] });
    await vi.advanceTimersByTimeAsync(1_999);
    expect(calls.poll).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls.poll).toEqual([{ uuid: 'u-1' }]);
    await vi.advanceTimersByTimeAsync(2_000);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(calls.poll).toHaveLength(3);
    expect(actor.getSnapshot().matches('waitingForLink')).toBe(true);
  });
  it('2 verified, stop and complete registration: the account is created with the uuid', async () => {
    const { actor, calls, spies } = await oldLinkWaiting({ polls: [waiting, verified] });
    await vi.advanceTimersByTimeAsync(4_000);
    expect(actor.getSnapshot().matches('registered')).toBe(true);
    expect(calls.create).toEqual([
      expect.objectContaining({ registerType: 'oldLink', uuid: 'u-1', code: '' }),
    ]);
    expect(spies.completeRegistration).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(calls.poll).toHaveLength(2);
  });
  it('3 expired or error, stop', async () => {
    const { actor, calls } = await oldLinkWaiting({ polls: [expired] });
    await vi.advanceTimersByTimeAsync(2_000);
    expect(actor.getSnapshot().matches('linkExpired')).toBe(true);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(calls.poll).toHaveLength(1);
  });
  it('server codes 10016/10006: expired or error, stop', async () => {
    for (const code of [10016, 10006]) {
      const { actor } = await oldLinkWaiting({ polls: [refused(code)] });
      await vi.advanceTimersByTimeAsync(2_000);
      expect(actor.getSnapshot().matches('linkExpired')).toBe(true);
      actor.stop();
      vi.useRealTimers();
    }
  });
  it('expired: "Start again" returns to the form without the uuid', async () => {
    const { actor } = await oldLinkWaiting({ polls: [expired] });
    await vi.advanceTimersByTimeAsync(2_000);
    actor.send({ type: 'START_AGAIN' });
    expect(actor.getSnapshot().matches('account')).toBe(true);
    expect(actor.getSnapshot().context.uuid).toBeNull();
  });
  it('leaving the waiting screen stops polling', async () => {
    const { actor, calls } = await oldLinkWaiting();
    await vi.advanceTimersByTimeAsync(2_000);
    actor.send({ type: 'CHANGE_CONTACT' });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(calls.poll).toHaveLength(1);
    expect(actor.getSnapshot().matches('account')).toBe(true);
  });
  it('resend after 60 s sends the link again and polls the new uuid', async () => {
    const { actor, calls } = await oldLinkWaiting();
    await vi.advanceTimersByTimeAsync(60_000);
    actor.send({ type: 'RESEND' });
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.resend).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(calls.poll.at(-1)).toEqual({ uuid: 'r-1' });
  });
  it("50101 after the link: the 'creating account' screen", async () => {
    const { actor } = await oldLinkWaiting({ polls: [verified], create: [refused(50101)] });
    await vi.advanceTimersByTimeAsync(2_000);
    expect(actor.getSnapshot().matches('accountCreationUnderWay')).toBe(true);
  });
  it('a create refused after the link (10016): expired, start again', async () => {
    const { actor } = await oldLinkWaiting({ polls: [verified], create: [refused(10016)] });
    await vi.advanceTimersByTimeAsync(2_000);
    expect(actor.getSnapshot().matches('linkExpired')).toBe(true);
  });
});

describe('new link: ACCOUNT → PASSWORD → VERIFY_LINK (behaviour §4)', () => {
  async function newLinkAtPassword(script: Parameters<typeof startRegister>[0] = {}) {
    vi.useFakeTimers();
    const started = startRegister({ registerType: 'newLink', ...script });
    fillAndSubmit(started.actor, { password: false });
    await vi.advanceTimersByTimeAsync(0);
    return started;
  }
  it('link-activation type goes straight to password', async () => {
    const { actor, calls } = await newLinkAtPassword();
    expect(actor.getSnapshot().matches('choosingPassword')).toBe(true);
    expect(calls.send[0]?.registerType).toBe('newLink');
  });
  it('the password is chosen while the link travels, then the poll waits for it', async () => {
    const { actor, calls } = await newLinkAtPassword({ polls: [waiting, verified] });
    submitPassword(actor);
    expect(actor.getSnapshot().matches('waitingForLink')).toBe(true);
    expect(calls.password).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(4_000);
    expect(calls.password).toMatchObject([{ uuid: 'u-1', form: { password: PASSWORD } }]);
    expect(actor.getSnapshot().matches('registered')).toBe(true);
    expect(calls.create).toHaveLength(0);
  });
  it('3 expired or error: stop, with a way to start again', async () => {
    const { actor } = await newLinkAtPassword({ polls: [expired] });
    submitPassword(actor);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(actor.getSnapshot().matches('linkExpired')).toBe(true);
    actor.send({ type: 'START_AGAIN' });
    expect(actor.getSnapshot().matches('account')).toBe(true);
  });
  it('resend from the waiting screen goes by uuid (send/verify/item)', async () => {
    const { actor, calls } = await newLinkAtPassword();
    submitPassword(actor);
    await vi.advanceTimersByTimeAsync(60_000);
    actor.send({ type: 'RESEND' });
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.resend[0]).toMatchObject({ registerType: 'newLink', uuid: 'u-1' });
  });
});
