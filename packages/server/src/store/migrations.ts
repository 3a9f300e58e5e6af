/**
 * Schema migrations as code, run by Kysely's Migrator at start-up (it takes a lock, so
 * several instances starting together on PostgreSQL migrate once). Add a migration as a new
 * key; never edit one that has shipped.
 */
import {
  Migrator,
  type CreateTableBuilder,
  type Kysely,
  type Migration,
  type MigrationProvider,
} from 'kysely';
import { wrongCodeBudget } from './code-budget.migration.js';
import type { DialectKind } from './dialect.js';
import { limitCounters } from './limits.migration.js';

// The schema builder's column types are checked per call, not by the table types.
type AnyDb = Kysely<unknown>;

/**
 * The columns every code-checked token table shares (risk tokens of log-in and of sign-up,
 * store/code-tokens.store.ts): its life, the code sent for it, the attempts, and its use.
 */
function withCodeTokenColumns(table: CreateTableBuilder<string>): CreateTableBuilder<string> {
  return table
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('code_hash', 'text')
    .addColumn('code_sent_at', 'bigint')
    .addColumn('code_attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('verified_at', 'bigint')
    .addColumn('consumed_at', 'bigint');
}

function initial(kind: DialectKind): Migration {
  return {
    async up(db: AnyDb) {
      await db.schema
        .createTable('accounts')
        .addColumn('id', 'text', (c) => c.notNull())
        .addColumn('email', 'text')
        .addColumn('country_code', 'text')
        .addColumn('mobile', 'text')
        .addColumn('password_hash', 'text', (c) => c.notNull())
        .addColumn('country', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        // Named, so a collision on the random id can be told from a duplicate identity.
        .addPrimaryKeyConstraint('accounts_pkey', ['id'])
        .execute();
      await db.schema
        .createIndex('accounts_email_key')
        .on('accounts')
        .column('email')
        .unique()
        .execute();
      await db.schema
        .createIndex('accounts_mobile_key')
        .on('accounts')
        .columns(['country_code', 'mobile'])
        .unique()
        .execute();

      await db.schema
        .createTable('verification_codes')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('purpose', 'text', (c) => c.notNull())
        .addColumn('channel', 'text', (c) => c.notNull())
        .addColumn('target', 'text', (c) => c.notNull())
        .addColumn('code_hash', 'text', (c) => c.notNull())
        .addColumn('uuid', 'text', (c) => c.notNull().unique())
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('expires_at', 'bigint', (c) => c.notNull())
        .addColumn('consumed_at', 'bigint')
        .addColumn('voided_at', 'bigint')
        .execute();
      await db.schema
        .createIndex('verification_codes_target_idx')
        .on('verification_codes')
        .columns(['purpose', 'target', 'created_at'])
        .execute();

      await db.schema
        .createTable('send_cooldowns')
        .addColumn('target', 'text', (c) => c.primaryKey())
        .addColumn('last_sent_at', 'bigint', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('sessions')
        .addColumn('token_hash', 'text', (c) => c.primaryKey())
        .addColumn('account_id', 'text', (c) =>
          c.notNull().references('accounts.id').onDelete('cascade'),
        )
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('expires_at', 'bigint', (c) => c.notNull())
        .addColumn('revoked_at', 'bigint')
        .execute();
      await db.schema
        .createIndex('sessions_account_idx')
        .on('sessions')
        .column('account_id')
        .execute();

      await db.schema
        .createTable('login_failures')
        .addColumn('identifier', 'text', (c) => c.primaryKey())
        .addColumn('count', 'integer', (c) => c.notNull())
        .addColumn('locked_until', 'bigint')
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('outbox')
        .addColumn('id', kind === 'postgres' ? 'serial' : 'integer', (c) =>
          kind === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement(),
        )
        .addColumn('channel', 'text', (c) => c.notNull())
        .addColumn('to', 'text', (c) => c.notNull())
        .addColumn('subject', 'text')
        .addColumn('text', 'text', (c) => c.notNull())
        .addColumn('code', 'text')
        .addColumn('link', 'text')
        .addColumn('sent_at', 'bigint', (c) => c.notNull())
        .execute();
    },
    async down(db: AnyDb) {
      for (const table of ['outbox', 'login_failures', 'sessions', 'send_cooldowns']) {
        await db.schema.dropTable(table).execute();
      }
      await db.schema.dropTable('verification_codes').execute();
      await db.schema.dropTable('accounts').execute();
    },
  };
}

/** Solved captcha challenges, kept until they expire so that none is accepted twice. */
const captchaUses: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('captcha_uses')
      .addColumn('nonce', 'text', (c) => c.primaryKey())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('captcha_uses_expires_idx')
      .on('captcha_uses')
      .column('expires_at')
      .execute();
  },
  async down(db: AnyDb) {
    await db.schema.dropTable('captcha_uses').execute();
  },
};

/**
 * Restrictions operators (and, later, the self-help freeze) put on accounts and on visitor
 * addresses: the real causes behind SPEC §8's 31003 (banned), 40029 (terminated) and 31018
 * (IP limited).
 */
const restrictions: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('account_restrictions')
      .addColumn('account_id', 'text', (c) =>
        c.primaryKey().references('accounts.id').onDelete('cascade'),
      )
      .addColumn('state', 'text', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('since', 'bigint', (c) => c.notNull())
      .addColumn('note', 'text')
      .execute();
    await db.schema
      .createTable('ip_bans')
      .addColumn('range', 'text', (c) => c.primaryKey())
      .addColumn('since', 'bigint', (c) => c.notNull())
      .addColumn('note', 'text')
      .execute();
  },
  async down(db: AnyDb) {
    await db.schema.dropTable('ip_bans').execute();
    await db.schema.dropTable('account_restrictions').execute();
  },
};

