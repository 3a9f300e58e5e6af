/**
 * Asking a signed-in person to prove themselves again, before a change a session alone (perhaps
 * stolen) must not make: two-factor on or off (decision 036, the password), and, through the
 * one shared step `reauthenticateSignedIn` (decision 106), creating or deleting a sub-account,
 * setting its password, linking a provider and binding Telegram.
 *
 * The password check is the log-in's own, with its per-account try count and lock-out, so it
 * is no way to guess around them. An account without a password (a provider made it) proves
 * itself with a six-digit code sent to its own address instead: codes.service.ts's codes with a
 * purpose of their own (`reauth`), behind the same cooldown, send caps and wrong-code budget as
 * every code. E-mail is not an authenticator at log-in (NIST SP 800-63B-4 §3.1.3.1); here it
 * stands beside a live session, for the accounts whose only other factor is their mailbox's
 * provider. The authenticator's code follows when two-factor is on.
 */
import type { Reauthentication } from '@foyer/contract/schemas';
import { failure, success, type Outcome } from '../errors.js';
import type { Account } from '../store/accounts.store.js';
import type { MessagingDeps, ServiceDeps } from '../shared/deps.js';
import { emailIdentity, identityKey, type Identity } from '../shared/identity.js';
import { CODE_TTL_MS, checkCode, deliver, issueCode } from '../codes/index.js';
import { loginSecondFactor, twoFactorEnabled } from '../two-factor/index.js';
import { checkPassword } from './login.use-case.js';
import { NO_PASSWORD_VERIFIER } from '../shared/passwords.service.js';
import { reauthCodeMessage } from './reauth-messages.js';
import { subAccountLoginKey } from '../sub-accounts/index.js';
import { purseOf } from '../limits/purses.js';

const PURPOSE = 'reauth';

/**
 * Every log-in failure key of an account, the one it is asked by first: its e-mail, its
 * mobile (an account with both logs in by either), or its sub-account name.
 */
export async function loginKeysOf(
  deps: Pick<ServiceDeps, 'store'>,
  account: Account,
): Promise<string[]> {
  const keys: string[] = [];
  if (account.email) keys.push(identityKey(emailIdentity(account.email)));
  if (account.mobile) {
    const countryCode = account.country_code ?? '';
    keys.push(identityKey({ kind: 'mobile', countryCode, mobile: account.mobile }));
  }
  if (keys.length > 0) return keys;
  const sub = await deps.store.subAccounts.findByAccount(account.id);
  return [sub ? subAccountLoginKey(sub.name) : `account:${account.id}`];
}

/** The log-in failure key a check of the account's password counts under. */
export async function loginKeyOf(deps: Pick<ServiceDeps, 'store'>, account: Account) {
  const [key] = await loginKeysOf(deps, account);
  return key!;
}

/**
 * The signed-in account, when `password` (the client's SHA-256 hex) is its password; the
 * try counts in the purse of the device that asks (decision 105).
 */
export async function reauthenticate(
  deps: MessagingDeps,
  accountId: string,
  password: string,
  deviceHash: string,
): Promise<Outcome<Account>> {
  const account = await deps.store.accounts.findById(accountId);
  if (!account) return failure({ kind: 'notLoggedIn' });
  return checkPassword(deps, {
    key: await loginKeyOf(deps, account),
    find: async () => account,
    password,
    deviceHash,
  });
}

/**
 * What an account proves itself with: its password; else a code to its own e-mail or phone
 * (an account a provider made); else nothing (an account Telegram made has no password and no
 * address: it cannot re-authenticate).
 */
export type ReauthFactor =
  { kind: 'password' } | { kind: 'code'; identity: Identity } | { kind: 'none' };

export function reauthFactorOf(account: Account): ReauthFactor {
  if (account.password_hash !== NO_PASSWORD_VERIFIER) return { kind: 'password' };
  if (account.email) return { kind: 'code', identity: emailIdentity(account.email) };
  if (account.mobile) {
    const countryCode = account.country_code ?? '';
    return { kind: 'code', identity: { kind: 'mobile', countryCode, mobile: account.mobile } };
  }
  return { kind: 'none' };
}

