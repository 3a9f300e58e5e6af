/**
 * Verification codes for sign-up: six digits from the CSPRNG, stored as sha256, bound to
 * purpose and target, valid 10 minutes (NIST 800-63B and ASVS 6.5.5 cap), single use, at most
 * 5 wrong tries, a new code voids the old one, and at most one send per 60 s per target.
 *
 * Six digits are only 20 bits, so a sha256 of the code is no protection once the table
 * leaks; it keeps codes out of plain sight in the database. What actually protects a code
 * is the 5-try cap (5 in 10^6 per code) and the short life. Hashes are still compared in
 * constant time so that response time says nothing about how close a guess was.
 *
 * Above the per-code cap, every purpose shares the code limits of code-budget.ts (decision
 * 034): a wrong-code budget per identity that new codes do not reset, and daily send caps.
 */
import { failure, success, type Outcome } from '../errors.js';
import {
  budgetOpen,
  takeBudgetTry,
  claimSend,
  sendTo,
  type Address,
  type BudgetOwner,
} from './code-budget.js';
import type { MessagingDeps, ServiceDeps } from '../shared/deps.js';
import { sameDigest, sha256Hex } from '../shared/digest.js';
import { deliveryAddress, findAccount, identityKey, type Identity } from '../shared/identity.js';
import type { VerificationCode } from './codes.store.js';
import { accountExistsMessage, registerCodeMessage, type MessagePair } from './messages.js';
import type { LimitRule } from '../limits/limiter.js';
import { STRANGERS, type Purse } from '../limits/purses.js';
import { hitLimit, limitStanding } from '../limits/limits.service.js';

export const CODE_TTL_MS = 10 * 60_000;
export const CODE_MAX_TRIES = 5;
/**
 * A code's tries, counted by the one limiter under the code's id, so every instance shares
 * them and a new code (a new id) brings fresh ones. The window is the code's life from its
 * first try: the counter outlives the code, and a lapsed one only ever meets an expired code.
 */
const CODE_TRIES_RULE: LimitRule = { limit: CODE_MAX_TRIES, windowMs: CODE_TTL_MS };
const PURPOSE = 'register' satisfies CodePurpose;

/** What a code is for; each purpose has its own live code and its own resend cooldown. */
export type CodePurpose = VerificationCode['purpose'];

/** The cooldown key: sign-up's is the bare target (as it always was), others are prefixed. */
const cooldownKey = (purpose: CodePurpose, target: string) =>
  purpose === PURPOSE ? target : `${purpose} ${target}`;

/** Where messages to the identity go. */
export const addressOf = (identity: Identity): Address => ({
  channel: identity.kind === 'email' ? 'email' : 'sms',
  to: deliveryAddress(identity),
});

/** The wrong-code budget of the identity's codes of this purpose, in a purse (decision 105). */
const ownerOf = (purpose: CodePurpose, identity: Identity, purse: Purse): BudgetOwner => ({
  purpose,
  subject: identityKey(identity),
  address: addressOf(identity),
  purse,
});

/** Whose budgets a code spends (decision 105); the strangers' unless the caller proved more. */
export interface CodePurses {
  /** The wrong-code budget's purse: a device the account knows has its own. */
  budget?: Purse;
  /** The address's daily cap's purse: a known device's, or the one after a right password. */
  sends?: Purse;
}

export interface IssuedCode {
  code: string;
  uuid: string;
  /** The token of the link sent with the code, when one was asked for (recovery). */
  linkToken?: string;
}

/**
 * Claims the 60 s resend slot of the target and stores a fresh code for the purpose,
 * voiding the previous one. Answers the code (to send) and its uuid (to answer), and with
 * `withLink` a link's token whose digest the code's row keeps (a recovery e-mail's link,
 * decision 105). Refused while the identity's wrong-code budget is spent, and over the daily
 * send caps.
 */
export async function issueCode(
  deps: ServiceDeps,
  purpose: CodePurpose,
  identity: Identity,
  ip: string,
  { budget = STRANGERS, sends = STRANGERS }: CodePurses = {},
  withLink = false,
): Promise<Outcome<IssuedCode>> {
  const { store, clock, random } = deps;
  // A message with a link is worth sending with its code's budget spent: the link still
  // proves the mailbox (decision 105).
  if (!withLink) {
    const open = await budgetOpen(deps, ownerOf(purpose, identity, budget));
    if (!open.ok) return open;
  }
  const target = identityKey(identity);
  const resendKey = cooldownKey(purpose, target);
  const claim = await claimSend(deps, {
    address: addressOf(identity),
    ip,
    resendKey,
    purse: sends,
  });
  if (!claim.ok) return claim;
  const now = clock.now();
  const code = random.verificationCode();
  const uuid = random.uuid();
  // 256 random bits: a link cannot be guessed, so no budget limits opening it.
  const linkToken = withLink ? random.sessionToken() : undefined;
  await store.codes.replace({
    id: random.uuid(),
    purpose,
    channel: identity.kind === 'email' ? 'email' : 'sms',
    target,
    code_hash: sha256Hex(code),
    uuid,
    created_at: now,
    expires_at: now + CODE_TTL_MS,
    link_hash: linkToken === undefined ? null : sha256Hex(linkToken),
  });
  return success(linkToken === undefined ? { code, uuid } : { code, uuid, linkToken });
}

