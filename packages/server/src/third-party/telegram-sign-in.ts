/**
 * Sign up or log in with Telegram's signed Login Widget fields (behaviour §3 "Third-party
 * sign-in", docs/decisions/063): the one Telegram branch of the third-party sign-in
 * (thirdparty-login.use-case.ts, after its banned-address and captcha checks), in this order:
 *
 * - the data, checked as a bind checks it (`checkTelegramLogin`, decision 024) but fresh for
 *   TELEGRAM_SIGN_IN_MAX_AGE_MS: no bot token answers 48002, a refusal 38001 with its reason;
 * - a Telegram account bound to an account (telegram_bindings, the one record of who a
 *   Telegram person is): that account's linked log-in, through every step of the password
 *   log-in (decision 062), the data spent only when its session opens → use_thirdparty 2;
 * - else a new account through the account gate, with no e-mail, phone or password, and its
 *   referral channel (`user_code`, 42001 when unknown, as sign-up); the data is spent, the
 *   account and its binding are made in one transaction, then its first session →
 *   use_thirdparty 1 and tg_bind_result 'success'.
 *
 * The person is Telegram's numeric `id`; the `username`, which its owner can change, is never
 * read. The data carries no nonce: spending it (telegram_auth_uses, shared with the bind) is
 * what stops a replay, and it is spent before any session opens or account is made.
 */
import {
  TELEGRAM_AUTH_MAX_AGE_MS,
  TELEGRAM_SIGN_IN_MAX_AGE_MS,
  TG_BIND_RESULTS,
  USE_THIRDPARTY,
  type SiteCode,
} from '@foyer/contract';
import { failure, success, type Outcome } from '../errors.js';
import {
  admitAccount,
  type DoorDeps,
  ID_TAKEN,
  type Visitor,
  withFreshAccountId,
} from '../gates/index.js';
import { issueSession } from '../sessions/index.js';
import { NO_PASSWORD_VERIFIER } from '../shared/passwords.service.js';
import {
  openReferralAccount,
  resolveSignUpChannel,
  type ChannelFields,
} from '../referral/index.js';
import type { SignedIn } from '../log-in/index.js';
import type { MessagingDeps } from '../shared/deps.js';
import type { Account } from '../store/accounts.store.js';
import {
  checkMiniAppInitData,
  checkTelegramLogin,
  type TelegramAuth,
  type TelegramRefusal,
} from '../telegram/index.js';

export interface TelegramSignInInput {
  visitor: Visitor;
  /**
   * The JSON text of the Login Widget's fields, as `telegram_callback` carries them; or, from a
   * Mini App, its raw `initData` (decision 070).
   */
  token: string;
  /** Which of the two the token is; the Login Widget's by default. */
  telegramData?: 'login_widget' | 'mini_app' | undefined;
  /** A sign-up's channel (referral code, affiliate, tracking), as the e-mail sign-up's. */
  channel: ChannelFields;
  site: SiteCode;
  /** Where the sign-in comes from: a new account's country. */
  place: { country: string };
  /** The widget's onlyLogin mode: no account is made for an unknown person (48030). */
  loginOnly?: boolean | undefined;
}

export interface TelegramSignedUp {
  useThirdParty: typeof USE_THIRDPARTY.newAccount;
  /** The new account's session; it is bound to the Telegram person it came with. */
  loggedIn: SignedIn & { also: { tgBindResult: typeof TG_BIND_RESULTS.success } };
}

/** Spends what signed the person in: once, when the log-in is about to open a session. */
export type Spend = () => Promise<Outcome<void>>;

/**
 * The use-case's Telegram branch: see the order above. `logInBound` is the third-party
 * log-in of an account a person is already tied to (the same steps as a linked Google
 * person's), so Telegram never has a log-in of its own to fall behind.
 */