/** The method call's answer: what to ask the person for. */
export interface ReauthMethod {
  factor: ReauthFactor['kind'];
  channel?: 'email' | 'sms';
  to?: string;
  google2fa: boolean;
}

export async function reauthMethod(
  deps: ServiceDeps,
  accountId: string,
): Promise<Outcome<ReauthMethod>> {
  const account = await deps.store.accounts.findById(accountId);
  if (!account) return failure({ kind: 'notLoggedIn' });
  const factor = reauthFactorOf(account);
  const google2fa = await twoFactorEnabled(deps, account.id);
  if (factor.kind !== 'code') return success({ factor: factor.kind, google2fa });
  const { identity } = factor;
  return success({
    factor: 'code',
    channel: identity.kind === 'email' ? 'email' : 'sms',
    to: identity.kind === 'email' ? identity.email : `+${identity.countryCode} ${identity.mobile}`,
    google2fa,
  });
}

const missing = (field: string) =>
  failure<never>({ kind: 'invalidParams', message: `reauth.${field}: required` });

/**
 * Sends the re-authentication code of an account without a password to its own address. No
 * captcha (decision 106): only a live session can ask, the message goes to the account's own
 * proven address and nowhere else, and the send passes the per-address cooldown, the daily
 * caps and the wrong-code budget of every code; the route's per-IP limit is the sends'.
 */
export async function sendReauthCode(
  deps: MessagingDeps,
  accountId: string,
  ip: string,
): Promise<Outcome<Record<string, never>>> {
  const account = await deps.store.accounts.findById(accountId);
  if (!account) return failure({ kind: 'notLoggedIn' });
  const factor = reauthFactorOf(account);
  if (factor.kind !== 'code') {
    return failure({ kind: 'invalidParams', message: 'this account re-authenticates without a code' }); // prettier-ignore
  }
  const issued = await issueCode(deps, PURPOSE, factor.identity, ip);
  if (!issued.ok) return issued;
  const message = reauthCodeMessage(deps.language, issued.value.code, CODE_TTL_MS / 60_000);
  await deliver(deps, factor.identity, message);
  return success({});
}

/**
 * The one re-authentication step (decision 106): the password (through log-in's try count and
 * lock-out), or the sent code; then the authenticator's code when two-factor is on. The
 * password is checked first, so a wrong one spends none of the code's tries; a sent code is
 * used up only once the authenticator's code passed too, so a wrong authenticator code does
 * not cost the person a new e-mail. A missing part is bad input (10004), as on two-factor on.
 */
export async function reauthenticateSignedIn(
  deps: MessagingDeps,
  accountId: string,
  proof: Reauthentication,
  /** The device that asks: the account's own spends its own purses (decision 105). */
  deviceHash: string,
): Promise<Outcome<Account>> {
  const account = await deps.store.accounts.findById(accountId);
  if (!account) return failure({ kind: 'notLoggedIn' });
  const factor = reauthFactorOf(account);
  if (factor.kind === 'none') {
    return failure({ kind: 'invalidParams', message: 'reauth: this account has no password or address' }); // prettier-ignore
  }
  const purse = await purseOf(deps, account.id, deviceHash);
  let codeId: string | undefined;
  if (factor.kind === 'password') {
    if (proof.password === undefined) return missing('password');
    const checked = await reauthenticate(deps, account.id, proof.password, deviceHash);
    if (!checked.ok) return checked;
  } else {
    if (proof.verify_code === undefined) return missing('verify_code');
    const code = proof.verify_code;
    const checked = await checkCode(deps, PURPOSE, factor.identity, code, undefined, purse);
    if (!checked.ok) return checked;
    codeId = checked.value.codeId;
  }
  const second = await loginSecondFactor(deps, account.id, proof.google2fa, purse);
  if (!second.ok) return second;
  if (second.value === 'required') return missing('google2fa');
  // Used once: of two calls racing with one code, only one passes.
  if (codeId !== undefined && !(await deps.store.codes.consume(codeId, deps.clock.now()))) {
    return failure({ kind: 'codeInvalid' });
  }
  return success(account);
}
