import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from '../../machine';
import type { CallResult, LoginResult, riskCheckCall, riskSendCodeCall } from '@foyer/contract';
import type { ApiOutcome } from '../../api/api-outcome';
import { loginMachine, type LoginAttempt } from './login.machine';

const TOKEN = { provider: 'google', token: 'id.token.jws' } as const;
const ok = <R>(result: R): ApiOutcome<R> => ({
  ok: true,
  result,
  envelope: { ret_code: 0, ret_msg: 'OK', token: 'session' },
});

const existing = ok<LoginResult>({ id: '1001', use_thirdparty: 2 });
const created = ok<LoginResult>({ id: '1002', use_thirdparty: 1 });
const needsCode = ok<LoginResult>({ google2fa_secret: true, use_thirdparty: 2 });
const needsVerification = ok<LoginResult>({ risk_token: 'rt-1', risk_token_type: 'pass' });
const mustReset = ok<LoginResult>({ pre_action: 1, use_thirdparty: 2 });
const banned = ok<LoginResult>({ id: '1001', banned_status: 1, use_thirdparty: 1 });
const accountExists: ApiOutcome<LoginResult> = {
  ok: false,
  retCode: 48003,
  retMsg: 'exists',
  result: { link_ticket: 'ticket-1', email: 'ada@example.com' },
};
type Sent = CallResult<typeof riskSendCodeCall>;
type Checked = CallResult<typeof riskCheckCall>;

/** A machine whose log-in calls answer `answers` in turn; the popup's token arrives at once. */
function start(answers: ApiOutcome<LoginResult>[]) {
  const attempts: LoginAttempt[] = [];
  const spies = {
    askForCountry: vi.fn(),
    completeLogin: vi.fn(),
    goToRetrievePassword: vi.fn(),
    storeRiskGuide: vi.fn(),
    goToAccountSite: vi.fn(),
  };
  const machine = loginMachine.provide({
    actors: {
      logIn: fromPromise(async ({ input }: { input: LoginAttempt }) => {
        attempts.push(input);
        return answers[attempts.length - 1] ?? existing;
      }),
      sendRiskCode: fromPromise(async () =>
        ok<Sent>({ channel: 'email', target: 'a***@example.com', google2fa: false }),
      ),
      checkRiskCode: fromPromise(async () =>
        ok<Checked>({ risk_token: 'rt-1', risk_token_type: 'pass' }),
      ),
    },
    actions: spies,
  });
  const actor = createActor(machine, { input: {} }).start();
  actor.send({ type: 'THIRD_PARTY_TOKEN', ...TOKEN });
  return { actor, attempts, spies };
}

