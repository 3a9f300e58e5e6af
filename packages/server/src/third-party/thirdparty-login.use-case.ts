/**
 * Sign up or log in with a Google, Apple or Turkish id token (behaviour §3 "Third-party
 * sign-in", docs/decisions/060, 061), in this order, stated once:
 *
 * - a banned address, then the captcha of scene 31001, as password log-in checks its own
 *   (when CAPTCHA_ON_LOGIN is on);
 * - Telegram's signed fields go their own way from here (telegram-sign-in.ts, decision 063);
 * - the token (`verifyIdToken`, decision 059), which must be the one the callback of a popup
 *   flow of this provider received, that flow at most 10 minutes old, unspent, and started by
 *   this browser (the call carries its binding secret; decisions 061, 107): a refusal answers
 *   48001 or 48002; the token and its flow are spent together only when a session opens or an
 *   account is made (decision 062);
 * - a person (issuer, subject) already linked: every step a password log-in takes after the
 *   password (`afterPassword`: ban, site, must reset, risk verification, two-factor), the
 *   step answers included, then the session → use_thirdparty 2 (decision 062);
 * - no e-mail its provider verified: 48016 `thirdPartyNoEmail`, no account (073);
 * - the e-mail belongs to an account not linked to this person: 48003 with a link ticket that a
 *   password log-in to that account spends to link them (decision 062), nothing linked yet;
 * - a mainland-Chinese e-mail: 20100;
 * - in onlyLogin mode (`login_only`), none: 48030 `thirdPartyNoAccount`, no account made;
 * - else a new account through the account gate, then its channel (`user_code`, the affiliate
 *   and tracking fields as the e-mail sign-up reads them; 42001 for an unknown code), with no
 *   password, the link and its first session → use_thirdparty 1.
 *
 * The id token is spent only when a session opens or an account is made, so the call re-sent
 * with the authenticator code or the risk token carries the same token. Accounts are keyed on
 * (issuer, subject), never on the e-mail alone. The route reads the request into
 * `ThirdPartyLoginInput` and answers the outcome; it decides nothing.
 */
import type { MessagingDeps } from '../shared/deps.js';
import { CAPTCHA_SCENES, REGISTER_ENTRY, USE_THIRDPARTY, isChineseEmail } from '@foyer/contract';
import type { CaptchaAnswer, CaptchaGate } from '../captcha/index.js';
import { failure, success, type Outcome } from '../errors.js';
import {
  type Admission,
  admitAccount,
  type DoorDeps,
  ID_TAKEN,
  withFreshAccountId,
} from '../gates/index.js';
import { issueSession } from '../sessions/index.js';
import { afterPassword, type AfterPasswordInput, type LoggedIn } from '../log-in/index.js';
import { NO_PASSWORD_VERIFIER } from '../shared/passwords.service.js';
import {
  openReferralAccount,
  resolveSignUpChannel,
  type ChannelFields,
  type SignUpChannel,
} from '../referral/index.js';
import { ipBanned } from '../restrictions/index.js';
import { emailIdentity, findAccount, identityColumns } from '../shared/identity.js';
import type { Account } from '../store/accounts.store.js';
import { isUniqueViolation } from '../store/unique-violation.js';
import type { IssuerKeys } from './issuer-keys.js';
import {
  spendIdToken,
  verifyIdToken,
  type ThirdPartyProvider,
  type VerifiedIdToken,
} from './id-token.js';
import { issueLinkTicket } from './third-party-links.service.js';
import { telegramSignIn } from './telegram-sign-in.js';

export type ThirdPartyLoginDeps = DoorDeps &
  MessagingDeps & {
    captcha: Pick<CaptchaGate, 'check'>;
    /** The issuers' signing keys (issuer-keys.ts), one cache for the life of the server. */
    idTokenKeys: IssuerKeys;
  };

