/** Sessions, keyed by the sha256 of the token (the token itself is never stored). */
import type { Kysely, Selectable } from 'kysely';
import type { Database, SessionsTable } from '../store/schema.js';

export type Session = Selectable<SessionsTable>;

export function sessionsStore(db: Kysely<Database>) {
  return {
    async insert(session: Omit<Session, 'revoked_at'>): Promise<void> {
      await db
        .insertInto('sessions')
        .values({ ...session, revoked_at: null })
        .execute();
    },

    /** The session if it exists, is not revoked and has not expired at `now`. */
    findLive(tokenHash: string, now: number): Promise<Session | undefined> {
      return db
        .selectFrom('sessions')
        .selectAll()
        .where('token_hash', '=', tokenHash)
        .where('revoked_at', 'is', null)
        .where('expires_at', '>', now)
        .executeTakeFirst();
    },

    /**
     * Revokes every live session of these accounts, but the one of `keepTokenHash` when
     * given (the session that asked); answers how many ended.
     */
    async revokeAllOf(
      accountIds: readonly string[],
      now: number,
      keepTokenHash?: string,
    ): Promise<number> {
      if (accountIds.length === 0) return 0;
      let query = db
        .updateTable('sessions')
        .set({ revoked_at: now })
        .where('account_id', 'in', accountIds)
        .where('revoked_at', 'is', null);
      if (keepTokenHash !== undefined) query = query.where('token_hash', '!=', keepTokenHash);
      const result = await query.executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    async revoke(tokenHash: string, now: number): Promise<void> {
      await db
        .updateTable('sessions')
        .set({ revoked_at: now })
        .where('token_hash', '=', tokenHash)
        .where('revoked_at', 'is', null)
        .execute();
    },
  };
}

export type SessionsStore = ReturnType<typeof sessionsStore>;
