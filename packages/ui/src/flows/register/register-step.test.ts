import { describe, expect, it } from 'vitest';
import type { ApiOutcome } from '../../api/api-outcome';
import { stepAfter, usesLink, type RegisterType, type StepFacts } from './register-step';

const ok = <R>(result: R): ApiOutcome<R> => ({
  ok: true,
  result,
  envelope: { ret_code: 0, ret_msg: '', result },
});
const refused = (retCode: number): ApiOutcome<never> => ({ ok: false, retCode, retMsg: '' });
const facts = (registerType: RegisterType, method: 'email' | 'mobile' = 'email'): StepFacts => ({
  registerType,
  method,
});
const sent = ok({ uuid: 'u-1' });

describe('the step after the verification was sent (behaviour §3 "Register step")', () => {
  it('old code: VERIFY_CODE', () => {
    expect(stepAfter({ kind: 'sent', outcome: sent }, facts('oldCode'))).toEqual({
      kind: 'verifyCode',
    });
  });
  it('old link by e-mail: VERIFY_LINK, the waiting screen', () => {
    expect(stepAfter({ kind: 'sent', outcome: sent }, facts('oldLink'))).toEqual({
      kind: 'verifyLink',
    });
  });
  it('old link with phone uses the older verify screen: VERIFY_CODE', () => {
    expect(stepAfter({ kind: 'sent', outcome: sent }, facts('oldLink', 'mobile'))).toEqual({
      kind: 'verifyCode',
    });
  });
  it('new code: VERIFY_CODE', () => {
    expect(stepAfter({ kind: 'sent', outcome: sent }, facts('newCode'))).toEqual({
      kind: 'verifyCode',
    });
  });
  it('link-activation type goes straight to password', () => {
    expect(stepAfter({ kind: 'sent', outcome: sent }, facts('newLink'))).toEqual({
      kind: 'password',
    });
  });
  it('new link with phone: a phone sign-up always uses a code', () => {
    expect(stepAfter({ kind: 'sent', outcome: sent }, facts('newLink', 'mobile'))).toEqual({
      kind: 'verifyCode',
    });
    expect(usesLink('newLink', 'mobile')).toBe(false);
  });
  it('a refused send stays on ACCOUNT', () => {
    expect(stepAfter({ kind: 'sent', outcome: refused(33001) }, facts('newCode'))).toEqual({
      kind: 'account',
    });
  });
});

describe('step-3 code check (behaviour §4)', () => {
  it('verify_result 1 moves to password', () => {
    const outcome = ok({ verify_result: 1 });
    expect(stepAfter({ kind: 'codeChecked', outcome }, facts('newCode'))).toEqual({
      kind: 'password',
    });
  });
  it('an answer that is not 1 toasts invalid code (InvalidVerificationCode)', () => {
    const outcome = ok({ verify_result: 3 });
    expect(stepAfter({ kind: 'codeChecked', outcome }, facts('newCode'))).toEqual({
      kind: 'codeRefused',
      toast: true,
    });
  });
  it('a refused code (32001) empties the boxes; the wrapper has toasted it', () => {
    const outcome = refused(32001);
    expect(stepAfter({ kind: 'codeChecked', outcome }, facts('newCode'))).toEqual({
      kind: 'codeRefused',
      toast: false,
    });
  });
});

describe('activation poll (behaviour §4)', () => {
  const polled = (outcome: ApiOutcome<{ verify_result: number }>) =>
    stepAfter({ kind: 'polled', outcome }, facts('oldLink')).kind;
  it('2 verified, stop and complete registration', () => {
    expect(polled(ok({ verify_result: 2 }))).toBe('linkActivated');
  });
  it('3 expired or error, stop', () => {
    expect(polled(ok({ verify_result: 3 }))).toBe('linkExpired');
  });
  it('server codes 10016/10006: expired or error, stop', () => {
    expect(polled(refused(10016))).toBe('linkExpired');
    expect(polled(refused(10006))).toBe('linkExpired');
  });
  it('1 and 4 keep waiting', () => {
    expect(polled(ok({ verify_result: 1 }))).toBe('keepWaiting');
    expect(polled(ok({ verify_result: 4 }))).toBe('keepWaiting');
  });
  it('no usable answer (-200) keeps waiting', () => {
    expect(polled(refused(-200))).toBe('keepWaiting');
  });
});

describe('creating the account', () => {
  const created = (outcome: ApiOutcome<{ id: string; tg_bind_result?: string }>) =>
    stepAfter({ kind: 'created', outcome }, facts('newCode'));
  it('success: registered with the account id', () => {
    expect(created(ok({ id: '42' }))).toEqual({ kind: 'registered', accountId: '42' });
  });
  it('Telegram bound (tg_bind_result success): registered, no upgrade modal', () => {
    expect(created(ok({ id: '42', tg_bind_result: 'success' }))).toEqual({
      kind: 'registered',
      accountId: '42',
    });
  });
  it('"optional Telegram-bind upgrade modal if bind not success, then complete": the notice names the failure', () => {
    expect(created(ok({ id: '42', tg_bind_result: 'telegramAlreadyBind' }))).toEqual({
      kind: 'upgradeNotice',
      accountId: '42',
      bindResult: 'telegramAlreadyBind',
    });
    expect(created(ok({ id: '42', tg_bind_result: '' }))).toMatchObject({
      kind: 'upgradeNotice',
      bindResult: '',
    });
  });
  it("50101: register shows 'creating account'", () => {
    expect(created(refused(50101))).toEqual({ kind: 'creatingAccount' });
  });
  it('33001 (account exists) returns to ACCOUNT', () => {
    expect(created(refused(33001))).toEqual({ kind: 'account' });
  });
  it('another refusal stays where the person is', () => {
    expect(created(refused(32001))).toEqual({ kind: 'stay' });
  });
});