/** Who signs in, where, and the codes a re-sent call carries: as the password log-in's steps. */
export interface ThirdPartyLoginInput extends Omit<AfterPasswordInput, 'spend' | 'method'> {
  provider: ThirdPartyProvider | 'telegram';
  /** The id token; for Telegram, the JSON text of its Login Widget's fields (decision 063). */
  token: string;
  /** The popup's browser binding the call carried (its `foyer_tp_binding` secret, 107). */
  browserBinding?: string | undefined;
  /**
   * The one client id the token must be addressed to: with Apple, the Services ID of the
   * page's platform (decision 155), as the popup flow that page started asked for.
   */
  audience?: string | undefined;
  /** With Telegram: the Login Widget's fields (default) or a Mini App's initData (070). */
  telegramData?: 'login_widget' | 'mini_app' | undefined;
  /**
   * A sign-up's channel, as the e-mail sign-up reads it (behaviour §3 "Channel info"): the
   * referral code (`user_code`, or `ref`), the affiliate and group, the tracking fields.
   */
  channel: ChannelFields;
  /** Where a sign-up came from, as signUpVisitOf keeps it (decision 147); null: unknown. */
  visit?: string | null | undefined;
  captcha: CaptchaAnswer;
  /**
   * The widget's onlyLogin mode (behaviour §1, `login_only`): a person with no account gets
   * 48030 `thirdPartyNoAccount` and none is made; a known or linked one logs in as ever.
   */
  loginOnly?: boolean | undefined;
}

export interface ThirdPartyLoggedIn {
  /** 1: a new account was made; 2: an existing, linked account (a step, or its session). */
  useThirdParty: (typeof USE_THIRDPARTY)[keyof typeof USE_THIRDPARTY];
  /**
   * What the password log-in would answer: a session (with a Telegram sign-up's own bind,
   * 063), or the step still to take.
   */
  loggedIn: LoggedIn;
}

/** The use-case: see the order above. */
export async function thirdPartyLogin(
  deps: ThirdPartyLoginDeps,
  input: ThirdPartyLoginInput,
): Promise<Outcome<ThirdPartyLoggedIn>> {
  const { ip } = input.visitor;
  if (await ipBanned(deps.store, ip)) return failure({ kind: 'ipLimited', ip });
  if (deps.config.captchaOnLogin) {
    const solved = await deps.captcha.check(input.captcha, CAPTCHA_SCENES.thirdParty, ip);
    if (!solved.ok) return solved;
  }
  if (input.provider === 'telegram') {
    return telegramSignIn(deps, input, (accountId, spend) =>
      logInLinked(deps, input, accountId, spend),
    );
  }

  // The token is the one this browser's popup flow received (061, 107), spent with it.
  const verified = await verifyIdToken(
    { ...deps, keys: deps.idTokenKeys },
    input.provider,
    input.token,
    {
      fromOurFlow: { browserBinding: input.browserBinding },
      ...(input.audience === undefined ? {} : { audience: input.audience }),
    },
  );
  if (!verified.ok) return verified;
  const person = verified.value;

  const linked = await deps.store.thirdPartyLinks.accountOf(person.issuer, person.subject);
  const spend = () => spendIdToken(deps, person);
  if (linked !== undefined) return logInLinked(deps, input, linked, spend);

  if (person.email === undefined || !person.emailVerified) {
    // Nothing is spent: the token may still log in once linked (decision 073).
    return failure({ kind: 'thirdPartyNoEmail' });
  }
  const { email } = person;
  const identity = emailIdentity(email);
  const existing = await findAccount(deps.store, identity);
  if (existing) return accountExists(deps, input, person, email, existing);
  // onlyLogin (behaviour §1): the person has no account, and registration is not offered.
  if (input.loginOnly) return failure({ kind: 'thirdPartyNoAccount' });
  if (isChineseEmail(person.email)) return failure({ kind: 'thirdPartyChineseEmail' });

  const admitted = await admitAccount(deps, input.visitor, identity);
  if (!admitted.ok) return admitted;
  // The referral channel, as sign-up takes it: an unknown code is refused (42001).
  const channel = await resolveSignUpChannel(deps, input.channel);
  if (!channel.ok) return channel;
  // The account is made: the token is spent first, so two calls with it make one account.
  const spent = await spend();
  if (!spent.ok) return spent;
  const created = await createLinkedAccount(deps, admitted.value, person, input, channel.value);
  if (created === 'linkedMeanwhile') {
    // The same person's other token made the account a moment ago: log in to it, through
    // every step (this token is spent already).
    const account = await deps.store.thirdPartyLinks.accountOf(person.issuer, person.subject);
    if (account === undefined) throw new Error('a link that was there is gone');
    return logInLinked(deps, input, account, undefined);
  }
  if (created === 'identityTaken') {
    // A sign-up took the e-mail a moment ago: its account, as if it had been there before.
    const account = await findAccount(deps.store, identity);
    if (!account) throw new Error('an e-mail that was taken has no account');
    return accountExists(deps, input, person, email, account);
  }
  if (!created.ok) return created;
  const { visitor, afterwards } = input;
  const accountId = created.value.id;
  const method = input.provider;
  const issued = await issueSession(deps, { visitor, accountId, method, afterwards });
  if (!issued.ok) return issued;
  return success({
    useThirdParty: USE_THIRDPARTY.newAccount,
    loggedIn: { kind: 'signedIn', account: created.value, ...issued.value },
  });
}

