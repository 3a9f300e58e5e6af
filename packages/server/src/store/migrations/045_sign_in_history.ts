import type { Kysely, Migration } from 'kysely';

/**
 * Each account's sign-in history (issue 35): one row per session the session step issued,
 * with how, from where and from what device. Listed in store/migrations/index.ts by its key.
 */
export function signInHistory(kind: 'sqlite' | 'postgres'): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('sign_in_history')
        // The order events came in, when two share a millisecond.
        .addColumn('id', kind === 'postgres' ? 'serial' : 'integer', (c) =>
          kind === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement(),
        )
        .addColumn('account_id', 'text', (c) =>
          c.notNull().references('accounts.id').onDelete('cascade'),
        )
        .addColumn('at', 'bigint', (c) => c.notNull())
        // 'password', 'sign-up', 'google', 'apple', 'tr', 'telegram' or 'qr'.
        .addColumn('method', 'text', (c) => c.notNull())
        // 'success'; the refusals a later change records beside it.
        .addColumn('result', 'text', (c) => c.notNull())
        .addColumn('ip', 'text', (c) => c.notNull())
        // ISO 3166 alpha-2, or '' when the address's country is not known.
        .addColumn('country', 'text', (c) => c.notNull())
        .addColumn('user_agent', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('sign_in_history_account_at')
        .on('sign_in_history')
        .columns(['account_id', 'id'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('sign_in_history').execute();
    },
  };
}
