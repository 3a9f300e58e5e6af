/**
 * The store: every query of the server, grouped by table, bound to one database (or to one
 * transaction of it). The same queries run on SQLite and PostgreSQL.
 */
import type { Kysely } from 'kysely';
import { accountsStore } from './accounts.store.js';
import { captchaStore } from '../captcha/captcha.store.js';
import { codesStore } from '../codes/codes.store.js';
import { openDatabase, type DialectKind, type StorageSettings } from './dialect.js';
import { limitsStore } from '../limits/limits.store.js';
import { migrateToLatest } from './migrations.js';
import { outboxStore } from './outbox.store.js';
import { qrLoginsStore } from '../qr-login/qr-logins.store.js';
import { recoveryStore } from '../recovery/recovery.store.js';
import { restrictionsStore } from '../restrictions/restrictions.store.js';
import { riskGuideStore } from '../risk/risk-guide.store.js';
import { registrationsStore } from '../sign-up/registrations.store.js';
import { riskStore } from '../risk/risk.store.js';
import type { Database } from './schema.js';
import { sessionsStore } from '../sessions/sessions.store.js';
import { signInHistoryStore } from '../sessions/sign-in-history.store.js';
import { supportRequestsStore } from '../support/support-requests.store.js';
import { trackedEventsStore } from '../tracking/tracked-events.store.js';
import { tradingExperienceStore } from '../onboarding/trading-experience.store.js';
import { tradingPasswordsStore } from '../account-security/trading-passwords.store.js';
import { onePersonBindStore } from '../account-security/one-person-bind.store.js';
import { signUpRiskStore } from '../sign-up/sign-up-risk.store.js';
import { twoFactorStore } from '../two-factor/two-factor.store.js';
import { subAccountsStore } from '../sub-accounts/sub-accounts.store.js';
import { referralStore } from '../referral/referral.store.js';
import { telegramStore } from '../telegram/telegram.store.js';
import { miniAppTasksStore } from '../telegram/mini-app-tasks.store.js';
import { idTokensStore } from '../third-party/id-tokens.store.js';
import { thirdPartyLinksStore } from '../third-party/third-party-links.store.js';
import { waysInStore } from '../recovery/ways-in.store.js';
import { thirdPartyFlowsStore } from '../third-party/third-party-flows.store.js';
import { waitlistStore } from '../restrictions/waitlist.store.js';
import { signUpDeclarationsStore } from '../sign-up/sign-up-declarations.store.js';
import { oauthModelsStore } from '../oauth-provider/oauth-models.store.js';
import { oauthKeysStore } from '../oauth-provider/oauth-keys.store.js';
import { passwordKeysStore } from '../log-in/password-keys.store.js';

/**
 * `kind` lets a query take a form only one engine has (decision 100). `lax` takes the writes a
 * crash of the database server may lose without harm: the limit counters, the sign-up send
 * records and the dev outbox (docs/decisions/087). Inside a transaction both are the
 * transaction.
 */
function bind(db: Kysely<Database>, kind: DialectKind, lax: Kysely<Database> = db) {
  return {
    accounts: accountsStore(db),
    codes: codesStore(db, kind),
    sessions: sessionsStore(db),
    signIns: signInHistoryStore(db),
    supportRequests: supportRequestsStore(db),
    tradingExperience: tradingExperienceStore(db),
    tradingPasswords: tradingPasswordsStore(db),
    onePersonBinds: onePersonBindStore(db),
    trackedEvents: trackedEventsStore(lax),
    limits: limitsStore(lax),
    outbox: outboxStore(lax),
    captcha: captchaStore(db),
    restrictions: restrictionsStore(db),
    twoFactor: twoFactorStore(db),
    qrLogins: qrLoginsStore(db),
    recovery: recoveryStore(db),
    subAccounts: subAccountsStore(db),
    risk: riskStore(db),
    riskGuide: riskGuideStore(db),
    referral: referralStore(db),
    telegram: telegramStore(db),
    miniAppTasks: miniAppTasksStore(db),
    idTokens: idTokensStore(db),
    thirdPartyLinks: thirdPartyLinksStore(db),
    waysIn: waysInStore(db),
    thirdPartyFlows: thirdPartyFlowsStore(db),
    registrations: registrationsStore(db),
    waitlist: waitlistStore(db),
    signUpRisk: signUpRiskStore(db, lax),
    signUpDeclarations: signUpDeclarationsStore(db),
    oauthModels: oauthModelsStore(db),
    oauthKeys: oauthKeysStore(db),
    passwordKeys: passwordKeysStore(db),
  };
}

export type Queries = ReturnType<typeof bind>;

/** An outcome that commits only when `ok`; anything else rolls the transaction back. */
export type TxOutcome = { ok: true } | { ok: false };

class RolledBack<T> extends Error {
  constructor(readonly outcome: T) {
    super('rolled back');
  }
}

export interface Store extends Queries {
  kind: DialectKind;
  db: Kysely<Database>;
  /** Runs `work` in a transaction; commits when it answers ok, rolls back otherwise. */
  atomically<T extends TxOutcome>(work: (tx: Queries) => Promise<T>): Promise<T>;
  destroy(): Promise<void>;
}

/**
 * Opens the database of the settings and migrates it to the latest schema. `onPoolError`
 * hears about idle PostgreSQL connections that fail (a restart), which must not crash us.
 */
export async function openStore(
  settings: StorageSettings,
  onPoolError: (error: Error) => void = () => {},
): Promise<Store> {
  const { db, lax, kind } = openDatabase(settings, onPoolError);
  const destroy = async () => {
    await db.destroy();
    if (lax !== db) await lax.destroy();
  };
  try {
    await migrateToLatest(db as Kysely<unknown>, kind);
  } catch (error) {
    await destroy();
    throw error;
  }
  return {
    ...bind(db, kind, lax),
    kind,
    db,
    atomically: (work) => runAtomically(db, kind, work),
    destroy,
  };
}

async function runAtomically<T extends TxOutcome>(
  db: Kysely<Database>,
  kind: DialectKind,
  work: (tx: Queries) => Promise<T>,
): Promise<T> {
  try {
    return await db.transaction().execute(async (trx) => {
      const outcome = await work(bind(trx, kind));
      if (!outcome.ok) throw new RolledBack(outcome);
      return outcome;
    });
  } catch (error) {
    if (error instanceof RolledBack) return error.outcome as T;
    throw error;
  }
}