export async function telegramSignIn<LoggedIn>(
  deps: DoorDeps & MessagingDeps,
  input: TelegramSignInInput,
  logInBound: (accountId: string, spend: Spend | undefined) => Promise<Outcome<LoggedIn>>,
): Promise<Outcome<LoggedIn | TelegramSignedUp>> {
  const now = deps.clock.now();
  const checked = checkTelegramData(input, deps.config.telegramBotToken, now);
  if (!checked.ok) {
    if (checked.reason === 'unconfigured') return failure({ kind: 'thirdPartyNotConfigured' });
    // Mini App data past its five minutes: the person reopens the app (behaviour §8 40004).
    if (checked.reason === 'stale' && input.telegramData === 'mini_app') {
      return failure({ kind: 'miniAppAuthExpired' });
    }
    return failure({ kind: 'telegramSignInRefused', reason: checked.reason });
  }
  const auth = checked.auth;

  const bound = await deps.store.telegram.byTelegramId(auth.telegramId);
  if (bound) {
    return logInBound(bound.account_id, async () =>
      (await spend(deps, auth)) ? success(undefined) : replayed(),
    );
  }

  if (input.loginOnly) return failure({ kind: 'thirdPartyNoAccount' });
  const admitted = await admitAccount(deps, input.visitor);
  if (!admitted.ok) return admitted;
  // The referral channel, as sign-up takes it: an unknown code is refused (42001).
  const channel = await resolveSignUpChannel(deps, input.channel);
  if (!channel.ok) return channel;
  if (!(await spend(deps, auth))) return replayed();

  const created = await withFreshAccountId(deps.random, async (id) => {
    const made = deps.clock.now();
    const account: Account = {
      id,
      email: null,
      country_code: null,
      mobile: null,
      password_hash: NO_PASSWORD_VERIFIER,
      country: input.place.country,
      created_at: made,
      site: input.site,
    };
    const outcome = await deps.store.atomically(async (tx) => {
      if ((await tx.accounts.insert(account)) !== 'ok') return { ok: false, why: ID_TAKEN } as const; // prettier-ignore
      await openReferralAccount(tx, id, channel.value, made);
      // The key settles two first sign-ins of one person at once: the second rolls back.
      if (!(await tx.telegram.bind(auth.telegramId, id, made))) return { ok: false, why: 'bound' } as const; // prettier-ignore
      return { ok: true } as const;
    });
    return outcome.ok ? account : outcome.why;
  });
  if (created === 'bound') {
    // The same person's other Telegram data made the account a moment ago: log in to it.
    const winner = await deps.store.telegram.byTelegramId(auth.telegramId);
    if (!winner) throw new Error('a Telegram binding that was there is gone');
    // This data is spent already: the log-in's steps spend nothing more.
    return logInBound(winner.account_id, undefined);
  }
  // The person is bound by the account's own making: no Telegram data binds besides.
  const issued = await issueSession(deps, {
    visitor: input.visitor,
    accountId: created.id,
    method: 'telegram',
  });
  if (!issued.ok) return issued;
  const { session } = issued.value;
  const also = { tgBindResult: TG_BIND_RESULTS.success };
  return success({
    useThirdParty: USE_THIRDPARTY.newAccount,
    loggedIn: { kind: 'signedIn', account: created, session, also },
  });
}

/**
 * The person the data names, checked by its own scheme: the Login Widget's (SHA-256 of the bot
 * token, decision 024) or the Mini App's (HMAC under "WebAppData", decision 070). Both are
 * fresh for five minutes and spent by their hash in the same record.
 */
function checkTelegramData(
  input: TelegramSignInInput,
  botToken: string | undefined,
  now: number,
): { ok: true; auth: TelegramAuth } | { ok: false; reason: TelegramRefusal } {
  if (input.telegramData !== 'mini_app') {
    return checkTelegramLogin(input.token, botToken, now, TELEGRAM_SIGN_IN_MAX_AGE_MS);
  }
  const checked = checkMiniAppInitData(input.token, botToken, now);
  if (!checked.ok) return checked;
  const { user, authDate, hash } = checked.auth;
  return { ok: true, auth: { telegramId: user.telegramId, authDate, hash } };
}

/**
 * Spends the data, once for every use (sign-in and bind share the record): false when it was
 * spent before. Kept for the bind's window, the longest any use accepts the data for.
 */
function spend(deps: DoorDeps, auth: TelegramAuth): Promise<boolean> {
  const expiresAt = auth.authDate + TELEGRAM_AUTH_MAX_AGE_MS;
  return deps.store.telegram.markAuthUsed(auth.hash, expiresAt, deps.clock.now());
}

const replayed = () => failure({ kind: 'telegramSignInRefused', reason: 'replayed' });
