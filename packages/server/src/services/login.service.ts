/**
 * Password login by e-mail, or by mobile with its calling code.
 *
 * Lockout decision: after 5 consecutive failures (SPEC §9 password-error limit) password
 * login for that identifier is refused for LOGIN_LOCKOUT_MINUTES, 15 by default (Keycloak's
 * maximum wait; SuperTokens' TOTP cooldown), without checking the password. It is kept per
 * identifier, not per identifier + IP, because 5 tries from each of many IPs would otherwise
 * defeat it; the cost is that anyone can lock an account out for 15 minutes, which the
 * per-IP rate limits and the short period bound. Failures for identifiers with no account
 * are counted the same way, so the count says nothing about whether an account exists.
 * A success resets the count; an expired lock starts it again.
 */
import { PASSWORD_ERROR_LIMIT } from '@foyer/contract';
import type { Account } from '../store/accounts.store.js';
import { failure, success, type Outcome } from '../errors.js';
import type { ServiceDeps } from './deps.js';
import { findAccount, identityKey, type Identity } from './identity.js';
import { verifyPassword } from './passwords.service.js';
import { createSession, type NewSession } from './sessions.service.js';

export interface LoginInput {
  identity: Identity;
  /** The client's SHA-256 hex of the password (already format-checked). */
  password: string;
}

export interface LoggedIn {
  account: Account;
  session: NewSession;
}

export async function login(deps: ServiceDeps, input: LoginInput): Promise<Outcome<LoggedIn>> {
  return passwordLogin(deps, {
    key: identityKey(input.identity),
    find: () => findAccount(deps.store, input.identity),
    password: input.password,
  });
}

/** Who is logging in, for `passwordLogin`: the lockout key and how to find the account. */
export interface PasswordLoginInput {
  /** The key of the failure count; keys of different kinds of login must never meet. */
  key: string;
  find: () => Promise<Account | undefined>;
  /** The client's SHA-256 hex of the password (already format-checked). */
  password: string;
  /** Another account whose ban or termination also stops this one (a sub-account's main). */
  restrictedBy?: (account: Account) => Promise<string | undefined>;
}

/**
 * The password check with its lock-out, shared by main-account and sub-account log-in (SPEC §6
 * main versus sub-account login): one limit, one dummy hash, one restriction check.
 */
export async function passwordLogin(
  deps: ServiceDeps,
  input: PasswordLoginInput,
): Promise<Outcome<LoggedIn>> {
  const { store, clock, config } = deps;
  const now = clock.now();
  const key = input.key;
  const lockUntil = now + config.loginLockoutMinutes * 60_000;

  // The try is counted before the password is checked, so parallel guesses share the limit.
  const tried = await store.loginFailures.takeTry(key, now);
  if (tried.locked_until !== null && tried.locked_until > now) {
    return failure({ kind: 'passwordLocked', lockedUntil: tried.locked_until });
  }
  if (tried.count > PASSWORD_ERROR_LIMIT) return lockOut(deps, key, lockUntil, now);

  const account = await input.find();
  // Always one argon2 verify, against a dummy hash when there is no account.
  const matches = await verifyPassword(account?.password_hash, input.password);
  if (matches && account) {
    await store.loginFailures.reset(key);
    // Only someone who knows the password learns that the account is banned or terminated.
    // A sub-account also answers for its main account's restriction (input.restrictedBy).
    const holder = (await input.restrictedBy?.(account)) ?? account.id;
    const restriction =
      (await store.restrictions.ofAccount(account.id)) ??
      (holder !== account.id ? await store.restrictions.ofAccount(holder) : undefined);
    if (restriction?.state === 'terminated') return failure({ kind: 'accountTerminated' });
    if (restriction?.state === 'banned') {
      return failure({
        kind: 'accountBanned',
        selfHelp: restriction.kind === 'self_help',
        bannedAt: restriction.since,
      });
    }
    return success({ account, session: await createSession(deps, account.id) });
  }
  if (tried.count >= PASSWORD_ERROR_LIMIT) return lockOut(deps, key, lockUntil, now);
  return failure({ kind: 'wrongPassword', passErrCount: tried.count });
}

async function lockOut(
  deps: ServiceDeps,
  key: string,
  until: number,
  now: number,
): Promise<Outcome<never>> {
  await deps.store.loginFailures.lock(key, until, now);
  return failure({ kind: 'passwordLocked', lockedUntil: until });
}
