import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from '../../machine';
import type { LoginResult } from '@foyer/contract';
import type { ApiOutcome } from '../../api/api-outcome';
import type { CredentialsForm } from '../shared/credentials-form';
import { loginMachine, type LoginInput } from './login.machine';

const GOOD = { email: 'ada@example.com', password: 'Secret123' };
const UK = { iso: 'GB', callingCode: '44' };

function start(answer: ApiOutcome<LoginResult>, input: LoginInput = {}, wallAvailable = true) {
  const sent: CredentialsForm[] = [];
  const spies = {
    askForCountry: vi.fn(),
    completeLogin: vi.fn(),
    goToRetrievePassword: vi.fn(),
    goToSelfUnblock: vi.fn(),
    goToIdentityVerification: vi.fn(),
    goToAccountSite: vi.fn(),
    trackComplianceWallLoadFailure: vi.fn(),
  };
  const machine = loginMachine.provide({
    actors: {
      logIn: fromPromise(async ({ input: form }: { input: CredentialsForm }) => {
        sent.push(form);
        return answer;
      }),
    },
    actions: spies,
    guards: { complianceWallUnavailable: () => !wallAvailable },
  });
  const actor = createActor(machine, { input }).start();
  return { actor, sent, spies };
}

function fill(actor: ReturnType<typeof start>['actor'], fields: Record<string, string>) {
  for (const [field, value] of Object.entries(fields)) {
    actor.send({ type: 'FIELD_CHANGED', field: field as 'email', value });
  }
}

const signedIn: ApiOutcome<LoginResult> = {
  ok: true,
  result: { id: '1001' },
  envelope: { ret_code: 0, ret_msg: 'OK', token: 't' },
};

afterEach(() => vi.useRealTimers());

