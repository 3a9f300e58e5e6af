/**
 * Pending sign-ups: the three-step sign-up and the e-mail activation link
 * (behaviour §3 "Register type", "Activation status poll", §4 "Activation poll";
 * docs/decisions/026-register-types-and-activation-links.md).
 *
 * A send step stores a pending sign-up (a `registrations` row) bound to its target (the e-mail or phone) and purpose
 * ('register'), and sends a code (verify_type 1, through codes.service) or a one-time link
 * (verify_type 2, e-mail only; only the token's sha256 is kept). Verifying moves it to
 * 'verified'; the password step claims it ('creating', one request only, others 50101) and
 * completes it in the account's own transaction, where the unique index of accounts still
 * settles two sign-ups of one address.
 */
import {
  ACTIVATION_LINK_PATH,
  LANGUAGES,
  VERIFY_RESULT,
  registerEntryOf,
  type ActivationOutcome,
  type RecallStage,
  type RegisterType,
  type VerifyResult,
} from '@foyer/contract';
import { failure, success, type Outcome } from '../errors.js';
import type { Registration } from './registrations.store.js';
import {
  accountExistsMessage,
  addressOf,
  checkCode,
  claimSend,
  deliver,
  sendRegisterCode,
} from '../codes/index.js';
import type { MessagingDeps, ServiceDeps } from '../shared/deps.js';
import type { Admission, DoorDeps } from '../gates/index.js';
import { sameDigest, sha256Hex } from '../shared/digest.js';
import {
  emailIdentity,
  findAccount,
  identityColumns,
  identityKey,
  mobileIdentity,
  type Identity,
} from '../shared/identity.js';
import { activationLinkMessage } from './register-link-messages.js';
import type { LimitRule } from '../limits/limiter.js';
import { hitLimit } from '../limits/limits.service.js';
import { createAccount, type NewAccount, type SignedUp } from './sign-up-account.service.js';

/** How long a sign-up waits for its code or link, and then for its password, by default. */
export const REGISTRATION_TTL_MS = 30 * 60_000;

/** The setting REGISTRATION_TTL_SECONDS (default REGISTRATION_TTL_MS), in milliseconds. */
const registrationTtlMs = (deps: ServiceDeps) => deps.config.registrationTtlSeconds * 1000;
/** Wrong activation tokens before the link is voided. */
export const ACTIVATION_MAX_TRIES = 5;

/**
 * A link's wrong tokens, counted by the one limiter under the link's token hash: every
 * instance shares the count, and a new link (a new hash) brings fresh tries. The window ends
 * when the link does, so the counter never lapses while the link could still be activated.
 */
const linkTriesRule = (row: Registration, now: number): LimitRule => ({
  limit: ACTIVATION_MAX_TRIES,
  windowMs: row.expires_at - now,
});

export type VerifyType = 1 | 2;

/** Who asks: what the activation page shows so the person knows what they approve. */
export interface SignUpRequester {
  ip: string;
  /** ISO country of the IP ('' when unknown). */
  country: string;
  /** User-agent summary (browser-summary.ts). */
  browser: string;
  /** The platform header ('web' when absent). */
  platform: string;
  lang: string | undefined;
  /** The widget's `tx-id` of this sign-up (decision 141), kept until the account is made. */
  txId?: string | null | undefined;
}

const expired = () => failure({ kind: 'registrationExpired' });

/** The identity a registration is bound to. */
export function identityOf(row: Registration): Identity {
  return row.email !== null
    ? emailIdentity(row.email)
    : mobileIdentity(row.country_code ?? '', row.mobile ?? '');
}

/** behaviour §9 verify_result of a registration now: 1 waiting, 2 verified, 3 expired or voided. */
export function verifyResultOf(row: Registration, now: number): VerifyResult {
  if (row.state === 'done' || row.state === 'creating') return VERIFY_RESULT.SUCCESS;
  if (row.state === 'voided' || now >= row.expires_at) return VERIFY_RESULT.EXPIRED_OR_ERROR;
  return row.state === 'verified' ? VERIFY_RESULT.SUCCESS : VERIFY_RESULT.WAITING;
}

