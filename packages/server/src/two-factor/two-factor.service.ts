/**
 * Two-factor authentication with an authenticator app (TOTP, decision 016): enabling with a
 * new secret confirmed by a first code, disabling with a code, and the code check of log-in.
 *
 * Limits: TOTP_FAILURE_LIMIT (5) wrong codes in a row lock the account's two-factor step for
 * TOTP_LOCK_MINUTES (15), SuperTokens' defaults. The counter is the authenticator's own, apart
 * from the password's (NIST SP 800-63B (docs/engineering.md "Sources")): a right password does not
 * reset it, only a right code does. Each code is accepted once (the last step is kept).
 * Above the lock, the account's two-factor codes share the 24 h wrong-code budget of
 * code-budget.ts (decision 034): 15-minute locks cannot be waited out for ever. Both count in
 * the one limiter (decision 042), so every instance sees the same count, and both in purses
 * (decision 105): whoever knows the password and guesses codes from another device never
 * locks the owner's known device.
 */
import { failure, success, type Outcome } from '../errors.js';
import type { Account } from '../store/accounts.store.js';
import type { TwoFactor } from './two-factor.store.js';
import { base32Decode, base32Encode } from './base32.js';
import { budgetOpen, holderAddress, takeBudgetTry, type BudgetOwner } from '../codes/index.js';
import { inPurse, STRANGERS, type Purse } from '../limits/purses.js';
import type { MessagingDeps, ServiceDeps } from '../shared/deps.js';
import type { LimitRule } from '../limits/limiter.js';
import { hitLimit, limitStanding } from '../limits/limits.service.js';
import { matchingStep, stepIsFresh, TOTP_DIGITS, TOTP_STEP_SECONDS } from './totp.js';

export const TOTP_FAILURE_LIMIT = 5;
export const TOTP_LOCK_MINUTES = 15;
/** The lock as a rule of the one limiter (decision 042): no window, a right code resets it. */
const TWO_FACTOR_RULE: LimitRule = {
  limit: TOTP_FAILURE_LIMIT,
  blockMs: TOTP_LOCK_MINUTES * 60_000,
};
/** The issuer authenticator apps show beside the account (white label: the product's name). */
export const TOTP_ISSUER = 'Foyer';

type Deps = Pick<ServiceDeps, 'store' | 'clock' | 'random' | 'delivery'>;
/** A code check may tell the owner their wrong-code budget is spent, in the request's language. */
type CheckDeps = Deps & Pick<MessagingDeps, 'language'>;

export interface Enabling {
  /** Base32, for typing into the app by hand. */
  secret: string;
  /** otpauth://totp/… for the QR code (Google Authenticator's key-URI format). */
  otpauthUri: string;
}

const isOn = (row: TwoFactor | undefined): row is TwoFactor => row?.enabled_at != null;

export async function twoFactorEnabled(deps: Deps, accountId: string): Promise<boolean> {
  return isOn(await deps.store.twoFactor.find(accountId));
}

/** Account label in the app: the e-mail, or the number in E.164. */
function accountLabel(account: Account): string {
  if (account.email) return account.email;
  return `+${account.country_code ?? ''}${account.mobile ?? ''}`;
}

export function otpauthUri(secret: string, label: string): string {
  const params = new URLSearchParams({
    secret,
    issuer: TOTP_ISSUER,
    algorithm: 'SHA1',
    digits: String(TOTP_DIGITS),
    period: String(TOTP_STEP_SECONDS),
  });
  const name = `${encodeURIComponent(TOTP_ISSUER)}:${encodeURIComponent(label)}`;
  return `otpauth://totp/${name}?${params.toString()}`;
}

/** A new secret, pending until confirmed. Refused while two-factor is on. */
export async function beginEnabling(deps: Deps, account: Account): Promise<Outcome<Enabling>> {
  const secret = base32Encode(deps.random.totpSecret());
  const started = await deps.store.twoFactor.startEnabling(account.id, secret, deps.clock.now());
  if (!started) return failure({ kind: 'twoFactorAlreadyOn' });
  return success({ secret, otpauthUri: otpauthUri(secret, accountLabel(account)) });
}

/** The first right code of the pending secret turns two-factor on. */
export async function confirmEnabling(
  deps: CheckDeps,
  accountId: string,
  code: string,
  purse: Purse,
): Promise<Outcome<void>> {
  const row = await deps.store.twoFactor.find(accountId);
  if (!row) return failure({ kind: 'twoFactorNotOn' });
  if (isOn(row)) return failure({ kind: 'twoFactorAlreadyOn' });
  return checkCode(deps, row, code, purse);
}

