import { describe, expect, it } from 'vitest';
import type { Registration } from './registrations.store.js';
import { databases } from '../test-support/databases.js';
import { freshTestDeps } from '../test-support/test-app.js';
import { issueCode } from '../codes/codes.service.js';
import { emailIdentity, mobileIdentity } from '../shared/identity.js';
import {
  REGISTRATION_TTL_MS,
  maskLoginName,
  recallStageOf,
  startSignUp,
  verifyResultOf,
  verifySignUpCode,
} from './pending-sign-up.service.js';
import { registerTypeFor } from './register-type.js';

const row = (over: Partial<Registration>): Registration => ({
  uuid: 'u',
  purpose: 'register',
  target: 'a@example.com',
  email: 'a@example.com',
  country_code: null,
  mobile: null,
  verify_type: 2,
  version: 'newLink',
  state: 'waiting',
  token_hash: 'h',
  platform: 'web',
  browser: '',
  ip: '',
  country: '',
  lang: 'en',
  created_at: 0,
  expires_at: 1000,
  verified_at: null,
  account_id: null,
  entry: 1,
  tx_id: null,
  ...over,
});

describe('Verify result (behaviour §9: 1 waiting, 2 success, 3 expired/error)', () => {
  it('a waiting sign-up is 1 while it lives and 3 once expired', () => {
    expect(verifyResultOf(row({}), 999)).toBe(1);
    expect(verifyResultOf(row({}), 1000)).toBe(3);
  });
  it('verified, creating and done are 2 (success); a voided link is 3', () => {
    expect(verifyResultOf(row({ state: 'verified' }), 10)).toBe(2);
    expect(verifyResultOf(row({ state: 'creating' }), 10)).toBe(2);
    expect(verifyResultOf(row({ state: 'done' }), 5000)).toBe(2);
    expect(verifyResultOf(row({ state: 'voided' }), 10)).toBe(3);
  });
  it('recall stage follows the same states', () => {
    expect(recallStageOf(row({}), 10)).toBe('verify');
    expect(recallStageOf(row({ state: 'verified' }), 10)).toBe('password');
    expect(recallStageOf(row({ state: 'verified' }), 1000)).toBe('expired');
    expect(recallStageOf(row({ state: 'done' }), 5000)).toBe('done');
  });
});

describe('Recall info by uuid: login_name masked', () => {
  it('an e-mail keeps two characters of its local part and its domain', () => {
    expect(maskLoginName(emailIdentity('alice@example.com'))).toBe('al***@example.com');
    expect(maskLoginName(emailIdentity('a@example.com'))).toBe('a***@example.com');
  });
  it('a phone keeps its calling code and last four digits', () => {
    expect(maskLoginName(mobileIdentity('44', '7700900123'))).toBe('+44 ****0123');
  });
});

describe('Register type (behaviour §4 "A/B layout old/new")', () => {
  it('REGISTER_TYPE wins; otherwise old or new by device, code by default', () => {
    expect(registerTypeFor('oldLink', 'x')).toBe('oldLink');
    expect(registerTypeFor(undefined, undefined)).toBe('oldCode');
    expect(registerTypeFor(undefined, 'same')).toBe(registerTypeFor(undefined, 'same'));
  });
});

describe.each(databases)('a code is bound to its target and purpose on $name', (database) => {
  const deps = freshTestDeps(database);
  const requester = { ip: '127.0.0.1', country: '', browser: '', platform: 'web', lang: 'en' };

  it('a recovery code for the same e-mail cannot verify a sign-up', async () => {
    const identity = emailIdentity('purpose@example.com');
    const started = await startSignUp(deps, identity, 1, 'newCode', requester);
    if (!started.ok) throw new Error(started.error.kind);
    const recovery = await issueCode(deps, 'recovery', identity, requester.ip);
    if (!recovery.ok) throw new Error(recovery.error.kind);
    const registerCode = deps.delivery.lastCodeTo('purpose@example.com');
    if (recovery.value.code === registerCode) return; // one in a million: nothing to tell apart
    const answer = await verifySignUpCode(deps, started.value.uuid, recovery.value.code);
    expect(answer).toEqual({ ok: false, error: { kind: 'codeInvalid' } });
    expect((await deps.store.registrations.find(started.value.uuid))?.state).toBe('waiting');
  });

  it('a sign-up code works while the sign-up lives, not after (32002)', async () => {
    const identity = emailIdentity('late@example.com');
    const started = await startSignUp(deps, identity, 1, 'newCode', requester);
    if (!started.ok) throw new Error(started.error.kind);
    const code = deps.delivery.lastCodeTo('late@example.com');
    deps.clock.advance(REGISTRATION_TTL_MS);
    const answer = await verifySignUpCode(deps, started.value.uuid, code);
    expect(answer).toEqual({ ok: false, error: { kind: 'codeExpired' } });
  });

  it('an address that already has an account gets "log in instead", no link, and the same answer', async () => {
    const identity = emailIdentity('taken@example.com');
    await deps.store.accounts.insert({
      id: '123456789',
      email: 'taken@example.com',
      country_code: null,
      mobile: null,
      password_hash: 'x',
      country: '',
      created_at: deps.clock.now(),
      site: 'BYBIT',
    });
    deps.clock.advance(60_000);
    const started = await startSignUp(deps, identity, 2, 'newLink', requester);
    expect(started.ok).toBe(true);
    const message = deps.delivery.sent.findLast((m) => m.to === 'taken@example.com');
    expect(message?.channel === 'email' ? message.link : undefined).toMatch(/\/login$/);
    expect(message?.text).not.toContain('register/activate');
  });
});
