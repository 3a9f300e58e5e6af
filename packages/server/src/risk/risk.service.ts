/**
 * Risk verification (decision 017, behaviour §3/§4 risk_token 'pass'): a right password from a
 * device or country the account has not used answers a risk token instead of a session; a
 * code sent to the account's e-mail or phone verifies the token, and the login re-sent with
 * it completes and makes the device and country known.
 *
 * Trust on first use: an account that has no known device yet (signed up without a device
 * id, by API) makes its first login's device known, and likewise for countries.
 *
 * A known device in a new country is guided, not verified (decision 025, risk_token 'guide'):
 * the login completes, the country becomes known and the sign-in is recorded for the account
 * to acknowledge (risk-guide.service.ts).
 *
 * Limits (decision 034): at most LIVE_RISK_TOKENS_MAX live tokens per account and device, a token's 5
 * tries are its own whatever number of codes it was sent, and the codes share the wrong-code
 * budget and send caps of code-budget.ts.
 */
import { failure, success, type Outcome } from '../errors.js';
import type { Account } from '../store/accounts.store.js';
import type { RiskToken } from './risk.store.js';
import type { Queries } from '../store/store.js';
import {
  type Address,
  budgetOpen,
  type BudgetOwner,
  claimSend,
  riskCodeMessage,
  takeBudgetTry,
} from '../codes/index.js';
import type { MessagingDeps, ServiceDeps } from '../shared/deps.js';
import { sameDigest, sha256Hex } from '../shared/digest.js';
import type { LimitRule } from '../limits/limiter.js';
import { hitLimit } from '../limits/limits.service.js';
import { PROVEN, STRANGERS } from '../limits/purses.js';
import { twoFactorEnabled } from '../two-factor/index.js';

export const RISK_TOKEN_TTL_MS = 10 * 60_000;
export const RISK_CODE_MAX_TRIES = 5;
/**
 * A risk token's tries, counted by the one limiter under the token's hash: a resend sends a
 * new code to the same token, so it brings no fresh tries (decision 034). The window is the
 * token's life from its first try: the counter outlives the token.
 */
const RISK_CODE_TRIES_RULE: LimitRule = { limit: RISK_CODE_MAX_TRIES, windowMs: RISK_TOKEN_TTL_MS };
/**
 * Live (unexpired, unused) risk tokens one account may have per device: a right-password
 * log-in that would open one more is refused until one expires or is used. Only the token's
 * hash is kept, so an older token cannot be handed out again. Per device (decision 105), so
 * another device's log-ins never spend the owner's; what each token sends is bounded by the
 * address's daily cap, and what its codes may guess by the account's wrong-code budget.
 */
export const LIVE_RISK_TOKENS_MAX = 3;

/**
 * Where a login comes from: the device (sha256 of its Guid, '' without one), its browser
 * fingerprint (hashed, '' without one; decision 150) and country.
 */
export interface LoginPlace {
  deviceHash: string;
  fingerprintHash: string;
  country: string;
  /**
   * The client's `live_country_code` when it names another country than the address's: it
   * can make the place new, never known, and is never remembered (decision 146).
   */
  liveCountry?: string | undefined;
}

/** A country of the place the account has not logged in from; the address's, then the client's. */
function unknownCountry(place: LoginPlace, countries: readonly string[]): boolean {
  const named = [place.country, place.liveCountry ?? ''].filter((country) => country !== '');
  return countries.length > 0 && named.some((country) => !countries.includes(country));
}

/**
 * Whether a device is known: its device id was seen on this account, and the fingerprint it
 * was last known by, if any, is the one it brings now. A device id copied into another browser
 * brings another fingerprint, or none, and is asked to verify (decision 150).
 */
function deviceKnown(devices: Map<string, string>, place: LoginPlace): boolean {
  const fingerprint = devices.get(place.deviceHash);
  if (fingerprint === undefined) return false;
  return fingerprint === '' || fingerprint === place.fingerprintHash;
}

export type RiskDecision =
  | { kind: 'trusted'; tokenHash?: string }
  | { kind: 'verify'; riskToken: string }
  /** A known device in a new country: no code, the sign-in is guided (decision 025). */
  | { kind: 'guide' };

/**
 * How new a place is to the account: 'verify' for a new device (or a new country on a device
 * not known yet), 'guide' for a known device in a new country, 'known' otherwise.
 */
async function placeNovelty(deps: ServiceDeps, accountId: string, place: LoginPlace) {
  const { devices, countries } = await deps.store.risk.knownPlaces(accountId);
  const known = deviceKnown(devices, place);
  const newDevice = devices.size > 0 && !known;
  const newCountry = unknownCountry(place, countries);
  if (newDevice) return 'verify';
  if (!newCountry) return 'known';
  return known ? 'guide' : 'verify';
}

