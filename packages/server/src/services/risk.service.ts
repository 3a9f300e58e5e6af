/**
 * Risk verification (decision 017, SPEC §3/§4 risk_token 'pass'): a right password from a
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
 */
import { RESEND_COOLDOWN_MS } from '@foyer/contract';
import { failure, success, type Outcome } from '../errors.js';
import type { Account } from '../store/accounts.store.js';
import type { RiskToken } from '../store/risk.store.js';
import type { Queries } from '../store/store.js';
import type { ServiceDeps } from './deps.js';
import { sameDigest, sha256Hex } from './digest.js';
import { riskCodeMessage } from './messages.js';
import { twoFactorEnabled } from './two-factor.service.js';

export const RISK_TOKEN_TTL_MS = 10 * 60_000;
export const RISK_CODE_MAX_TRIES = 5;
const MAX_GUID_LENGTH = 128;

/** Where a login comes from: the device (sha256 of its Guid, '' without one) and country. */
export interface LoginPlace {
  deviceHash: string;
  country: string;
}

export function deviceHashOf(guid: unknown): string {
  if (typeof guid !== 'string' || guid === '' || guid.length > MAX_GUID_LENGTH) return '';
  return sha256Hex(guid);
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
  const devices = await deps.store.risk.knownDevices(accountId);
  const countries = await deps.store.risk.knownCountries(accountId);
  const deviceKnown = devices.includes(place.deviceHash);
  const newDevice = devices.length > 0 && !deviceKnown;
  const newCountry =
    place.country !== '' && countries.length > 0 && !countries.includes(place.country);
  if (newDevice) return 'verify';
  if (!newCountry) return 'known';
  return deviceKnown ? 'guide' : 'verify';
}

/** Decides whether a login with the right password needs security verification. */
export async function assessLogin(
  deps: ServiceDeps,
  account: Account,
  place: LoginPlace,
  riskToken: string | undefined,
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
  const novelty = await placeNovelty(deps, account.id, place);
  if (novelty === 'known') return success({ kind: 'trusted' });
  if (novelty === 'guide') return success({ kind: 'guide' });
  const token = deps.random.sessionToken();
  await deps.store.risk.insertToken({
    token_hash: sha256Hex(token),
    account_id: account.id,
    device_hash: place.deviceHash,
    country: place.country,
    created_at: now,
    expires_at: now + RISK_TOKEN_TTL_MS,
    code_attempts: 0,
  });
  return success({ kind: 'verify', riskToken: token });
}

/** Sign-up's device and country are the account's first known ones. */
export async function rememberPlace(deps: ServiceDeps, accountId: string, place: LoginPlace) {
  await deps.store.risk.remember(accountId, place.deviceHash, place.country, deps.clock.now());
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
  await deps.store.risk.remember(accountId, place.deviceHash, place.country, now);
  return success(undefined);
}

export interface RiskCodeSent {
  channel: 'email' | 'sms';
  /** The address, partly hidden, for "sent to …". */
  target: string;
  /** The panel also asks for the authenticator code. */
  google2fa: boolean;
}

interface Recipient {
  channel: RiskCodeSent['channel'];
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
  row: Pick<RiskToken, 'token_hash' | 'code_hash' | 'code_sent_at'>;
  tokens: Pick<Queries['risk'], 'setCode' | 'takeTry' | 'markVerified'>;
  recipient: Recipient;
  reason: 'login' | 'signUp';
  accountId?: string;
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
    return { row, tokens: store.risk, recipient, reason: 'login', accountId: account.id };
  }
  const signUp = await store.signUpRisk.findLive(tokenHash, now);
  if (!signUp) return undefined;
  const callingCode = signUp.target.split(' ')[0] ?? '';
  const recipient = { channel: signUp.channel, to: signUp.address, callingCode };
  return { row: signUp, tokens: store.signUpRisk, recipient, reason: 'signUp' };
}

/** Sends (or re-sends, after 60 s) the code of a risk token to the account's address. */
export async function sendRiskCode(
  deps: ServiceDeps,
  riskToken: string,
): Promise<Outcome<RiskCodeSent>> {
  const { clock, random, delivery } = deps;
  const now = clock.now();
  const holder = await holderOf(deps, riskToken, now);
  if (!holder) return failure({ kind: 'riskTokenInvalid' });
  const { row, recipient } = holder;
  if (row.code_sent_at !== null && now - row.code_sent_at < RESEND_COOLDOWN_MS) {
    const retryAfterMs = row.code_sent_at + RESEND_COOLDOWN_MS - now;
    return failure({ kind: 'resendTooSoon', retryAfterMs });
  }
  const code = random.verificationCode();
  await holder.tokens.setCode(row.token_hash, sha256Hex(code), now);
  const message = riskCodeMessage(code, RISK_TOKEN_TTL_MS / 60_000, holder.reason);
  const to = recipient.to;
  if (recipient.channel === 'email') await delivery.sendEmail({ to, ...message.email });
  else await delivery.sendSms({ to, ...message.sms });
  const google2fa = holder.accountId ? await twoFactorEnabled(deps, holder.accountId) : false;
  return success({ channel: recipient.channel, target: hidden(recipient), google2fa });
}

/** The risk-token check: the right code verifies the token (5 tries per code). */
export async function checkRiskCode(
  deps: ServiceDeps,
  riskToken: string,
  code: string,
): Promise<Outcome<void>> {
  const now = deps.clock.now();
  const holder = await holderOf(deps, riskToken, now);
  if (!holder) return failure({ kind: 'riskTokenInvalid' });
  const { row, tokens } = holder;
  if (row.code_hash === null) return failure({ kind: 'codeInvalid' });
  const tryNumber = await tokens.takeTry(row.token_hash, RISK_CODE_MAX_TRIES);
  if (tryNumber === undefined) return failure({ kind: 'codeTooManyTries' });
  if (sameDigest(sha256Hex(code), row.code_hash)) {
    await tokens.markVerified(row.token_hash, now);
    return success(undefined);
  }
  return failure({ kind: tryNumber >= RISK_CODE_MAX_TRIES ? 'codeTooManyTries' : 'codeInvalid' });
}
