/**
 * The trading (fund) password (docs/decisions/160): a second secret the exchange asks before
 * withdrawals and trades. It is kept as the log-in password is (argon2id of the widget's
 * SHA-256 digest, shared/passwords.service.ts), never as sent. Setting it is re-authenticated
 * by the gate in front of the route (decision 106), so a session alone, perhaps stolen, cannot
 * choose the secret that guards the funds; it clears support's "must set", and the holder is
 * told, as of every change to how the account is protected.
 */
import { failure, success, type Outcome } from '../errors.js';
import type { MessagingDeps, ServiceDeps } from '../shared/deps.js';
import { hashPassword, verifyPassword } from '../shared/passwords.service.js';
import { tellHolder, tradingPasswordSetMessage } from './security-notices.js';

export interface TradingPasswordStatus {
  /** The account has one now. */
  set: boolean;
  /** Support reset it: every log-in prompts until a new one is set. */
  mustSet: boolean;
}

export async function tradingPasswordStatus(
  deps: Pick<ServiceDeps, 'store'>,
  accountId: string,
): Promise<TradingPasswordStatus> {
  const row = await deps.store.tradingPasswords.of(accountId);
  return { set: row?.passwordHash != null, mustSet: row?.mustSet === true };
}

/**
 * Keeps the new trading password (the client's SHA-256 hex) of the re-authenticated account.
 * One secret must not open both doors: the log-in password is refused as the trading password
 * (checked by argon2 against the log-in hash; the page refuses it before sending too).
 */
export async function setTradingPassword(
  deps: MessagingDeps,
  accountId: string,
  digest: string,
): Promise<Outcome<Record<string, never>>> {
  const account = await deps.store.accounts.findById(accountId);
  if (!account) return failure({ kind: 'notLoggedIn' });
  if (await verifyPassword(account.password_hash, digest)) {
    return failure({
      kind: 'invalidParams',
      message: 'trading_password: must differ from the log-in password',
    });
  }
  const passwordHash = await hashPassword(digest);
  const now = deps.clock.now();
  await deps.store.tradingPasswords.set(accountId, passwordHash, now);
  await tellHolder(deps, accountId, tradingPasswordSetMessage(deps, now));
  return success({});
}