type OpenOutcome = { ok: true } | { ok: false; retryAt: number };

/** Decides whether a login with the right password needs security verification. */
export async function assessLogin(
  deps: ServiceDeps,
  account: Account,
  place: LoginPlace,
  riskToken: string | undefined,
  /** Verify whatever the place: strangers spent a budget this device must now get past (105). */
  { stepUp = false }: { stepUp?: boolean } = {},
): Promise<Outcome<RiskDecision>> {
  const now = deps.clock.now();
  if (riskToken) {
    const tokenHash = sha256Hex(riskToken);
    const row = await deps.store.risk.findLive(tokenHash, now);
    // Only a verified token of this very account lets the login through.
    if (!row || row.account_id !== account.id || row.verified_at === null) {
      return failure({ kind: 'riskTokenInvalid' });
    }
    return success({ kind: 'trusted', tokenHash });
  }
  const novelty = stepUp ? 'verify' : await placeNovelty(deps, account.id, place);
  if (novelty === 'known') return success({ kind: 'trusted' });
  if (novelty === 'guide') return success({ kind: 'guide' });
  const token = deps.random.sessionToken();
  const row = {
    token_hash: sha256Hex(token),
    account_id: account.id,
    device_hash: place.deviceHash,
    country: place.country,
    created_at: now,
    expires_at: now + RISK_TOKEN_TTL_MS,
  };
  const opened = await deps.store.atomically<OpenOutcome>(async (tx) => {
    // Held so that parallel log-ins count the live tokens one at a time.
    await tx.limits.hold('riskTokens', account.id, now);
    // Counted per device: log-ins from other devices (perhaps a thief's, with the password)
    // never take the owner's new device's tokens (decision 105).
    const live = await tx.risk.liveExpiries(account.id, place.deviceHash, now);
    if (live.length >= LIVE_RISK_TOKENS_MAX) {
      return { ok: false, retryAt: live[live.length - LIVE_RISK_TOKENS_MAX]! };
    }
    await tx.risk.insertToken(row);
    return { ok: true };
  });
  if (!opened.ok) return failure({ kind: 'riskTokensTooMany', retryAt: opened.retryAt });
  return success({ kind: 'verify', riskToken: token });
}

/** Sign-up's device and country are the account's first known ones. */
export async function rememberPlace(deps: ServiceDeps, accountId: string, place: LoginPlace) {
  await deps.store.risk.remember(accountId, place, place.country, deps.clock.now());
}

/** After a completed login: the token is used up, and the place becomes known. */
export async function completeLoginPlace(
  deps: ServiceDeps,
  accountId: string,
  place: LoginPlace,
  decision: RiskDecision,
): Promise<Outcome<void>> {
  const now = deps.clock.now();
  if (decision.kind === 'trusted' && decision.tokenHash) {
    if (!(await deps.store.risk.consume(decision.tokenHash, now))) {
      return failure({ kind: 'riskTokenInvalid' });
    }
  }
  await deps.store.risk.remember(accountId, place, place.country, now);
  return success(undefined);
}

export interface RiskCodeSent {
  channel: 'email' | 'sms';
  /** The address, partly hidden, for "sent to …". */
  target: string;
  /** The panel also asks for the authenticator code. */
  google2fa: boolean;
}

interface Recipient extends Address {
  /** The e-mail, or the E.164 number. */
  to: string;
  /** The calling code with its '+', for the hidden form of a number. */
  callingCode: string;
}

function hidden({ channel, to, callingCode }: Recipient): string {
  if (channel === 'email') {
    const [name = '', domain = ''] = to.split('@');
    return `${name.slice(0, 1)}***@${domain}`;
  }
  return `${callingCode} ****${to.slice(-4)}`;
}

function recipientOf(account: Account): Recipient {
  if (account.email) return { channel: 'email', to: account.email, callingCode: '' };
  const callingCode = `+${account.country_code ?? ''}`;
  return { channel: 'sms', to: `${callingCode}${account.mobile ?? ''}`, callingCode };
}

/**
 * Whose code a risk token verifies: a login's account (decision 017), or the target of a
 * sign-up send (decision 031, no account yet: the code goes to that e-mail or phone).
 */
interface TokenHolder {
  row: Pick<RiskToken, 'token_hash' | 'code_hash'>;
  tokens: Pick<Queries['risk'], 'setCode' | 'markVerified'>;
  recipient: Recipient;
  reason: 'login' | 'signUp';
  accountId?: string;
  /** The wrong-code budget: the account's, or the sign-up target's. */
  budget: BudgetOwner;
}

