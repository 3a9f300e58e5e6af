import type { Kysely, Migration } from 'kysely';

/** Sign-up farming (docs/decisions/031-sign-up-risk.md): sends counted, and their risk tokens. */
export const signUpRisk: Migration = {
  async up(db: Kysely<unknown>) {
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
    await db.schema
      .createTable('sign_up_risk_tokens')
      .addColumn('token_hash', 'text', (c) => c.primaryKey())
      .addColumn('target', 'text', (c) => c.notNull())
      .addColumn('channel', 'text', (c) => c.notNull())
      .addColumn('address', 'text', (c) => c.notNull())
      // The code-token columns risk/code-tokens.store.ts reads, as they were when this landed.
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .addColumn('code_hash', 'text')
      .addColumn('code_sent_at', 'bigint')
      .addColumn('code_attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('verified_at', 'bigint')
      .addColumn('consumed_at', 'bigint')
      .execute();
  },
  async down(db: Kysely<unknown>) {
    for (const table of ['sign_up_risk_tokens', 'sign_up_sends']) {
      await db.schema.dropTable(table).execute();
    }
  },
};