/**
 * The regional site an account was registered on (SPEC §1 site codes), so a log-in on
 * another site can be refused (400601 / 400602) or offered a jump (SPEC §4 "Site check").
 * Accounts from before this migration belong to the main site.
 */
const accountSites: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .alterTable('accounts')
      .addColumn('site', 'text', (c) => c.notNull().defaultTo('BYBIT'))
      .execute();
  },
  async down(db: AnyDb) {
    await db.schema.alterTable('accounts').dropColumn('site').execute();
  },
};

/**
 * Two-factor (TOTP) per account (docs/decisions/016-two-factor.md): the secret, whether
 * enabling was confirmed, the last time-step used (each code once), and the wrong-code
 * count with its lock, kept apart from the password's (one counter per authenticator).
 */
const twoFactor: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('two_factor')
      .addColumn('account_id', 'text', (c) =>
        c.primaryKey().references('accounts.id').onDelete('cascade'),
      )
      .addColumn('secret', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('enabled_at', 'bigint')
      .addColumn('last_used_step', 'bigint')
      .addColumn('failures', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('locked_until', 'bigint')
      .execute();
  },
  async down(db: AnyDb) {
    await db.schema.dropTable('two_factor').execute();
  },
};

/**
 * QR-code log-ins, kept in the database so that any instance can answer a status call. Only
 * sha256 of the link's code and of the browser's secret are stored (docs/decisions/018).
 */
const qrLogins: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('qr_logins')
      .addColumn('uuid', 'text', (c) => c.primaryKey())
      .addColumn('code_hash', 'text', (c) => c.notNull().unique())
      .addColumn('secret_hash', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('browser', 'text', (c) => c.notNull())
      .addColumn('ip', 'text', (c) => c.notNull())
      .addColumn('country', 'text', (c) => c.notNull())
      .addColumn('account_id', 'text', (c) => c.references('accounts.id').onDelete('cascade'))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .addColumn('decided_at', 'bigint')
      .addColumn('collected_at', 'bigint')
      .execute();
    await db.schema
      .createIndex('qr_logins_expires_idx')
      .on('qr_logins')
      .column('expires_at')
      .execute();
  },
  async down(db: AnyDb) {
    await db.schema.dropTable('qr_logins').execute();
  },
};

/** Migration 010: the operators' "must reset password" flag (SPEC §4 pre_action 1). */
const recovery: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('password_resets')
      .addColumn('account_id', 'text', (c) =>
        c.primaryKey().references('accounts.id').onDelete('cascade'),
      )
      .addColumn('since', 'bigint', (c) => c.notNull())
      .addColumn('note', 'text')
      .execute();
  },
  async down(db: AnyDb) {
    await db.schema.dropTable('password_resets').execute();
  },
};

