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

/** Signed in with a session, or told to reset the password first (SPEC §4 pre_action 1). */
export type LoggedIn =
  { account: Account; session: NewSession } | { account: Account; mustResetPassword: true };

/**
 * The password check with the lock-out, shared by log-in and self-help unblocking: both take
 * a try from the same count, so neither can be used to guess around the other's limit.
 */
export async function checkCredentials(
  deps: ServiceDeps,
  input: LoginInput,
): Promise<Outcome<Account>> {
  const { store, clock, config } = deps;
  const now = clock.now();
  const key = identityKey(input.identity);
  const lockUntil = now + config.loginLockoutMinutes * 60_000;

  // The try is counted before the password is checked, so parallel guesses share the limit.
  const tried = await store.loginFailures.takeTry(key, now);
  if (tried.locked_until !== null && tried.locked_until > now) {
    return failure({ kind: 'passwordLocked', lockedUntil: tried.locked_until });
  }
  if (tried.count > PASSWORD_ERROR_LIMIT) return lockOut(deps, key, lockUntil, now);

  const account = await findAccount(store, input.identity);
  // Always one argon2 verify, against a dummy hash when there is no account.
  const matches = await verifyPassword(account?.password_hash, input.password);
  if (matches && account) {
    await store.loginFailures.reset(key);
    return success(account);
  }
  if (tried.count >= PASSWORD_ERROR_LIMIT) return lockOut(deps, key, lockUntil, now);
  return failure({ kind: 'wrongPassword', passErrCount: tried.count });
}

export async function login(deps: ServiceDeps, input: LoginInput): Promise<Outcome<LoggedIn>> {
  const checked = await checkCredentials(deps, input);
  if (!checked.ok) return checked;
  const account = checked.value;
  // Only someone who knows the password learns that the account is banned or terminated.
  const restriction = await deps.store.restrictions.ofAccount(account.id);
  if (restriction?.state === 'terminated') return failure({ kind: 'accountTerminated' });
  if (restriction?.state === 'banned') {
    return failure({
      kind: 'accountBanned',
      selfHelp: restriction.kind === 'self_help',
      bannedAt: restriction.since,
    });
  }
  // An operator's "must reset password": no session until the password is changed.
  if (await deps.store.recovery.resetRequired(account.id)) {
    return success({ account, mustResetPassword: true });
  }
  return success({ account, session: await createSession(deps, account.id) });
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