async function holderOf(
  deps: ServiceDeps,
  riskToken: string,
  now: number,
): Promise<TokenHolder | undefined> {
  const { store } = deps;
  const tokenHash = sha256Hex(riskToken);
  const row = await store.risk.findLive(tokenHash, now);
  if (row) {
    const account = await store.accounts.findById(row.account_id);
    if (!account) return undefined;
    // A sub-account has no e-mail or phone: the code goes to its main account's.
    const parentId = (await store.subAccounts.findByAccount(account.id))?.parent_id;
    const reachable = parentId ? await store.accounts.findById(parentId) : account;
    if (!reachable) return undefined;
    const recipient = recipientOf(reachable);
    const budget = riskBudget(`account ${account.id}`, recipient);
    return { row, tokens: store.risk, recipient, reason: 'login', accountId: account.id, budget };
  }
  const signUp = await store.signUpRisk.findLive(tokenHash, now);
  if (!signUp) return undefined;
  const callingCode = signUp.target.split(' ')[0] ?? '';
  const recipient = { channel: signUp.channel, to: signUp.address, callingCode };
  const budget = riskBudget(signUp.target, recipient);
  return { row: signUp, tokens: store.signUpRisk, recipient, reason: 'signUp', budget };
}

const riskBudget = (subject: string, { channel, to }: Recipient): BudgetOwner => ({
  purpose: 'risk',
  subject,
  address: { channel, to },
});

/**
 * Sends (or re-sends, after 60 s) the code of a risk token to the account's address.
 * Refused while the wrong-code budget is spent, and over the daily send caps.
 */
export async function sendRiskCode(
  deps: MessagingDeps,
  riskToken: string,
  ip: string,
): Promise<Outcome<RiskCodeSent>> {
  const { clock, random, delivery } = deps;
  const now = clock.now();
  const holder = await holderOf(deps, riskToken, now);
  if (!holder) return failure({ kind: 'riskTokenInvalid' });
  const { row, recipient } = holder;
  const open = await budgetOpen(deps, holder.budget);
  if (!open.ok) return open;
  // One wait per token, whichever kind: login or sign-up (decision 042).
  const resendKey = `risk ${row.token_hash}`;
  // A log-in's code follows the right password: a stranger's sends do not spend its share of
  // the address's cap (decision 105). A sign-up's is a stranger's like every sign-up send.
  const purse = holder.reason === 'login' ? PROVEN : STRANGERS;
  const claim = await claimSend(deps, { address: recipient, ip, resendKey, first: 'wait', purse });
  if (!claim.ok) return claim;
  const code = random.verificationCode();
  await holder.tokens.setCode(row.token_hash, sha256Hex(code), now);
  const message = riskCodeMessage(deps.language, code, RISK_TOKEN_TTL_MS / 60_000, holder.reason);
  const to = recipient.to;
  if (recipient.channel === 'email') await delivery.sendEmail({ to, ...message.email });
  else await delivery.sendSms({ to, ...message.sms });
  const google2fa = holder.accountId ? await twoFactorEnabled(deps, holder.accountId) : false;
  return success({ channel: recipient.channel, target: hidden(recipient), google2fa });
}

/**
 * The risk-token check: the right code verifies the token (5 tries per token, however many
 * codes it was sent), within the wrong-code budget of the account or sign-up target.
 */
export async function checkRiskCode(
  deps: MessagingDeps,
  riskToken: string,
  code: string,
): Promise<Outcome<void>> {
  const now = deps.clock.now();
  const holder = await holderOf(deps, riskToken, now);
  if (!holder) return failure({ kind: 'riskTokenInvalid' });
  const { row, tokens } = holder;
  const open = await budgetOpen(deps, holder.budget);
  if (!open.ok) return open;
  if (row.code_hash === null) return failure({ kind: 'codeInvalid' });
  // Counted at the `now` the token was live at, so its counter cannot have lapsed.
  const tried = await hitLimit(deps, 'riskCodeTries', row.token_hash, RISK_CODE_TRIES_RULE, now);
  if (!tried.allowed) return failure({ kind: 'codeTooManyTries' });
  const budgetTry = await takeBudgetTry(deps, holder.budget);
  if (!budgetTry.ok) return budgetTry;
  if (sameDigest(sha256Hex(code), row.code_hash)) {
    await budgetTry.value.right();
    await tokens.markVerified(row.token_hash, now);
    return success(undefined);
  }
  await budgetTry.value.wrong();
  return failure({ kind: tried.count >= RISK_CODE_MAX_TRIES ? 'codeTooManyTries' : 'codeInvalid' });
}