/**
 * Sub-accounts (docs/decisions/020): each is an ordinary accounts row (no e-mail, no phone), so
 * sessions, restrictions and the profile work unchanged; this table adds its name and its one
 * main account. Names are unique across the server: log-in asks for the name alone.
 */
const subAccounts: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('sub_accounts')
      .addColumn('account_id', 'text', (c) =>
        c.primaryKey().references('accounts.id').onDelete('cascade'),
      )
      .addColumn('parent_id', 'text', (c) =>
        c.notNull().references('accounts.id').onDelete('cascade'),
      )
      .addColumn('name', 'text', (c) => c.notNull().unique())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('sub_accounts_parent')
      .on('sub_accounts')
      .columns(['parent_id', 'created_at'])
      .execute();
  },
  async down(db: AnyDb) {
    await db.schema.dropTable('sub_accounts').execute();
  },
};

/**
 * Risk verification (docs/decisions/017-risk-verification.md): the devices and countries
 * each account has logged in from, and the risk tokens of logins from new ones, with the
 * e-mail or SMS code that verifies them.
 */
const riskDevices: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('known_devices')
      .addColumn('account_id', 'text', (c) =>
        c.notNull().references('accounts.id').onDelete('cascade'),
      )
      .addColumn('device_hash', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('known_devices_pkey', ['account_id', 'device_hash'])
      .execute();
    await db.schema
      .createTable('known_countries')
      .addColumn('account_id', 'text', (c) =>
        c.notNull().references('accounts.id').onDelete('cascade'),
      )
      .addColumn('country', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('known_countries_pkey', ['account_id', 'country'])
      .execute();
    const table = db.schema
      .createTable('risk_tokens')
      .addColumn('token_hash', 'text', (c) => c.primaryKey())
      .addColumn('account_id', 'text', (c) =>
        c.notNull().references('accounts.id').onDelete('cascade'),
      )
      .addColumn('device_hash', 'text', (c) => c.notNull())
      .addColumn('country', 'text', (c) => c.notNull());
    await withCodeTokenColumns(table).execute();
  },
  async down(db: AnyDb) {
    for (const table of ['risk_tokens', 'known_countries', 'known_devices']) {
      await db.schema.dropTable(table).execute();
    }
  },
};

/**
 * Guided sign-ins (docs/decisions/025-risk-guide.md): a log-in from a known device in a new
 * country, with the hash of its guide risk token and when the person acknowledged it.
 */
const riskGuide: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('guided_sign_ins')
      .addColumn('token_hash', 'text', (c) => c.primaryKey())
      .addColumn('account_id', 'text', (c) =>
        c.notNull().references('accounts.id').onDelete('cascade'),
      )
      .addColumn('country', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('acknowledged_at', 'bigint')
      .execute();
    await db.schema
      .createIndex('guided_sign_ins_account')
      .on('guided_sign_ins')
      .columns(['account_id', 'created_at'])
      .execute();
  },
  async down(db: AnyDb) {
    await db.schema.dropTable('guided_sign_ins').execute();
  },
};

/**
 * Referral, affiliate and broker codes (docs/decisions/028-referral-affiliate-broker.md): every
 * account's own code, the operators' affiliate and broker codes, each account's registration
 * source with its tracking fields, and the channel attaches (cabital) after sign-up.
 */
