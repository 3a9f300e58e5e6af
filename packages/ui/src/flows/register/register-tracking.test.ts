/**
 * The sign-up's tracked events (behaviour §4 "Submit", §3 "Registration tracking fields",
 * §8 50101 "upgrade failure, tracked" and "activation error reported as qrstatusError"), each on
 * its trigger: the machine asks for them at the right moment, the pure functions say what.
 */
import { describe, expect, it } from 'vitest';
import { waitFor } from '../../machine';
import { EMAIL, fillAndSubmit, ok, refused, startRegister } from './register-test-harness';
import { activationErrorOf, registerClickOf } from './register-tracking';

const form = { method: 'email', email: ' ada@example.com ', mobile: '', referral: '' } as const;

describe('the register click (behaviour §4 "Submit")', () => {
  it('each submit is tracked before anything can stop it: a valid form, and one that is not', async () => {
    const { actor, spies } = startRegister({ registerType: 'oldCode' });
    await waitFor(actor, (s) => s.matches('account'));
    actor.send({ type: 'TERMS_TOGGLED', accepted: true });
    actor.send({ type: 'SUBMIT' });
    expect(spies.trackRegisterClick).toHaveBeenCalledTimes(1);
    fillAndSubmit(actor);
    expect(spies.trackRegisterClick).toHaveBeenCalledTimes(2);
    const [{ context }] = spies.trackRegisterClick.mock.calls.at(-1) as [
      { context: { form: { email: string } } },
    ];
    expect(context.form.email).toBe(EMAIL);
  });

  it('says the method, the e-mail or phone (the stream masks it) and the source of behaviour §3', () => {
    expect(registerClickOf(form, {})).toEqual({
      name: 'registerClick',
      method: 'email',
      account: 'ada@example.com',
      source: 'normal',
    });
    expect(registerClickOf({ ...form, referral: 'FRIEND1' }, {}).source).toBe('referral');
    expect(registerClickOf({ ...form, referral: 'FRIEND1' }, { affiliateId: '77' }).source).toBe(
      'affiliate',
    );
    const byPhone = { ...form, method: 'mobile', mobile: '15112345678' } as const;
    expect(registerClickOf(byPhone, {}).account).toBe('15112345678');
  });
});

describe('behaviour §8 50101 "upgrade failure, tracked"', () => {
  it("the 'creating account' screen tracks the failure once, as it opens", async () => {
    const { actor, spies } = startRegister({ registerType: 'oldCode', create: [refused(50101)] });
    fillAndSubmit(actor);
    await waitFor(actor, (s) => s.matches('verifyingCode'));
    expect(spies.trackUpgradeFailure).not.toHaveBeenCalled();
    actor.send({ type: 'CODE_COMPLETED', code: '123456' });
    await waitFor(actor, (s) => s.matches('accountCreationUnderWay'));
    expect(spies.trackUpgradeFailure).toHaveBeenCalledTimes(1);
  });
});

describe('behaviour §8 "activation error reported as qrstatusError"', () => {
  it('a poll that says expired or error (3) is reported, with what it said', () => {
    expect(activationErrorOf(ok({ verify_result: 3 }))).toEqual({
      name: 'qrstatusError',
      verifyResult: 3,
    });
    expect(activationErrorOf(refused(10016))).toEqual({ name: 'qrstatusError', retCode: 10016 });
    expect(activationErrorOf(refused(10006))).toEqual({ name: 'qrstatusError', retCode: 10006 });
  });

  it('a poll that waits on (1, 4, or no answer) or succeeds (2) reports nothing', () => {
    for (const verify_result of [1, 2, 4]) {
      expect(activationErrorOf(ok({ verify_result }))).toBeUndefined();
    }
    expect(activationErrorOf(refused(-1))).toBeUndefined();
  });
});