/** Where the sign-up stands, for recall/info. */
export function recallStageOf(row: Registration, now: number): RecallStage {
  if (row.state === 'done') return 'done';
  if (row.state === 'creating') return 'creating';
  if (row.state === 'voided' || now >= row.expires_at) return 'expired';
  return row.state === 'verified' ? 'password' : 'verify';
}

/** "ab***@example.com"; "+44 ****6789": enough to recognise, not enough to harvest. */
export function maskLoginName(identity: Identity): string {
  if (identity.kind === 'email') {
    const at = identity.email.lastIndexOf('@');
    const local = identity.email.slice(0, at);
    const shown = local.slice(0, local.length > 2 ? 2 : 1);
    return `${shown}***${identity.email.slice(at)}`;
  }
  return `+${identity.countryCode} ****${identity.mobile.slice(-4)}`;
}

function activationLink(deps: ServiceDeps, uuid: string, token: string, lang: string): string {
  const query = new URLSearchParams({ uuid, token });
  return `${deps.config.publicOrigin}/${lang}${ACTIVATION_LINK_PATH}?${query.toString()}`;
}

const knownLanguage = (lang: string | undefined) =>
  LANGUAGES.find((known) => known === lang) ?? 'en';

/**
 * Sends an activation link to the e-mail of a registration. An address that already has an
 * account gets the "log in instead" message and no link, with the same answer.
 */
async function sendLink(
  deps: MessagingDeps,
  identity: Identity,
  link: { uuid: string; token: string; lang: string },
): Promise<void> {
  const exists = (await findAccount(deps.store, identity)) !== undefined;
  const message = exists
    ? accountExistsMessage(deps.language, deps.config.publicOrigin)
    : activationLinkMessage(
        deps.language,
        activationLink(deps, link.uuid, link.token, link.lang),
        Math.ceil(registrationTtlMs(deps) / 60_000),
      );
  await deliver(deps, identity, message);
}

/** The 60 s resend slot of the target, shared with the sign-up codes (behaviour §4, §9). */
async function claimSendSlot(
  deps: ServiceDeps,
  identity: Identity,
  ip: string,
): Promise<Outcome<void>> {
  // A link is a message like a code: it counts against the daily send caps (decision 034).
  return claimSend(deps, { address: addressOf(identity), ip, resendKey: identityKey(identity) });
}

/**
 * A send step: /user/public/register/info (new types) or /verify/register/email with
 * verify_type 2 (oldLink). Stores the registration and sends its code or link.
 */
export async function startSignUp(
  deps: MessagingDeps,
  identity: Identity,
  verifyType: VerifyType,
  version: RegisterType,
  requester: SignUpRequester,
): Promise<Outcome<{ uuid: string }>> {
  if (verifyType === 2 && identity.kind !== 'email') {
    return failure({ kind: 'invalidParams', message: 'an activation link needs an e-mail' });
  }
  if (verifyType === 1) {
    const sent = await sendRegisterCode(deps, identity, requester.ip);
    if (!sent.ok) return sent;
  } else {
    const slot = await claimSendSlot(deps, identity, requester.ip);
    if (!slot.ok) return slot;
  }
  const now = deps.clock.now();
  const token = verifyType === 2 ? deps.random.sessionToken() : undefined;
  const row = {
    uuid: deps.random.uuid(),
    target: identityKey(identity),
    ...identityColumns(identity),
    verify_type: verifyType,
    version,
    token_hash: token === undefined ? null : sha256Hex(token),
    platform: requester.platform,
    browser: requester.browser,
    ip: requester.ip,
    country: requester.country,
    lang: knownLanguage(requester.lang),
    created_at: now,
    expires_at: now + registrationTtlMs(deps),
    entry: registerEntryOf(identity.kind),
    tx_id: requester.txId ?? null,
  };
  await deps.store.registrations.insert(row);
  if (token !== undefined) {
    await sendLink(deps, identity, { uuid: row.uuid, token, lang: row.lang });
  }
  return success({ uuid: row.uuid });
}