const referralCodes: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('referral_codes')
      // Upper-cased; compared without case.
      .addColumn('code', 'text', (c) => c.primaryKey())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('account_id', 'text', (c) => c.references('accounts.id').onDelete('cascade'))
      .addColumn('affiliate_id', 'text')
      .addColumn('group_id', 'text')
      .addColumn('nickname', 'text')
      .addColumn('avatar', 'text')
      .addColumn('is_anonymity', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    // One own code per account; one code per affiliate.
    await db.schema
      .createIndex('referral_codes_account_key')
      .on('referral_codes')
      .column('account_id')
      .unique()
      .execute();
    await db.schema
      .createIndex('referral_codes_affiliate_key')
      .on('referral_codes')
      .column('affiliate_id')
      .unique()
      .execute();
    await db.schema
      .createTable('account_channels')
      .addColumn('account_id', 'text', (c) =>
        c.primaryKey().references('accounts.id').onDelete('cascade'),
      )
      .addColumn('source', 'text', (c) => c.notNull())
      .addColumn('ref', 'text')
      .addColumn('ref_kind', 'text')
      .addColumn('referrer_account_id', 'text')
      .addColumn('affiliate_id', 'text')
      .addColumn('group_id', 'text')
      .addColumn('regist_channel', 'text')
      .addColumn('channel_source', 'text')
      .addColumn('tracking', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('channel_attaches')
      .addColumn('account_id', 'text', (c) =>
        c.notNull().references('accounts.id').onDelete('cascade'),
      )
      .addColumn('channel', 'text', (c) => c.notNull())
      .addColumn('uuid', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('channel_attaches_pkey', ['account_id', 'channel'])
      .execute();
  },
  async down(db: AnyDb) {
    for (const table of ['channel_attaches', 'account_channels', 'referral_codes']) {
      await db.schema.dropTable(table).execute();
    }
  },
};

/**
 * Telegram bind (docs/decisions/024): which Telegram account is bound to which account, one
 * to one, and the Telegram Login data already used for a bind, kept while it is fresh enough
 * to be accepted, so that none is accepted twice.
 */
const telegramBindings: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('telegram_bindings')
      .addColumn('telegram_id', 'text', (c) => c.primaryKey())
      .addColumn('account_id', 'text', (c) =>
        c.notNull().unique().references('accounts.id').onDelete('cascade'),
      )
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('telegram_auth_uses')
      .addColumn('hash', 'text', (c) => c.primaryKey())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .execute();
  },
  async down(db: AnyDb) {
    await db.schema.dropTable('telegram_auth_uses').execute();
    await db.schema.dropTable('telegram_bindings').execute();
  },
};

/** Pending sign-ups of the send steps (docs/decisions/026-register-types-and-activation-links.md). */
const registrations: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('registrations')
      .addColumn('uuid', 'text', (c) => c.primaryKey())
      .addColumn('purpose', 'text', (c) => c.notNull())
      .addColumn('target', 'text', (c) => c.notNull())
      .addColumn('email', 'text')
      .addColumn('country_code', 'text')
      .addColumn('mobile', 'text')
      .addColumn('verify_type', 'integer', (c) => c.notNull())
      .addColumn('version', 'text', (c) => c.notNull())
      .addColumn('state', 'text', (c) => c.notNull())
      .addColumn('token_hash', 'text')
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('platform', 'text', (c) => c.notNull())
      .addColumn('browser', 'text', (c) => c.notNull())
      .addColumn('ip', 'text', (c) => c.notNull())
      .addColumn('country', 'text', (c) => c.notNull())
      .addColumn('lang', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .addColumn('verified_at', 'bigint')
      .addColumn('account_id', 'text', (c) => c.references('accounts.id').onDelete('cascade'))
      .execute();
    await db.schema
      .createIndex('registrations_expires_idx')
      .on('registrations')
      .column('expires_at')
      .execute();
  },
  async down(db: AnyDb) {
    await db.schema.dropTable('registrations').execute();
  },
};

/** The waitlist of dialogs 2, 6 and 4 (decision 029): unique per e-mail. */
const waitlist: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('waitlist')
      .addColumn('email', 'text', (c) => c.primaryKey())
      .addColumn('country', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
  },
  async down(db: AnyDb) {
    await db.schema.dropTable('waitlist').execute();
  },
};

/** Sign-up farming (docs/decisions/031-sign-up-risk.md): sends counted, and their risk tokens. */
const signUpRisk: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('sign_up_sends')
      .addColumn('device_hash', 'text', (c) => c.notNull())
      .addColumn('ip', 'text', (c) => c.notNull())
      .addColumn('target_hash', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    for (const column of ['device_hash', 'ip'] as const) {
      await db.schema
        .createIndex(`sign_up_sends_${column}`)
        .on('sign_up_sends')
        .columns([column, 'created_at'])
        .execute();
    }
    const table = db.schema
      .createTable('sign_up_risk_tokens')
      .addColumn('token_hash', 'text', (c) => c.primaryKey())
      .addColumn('target', 'text', (c) => c.notNull())
      .addColumn('channel', 'text', (c) => c.notNull())
      .addColumn('address', 'text', (c) => c.notNull());
    await withCodeTokenColumns(table).execute();
  },
  async down(db: AnyDb) {
    for (const table of ['sign_up_risk_tokens', 'sign_up_sends']) {
      await db.schema.dropTable(table).execute();
    }
  },
};

