import type { Kysely, Migration } from 'kysely';

/**
 * The help-center web form's support requests (decision 129): one row per request, with when,
 * from which site, language and address, and the account when it came with a session. Listed
 * in store/migrations/index.ts by its key.
 */
export function supportRequests(kind: 'sqlite' | 'postgres'): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('support_requests')
        .addColumn('id', kind === 'postgres' ? 'serial' : 'integer', (c) =>
          kind === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement(),
        )
        .addColumn('at', 'bigint', (c) => c.notNull())
        // One of the contract's SUPPORT_SUBJECTS.
        .addColumn('subject', 'text', (c) => c.notNull())
        .addColumn('email', 'text', (c) => c.notNull())
        // As the visitor typed it: text, never markup.
        .addColumn('message', 'text', (c) => c.notNull())
        .addColumn('language', 'text', (c) => c.notNull())
        .addColumn('site', 'text', (c) => c.notNull())
        .addColumn('ip', 'text', (c) => c.notNull())
        // The signed-in account, or null; a deleted account leaves its requests readable.
        .addColumn('account_id', 'text', (c) => c.references('accounts.id').onDelete('set null'))
        .execute();
      await db.schema
        .createIndex('support_requests_at')
        .on('support_requests')
        .columns(['at', 'id'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('support_requests').execute();
    },
  };
}
