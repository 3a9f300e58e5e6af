import type { Kysely, Migration } from 'kysely';

/** Solved captcha challenges, kept until they expire so that none is accepted twice. */
export const captchaUses: Migration = {
  async up(db: Kysely<unknown>) {
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
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('captcha_uses').execute();
  },
};
