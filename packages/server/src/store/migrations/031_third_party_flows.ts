import type { Kysely, Migration } from 'kysely';

/**
 * The server's popup sign-in (docs/decisions/061): each authorization-code flow it started,
 * keyed by the SHA-256 of its `state`, with the SHA-256 of its nonce and of the browser's
 * cookie (only compared), the PKCE verifier (sent to the provider), the origin to answer to,
 * its expiry, when it reached its callback and when a log-in spent it. Listed in
 * store/migrations/index.ts by its key.
 */
export const thirdPartyFlows: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('third_party_flows')
      .addColumn('state_hash', 'text', (c) => c.primaryKey())
      .addColumn('nonce_hash', 'text', (c) => c.notNull().unique())
      .addColumn('browser_hash', 'text', (c) => c.notNull())
      .addColumn('provider', 'text', (c) => c.notNull())
      .addColumn('code_verifier', 'text', (c) => c.notNull())
      .addColumn('answer_origin', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .addColumn('reached_at', 'bigint')
      .addColumn('spent_at', 'bigint')
      .execute();
    await db.schema
      .createIndex('third_party_flows_expires_at')
      .on('third_party_flows')
      .column('expires_at')
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('third_party_flows').execute();
  },
};
