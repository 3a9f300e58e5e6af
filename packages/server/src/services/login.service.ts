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
 *
 * Two-factor comes after the password, the bans and the captcha (checked by the route), so
 * the second step never skips the first: the widget re-sends the whole login with the code.
 */
import { PASSWORD_ERROR_LIMIT, type SiteCode } from '@foyer/contract';
import type { Account } from '../store/accounts.store.js';
import { failure, success, type Outcome } from '../errors.js';
import type { ServiceDeps } from './deps.js';
import { findAccount, identityKey, type Identity } from './identity.js';
import { accountSite, siteRefusal } from './site-rules.js';
import { verifyPassword } from './passwords.service.js';
import { createSession, type NewSession } from './sessions.service.js';
import { loginSecondFactor } from './two-factor.service.js';

export interface Credentials {
  identity: Identity;
  /** The client's SHA-256 hex of the password (already format-checked). */
  password: string;
}

export interface LoginInput extends Credentials {
  /** The regional site the log-in is made on (from the request's host). */
  site: SiteCode;
  /** The authenticator code, when the login is re-sent for the two-factor step. */
  google2fa?: string | undefined;
}

export type LoggedIn =
  | { kind: 'signedIn'; account: Account; session: NewSession }
  /** Right password, two-factor on, no code sent: no session yet (SPEC §4 two-factor panel). */
  | { kind: 'twoFactorRequired'; account: Account }
  /** An operator's "must reset password": no session (SPEC §4 pre_action 1). */
  | { kind: 'mustResetPassword'; account: Account };

/**
 * The password check with the lock-out, shared by log-in and self-help unblocking: both take
 * a try from the same count, so neither can be used to guess around the other's limit.
 */
export async function checkCredentials(
  deps: ServiceDeps,
  input: Credentials,
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
  const wrongSite = siteRefusal(accountSite(account.site), input.site);
  if (wrongSite) return failure(wrongSite);
  // An operator's "must reset password": no session until the password is changed.
  if (await deps.store.recovery.resetRequired(account.id)) {
    return success({ kind: 'mustResetPassword', account });
  }
  const second = await loginSecondFactor(deps, account.id, input.google2fa);
  if (!second.ok) return second;
  if (second.value === 'required') return success({ kind: 'twoFactorRequired', account });
  return success({ kind: 'signedIn', account, session: await createSession(deps, account.id) });
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
