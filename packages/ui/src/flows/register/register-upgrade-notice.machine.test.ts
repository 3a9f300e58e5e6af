/**
 * A sign-up that brought Telegram data whose bind did not succeed (behaviour §4 "Third-party
 * flow": "optional Telegram-bind upgrade modal if bind not success, then complete"; decision
 * 088): every call that makes an account routes its answer to the upgrade notice first. The
 * notice's own 2000 ms and "Bind again": flows/upgrade-notice/upgrade-notice.machine.test.ts.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from '../../machine';
import { screenOf } from './register-screen';
import { fillAndSubmit, ok, startRegister, submitPassword } from './register-test-harness';

afterEach(() => vi.useRealTimers());

const notBound = ok({ id: '42', tg_bind_result: 'telegramAlreadyBind' });

describe('the upgrade notice before the sign-up completes', () => {
  it('old code: the code makes the account, the notice shows, and the sign-up waits for it', async () => {
    const { actor, spies } = startRegister({ registerType: 'oldCode', create: [notBound] });
    fillAndSubmit(actor);
    await waitFor(actor, (s) => s.matches('verifyingCode'));
    actor.send({ type: 'CODE_COMPLETED', code: '123456' });
    await waitFor(actor, (s) => s.matches('showingUpgradeNotice'));
    expect(actor.getSnapshot().context.step).toEqual({
      kind: 'upgradeNotice',
      accountId: '42',
      bindResult: 'telegramAlreadyBind',
    });
    // The screen signed up from stays under the notice.
    expect(screenOf(actor.getSnapshot())).toBe('verifyCode');
    expect(spies.completeRegistration).not.toHaveBeenCalled();
  });

  it('then complete: the notice done (CONFIRM) completes the sign-up once, as the account made', async () => {
    const { actor, spies } = startRegister({ registerType: 'oldCode', create: [notBound] });
    fillAndSubmit(actor);
    await waitFor(actor, (s) => s.matches('verifyingCode'));
    actor.send({ type: 'CODE_COMPLETED', code: '123456' });
    await waitFor(actor, (s) => s.matches('showingUpgradeNotice'));
    actor.send({ type: 'CONFIRM' });
    expect(actor.getSnapshot().matches('registered')).toBe(true);
    expect(spies.completeRegistration).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context.step).toMatchObject({ accountId: '42' });
  });

  it('new code: the password step that makes the account shows it too', async () => {
    const { actor, spies } = startRegister({ registerType: 'newCode', password: [notBound] });
    fillAndSubmit(actor, { password: false });
    await waitFor(actor, (s) => s.matches('verifyingCode'));
    actor.send({ type: 'CODE_COMPLETED', code: '123456' });
    await waitFor(actor, (s) => s.matches('choosingPassword'));
    submitPassword(actor);
    await waitFor(actor, (s) => s.matches('showingUpgradeNotice'));
    expect(screenOf(actor.getSnapshot())).toBe('password');
    actor.send({ type: 'CONFIRM' });
    expect(spies.completeRegistration).toHaveBeenCalledTimes(1);
  });

  it('old link: the account made once the link is opened shows it too', async () => {
    vi.useFakeTimers();
    const { actor, spies } = startRegister({
      registerType: 'oldLink',
      polls: [ok({ verify_result: 2 })],
      create: [notBound],
    });
    fillAndSubmit(actor);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(actor.getSnapshot().matches('showingUpgradeNotice')).toBe(true);
    expect(screenOf(actor.getSnapshot())).toBe('checkEmail');
    // The sign-up does not finish by itself: the notice's flow says when it is done.
    await vi.advanceTimersByTimeAsync(10_000);
    expect(spies.completeRegistration).not.toHaveBeenCalled();
    actor.send({ type: 'CONFIRM' });
    expect(spies.completeRegistration).toHaveBeenCalledTimes(1);
  });

  it('bound, or no Telegram data: no notice, the sign-up completes at once', async () => {
    for (const created of [ok({ id: '42', tg_bind_result: 'success' }), ok({ id: '42' })]) {
      const { actor, spies } = startRegister({ registerType: 'oldCode', create: [created] });
      fillAndSubmit(actor);
      await waitFor(actor, (s) => s.matches('verifyingCode'));
      actor.send({ type: 'CODE_COMPLETED', code: '123456' });
      await waitFor(actor, (s) => s.matches('registered'));
      expect(spies.completeRegistration).toHaveBeenCalledTimes(1);
    }
  });
});
