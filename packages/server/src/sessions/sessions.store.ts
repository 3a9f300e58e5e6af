/** Sessions, keyed by the sha256 of the token (the token itself is never stored). */
import type { Kysely, Selectable } from 'kysely';
import { compiledOnce } from '../store/compiled-once.js';
import type { Database, SessionsTable } from '../store/schema.js';

export type Session = Selectable<SessionsTable>;
export type NewSessionRow = Omit<Session, 'revoked_at' | 'demo'>;

export function sessionsStore(db: Kysely<Database>) {
  // Every sign-in makes the first, every private call the second: built once (compiled-once.ts).
  const insert = compiledOnce(
    db,
    ['token_hash', 'account_id', 'created_at', 'expires_at'],
    (session: NewSessionRow) => db.insertInto('sessions').values({ ...session, revoked_at: null }),
  );
  const findLive = compiledOnce(
    db,
    ['tokenHash', 'now'],
    ({ tokenHash, now }: { tokenHash: string; now: number }) =>
      db
        .selectFrom('sessions')
        .selectAll()
        .where('token_hash', '=', tokenHash)
        .where('revoked_at', 'is', null)
        .where('expires_at', '>', now),
  );
  return {
    async insert(session: NewSessionRow): Promise<void> {
      await insert(session);
    },

    /** The session if it exists, is not revoked and has not expired at `now`. */
    async findLive(tokenHash: string, now: number): Promise<Session | undefined> {
      return (await findLive({ tokenHash, now }))[0];
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

    /** Switches a live session to demo trading or back (decision 131); false if none is live. */
    async setDemo(tokenHash: string, demo: boolean, now: number): Promise<boolean> {
      const result = await db
        .updateTable('sessions')
        .set({ demo: demo ? 1 : 0 })
        .where('token_hash', '=', tokenHash)
        .where('revoked_at', 'is', null)
        .where('expires_at', '>', now)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
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
