/**
 * Sign up or log in with a Google, Apple or Turkish id token (behaviour §3 "Third-party
 * sign-in", docs/decisions/060, 061), in this order, stated once:
 *
 * - a banned address, then the captcha of scene 31001, as password log-in checks its own
 *   (when CAPTCHA_ON_LOGIN is on);
 * - the token (`verifyIdToken`, decision 059), whose nonce must be that of a popup flow the
 *   server started for this provider, that reached its callback, at most 10 minutes old and
 *   unspent; the flow is spent with the token (decision 061): a refusal answers 48001 or 48002;
 * - a person (issuer, subject) already linked: the account's standing and a session, both
 *   through the session gate → use_thirdparty 2;
 * - no e-mail its provider verified: 48001 `noVerifiedEmail`, no account;
 * - the e-mail belongs to an account not linked to this person: 48003, nothing linked (linking
 *   after the person proves the account is a later slice);
 * - a mainland-Chinese e-mail: 20100;
 * - else a new account through the account gate, then its referral channel (`user_code`,
 *   42001 when unknown, as sign-up), with no password, the link and its first session →
 *   use_thirdparty 1.
 *
 * Accounts are keyed on (issuer, subject), never on the e-mail alone. The route reads the
 * request into `ThirdPartyLoginInput` and answers the outcome; it decides nothing.
 */
import { CAPTCHA_SCENES, USE_THIRDPARTY, isChineseEmail, type SiteCode } from '@foyer/contract';
import type { CaptchaAnswer, CaptchaGate } from '../captcha/captcha-gate.service.js';
import { failure, success, type Outcome } from '../errors.js';
import { ID_TAKEN, withFreshAccountId } from '../gates/account-id.js';
import {
  admitAccount,
  openSession,
  type Admission,
  type DoorDeps,
  type Visitor,
} from '../gates/doors.js';
import { NO_PASSWORD_VERIFIER } from '../log-in/passwords.service.js';
import {
  openReferralAccount,
  resolveSignUpChannel,
  type SignUpChannel,
} from '../referral/referral.service.js';
import { ipBanned } from '../restrictions/restrictions.service.js';
import type { NewSession } from '../sessions/sessions.service.js';
import { emailIdentity, findAccount, identityColumns } from '../shared/identity.js';
import { loginSecondFactor } from '../two-factor/two-factor.service.js';
import type { Account } from '../store/accounts.store.js';
import { isUniqueViolation } from '../store/unique-violation.js';
import type { IssuerKeys } from './issuer-keys.js';
import { verifyIdToken, type ThirdPartyProvider, type VerifiedIdToken } from './id-token.js';

export type ThirdPartyLoginDeps = DoorDeps & {
  captcha: Pick<CaptchaGate, 'check'>;
  /** The issuers' signing keys (issuer-keys.ts), one cache for the life of the server. */
  idTokenKeys: IssuerKeys;
};

export interface ThirdPartyLoginInput {
  /** Who signs in, at the door of the route (gates/doors.ts). */
  visitor: Visitor;
  provider: ThirdPartyProvider;
  token: string;
  /** The referral code of a sign-up (behaviour §3 `user_code`): a new account's channel. */
  userCode?: string | undefined;
  captcha: CaptchaAnswer;
  /** The regional site of the request, kept as a new account's site. */
  site: SiteCode;
  /** The country of the request's IP ('' when unknown), a new account's country. */
  requestCountry: string;
}

export interface ThirdPartySignedIn {
  /** 1: a new account was made; 2: an existing, linked account logged in. */
  useThirdParty: (typeof USE_THIRDPARTY)[keyof typeof USE_THIRDPARTY];
  account: Account;
  session: NewSession;
}

