import type { Kysely, Migration } from 'kysely';

/**
 * Foyer as an OpenID provider (docs/decisions/076).
 *
 * `oauth_models`: every record `oidc-provider` keeps (its adapter's models: sessions,
 * interactions, grants, codes, tokens, clients), one row per (model, id): the payload as JSON,
 * when it expires (null: never, as clients), and the columns the adapter looks rows up by
 * (grant id, session uid, device user code) or marks (consumed).
 *
 * `oauth_keys`: the provider's keys, each a private JWK (`use` 'sig': a signing key; 'cookie':
 * a key its cookies are signed with), numbered per use (the newest signs; (use, generation)
 * is unique, so two instances starting at once make one first key), and when an older key
 * leaves the published key set.
 *
 * Listed in store/migrations/index.ts by its key.
 */
export const oauthProvider: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('oauth_models')
      .addColumn('model', 'text', (c) => c.notNull())
      .addColumn('id', 'text', (c) => c.notNull())
      .addColumn('payload', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'bigint')
      .addColumn('grant_id', 'text')
      .addColumn('uid', 'text')
      .addColumn('user_code', 'text')
      .addColumn('consumed_at', 'bigint')
      .addPrimaryKeyConstraint('oauth_models_pkey', ['model', 'id'])
      .execute();
    await db.schema
      .createIndex('oauth_models_grant_id')
      .on('oauth_models')
      .columns(['model', 'grant_id'])
      .execute();
    await db.schema
      .createIndex('oauth_models_uid')
      .on('oauth_models')
      .columns(['model', 'uid'])
      .execute();
    await db.schema
      .createIndex('oauth_models_user_code')
      .on('oauth_models')
      .columns(['model', 'user_code'])
      .execute();
    await db.schema
      .createIndex('oauth_models_expires_at')
      .on('oauth_models')
      .column('expires_at')
      .execute();
    await db.schema
      .createTable('oauth_keys')
      .addColumn('kid', 'text', (c) => c.primaryKey())
      .addColumn('use', 'text', (c) => c.notNull())
      .addColumn('generation', 'integer', (c) => c.notNull())
      .addColumn('private_jwk', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('retire_at', 'bigint')
      .addUniqueConstraint('oauth_keys_use_generation', ['use', 'generation'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('oauth_keys').execute();
    await db.schema.dropTable('oauth_models').execute();
  },
};