/** A right code of the current secret turns two-factor off and forgets the secret. */
export async function disable(
  deps: CheckDeps,
  accountId: string,
  code: string,
  purse: Purse,
): Promise<Outcome<void>> {
  const row = await deps.store.twoFactor.find(accountId);
  if (!isOn(row)) return failure({ kind: 'twoFactorNotOn' });
  const checked = await checkCode(deps, row, code, purse);
  if (checked.ok) await deps.store.twoFactor.remove(accountId);
  return checked;
}

/**
 * Log-in's second step: 'required' when two-factor is on and no code came with the login.
 * The tries spend the purse's lock and budget (decision 105): a device the account knows, or
 * one that proved the mailbox in this log-in, has its own.
 */
export async function loginSecondFactor(
  deps: CheckDeps,
  accountId: string,
  code: string | undefined,
  purse: Purse,
): Promise<Outcome<'off' | 'required' | 'passed'>> {
  const row = await deps.store.twoFactor.find(accountId);
  if (!isOn(row)) return success('off');
  if (code === undefined || code === '') return success('required');
  const checked = await checkCode(deps, row, code, purse);
  return checked.ok ? success('passed') : checked;
}

/**
 * Whether strangers may no longer try the account's authenticator codes: two-factor is on and
 * the strangers' lock or budget is closed. Then a device the account does not know proves
 * the mailbox first (risk verification) and tries in a purse of its own (decision 105).
 */
export async function strangersStoppedAtTwoFactor(deps: Deps, accountId: string): Promise<boolean> {
  if (!(await twoFactorEnabled(deps, accountId))) return false;
  const owner = await budgetOwner(deps, accountId, STRANGERS);
  if (!owner) return false;
  if (!(await budgetOpen(deps, owner)).ok) return true;
  const lock = await limitStanding(deps, 'twoFactor', accountId, TWO_FACTOR_RULE);
  return !lock.open;
}

/**
 * One code check: the try is counted first (atomically), a lock refuses even a right code,
 * and the step is accepted only once, by a conditional update that a replay cannot pass.
 */
async function checkCode(
  deps: CheckDeps,
  row: TwoFactor,
  code: string,
  purse: Purse,
): Promise<Outcome<void>> {
  const { store, clock } = deps;
  const now = clock.now();
  const accountId = row.account_id;
  const owner = await budgetOwner(deps, accountId, purse);
  if (!owner) return failure({ kind: 'twoFactorNotOn' });
  const open = await budgetOpen(deps, owner);
  if (!open.ok) return open;
  const lockKey = inPurse(accountId, purse);
  const tried = await hitLimit(deps, 'twoFactor', lockKey, TWO_FACTOR_RULE);
  if (!tried.allowed) {
    const lockedUntil = tried.retryAt ?? now + TWO_FACTOR_RULE.blockMs!;
    return failure({ kind: 'twoFactorLocked', lockedUntil });
  }

  const budgetTry = await takeBudgetTry(deps, owner);
  if (!budgetTry.ok) return budgetTry;
  const step = matchingStep(base32Decode(row.secret), code, now);
  if (step !== null && stepIsFresh(step, row.last_used_step)) {
    if (await store.twoFactor.accept(accountId, step, now)) {
      await store.limits.reset('twoFactor', lockKey);
      await budgetTry.value.right();
      return success(undefined);
    }
  }
  await budgetTry.value.wrong();
  // The fifth wrong code in a row started the lock.
  if (tried.blockedUntil !== undefined) {
    return failure({ kind: 'twoFactorLocked', lockedUntil: tried.blockedUntil });
  }
  return failure({ kind: 'twoFactorCodeInvalid' });
}

/**
 * The account's two-factor budget in a purse (decision 105), told by its e-mail or phone; a
 * sub-account has neither, so its main account is told.
 */
async function budgetOwner(
  deps: Deps,
  accountId: string,
  purse: Purse,
): Promise<BudgetOwner | undefined> {
  const account = await deps.store.accounts.findById(accountId);
  if (!account) return undefined;
  const address = await holderAddress(deps, account);
  return { purpose: 'twoFactor', subject: `account ${accountId}`, address, purse };
}