describe('login, third-party flow (behaviour §4 "Third-party flow"; docs/decisions/064)', () => {
  it('the id token is submitted through the log-in, not the form, and completes', async () => {
    const { actor, attempts, spies } = start([existing]);
    await waitFor(actor, (s) => s.matches('signedIn'));
    expect(attempts[0]?.thirdParty).toEqual(TOKEN);
    expect(attempts[0]).not.toHaveProperty('linkTicket');
    expect(actor.getSnapshot().context.step).toEqual({ kind: 'signedIn', accountId: '1001' });
    expect(spies.completeLogin).toHaveBeenCalledTimes(1);
  });

  it('use_thirdparty 1 (new): completes as a new user', async () => {
    const { actor } = start([created]);
    await waitFor(actor, (s) => s.matches('signedIn'));
    expect(actor.getSnapshot().context.step).toMatchObject({ kind: 'signedIn', newUser: true });
  });

  it('google2fa_secret: the two-factor panel, then the same token is re-sent with google2fa', async () => {
    const { actor, attempts, spies } = start([needsCode, existing]);
    await waitFor(actor, (s) => s.matches('collectingTwoFactorCode'));
    actor.send({ type: 'TWO_FACTOR_CODE_COMPLETED', code: '123456' });
    await waitFor(actor, (s) => s.matches('signedIn'));
    expect(attempts[1]).toMatchObject({ thirdParty: TOKEN, google2fa: '123456' });
    expect(spies.completeLogin).toHaveBeenCalledTimes(1);
  });

  it('risk_token: security verification, then the same token is re-sent with risk_token', async () => {
    const { actor, attempts } = start([needsVerification, existing]);
    await waitFor(actor, (s) => s.matches({ securityVerification: 'enteringCode' }));
    actor.send({ type: 'RISK_CODE_COMPLETED', code: '654321' });
    await waitFor(actor, (s) => s.matches('signedIn'));
    expect(attempts[1]).toMatchObject({ thirdParty: TOKEN, riskToken: 'rt-1' });
  });

  it('use_thirdparty 1 (new) with a risk token shows the security modal, even a guide token: nothing stored or completed until the same token is re-sent with it', async () => {
    const newWithGuide = ok<LoginResult>({
      id: '1002',
      use_thirdparty: 1,
      risk_token: 'rt-1',
      risk_token_type: 'guide',
    });
    const { actor, attempts, spies } = start([newWithGuide, created]);
    await waitFor(actor, (s) => s.matches({ securityVerification: 'enteringCode' }));
    // The guide token is not stored as a log-in's would be (the action runs with no token).
    expect(spies.storeRiskGuide).not.toHaveBeenCalledWith(expect.anything(), 'rt-1');
    expect(spies.completeLogin).not.toHaveBeenCalled();
    actor.send({ type: 'RISK_CODE_COMPLETED', code: '654321' });
    await waitFor(actor, (s) => s.matches('signedIn'));
    expect(attempts[1]).toMatchObject({ thirdParty: TOKEN, riskToken: 'rt-1' });
    expect(actor.getSnapshot().context.step).toMatchObject({ kind: 'signedIn', newUser: true });
    expect(spies.completeLogin).toHaveBeenCalledTimes(1);
  });

  it('pre_action 1: go to retrieve page', async () => {
    const { actor, spies } = start([mustReset]);
    await waitFor(actor, (s) => s.matches('leavingToResetPassword'));
    expect(spies.goToRetrievePassword).toHaveBeenCalledTimes(1);
  });

  it('login with banned_status 1 and use_thirdparty 1 shows ban state', async () => {
    const { actor, spies } = start([banned]);
    await waitFor(actor, (s) => s.matches('showingRefusalDialog'));
    expect(actor.getSnapshot().context.step).toMatchObject({ dialog: { id: 'banned' } });
    expect(spies.completeLogin).not.toHaveBeenCalled();
  });

  it('48003: the link dialog; "Log in with password" is the e-mail log-in, prefilled, carrying the ticket', async () => {
    const { actor, attempts, spies } = start([accountExists, ok({ id: '1001' })]);
    await waitFor(actor, (s) => s.matches('offeringLink'));
    actor.send({ type: 'CONFIRM' });
    expect(actor.getSnapshot().matches('collectingCredentials')).toBe(true);
    expect(actor.getSnapshot().context.form).toMatchObject({
      method: 'email',
      email: 'ada@example.com',
    });
    actor.send({ type: 'FIELD_CHANGED', field: 'password', value: 'Secret123' });
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches('signedIn'));
    expect(attempts[1]).toMatchObject({ email: 'ada@example.com', linkTicket: 'ticket-1' });
    // The password log-in is not the third-party one: the id token does not go with it.
    expect(attempts[1]).not.toHaveProperty('thirdParty');
    expect(spies.completeLogin).toHaveBeenCalledTimes(1);
  });

  it('48003, "Not now": back to the form, with no ticket', async () => {
    const { actor } = start([accountExists]);
    await waitFor(actor, (s) => s.matches('offeringLink'));
    actor.send({ type: 'CANCEL' });
    expect(actor.getSnapshot().matches('collectingCredentials')).toBe(true);
    expect(actor.getSnapshot().context.linkTicket).toBeNull();
    expect(actor.getSnapshot().context.thirdParty).toBeNull();
  });

  it('a log-in that linked a provider finishes with it, for the toast thirdPartyLinked', async () => {
    const { actor } = start([
      accountExists,
      ok<LoginResult>({ id: '1001', linked_provider: 'google' }),
    ]);
    await waitFor(actor, (s) => s.matches('offeringLink'));
    actor.send({ type: 'CONFIRM' });
    actor.send({ type: 'FIELD_CHANGED', field: 'password', value: 'Secret123' });
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches('signedIn'));
    expect(actor.getSnapshot().context.step).toMatchObject({ linkedProvider: 'google' });
  });

  it('a refused token (48001) returns to the form; the next password log-in carries no token', async () => {
    const refused: ApiOutcome<LoginResult> = { ok: false, retCode: 48001, retMsg: 'refused' };
    const { actor, attempts } = start([refused, ok({ id: '1001' })]);
    await waitFor(actor, (s) => s.matches('collectingCredentials'));
    actor.send({ type: 'FIELD_CHANGED', field: 'email', value: 'ada@example.com' });
    actor.send({ type: 'FIELD_CHANGED', field: 'password', value: 'Secret123' });
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches('signedIn'));
    expect(attempts[1]).not.toHaveProperty('thirdParty');
  });
});

