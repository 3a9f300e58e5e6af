/** Accounts and sessions for use-case tests: rows as sign-up and log-in make them, no HTTP. */
import { expect } from 'vitest';
import { openSession, type Visitor } from '../gates/doors.js';
import { hashPassword } from '../shared/passwords.service.js';
import { foyerSessionOf } from '../oauth-provider/oauth-account.js';
import type { SignedIn } from '../sessions/session-gate.js';
import { sha256Hex } from '../shared/digest.js';
import type { Account } from '../store/accounts.store.js';
import type { TestDeps } from './test-app.js';

let made = 0;

/**
 * Inserts an account (by default an e-mail account of BYBIT in Britain, no usable password);
 * `password` is the client's digest, stored hashed as sign-up stores it.
 */
export async function insertAccount(
  deps: TestDeps,
  fields: Partial<Account> & { password?: string } = {},
): Promise<Account> {
  const { password, ...columns } = fields;
  const id = deps.random.accountId();
  const account: Account = {
    id,
    email: `account${(made += 1)}-${id}@example.com`,
    country_code: null,
    mobile: null,
    password_hash: password ? await hashPassword(password) : 'no-password',
    country: 'GB',
    created_at: deps.clock.now(),
    site: 'BYBIT',
    ...columns,
  };
  expect(await deps.store.accounts.insert(account)).toBe('ok');
  return account;
}

/** A visitor at `door`, as a test has one: from `ip`, no user agent, `country` when given. */
export const testVisitor = (door: Visitor['door'], ip = '192.0.2.10', country = ''): Visitor => ({
  ip,
  country,
  liveCountry: '',
  userAgent: '',
  door,
  route: 'test',
});

const sessionDoor = testVisitor('session');

/** A session of the account, opened through the session gate as every way in opens one. */
export async function signIn(
  deps: TestDeps,
  accountId: string,
): Promise<SignedIn & { token: string }> {
  const signedInAt = deps.clock.now();
  const opened = await openSession(deps, sessionDoor, accountId);
  if (!opened.ok) throw new Error(`no session: ${opened.error.kind}`);
  const { token, expiresAt } = opened.value;
  return { accountId, tokenHash: sha256Hex(token), signedInAt, expiresAt, demo: false, token };
}

/**
 * The account of a live session, or undefined for a missing, unknown, expired or revoked one:
 * what the session gate (sessions/session-gate.ts) would find for the token now. The OpenID
 * provider asks the same of a browser's cookie; tests ask it through the same function.
 */
export function accountOfToken(deps: TestDeps, token: string | undefined) {
  return foyerSessionOf(deps, token);
}