/** The use-case: see the order above. */
export async function thirdPartyLogin(
  deps: ThirdPartyLoginDeps,
  input: ThirdPartyLoginInput,
): Promise<Outcome<ThirdPartySignedIn>> {
  const { ip } = input.visitor;
  if (await ipBanned(deps.store, ip)) return failure({ kind: 'ipLimited', ip });
  if (deps.config.captchaOnLogin) {
    const solved = await deps.captcha.check(input.captcha, CAPTCHA_SCENES.thirdParty, ip);
    if (!solved.ok) return solved;
  }

  // The token's nonce names the server's popup flow (decision 061), spent with the token.
  const verified = await verifyIdToken(
    { ...deps, keys: deps.idTokenKeys },
    input.provider,
    input.token,
    { fromOurFlow: true },
  );
  if (!verified.ok) return verified;
  const person = verified.value;

  const linked = await deps.store.thirdPartyLinks.accountOf(person.issuer, person.subject);
  if (linked !== undefined) return logInLinked(deps, input.visitor, linked);

  if (person.email === undefined || !person.emailVerified) {
    return failure({ kind: 'thirdPartyTokenRefused', reason: 'noVerifiedEmail' });
  }
  const identity = emailIdentity(person.email);
  if (await findAccount(deps.store, identity)) return failure({ kind: 'thirdPartyAccountExists' });
  if (isChineseEmail(person.email)) return failure({ kind: 'thirdPartyChineseEmail' });

  const admitted = await admitAccount(deps, input.visitor, identity);
  if (!admitted.ok) return admitted;
  // The referral channel, as sign-up takes it: an unknown code is refused (42001).
  const channel = await resolveSignUpChannel(deps, { user_code: input.userCode });
  if (!channel.ok) return channel;
  const created = await createLinkedAccount(deps, admitted.value, person, input, channel.value);
  if (created === 'linkedMeanwhile') {
    // The same person's other token made the account a moment ago: log in to it.
    const account = await deps.store.thirdPartyLinks.accountOf(person.issuer, person.subject);
    if (account === undefined) throw new Error('a link that was there is gone');
    return logInLinked(deps, input.visitor, account);
  }
  if (!created.ok) return created;
  const session = await openSession(deps, input.visitor, created.value.id);
  if (!session.ok) return session;
  return success({
    useThirdParty: USE_THIRDPARTY.newAccount,
    account: created.value,
    session: session.value,
  });
}

/**
 * A linked account: its ban or termination and the banned address, through the session gate.
 * The token alone never passes what password log-in asks after the password: an account with
 * two-factor on, or whose operator asked for a password reset, is refused (48004) until the
 * third-party log-in takes those steps too (decision 060).
 */
async function logInLinked(
  deps: ThirdPartyLoginDeps,
  visitor: Visitor,
  accountId: string,
): Promise<Outcome<ThirdPartySignedIn>> {
  const account = await deps.store.accounts.findById(accountId);
  if (!account) throw new Error(`third-party link to a missing account ${accountId}`);
  const second = await loginSecondFactor(deps, account.id, undefined);
  if (!second.ok) return second;
  if (second.value !== 'off' || (await deps.store.recovery.resetRequired(account.id))) {
    return failure({ kind: 'thirdPartyPasswordLogInNeeded' });
  }
  const session = await openSession(deps, visitor, account.id);
  if (!session.ok) return session;
  return success({
    useThirdParty: USE_THIRDPARTY.existingAccount,
    account,
    session: session.value,
  });
}

type Insert = { ok: true } | { ok: false; reason: 'idTaken' | 'identityTaken' | 'linked' };

/**
 * The account and its link in one transaction. Two first sign-ins of one person at once are
 * settled by the link's key: the second rolls back and logs in to the first's account; an
 * e-mail taken at the same moment by another sign-up answers 48003.
 */
async function createLinkedAccount(
  deps: ThirdPartyLoginDeps,
  admission: Admission,
  person: VerifiedIdToken,
  input: ThirdPartyLoginInput,
  channel: SignUpChannel,
): Promise<Outcome<Account> | 'linkedMeanwhile'> {
  // Only the account gate's admission makes an account, as createAccount takes one (044).
  const { identity } = admission;
  if (!identity) throw new Error(`${admission.visitor.route} makes an account of no e-mail`);
  return withFreshAccountId(deps.random, async (id) => {
    const now = deps.clock.now();
    const account: Account = {
      id,
      ...identityColumns(identity),
      password_hash: NO_PASSWORD_VERIFIER,
      country: input.requestCountry,
      created_at: now,
      site: input.site,
    };
    const outcome = await deps.store.atomically<Insert>(async (tx) => {
      const inserted = await tx.accounts.insert(account);
      if (inserted !== 'ok') return { ok: false, reason: inserted };
      await openReferralAccount(tx, id, channel, now);
      try {
        await tx.thirdPartyLinks.insert({
          issuer: person.issuer,
          subject: person.subject,
          account_id: id,
          provider: person.provider,
          created_at: now,
        });
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        return { ok: false, reason: 'linked' };
      }
      return { ok: true };
    });
    if (outcome.ok) return success(account);
    if (outcome.reason === 'idTaken') return ID_TAKEN;
    if (outcome.reason === 'linked') return 'linkedMeanwhile';
    return failure({ kind: 'thirdPartyAccountExists' });
  });
}
