/**
 * How a password try is counted (docs/decisions/005, 042, 105), for every check of a password:
 * log-in, sub-account log-in, the security page's re-authentication, self-unblocking, QR
 * approval. Three counts, each in the one limiter and so shared by every instance, all taken
 * before the password is compared so that parallel guesses share them:
 *
 * - **the lock-out** (behaviour §9: 5 wrong in a row, then LOGIN_LOCKOUT_MINUTES), in the
 *   try's purse (limits/purses.ts): a device the account knows has its own, every other device
 *   shares the strangers'. A stranger's guesses never lock the owner's known device;
 * - **the strangers' ceiling**: STRANGER_PASSWORD_CEILING wrong passwords in a row from devices
 *   the account does not know. Then such devices are no longer told right from wrong: they
 *   are asked to log in from a known device or to reset the password by e-mail (31030 with
 *   `step_up`), and the owner is told once. The 15-minute locks alone allowed about 480
 *   guesses a day for ever;
 * - **NIST's ceiling** (SP 800-63B: at most 100 consecutive failures per account):
 *   PASSWORD_CEILING wrong passwords in a row from any device disable the password until it
 *   is reset. Only the owner's own devices can get past the strangers' ceiling towards it.
 *
 * A right password forgets its purse's count and NIST's; from an unknown device it also
 * forgets the strangers' count (a known device's right password proves nothing about the
 * strangers' guesses). A new password forgets all of them (`forgetPasswordTries`). Tries
 * refused by a lock or a ceiling were not compared, so they count towards nothing else.
 */
import { PASSWORD_ERROR_LIMIT } from '@foyer/contract';
import type { Config } from '../config.js';
import { failure, success, type Outcome } from '../errors.js';
import { verdictOf, type LimitRule } from '../limits/limiter.js';
import type { LimitsStore, WindowHit } from '../limits/limits.store.js';
import { hitLimit } from '../limits/limits.service.js';
import { inPurse, type Purse } from '../limits/purses.js';
import type { MessagingDeps } from '../shared/deps.js';

/** Wrong passwords in a row from unknown devices before they must show a stronger proof. */
export const STRANGER_PASSWORD_CEILING = 20;
/** Wrong passwords in a row from any device before the password is disabled: NIST's cap. */
export const PASSWORD_CEILING = 100;

const STRANGERS_RULE: LimitRule = { limit: STRANGER_PASSWORD_CEILING };
const CEILING_RULE: LimitRule = { limit: PASSWORD_CEILING };

const lockoutMs = (config: Config) => config.loginLockoutMinutes * 60_000;

/** The lock-out as a rule of the one limiter: no window, the count lasts until a success. */
export const passwordRule = (config: Config): LimitRule => ({
  limit: PASSWORD_ERROR_LIMIT,
  blockMs: lockoutMs(config),
});

/** Which ceiling a try reached: the strangers' (a known device still works), or NIST's. */
export type CeilingReached = 'strangers' | 'all';

/** One password try taken; settle it with the comparison. */
export interface PasswordTry {
  /** The password was right: its purse's count and the ceilings it proves are forgotten. */
  right(): Promise<void>;
  /**
   * The password was wrong: answers what to say (31002 with the count, or 31030), and
   * `reached` names a ceiling this very try reached (its owner is to be told).
   */
  wrong(): { refusal: Outcome<never>; reached?: CeilingReached };
}

/**
 * Takes one try of the login `key` in `purse`: the ceilings (one statement), then the purse's
 * lock-out. Refused without comparing anything: `passwordStepUp` at a ceiling,
 * `passwordLocked` during a lock.
 */
export async function takePasswordTry(
  deps: Pick<MessagingDeps, 'store' | 'clock' | 'config'>,
  key: string,
  purse: Purse,
): Promise<Outcome<PasswordTry>> {
  const { limits } = deps.store;
  const now = deps.clock.now();
  const strangers = purse.kind !== 'device';
  const ceilings: WindowHit[] = [{ purpose: 'passwordCeiling', key, rule: CEILING_RULE }];
  if (strangers) ceilings.push({ purpose: 'passwordStrangers', key, rule: STRANGERS_RULE });
  const counted = await limits.hitTogether(ceilings, now);
  const verdicts = counted.map((counter, i) => verdictOf(counter, ceilings[i]!.rule, now));
  const refused = verdicts.findIndex((verdict) => !verdict.allowed);
  if (refused !== -1) {
    await limits.refundTogether(ceilings);
    const reached = ceilings[refused]!.purpose === 'passwordCeiling' ? 'all' : 'strangers';
    return failure({ kind: 'passwordStepUp', reached });
  }

  const lockKey = inPurse(key, purse);
  const tried = await hitLimit(deps, 'password', lockKey, passwordRule(deps.config), now);
  if (!tried.allowed) {
    await limits.refundTogether(ceilings);
    const lockedUntil = tried.retryAt ?? now + lockoutMs(deps.config);
    return failure({ kind: 'passwordLocked', lockedUntil });
  }

  const proven = [
    { purpose: 'password' as const, key: lockKey },
    { purpose: 'passwordCeiling' as const, key },
    ...(strangers ? [{ purpose: 'passwordStrangers' as const, key }] : []),
  ];
  return success({
    right: () => limits.resetTogether(proven),
    wrong() {
      const reached: CeilingReached | undefined =
        verdicts[0]!.count === PASSWORD_CEILING
          ? 'all'
          : strangers && verdicts[1]!.count === STRANGER_PASSWORD_CEILING
            ? 'strangers'
            : undefined;
      // The fifth wrong password started the lock-out.
      const refusal =
        tried.blockedUntil !== undefined
          ? failure({ kind: 'passwordLocked', lockedUntil: tried.blockedUntil })
          : failure({ kind: 'wrongPassword', passErrCount: tried.count });
      return reached === undefined ? { refusal } : { refusal, reached };
    },
  });
}

/**
 * A new password (recovery, an operator's command): every count of the old one is
 * forgotten, in every purse, under each key the account logs in by.
 */
export async function forgetPasswordTries(
  limits: Pick<LimitsStore, 'resetWithPurses'>,
  keys: readonly string[],
): Promise<void> {
  for (const key of keys) {
    await limits.resetWithPurses('password', key);
    await limits.resetWithPurses('passwordStrangers', key);
    await limits.resetWithPurses('passwordCeiling', key);
  }
}
