import type { Kysely, Migration } from 'kysely';

/**
 * The key the log-in's password travels under (docs/decisions/151): an RSA-OAEP key pair, its
 * private half as a JWK, made by the first instance that needs one. `generation` 1 is unique,
 * so instances starting together on one fresh database make one key between them.
 *
 * Listed in store/migrations/index.ts by its key.
 */
export const passwordKeys: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('password_keys')
      .addColumn('generation', 'integer', (c) => c.primaryKey())
      .addColumn('kid', 'text', (c) => c.notNull().unique())
      .addColumn('private_jwk', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('encrypted_password_uses')
      .addColumn('hash', 'text', (c) => c.primaryKey())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('encrypted_password_uses').execute();
    await db.schema.dropTable('password_keys').execute();
  },
};
