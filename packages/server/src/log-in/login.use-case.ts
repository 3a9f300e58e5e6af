/**
 * Password login by e-mail, or by mobile with its calling code.
 *
 * Lockout decision: after 5 consecutive failures (behaviour §9 password-error limit) password
 * login for that identifier is refused for LOGIN_LOCKOUT_MINUTES, 15 by default (Keycloak's
 * maximum wait; SuperTokens' TOTP cooldown), without checking the password. It is kept per
 * identifier and purse (decision 105): a device the account knows counts apart, so a stranger
 * can lock out only the devices the account does not know; and past a ceiling of wrong
 * passwords, such devices must show a stronger proof (password-tries.ts). Failures for
 * identifiers with no account are counted the same way, so the count says nothing about
 * whether an account exists. The counts are rules of the one limiter (decision 042), kept in
 * the database for every instance.
 *
 * The order of behaviour §4 "Login" is stated here once, for every way to log in by password
 * (main account and sub-account): before the password, a banned address and the captcha
 * (`beforePassword`); the password with its lock-out; then the one gate after it
 * (`afterPassword`). Two-factor comes after the password, the bans and the captcha, so the
 * second step never skips the first: the widget re-sends the whole login with the code.
 * Risk verification (a new device or country) comes before two-factor, as its panel asks
 * for both codes; the re-sent login carries risk_token and google2fa (decision 017).
 */
import { SITE_RULES, isBannedPlace, type SiteCode } from '@foyer/contract';
import type { CaptchaAnswer, CaptchaGate } from '../captcha/index.js';
import type { Account } from '../store/accounts.store.js';
import { failure, success, type Outcome } from '../errors.js';
import type { MessagingDeps } from '../shared/deps.js';
import { devicePurse, purseOf } from '../limits/purses.js';
import { takePasswordTry } from './password-tries.js';
import { tellOwnerOfCeiling } from './password-ceiling-messages.js';
import { findAccount, identityKey, placeOfPhone, type Identity } from '../shared/identity.js';
import { accountSite, siteRefusal } from '../shared/site-rules.js';
import { verifyPassword } from '../shared/passwords.service.js';
import { ipBanned, standingRefusal } from '../restrictions/index.js';
import {
  assessLogin,
  completeLoginPlace,
  type LoginPlace,
  recordGuidedSignIn,
} from '../risk/index.js';
import type { Visitor } from '../gates/index.js';
import {
  type Afterwards,
  type AlsoDone,
  issueSession,
  type NewSession,
  type SignInMethod,
} from '../sessions/index.js';
import { loginSecondFactor, strangersStoppedAtTwoFactor } from '../two-factor/index.js';

export interface Credentials {
  identity: Identity;
  /** The client's SHA-256 hex of the password (already format-checked). */
  password: string;
}

export type LoginInput = Credentials & BeforePasswordInput & Omit<AfterPasswordInput, 'method'>;

/** A log-in's dependencies: the services, and the captcha gate asked before the password. */
export type LoginDeps = MessagingDeps & { captcha: Pick<CaptchaGate, 'check'> };

export type SignedIn = {
  kind: 'signedIn';
  account: Account;
  session: NewSession;
  /** What the session step did with it: the Telegram bind, the provider link. */
  also: AlsoDone;
  /** A known device in a new country: the guide risk token of the sign-in (decision 025). */
  guideToken?: string;
};

export type LoggedIn =
  | SignedIn
  /** Right password, two-factor on, no code sent: no session yet (behaviour §4 two-factor panel). */
  | { kind: 'twoFactorRequired'; account: Account }
  /** An operator's "must reset password": no session (behaviour §4 pre_action 1). */
  | { kind: 'mustResetPassword'; account: Account }
  /** Right password from a new device or country: security verification first. */
  | { kind: 'riskVerification'; account: Account; riskToken: string };

/** Who is logging in, for `checkPassword`: the lockout key and how to find the account. */
export interface PasswordCheck {
  /** The key of the failure count; keys of different kinds of login must never meet. */
  key: string;
  find: () => Promise<Account | undefined>;
  /** The client's SHA-256 hex of the password (already format-checked). */
  password: string;
  /**
   * The device the try comes from (shared/device-hash.ts; '' without one): a device the
   * account knows counts its tries in a purse of its own (decision 105).
   */
  deviceHash: string;
}