describe('login (behaviour §4)', () => {
  it('lists the states of the flow', () => {
    expect(Object.keys(loginMachine.states)).toEqual([
      'collectingCredentials',
      'submittingCredentials',
      'submittingThirdParty',
      'routingAnswer',
      'securityVerification',
      'collectingTwoFactorCode',
      'submittingTwoFactorCode',
      'routingTwoFactorAnswer',
      'showingUpgradeNotice',
      'showingOverLimitDialog',
      'showingRefusalDialog',
      'offeringLink',
      'offeringSiteJump',
      'offeringTradingPassword',
      'leavingToTradingPassword',
      'leavingForAccountSite',
      'leavingToResetPassword',
      'leavingToSelfUnblock',
      'leavingToVerifyIdentity',
      'signedIn',
    ]);
  });

  it('idle, submit, then ret_code 0: store the token and redirect', async () => {
    const { actor, sent, spies } = start(signedIn);
    fill(actor, GOOD);
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches('signedIn'));
    expect(sent[0]).toMatchObject(GOOD);
    expect(spies.completeLogin).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context.step).toEqual({ kind: 'signedIn', accountId: '1001' });
  });

  it('invalid fields keep the form and show every error', () => {
    const { actor, sent } = start(signedIn);
    fill(actor, { email: 'not-an-email' });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().matches('collectingCredentials')).toBe(true);
    expect(actor.getSnapshot().context.form.submitted).toBe(true);
    expect(sent).toHaveLength(0);
  });

  it('country code required unless Turkish site (toast pleaseSelectCountryCode)', () => {
    const { actor, spies, sent } = start(signedIn);
    actor.send({ type: 'METHOD_CHANGED', method: 'mobile' });
    fill(actor, { mobile: '7700900123', password: 'x' });
    actor.send({ type: 'SUBMIT' });
    expect(spies.askForCountry).toHaveBeenCalledTimes(1);
    expect(sent).toHaveLength(0);
  });

  it('Turkish site: the phone needs no country code', async () => {
    const { actor, sent } = start(signedIn, { countryImplied: true });
    actor.send({ type: 'METHOD_CHANGED', method: 'mobile' });
    fill(actor, { mobile: '5321234567', password: 'x' });
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches('signedIn'));
    expect(sent).toHaveLength(1);
  });

  it('log-in by mobile sends the number with its country code', async () => {
    const { actor, sent } = start(signedIn);
    actor.send({ type: 'METHOD_CHANGED', method: 'mobile' });
    actor.send({ type: 'COUNTRY_SELECTED', country: UK });
    fill(actor, { mobile: '(0) 7700 900123', password: 'x' });
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches('signedIn'));
    expect(sent[0]).toMatchObject({ method: 'mobile', mobile: '7700900123', country: UK });
  });

  it('the visitor country is suggested only when none is chosen', () => {
    const { actor } = start(signedIn);
    actor.send({ type: 'COUNTRY_SELECTED', country: UK });
    actor.send({ type: 'COUNTRY_SUGGESTED', country: { iso: 'DE', callingCode: '49' } });
    expect(actor.getSnapshot().context.form.country).toEqual(UK);
  });

  it('spaces, parentheses, leading zeros stripped after 300 ms', () => {
    vi.useFakeTimers();
    const { actor } = start(signedIn);
    fill(actor, { mobile: '0 (770) 0' });
    vi.advanceTimersByTime(200);
    fill(actor, { mobile: '0 (770) 09' });
    vi.advanceTimersByTime(299);
    expect(actor.getSnapshot().context.form.mobile).toBe('0 (770) 09');
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().context.form.mobile).toBe('77009');
  });

  it('pre_action 1: go to retrieve page', async () => {
    const { actor, spies } = start({ ...signedIn, result: { id: '1', pre_action: 1 } });
    fill(actor, GOOD);
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches('leavingToResetPassword'));
    expect(spies.goToRetrievePassword).toHaveBeenCalledTimes(1);
  });

  it('wrong password (31002) keeps the form; the wrapper has shown the toast', async () => {
    const { actor, spies } = start({ ok: false, retCode: 31002, retMsg: 'wrong' });
    fill(actor, GOOD);
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches('collectingCredentials'));
    expect(spies.completeLogin).not.toHaveBeenCalled();
  });

  it('too many password errors (31030): over-limit dialog, confirm returns to the form', async () => {
    const lockedUntil = 1_900_000_000_000;
    const { actor } = start({
      ok: false,
      retCode: 31030,
      retMsg: 'locked',
      result: { locked_until: lockedUntil },
    });
    fill(actor, GOOD);
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches('showingOverLimitDialog'));
    expect(actor.getSnapshot().context.step).toEqual({ kind: 'overLimit', lockedUntil });
    actor.send({ type: 'CONFIRM' });
    expect(actor.getSnapshot().matches('collectingCredentials')).toBe(true);
  });

  it('31018 IP limited: confirm-only dialog using visitor IP; Confirm returns to the form', async () => {
    const { actor } = start({
      ok: false,
      retCode: 31018,
      retMsg: '',
      result: { ip: '203.0.113.9' },
    });
    fill(actor, GOOD);
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches('showingRefusalDialog'));
    expect(actor.getSnapshot().context.step).toEqual({
      kind: 'dialog',
      dialog: { id: 'ipLimited', ip: '203.0.113.9' },
    });
    actor.send({ type: 'CONFIRM' });
    expect(actor.getSnapshot().matches('collectingCredentials')).toBe(true);
  });

  it('ban check: a self-help ban over 24 h old goes to self-unblock', async () => {
    const bannedAt = Date.now() - 25 * 3_600_000;
    const { actor, spies } = start({
      ok: false,
      retCode: 31003,
      retMsg: '',
      result: { is_self_help_baned: true, baned_time: bannedAt },
    });
    fill(actor, GOOD);
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, () => spies.goToSelfUnblock.mock.calls.length > 0);
    expect(spies.goToSelfUnblock).toHaveBeenCalledTimes(1);
    // Self-unblock leaves the page; where a site shows the toast instead, the form stays usable.
    expect(actor.getSnapshot().matches('collectingCredentials')).toBe(true);
  });

  it('41102 identity verification required: the KYC button leaves for verification', async () => {
    const { actor, spies } = start({ ok: false, retCode: 41102, retMsg: '' });
    fill(actor, GOOD);
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches('showingRefusalDialog'));
    actor.send({ type: 'VERIFY_IDENTITY' });
    expect(actor.getSnapshot().matches('leavingToVerifyIdentity')).toBe(true);
    expect(spies.goToIdentityVerification).toHaveBeenCalledTimes(1);
  });

  const nldAccount: ApiOutcome<LoginResult> = {
    ...signedIn,
    envelope: { ...signedIn.envelope, currentSite: 'NLD' },
  };

  it('registration site differs from the current site: the compliance wall offers the jump', async () => {
    const { actor, spies } = start(nldAccount);
    fill(actor, GOOD);
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches('offeringSiteJump'));
    expect(spies.completeLogin).not.toHaveBeenCalled();
    actor.send({ type: 'JUMP_SITE' });
    expect(actor.getSnapshot().matches('leavingForAccountSite')).toBe(true);
    expect(spies.goToAccountSite).toHaveBeenCalledTimes(1);
  });

  it('closing the compliance wall runs the close callback: the log-in completes here', async () => {
    const { actor, spies } = start(nldAccount);
    fill(actor, GOOD);
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches('offeringSiteJump'));
    actor.send({ type: 'CLOSE_SITE_JUMP' });
    expect(actor.getSnapshot().matches('signedIn')).toBe(true);
    expect(spies.completeLogin).toHaveBeenCalledTimes(1);
  });

  it('wall unavailable: a load-failure event is tracked and the close callback runs', async () => {
    const { actor, spies } = start(nldAccount, {}, false);
    fill(actor, GOOD);
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches('signedIn'));
    expect(spies.trackComplianceWallLoadFailure).toHaveBeenCalledTimes(1);
    expect(spies.completeLogin).toHaveBeenCalledTimes(1);
  });
});