/** Sends a message to the identity's own address: e-mail or SMS. */
export function deliver(
  deps: Pick<ServiceDeps, 'delivery'>,
  identity: Identity,
  message: MessagePair,
): Promise<void> {
  return sendTo(deps, addressOf(identity), message);
}

/**
 * Sends a sign-up code to the e-mail or phone. An address that already has an account gets
 * a "log in instead" message with no code, and the same answer (a uuid) as any other.
 */
export async function sendRegisterCode(
  deps: MessagingDeps,
  identity: Identity,
  ip: string,
): Promise<Outcome<{ uuid: string }>> {
  // A code row exists either way, so both cases answer and behave alike on register.
  const issued = await issueCode(deps, PURPOSE, identity, ip);
  if (!issued.ok) return issued;
  const { code, uuid } = issued.value;
  const exists = (await findAccount(deps.store, identity)) !== undefined;
  const message = exists
    ? accountExistsMessage(deps.language, deps.config.publicOrigin)
    : registerCodeMessage(deps.language, code, CODE_TTL_MS / 60_000);
  await deliver(deps, identity, message);
  return success({ uuid });
}

/**
 * Checks a sign-up code without using it up (register consumes it together with creating
 * the account). One try is taken before comparing, so parallel guesses share the cap.
 */
export function checkRegisterCode(
  deps: MessagingDeps,
  identity: Identity,
  code: string,
  uuid?: string,
): Promise<Outcome<{ codeId: string }>> {
  return checkCode(deps, PURPOSE, identity, code, uuid);
}

/**
 * Checks a code of any purpose without using it up (see checkRegisterCode). A spent
 * wrong-code budget refuses even the right code; a wrong code also counts against it. The
 * budget is the purse's: a device the account knows spends its own (decision 105).
 */
export async function checkCode(
  deps: MessagingDeps,
  purpose: CodePurpose,
  identity: Identity,
  code: string,
  uuid?: string,
  purse: Purse = STRANGERS,
): Promise<Outcome<{ codeId: string }>> {
  const { store, clock } = deps;
  const owner = ownerOf(purpose, identity, purse);
  const open = await budgetOpen(deps, owner);
  if (!open.ok) return open;
  const live = await store.codes.findLive(purpose, identityKey(identity));
  if (!live || (uuid !== undefined && uuid !== live.uuid)) return failure({ kind: 'codeInvalid' });
  const now = clock.now();
  // Spent tries answer before expiry, and an expired code costs no try.
  const tries = await limitStanding(deps, 'codeTries', live.id, CODE_TRIES_RULE, now);
  if (!tries.open) return failure({ kind: 'codeTooManyTries' });
  if (now >= live.expires_at) return failure({ kind: 'codeExpired' });

  // Counted at the `now` the code was live at, so its counter cannot have lapsed.
  const tried = await hitLimit(deps, 'codeTries', live.id, CODE_TRIES_RULE, now);
  if (!tried.allowed) return failure({ kind: 'codeTooManyTries' });
  const budgetTry = await takeBudgetTry(deps, owner);
  if (!budgetTry.ok) return budgetTry;
  if (sameDigest(sha256Hex(code), live.code_hash)) {
    await budgetTry.value.right();
    return success({ codeId: live.id });
  }
  await budgetTry.value.wrong();
  // The fifth wrong try voids the code: say so now rather than on the next try.
  return failure({ kind: tried.count >= CODE_MAX_TRIES ? 'codeTooManyTries' : 'codeInvalid' });
}

/**
 * Counts a use of a live code's link (decision 138). Nobody guesses a link's 256 bits, so it
 * asks no wrong-code budget; but a right link can be answered without being spent (a reset to
 * the current password), and each use takes one of its code's tries, as a typed code does.
 */
export async function takeLinkTry(
  deps: ServiceDeps,
  row: VerificationCode,
  now = deps.clock.now(),
): Promise<Outcome<void>> {
  const tried = await hitLimit(deps, 'codeTries', row.id, CODE_TRIES_RULE, now);
  return tried.allowed ? success(undefined) : failure({ kind: 'codeTooManyTries' });
}

/**
 * Whether `code` is the sign-up code of the identity that was already used: a double submit
 * of one sign-up, whose first request made the account. Only the right code says so, so a
 * guess learns nothing about whether an account exists (decision 007).
 */
export async function usedRegisterCode(
  deps: ServiceDeps,
  identity: Identity,
  code: string,
): Promise<boolean> {
  const newest = await deps.store.codes.findNewest(PURPOSE, identityKey(identity));
  if (!newest || newest.consumed_at === null) return false;
  return sameDigest(sha256Hex(code), newest.code_hash);
}