/**
 * The password check with its lock-out and ceilings (password-tries.ts), shared by
 * main-account log-in, sub-account log-in (behaviour §6 main versus sub-account login),
 * re-authentication, QR approval and self-help unblocking: one count per key and purse, one
 * dummy hash, so none of them can be used to guess around another's limit.
 */
export async function checkPassword(
  deps: MessagingDeps,
  input: PasswordCheck,
): Promise<Outcome<Account>> {
  // Looked up first, with or without an account, so both take the same steps.
  const account = await input.find();
  const purse = await purseOf(deps, account?.id, input.deviceHash);
  // The try is counted before the password is checked, so parallel guesses share the limit.
  const tried = await takePasswordTry(deps, input.key, purse);
  if (!tried.ok) return tried;

  // Always one argon2 verify, against a dummy hash when there is no account.
  const matches = await verifyPassword(account?.password_hash, input.password);
  if (matches && account) {
    await tried.value.right();
    return success(account);
  }
  const { refusal, reached } = tried.value.wrong();
  if (reached && account) await tellOwnerOfCeiling(deps, account, input.key, reached);
  return refusal;
}

/** The password check of an e-mail or mobile identity, from a device. */
export function checkCredentials(
  deps: MessagingDeps,
  input: Credentials & { deviceHash: string },
): Promise<Outcome<Account>> {
  return checkPassword(deps, {
    key: identityKey(input.identity),
    find: () => findAccount(deps.store, input.identity),
    password: input.password,
    deviceHash: input.deviceHash,
  });
}

/** What the steps after the password need besides the account: where, and the codes sent. */
export interface AfterPasswordInput {
  /** Who logs in, at the door of the route (gates/doors.ts). */
  visitor: Visitor;
  /** The proof the account's history names (the password, or a linked provider's token). */
  method: SignInMethod;
  /** The regional site the log-in is made on (from the request's host). */
  site: SiteCode;
  /** The device and country the log-in comes from (risk verification). */
  place: LoginPlace;
  /** The authenticator code, when the login is re-sent for the two-factor step. */
  google2fa?: string | undefined;
  /** The verified risk token, when the login is re-sent after security verification. */
  riskToken?: string | undefined;
  /**
   * What the log-in spends once every step has passed, before anything else is spent and the
   * session opens (a third-party id token, decision 062): a refusal opens no session.
   */
  spend?: () => Promise<Outcome<void>>;
  /** What the session brings once open (session-step.ts): Telegram data, a link ticket. */
  afterwards?: Afterwards | undefined;
}

/** What a log-in request carries for the steps before the password. */
export interface BeforePasswordInput {
  /** Who logs in, at the door of the route (gates/doors.ts). */
  visitor: Visitor;
  /** The solved captcha the request carried (checked when CAPTCHA_ON_LOGIN is on). */
  captcha: CaptchaAnswer;
  /** The regional site the log-in is made on: its captcha scene is the one asked. */
  site: SiteCode;
}

/**
 * What stands in front of every password check: a banned address is turned away first
 * (behaviour §8 31018, or 31020 by mobile, with its IP), then the captcha (behaviour §4
 * "captcha required before submit"), so a guess without a fresh solved challenge never
 * reaches the password check and cannot lock an account out.
 */
export async function beforePassword(
  deps: LoginDeps,
  input: BeforePasswordInput,
  byMobile = false,
): Promise<Outcome<void>> {
  const { ip } = input.visitor;
  // 31020 for a log-in by mobile number (behaviour §6 "31018 and 31020 (phone)").
  if (await ipBanned(deps.store, ip)) {
    return failure({ kind: byMobile ? 'phoneLimited' : 'ipLimited', ip });
  }
  if (!deps.config.captchaOnLogin) return success(undefined);
  // behaviour §9: the site's log-in scene (Turkish 31013, EU 31014, else 31000), whatever
  // scene the request names: a captcha solved for another site's scene does not pass.
  return deps.captcha.check(input.captcha, SITE_RULES[input.site].loginCaptchaScene, ip);
}

