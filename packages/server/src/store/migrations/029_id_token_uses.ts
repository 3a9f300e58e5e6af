import type { Kysely, Migration } from 'kysely';

/**
 * Third-party id tokens (docs/decisions/059): each verified id token, by the SHA-256 of its
 * text, kept until it expires, so that none is accepted twice. Listed in
 * store/migrations/index.ts by its key.
 */
export const idTokenUses: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('id_token_uses')
      .addColumn('hash', 'text', (c) => c.primaryKey())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('id_token_uses').execute();
  },
};
