import { describe, expect, it } from 'vitest';
import { createActor } from '../../machine';
import { SCREEN_OF, screenOf } from './register-screen';
import { registerMachine } from './register.machine';
import { fillAndSubmit, startRegister } from './register-test-harness';

describe('which screen each sign-up state shows', () => {
  it('loading skeleton while remote config is asked (behaviour §4 A/B layout)', () => {
    const { actor } = startRegister({ remoteType: 'silent' });
    expect(screenOf(actor.getSnapshot())).toBe('loading');
  });
  it('the form while the verification is being sent', () => {
    const { actor } = startRegister({ registerType: 'oldCode' });
    expect(screenOf(actor.getSnapshot())).toBe('account');
    fillAndSubmit(actor);
    expect(screenOf(actor.getSnapshot())).toBe('account');
  });
  it('every state of the machine has a screen, and no screen names a state that is gone', () => {
    expect(Object.keys(SCREEN_OF).sort()).toEqual(Object.keys(registerMachine.states).sort());
  });
  it('new link: once the link is opened the waiting screen stays while the password is set', () => {
    const snapshot = createActor(registerMachine, { input: { registerType: 'newLink' } })
      .start()
      .getSnapshot();
    const at = registerMachine.resolveState({
      value: 'settingPassword',
      context: snapshot.context,
    });
    expect(screenOf(at)).toBe('checkEmail');
  });
});
