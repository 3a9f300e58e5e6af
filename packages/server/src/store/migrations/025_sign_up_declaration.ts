import type { Kysely, Migration } from 'kysely';

/** What a person declared at sign-up (decision 038): dialog 1, and the terms version. */
export const signUpDeclaration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('sign_up_declarations')
      .addColumn('account_id', 'text', (c) => c.primaryKey())
      .addColumn('residence_declared_at', 'bigint')
      .addColumn('terms_version', 'text')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('sign_up_declarations').execute();
  },
};