/** The waitlist's double opt-in (decision 033): the one-time link and when it was opened. */
const waitlistConfirmation: Migration = {
  async up(db: AnyDb) {
    for (const column of ['token_hash', 'link_sent_at', 'link_expires_at', 'confirmed_at']) {
      const type = column === 'token_hash' ? 'text' : 'bigint';
      await db.schema.alterTable('waitlist').addColumn(column, type).execute();
    }
    await db.schema
      .createIndex('waitlist_token_hash_idx')
      .on('waitlist')
      .column('token_hash')
      .unique()
      .execute();
  },
  async down(db: AnyDb) {
    await db.schema.dropIndex('waitlist_token_hash_idx').execute();
    for (const column of ['confirmed_at', 'link_expires_at', 'link_sent_at', 'token_hash']) {
      await db.schema.alterTable('waitlist').dropColumn(column).execute();
    }
  },
};

/** What a person declared at sign-up (decision 038): dialog 1, and the terms version. */
const signUpDeclaration: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('sign_up_declarations')
      .addColumn('account_id', 'text', (c) => c.primaryKey())
      .addColumn('residence_declared_at', 'bigint')
      .addColumn('terms_version', 'text')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
  },
  async down(db: AnyDb) {
    await db.schema.dropTable('sign_up_declarations').execute();
  },
};

/**
 * QR approval (docs/decisions/039): the number the requesting screen shows and the choices the
 * approving device gets, made once at generate time; the approving session's expiry, which
 * caps the new session's; and one row per approval, counted per account per hour.
 */
const qrNumberMatching: Migration = {
  async up(db: AnyDb) {
    await db.schema.alterTable('qr_logins').addColumn('match_number', 'text').execute();
    await db.schema.alterTable('qr_logins').addColumn('match_choices', 'text').execute();
    await db.schema.alterTable('qr_logins').addColumn('approver_expires_at', 'bigint').execute();
    await db.schema
      .createTable('qr_approvals')
      .addColumn('uuid', 'text', (c) => c.primaryKey())
      .addColumn('account_id', 'text', (c) => c.notNull())
      .addColumn('approved_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('qr_approvals_account_idx')
      .on('qr_approvals')
      .columns(['account_id', 'approved_at'])
      .execute();
  },
  async down(db: AnyDb) {
    await db.schema.dropTable('qr_approvals').execute();
    for (const column of ['approver_expires_at', 'match_choices', 'match_number']) {
      await db.schema.alterTable('qr_logins').dropColumn(column).execute();
    }
  },
};

function provider(kind: DialectKind): MigrationProvider {
  return {
    getMigrations: async () => ({
      '001_initial': initial(kind),
      '004_captcha': captchaUses,
      '007_restrictions': restrictions,
      '008_two_factor': twoFactor,
      '009_qr_logins': qrLogins,
      '010_recovery': recovery,
      '011_risk_devices': riskDevices,
      '012_sub_accounts': subAccounts,
      '013_account_sites': accountSites,
      '014_telegram_bindings': telegramBindings,
      '015_registrations': registrations,
      '016_referral_codes': referralCodes,
      '017_waitlist': waitlist,
      '018_risk_guide': riskGuide,
      '019_sign_up_risk': signUpRisk,
      '021_waitlist_confirmation': waitlistConfirmation,
      '022_wrong_code_budget': wrongCodeBudget,
      '025_sign_up_declaration': signUpDeclaration,
      '026_qr_number_matching': qrNumberMatching,
      '027_limit_counters': limitCounters,
    }),
  };
}

/** Brings the schema to the latest version; throws if a migration fails. */
export async function migrateToLatest(db: Kysely<unknown>, kind: DialectKind): Promise<void> {
  const migrator = new Migrator({ db, provider: provider(kind) });
  const { error } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
}