/** The same answer, from a server that places the account on another regional site. */
const onAnotherSite = (answer: ApiOutcome<LoginResult>) =>
  ({ ...answer, envelope: { ret_code: 0, ret_msg: 'OK', currentSite: 'NLD' } }) as ApiOutcome<LoginResult>; // prettier-ignore
const guidedExisting = ok<LoginResult>({
  id: '1001',
  use_thirdparty: 2,
  risk_token: 'rt-guide',
  risk_token_type: 'guide',
});

describe('login, third-party use_thirdparty 2 (behaviour §4: "store token; guide risk token may redirect to another regional site before the security modal; without risk token finish login, possibly after a regional-site redirect prompt")', () => {
  it('a guide risk token is stored first, then the login finishes without the security panel and without re-sending the token', async () => {
    const { actor, attempts, spies } = start([guidedExisting]);
    await waitFor(actor, (s) => s.matches('signedIn'));
    expect(attempts).toHaveLength(1);
    const stored = spies.storeRiskGuide.mock.invocationCallOrder[0] ?? Infinity;
    const completed = spies.completeLogin.mock.invocationCallOrder[0] ?? -Infinity;
    expect(stored).toBeLessThan(completed);
    expect(actor.getSnapshot().context.step).toEqual({
      kind: 'signedIn',
      accountId: '1001',
      riskGuideToken: 'rt-guide',
    });
  });

  it('a guide risk token of an account on another regional site: stored, then the redirect to that site is offered and taken', async () => {
    const { actor, spies } = start([onAnotherSite(guidedExisting)]);
    await waitFor(actor, (s) => s.matches('offeringSiteJump'));
    expect(spies.storeRiskGuide).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context.step).toMatchObject({
      kind: 'siteJump',
      targetSite: 'NLD',
      riskGuideToken: 'rt-guide',
    });
    actor.send({ type: 'JUMP_SITE' });
    expect(actor.getSnapshot().matches('leavingForAccountSite')).toBe(true);
    expect(spies.goToAccountSite).toHaveBeenCalledTimes(1);
    expect(spies.completeLogin).not.toHaveBeenCalled();
  });

  it('without risk token on another regional site: the redirect prompt, and closing it finishes the login here', async () => {
    const { actor, spies } = start([onAnotherSite(existing)]);
    await waitFor(actor, (s) => s.matches('offeringSiteJump'));
    expect(actor.getSnapshot().context.step).not.toHaveProperty('riskGuideToken');
    actor.send({ type: 'CLOSE_SITE_JUMP' });
    expect(actor.getSnapshot().matches('signedIn')).toBe(true);
    expect(spies.completeLogin).toHaveBeenCalledTimes(1);
  });
});
