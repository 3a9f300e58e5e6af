import type { Kysely, Migration } from 'kysely';

/**
 * Accounts, verification codes, send cooldowns, sessions, log-in failures and the outbox. The
 * outbox's id is the one place the engines are written differently, hence `kind`.
 */
export function initial(kind: 'sqlite' | 'postgres'): Migration {
  return {
    async up(db: Kysely<unknown>) {
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
    async down(db: Kysely<unknown>) {
      for (const table of ['outbox', 'login_failures', 'sessions', 'send_cooldowns']) {
        await db.schema.dropTable(table).execute();
      }
      await db.schema.dropTable('verification_codes').execute();
      await db.schema.dropTable('accounts').execute();
    },
  };
}
