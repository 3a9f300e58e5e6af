/**
 * The code limits every code purpose shares (docs/decisions/034).
 *
 * Wrong-code budget: per identity and purpose, at most WRONG_CODE_BUDGET wrong codes in a
 * WRONG_CODE_WINDOW_MS that starts at the first of them, whatever number of fresh codes they
 * were spread over. Per-code tries alone let a guesser ask a new code every minute for 5 more
 * tries; the budget does not reset with a new code. Once spent, sending and checking are
 * refused until the window ends, and the owner is told once.
 *
 * Send caps: per delivery address (across purposes) and per IP, a number of sends per day,
 * so nobody pumps SMS or floods an inbox with codes.
 *
 * Both are rules of the one limiter (decision 042): counted in the database, shared by every
 * instance, in windows that start at a key's first hit. Both are counted in purses (decision
 * 105): a device the account knows spends its own, so a stranger's tries and sends never
 * spend the owner's.
 */
import { failure, success, type Outcome } from '../errors.js';
import type { Account } from '../store/accounts.store.js';
import { wrongCodeBudgetMessage } from './code-budget-messages.js';
import type { MessagingDeps, ServiceDeps } from '../shared/deps.js';
import { sha256Hex } from '../shared/digest.js';
import { ipKey } from '../shared/ip-key.js';
import { verdictOf, type LimitRule, type Verdict } from '../limits/limiter.js';
import { RESEND_RULE, resendTooSoon } from '../limits/resend-cooldown.js';
import { hitLimit, limitStanding } from '../limits/limits.service.js';
import type { MessagePair } from './messages.js';
import { inPurse, STRANGERS, type Purse } from '../limits/purses.js';

export const WRONG_CODE_BUDGET = 10;
export const WRONG_CODE_WINDOW_MS = 24 * 3_600_000;
/** Code messages (codes, links, "log in instead") one address receives per window. */
export const SENDS_PER_TARGET_PER_DAY = 10;
export const SEND_CAP_WINDOW_MS = 24 * 3_600_000;

const WRONG_CODE_RULE: LimitRule = { limit: WRONG_CODE_BUDGET, windowMs: WRONG_CODE_WINDOW_MS };

export type BudgetPurpose =
  'recovery' | 'register' | 'risk' | 'unblock' | 'twoFactor' | 'reauth' | 'unbind2fa';

/** Where a message goes: an e-mail, or an E.164 number. */
export interface Address {
  channel: 'email' | 'sms';
  to: string;
}

/** Where messages to an account go: its e-mail, else its phone (a sub-account has neither). */
export function accountAddress(account: Account): Address | undefined {
  if (account.email) return { channel: 'email', to: account.email };
  if (account.country_code && account.mobile) {
    return { channel: 'sms', to: `+${account.country_code}${account.mobile}` };
  }
  return undefined;
}

/**
 * Where the holder of an account is told of what happened to it: its own address, or for a
 * sub-account (it has neither e-mail nor phone) its main account's.
 */
export async function holderAddress(
  deps: Pick<ServiceDeps, 'store'>,
  account: Account,
): Promise<Address | undefined> {
  const own = accountAddress(account);
  if (own) return own;
  const sub = await deps.store.subAccounts.findByAccount(account.id);
  const parent = sub ? await deps.store.accounts.findById(sub.parent_id) : undefined;
  return parent ? accountAddress(parent) : undefined;
}

/** What the budget needs: the send caps need the settings too. */
type BudgetDeps = Pick<ServiceDeps, 'store' | 'clock' | 'random' | 'delivery'>;
/** What a try needs besides: the language its owner is told in (decision 098). */
type TryDeps = BudgetDeps & Pick<MessagingDeps, 'language'>;

/** Whose budget: a purpose and who the codes are for, and where its owner is told. */
export interface BudgetOwner {
  purpose: BudgetPurpose;
  /** The identity key, or 'account <id>' for an account's risk and two-factor codes. */
  subject: string;
  /** Where the owner is told; undefined when nowhere. */
  address: Address | undefined;
  /**
   * Whose purse the tries spend (limits/purses.ts, decision 105): a known device's own, or
   * the strangers' (the default).
   */
  purse?: Purse;
}

// The subject is hashed: the table says how often, not who.
export const budgetKey = ({ purpose, subject }: Pick<BudgetOwner, 'purpose' | 'subject'>) =>
  `${purpose} ${sha256Hex(subject)}`;
const keyInPurse = (owner: BudgetOwner) => inPurse(budgetKey(owner), owner.purse ?? STRANGERS);

const spent = (retryAt: number) => failure({ kind: 'wrongCodeBudgetSpent', retryAt });

/** Refuses when the owner's budget is spent: before a send, and before a code is looked at. */
export async function budgetOpen(deps: BudgetDeps, owner: BudgetOwner): Promise<Outcome<void>> {
  const { open, retryAt } = await limitStanding(
    deps,
    'wrongCodes',
    keyInPurse(owner),
    WRONG_CODE_RULE,
  );
  return open ? success(undefined) : spent(retryAt ?? deps.clock.now() + WRONG_CODE_WINDOW_MS);
}