/**
 * The target of a sign-up that may still be resent to: waiting, and before its expiry. The
 * resend runs the first send's checks on it (sign-up.use-case.ts sendSignUp).
 */
export async function resendTarget(deps: ServiceDeps, uuid: string): Promise<Outcome<Identity>> {
  const row = await resendable(deps, uuid);
  return row.ok ? success(identityOf(row.value)) : row;
}

async function resendable(deps: ServiceDeps, uuid: string): Promise<Outcome<Registration>> {
  const row = await deps.store.registrations.find(uuid);
  if (!row || row.state !== 'waiting' || deps.clock.now() >= row.expires_at) return expired();
  return success(row);
}

/**
 * POST /user/public/register/send/verify/item: the code or link again, after 60 s. The
 * registration keeps the expiry of its first send: a resend never lengthens its life, so one
 * sign-up sends at most its life over the 60 s wait (decision 035).
 */
export async function resendSignUp(
  deps: MessagingDeps,
  uuid: string,
  ip: string,
): Promise<Outcome<{ uuid: string }>> {
  const found = await resendable(deps, uuid);
  if (!found.ok) return found;
  const row = found.value;
  const identity = identityOf(row);
  if (row.verify_type === 1) {
    const sent = await sendRegisterCode(deps, identity, ip);
    return sent.ok ? success({ uuid }) : sent;
  }
  const slot = await claimSendSlot(deps, identity, ip);
  if (!slot.ok) return slot;
  const token = deps.random.sessionToken();
  if (!(await deps.store.registrations.renewLink(uuid, sha256Hex(token), deps.clock.now()))) {
    return expired();
  }
  await sendLink(deps, identity, { uuid, token, lang: row.lang });
  return success({ uuid });
}

/** POST /user/public/register/verify: the code of a waiting code sign-up. */
export async function verifySignUpCode(
  deps: MessagingDeps,
  uuid: string,
  code: string,
): Promise<Outcome<{ verify_result: 1 }>> {
  const now = deps.clock.now();
  const row = await deps.store.registrations.find(uuid);
  if (!row || row.state === 'voided') return expired();
  if (row.verify_type !== 1) {
    return failure({ kind: 'invalidParams', message: 'this sign-up is verified by its link' });
  }
  if (row.state !== 'waiting') return failure({ kind: 'codeInvalid' });
  if (now >= row.expires_at) return failure({ kind: 'codeExpired' });
  // The code of this registration's own target and of purpose 'register', nothing else.
  const checked = await checkCode(deps, 'register', identityOf(row), code);
  if (!checked.ok) return checked;
  const used = await deps.store.atomically(async (tx) => {
    const consumed = await tx.codes.consume(checked.value.codeId, now);
    const verified =
      consumed && (await tx.registrations.verify(uuid, now, registrationTtlMs(deps)));
    return { ok: verified };
  });
  return used.ok ? success({ verify_result: 1 }) : failure({ kind: 'codeInvalid' });
}

/** GET /user/public/register/verify/result: the activation poll. */
export async function signUpVerifyResult(
  deps: ServiceDeps,
  uuid: string,
): Promise<Outcome<{ verify_result: VerifyResult }>> {
  const row = await deps.store.registrations.find(uuid);
  if (!row) return expired();
  return success({ verify_result: verifyResultOf(row, deps.clock.now()) });
}

export interface RecallInfo {
  recall_stage: RecallStage;
  platform: string;
  login_name: string;
  version: RegisterType;
  requester: { browser: string; country: string; create_time: number; expire_time: number };
}

/** GET /user/public/register/recall/info: which sign-up a uuid is, masked. */
export async function recallInfo(deps: ServiceDeps, uuid: string): Promise<Outcome<RecallInfo>> {
  const row = await deps.store.registrations.find(uuid);
  if (!row) return expired();
  return success({
    recall_stage: recallStageOf(row, deps.clock.now()),
    platform: row.platform,
    login_name: maskLoginName(identityOf(row)),
    version: row.version as RegisterType,
    requester: {
      browser: row.browser,
      country: row.country,
      create_time: row.created_at,
      expire_time: row.expires_at,
    },
  });
}

