/**
 * The key the log-in's password travels under (docs/decisions/151), table `password_keys`, and
 * the encrypted passwords already used (`encrypted_password_uses`, store/spend-once.ts).
 */
import type { Kysely } from 'kysely';
import type { Database } from '../store/schema.js';
import { spendOnce } from '../store/spend-once.js';

export function passwordKeysStore(db: Kysely<Database>) {
  return {
    /** Adds the key unless one exists: instances starting together make one between them. */
    async insertFirst(kid: string, privateJwk: string, now: number): Promise<void> {
      await db
        .insertInto('password_keys')
        .values({ generation: 1, kid, private_jwk: privateJwk, created_at: now })
        .onConflict((oc) => oc.column('generation').doNothing())
        .execute();
    },

    async current(): Promise<{ kid: string; private_jwk: string } | undefined> {
      return db
        .selectFrom('password_keys')
        .select(['kid', 'private_jwk'])
        .orderBy('generation', 'desc')
        .executeTakeFirst();
    },

    /** Records an encrypted password as used: true the first time only. */
    spend(hash: string, expiresAt: number, now: number): Promise<boolean> {
      return spendOnce(db, 'encrypted_password_uses', hash, expiresAt, now);
    },
  };
}