/**
 * A linked account logs in through the one gate a password log-in passes after the password
 * (`afterPassword`): its ban or termination, the site check, "must reset password", risk
 * verification, two-factor. A step still to take answers as the password log-in answers it
 * (the widget re-sends the call with the same token and the code); the token is spent only
 * when every step has passed, just before the session opens.
 */
async function logInLinked(
  deps: ThirdPartyLoginDeps,
  input: ThirdPartyLoginInput,
  accountId: string,
  spend: AfterPasswordInput['spend'],
): Promise<Outcome<ThirdPartyLoggedIn>> {
  const account = await deps.store.accounts.findById(accountId);
  if (!account) throw new Error(`third-party link to a missing account ${accountId}`);
  const loggedIn = await afterPassword(deps, account, { ...input, method: input.provider, spend });
  if (!loggedIn.ok) return loggedIn;
  return success({ useThirdParty: USE_THIRDPARTY.existingAccount, loggedIn: loggedIn.value });
}

/**
 * The token's verified e-mail has an account this person is not linked to: nothing is linked
 * and the token is not spent; the answer (48003) carries a link ticket that a password log-in
 * to that very account, from this device, spends to link them, and the e-mail to prefill
 * (decision 062).
 */
async function accountExists(
  deps: ThirdPartyLoginDeps,
  input: ThirdPartyLoginInput,
  person: VerifiedIdToken,
  email: string,
  account: Account,
): Promise<Outcome<never>> {
  const owner = { accountId: account.id, deviceHash: input.place.deviceHash };
  const linkTicket = await issueLinkTicket(deps, person, owner);
  return failure({ kind: 'thirdPartyAccountExists', linkTicket, email });
}

type Insert = { ok: true } | { ok: false; reason: 'idTaken' | 'identityTaken' | 'linked' };

/**
 * The account and its link in one transaction. Two first sign-ins of one person at once are
 * settled by the link's key: the second rolls back and logs in to the first's account; an
 * e-mail taken at the same moment by another sign-up is that account's (48003).
 */
async function createLinkedAccount(
  deps: ThirdPartyLoginDeps,
  admission: Admission,
  person: VerifiedIdToken,
  input: ThirdPartyLoginInput,
  channel: SignUpChannel,
): Promise<Outcome<Account> | 'linkedMeanwhile' | 'identityTaken'> {
  // Only the account gate's admission makes an account, as createAccount takes one (044).
  const { identity } = admission;
  if (!identity) throw new Error(`${admission.visitor.route} makes an account of no e-mail`);
  return withFreshAccountId(deps.random, async (id) => {
    const now = deps.clock.now();
    const account: Account = {
      id,
      ...identityColumns(identity),
      password_hash: NO_PASSWORD_VERIFIER,
      country: input.place.country,
      created_at: now,
      site: input.site,
    };
    const outcome = await deps.store.atomically<Insert>(async (tx) => {
      const inserted = await tx.accounts.insert(account);
      if (inserted !== 'ok') return { ok: false, reason: inserted };
      // The Turkish provider's sign-up is register entry 44; the others have none (decision 141).
      const entry = person.provider === 'tr' ? REGISTER_ENTRY.TR_REGISTER : null;
      await openReferralAccount(tx, id, channel, now, { entry, txId: null, visit: input.visit });
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
    return 'identityTaken';
  });
}