/** One try taken from the budget before a code is compared; settle it with the result. */
export interface BudgetTry {
  /** The code was right: the try is given back. */
  right(): Promise<void>;
  /** The code was wrong: the try stays spent, and the owner is told if it spent the budget. */
  wrong(): Promise<void>;
}

/**
 * Takes one try before comparing, so parallel guesses cannot pass the budget together.
 * Refused (wrongCodeBudgetSpent) when no try is left.
 */
export async function takeBudgetTry(
  deps: TryDeps,
  owner: BudgetOwner,
): Promise<Outcome<BudgetTry>> {
  const { store, clock } = deps;
  const now = clock.now();
  const key = keyInPurse(owner);
  const tried = await hitLimit(deps, 'wrongCodes', key, WRONG_CODE_RULE);
  const until = tried.resetsAt ?? now + WRONG_CODE_WINDOW_MS;
  if (!tried.allowed) return spent(tried.retryAt ?? until);
  return success({
    right: () => store.limits.refund('wrongCodes', key),
    async wrong() {
      const { address } = owner;
      if (tried.count < WRONG_CODE_BUDGET || !address) return;
      if (!(await store.limits.claimNotice('wrongCodes', key, now))) return;
      await sendTo(
        deps,
        address,
        wrongCodeBudgetMessage(deps.language, owner.purpose, tried.count, until),
      );
    },
  });
}

/** Sends a message to the address: e-mail or SMS. */
export async function sendTo(
  deps: Pick<ServiceDeps, 'delivery'>,
  { channel, to }: Address,
  message: MessagePair,
): Promise<void> {
  if (channel === 'email') await deps.delivery.sendEmail({ to, ...message.email });
  else await deps.delivery.sendSms({ to, ...message.sms });
}

/** What one message claims before it is sent. */
export interface SendRequest {
  /** Where it goes: the per-address cap counts it. */
  address: Address;
  /** Who asks: the per-IP cap counts it. */
  ip: string;
  /** Whose resend wait it starts (resend-cooldown.ts): one message per key every 60 s. */
  resendKey: string;
  /** Which refusal is answered when the wait and a cap both refuse: the caps' by default. */
  first?: 'caps' | 'wait';
  /**
   * Whose share of the address's daily cap the message takes (decision 105): the strangers'
   * (the default: sign-up, recovery from a device the account does not know), a known
   * device's own, or the one of messages sent after the right password. A stranger's sends
   * never spend the owner's new-device code or recovery from a known device.
   */
  purse?: Purse;
}

/** The key of an address's daily cap: the address hashed, in the message's purse. */
export const sendCapKey = (to: string, purse: Purse = STRANGERS) =>
  inPurse(`target ${sha256Hex(to)}`, purse);

/**
 * Claims one message: the resend wait of its key, and the daily caps per address
 * (SENDS_PER_TARGET_PER_DAY) and per IP (config.sendCodesPerIpPerDay), counted together in
 * one statement (issue 16: a send made a statement for each). When any refuses, every other
 * hit is given back, so the answer is as if the checks had run one by one in order and
 * stopped at the first refusal: the refused key keeps its hit, the rest count nothing.
 */
export async function claimSend(
  deps: ServiceDeps,
  { address, ip, resendKey, first = 'caps', purse = STRANGERS }: SendRequest,
): Promise<Outcome<void>> {
  const { store, config } = deps;
  const now = deps.clock.now();
  const windowMs = SEND_CAP_WINDOW_MS;
  const caps = [
    {
      purpose: 'sends',
      key: sendCapKey(address.to, purse),
      rule: { limit: SENDS_PER_TARGET_PER_DAY, windowMs },
      refusal: (refused: Verdict) => sendCapReached('target', refused.retryAt ?? now + windowMs),
    },
    // An IPv6 visitor counts by its /64, as every per-IP limit does (decision 037).
    {
      purpose: 'sends',
      key: `ip ${ipKey(ip)}`,
      rule: { limit: config.sendCodesPerIpPerDay, windowMs },
      refusal: (refused: Verdict) => sendCapReached('ip', refused.retryAt ?? now + windowMs),
    },
  ] as const;
  const wait = {
    purpose: 'resend',
    key: resendKey,
    rule: RESEND_RULE,
    refusal: resendTooSoon,
  } as const;
  const hits = first === 'caps' ? [...caps, wait] : [wait, ...caps];
  const counters = await store.limits.hitTogether(hits, now);
  const verdicts = counters.map((counter, i) => verdictOf(counter, hits[i]!.rule, now));
  const refused = verdicts.findIndex((verdict) => !verdict.allowed);
  if (refused === -1) return success(undefined);
  await store.limits.refundTogether(hits.filter((_, i) => i !== refused));
  return hits[refused]!.refusal(verdicts[refused]!);
}

const sendCapReached = (scope: 'target' | 'ip', retryAt: number) =>
  failure({ kind: 'sendCapReached', scope, retryAt });