/**
 * behaviour §8 41007 "unsupported jurisdiction (mobile only)": a log-in by a phone number of a
 * place sign-up refuses (behaviour §9's banned places; decision 092). It depends only on the
 * number the caller typed, so it is answered before the password and tells nothing of the
 * account; the same account may still log in by e-mail.
 */
function jurisdictionRefusal(identity: Identity): Outcome<void> {
  if (identity.kind !== 'mobile') return success(undefined);
  const place = placeOfPhone(identity.countryCode, identity.mobile);
  return isBannedPlace(place) ? failure({ kind: 'unsupportedJurisdiction' }) : success(undefined);
}

/** Main-account log-in: the checks before the password, the password, the gate after it. */
export async function login(deps: LoginDeps, input: LoginInput): Promise<Outcome<LoggedIn>> {
  const before = await beforePassword(deps, input, input.identity.kind === 'mobile');
  if (!before.ok) return before;
  const jurisdiction = jurisdictionRefusal(input.identity);
  if (!jurisdiction.ok) return jurisdiction;
  const checked = await checkCredentials(deps, { ...input, deviceHash: input.place.deviceHash });
  if (!checked.ok) return checked;
  return afterPassword(deps, checked.value, { ...input, method: 'password' });
}

/**
 * The one gate every password log-in passes after the right password (main account and
 * sub-account alike), in behaviour §4's order: the ban or termination (a sub-account's main
 * account's too), the site check, "must reset password", risk verification (a new device or
 * country), the second factor, and only then the session. A new way to log in by password
 * calls this, so it cannot skip a step; so does a linked third-party log-in (decision 062),
 * whose id token is spent (`spend`) only when all of them have passed.
 */
export async function afterPassword(
  deps: MessagingDeps,
  account: Account,
  input: AfterPasswordInput,
): Promise<Outcome<LoggedIn>> {
  const restricted = await standingRefusal(deps.store, account.id);
  if (restricted) return failure(restricted);
  const wrongSite = siteRefusal(accountSite(account.site), input.site);
  if (wrongSite) return failure(wrongSite);
  // An operator's "must reset password": no session until the password is changed.
  if (await deps.store.recovery.resetRequired(account.id)) {
    return success({ kind: 'mustResetPassword', account });
  }
  const { deviceHash } = input.place;
  const known = await purseOf(deps, account.id, deviceHash);
  // Strangers spent the authenticator's purse: an unknown device proves the mailbox first,
  // and then tries in a purse of its own (without a device id it would have none to gain).
  const stepUp =
    known.kind === 'strangers' &&
    deviceHash !== '' &&
    (await strangersStoppedAtTwoFactor(deps, account.id));
  const risk = await assessLogin(deps, account, input.place, input.riskToken, { stepUp });
  if (!risk.ok) return risk;
  if (risk.value.kind === 'verify') {
    return success({ kind: 'riskVerification', account, riskToken: risk.value.riskToken });
  }
  // A device that just proved the mailbox tries the authenticator in a purse of its own.
  const provedMailbox = risk.value.kind === 'trusted' && risk.value.tokenHash !== undefined;
  const purse = provedMailbox ? devicePurse(deviceHash) : known;
  const second = await loginSecondFactor(deps, account.id, input.google2fa, purse);
  if (!second.ok) return second;
  if (second.value === 'required') return success({ kind: 'twoFactorRequired', account });
  const spent = input.spend ? await input.spend() : success(undefined);
  if (!spent.ok) return spent;
  const completed = await completeLoginPlace(deps, account.id, input.place, risk.value);
  if (!completed.ok) return completed;
  const { visitor, afterwards } = input;
  const { method } = input;
  const issued = await issueSession(deps, { visitor, accountId: account.id, method, afterwards });
  if (!issued.ok) return issued;
  const signedIn: SignedIn = { kind: 'signedIn', account, ...issued.value };
  if (risk.value.kind === 'guide') {
    const guideToken = await recordGuidedSignIn(deps, account.id, input.place.country);
    return success({ ...signedIn, guideToken });
  }
  return success(signedIn);
}