/**
 * Counts a wrong token against the live link it was tried on; the one that reaches the limit
 * voids the sign-up. (An expired link counts nothing: it can no longer be activated.)
 */
async function wrongToken(
  deps: ServiceDeps,
  row: Registration,
  link: string,
  now: number,
): Promise<void> {
  const tried = await hitLimit(deps, 'linkTries', link, linkTriesRule(row, now), now);
  if (tried.count >= ACTIVATION_MAX_TRIES) await deps.store.registrations.voidLink(row.uuid, link);
}

/**
 * POST /user/public/register/activate: the activation page's Confirm. The token is hashed
 * and compared in constant time; it works once, and only while the link lives.
 */
export async function activateSignUp(
  deps: ServiceDeps,
  uuid: string,
  token: string,
): Promise<Outcome<{ verify_result: VerifyResult; activation: ActivationOutcome }>> {
  const now = deps.clock.now();
  const row = await deps.store.registrations.find(uuid);
  if (!row || row.token_hash === null) return failure({ kind: 'activationLinkInvalid' });
  if (!sameDigest(sha256Hex(token), row.token_hash)) {
    if (row.state === 'waiting' && now < row.expires_at) {
      await wrongToken(deps, row, row.token_hash, now);
    }
    return failure({ kind: 'activationLinkInvalid' });
  }
  const answer = (activation: ActivationOutcome) => {
    const verify_result =
      activation === 'expired' ? VERIFY_RESULT.EXPIRED_OR_ERROR : VERIFY_RESULT.SUCCESS;
    return success({ verify_result, activation });
  };
  if (row.state === 'voided') return answer('expired');
  if (row.state !== 'waiting') return answer('alreadyUsed');
  if (now >= row.expires_at) return answer('expired');
  if (await deps.store.registrations.verify(uuid, now, registrationTtlMs(deps))) {
    return answer('activated');
  }
  // Another click (a second tab) got there first.
  return answer('alreadyUsed');
}

/**
 * POST /user/public/register/password (and /register/email with verify_type 2): the account
 * of a verified registration, for a visitor the account gate admitted. One request claims it;
 * any other while it is under way, or after, answers 50101 (behaviour §8 "register shows
 * 'creating account'"). `row` is the registration as the use-case read it before the gate.
 */
export async function completeRegistration(
  deps: DoorDeps & MessagingDeps,
  admission: Admission,
  found: { uuid: string; row: Registration | undefined; named?: Identity | undefined },
  input: NewAccount,
): Promise<Outcome<SignedUp>> {
  const now = deps.clock.now();
  const { uuid, row, named } = found;
  if (!row) return expired();
  // /register/email with verify_type 2 names its e-mail: it must be the link's own.
  if (named && identityKey(named) !== row.target) {
    return failure({ kind: 'activationLinkInvalid' });
  }
  if (row.state === 'creating' || row.state === 'done') {
    return failure({ kind: 'accountCreationUnderWay' });
  }
  if (row.state === 'voided' || now >= row.expires_at) return expired();
  if (row.state === 'waiting') return failure({ kind: 'registrationNotVerified' });
  if (!(await deps.store.registrations.claimCreation(uuid, now))) {
    return failure({ kind: 'accountCreationUnderWay' });
  }
  try {
    // The send step's entry and tx-id are the sign-up's (decision 141); the last call's only
    // stand in for a registration made before migration 049.
    const arrival = {
      entry: row.entry ?? input.arrival?.entry ?? null,
      txId: row.tx_id ?? input.arrival?.txId ?? null,
      // Where the sign-up came from is the completing call's (decision 147).
      visit: input.arrival?.visit ?? null,
    };
    const proof = { kind: 'registration' as const, uuid };
    const outcome = await createAccount(deps, admission, proof, { ...input, arrival });
    if (!outcome.ok) await deps.store.registrations.releaseCreation(uuid, deps.clock.now());
    return outcome;
  } catch (error) {
    await deps.store.registrations.releaseCreation(uuid, deps.clock.now());
    throw error;
  }
}
