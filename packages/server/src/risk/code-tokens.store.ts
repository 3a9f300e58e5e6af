/**
 * The queries shared by the two kinds of risk token, a login's (decision 017) and a sign-up
 * send's (decision 031): a token verified by a code sent to its owner, used once. Its tries
 * are the limiter's (risk.service.ts). Both tables have these columns; each store binds them
 * to its own table.
 */
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../store/schema.js';

type CodeTokenTable = 'risk_tokens' | 'sign_up_risk_tokens';

/** The columns both tables share, so one query serves either. */
interface CodeTokenColumns {
  token_hash: string;
  expires_at: number;
  code_hash: string | null;
  code_sent_at: number | null;
  verified_at: number | null;
  consumed_at: number | null;
}

export function codeTokenQueries<T extends CodeTokenTable>(database: Kysely<Database>, table: T) {
  // Either table seen as one table of the shared columns: the same statements, either table.
  const db = database as unknown as Kysely<{ code_tokens: CodeTokenColumns }>;
  const tokens = table as CodeTokenTable as unknown as 'code_tokens';
  return {
    /** A token that has not expired and has not been used. */
    findLive(tokenHash: string, now: number): Promise<Selectable<Database[T]> | undefined> {
      return db
        .selectFrom(tokens)
        .selectAll()
        .where('token_hash', '=', tokenHash)
        .where('expires_at', '>', now)
        .where('consumed_at', 'is', null)
        .executeTakeFirst() as Promise<Selectable<Database[T]> | undefined>;
    },

    /**
     * A new code replaces the last: its hash and when. The tries stay the token's, not the
     * code's: a resend never brings fresh ones (decision 034).
     */
    async setCode(tokenHash: string, codeHash: string, now: number): Promise<void> {
      await db
        .updateTable(tokens)
        .set({ code_hash: codeHash, code_sent_at: now })
        .where('token_hash', '=', tokenHash)
        .execute();
    },

    async markVerified(tokenHash: string, now: number): Promise<void> {
      await db
        .updateTable(tokens)
        .set({ verified_at: now })
        .where('token_hash', '=', tokenHash)
        .execute();
    },

    /** Uses the token, once: false when it was already used. */
    async consume(tokenHash: string, now: number): Promise<boolean> {
      const result = await db
        .updateTable(tokens)
        .set({ consumed_at: now })
        .where('token_hash', '=', tokenHash)
        .where('consumed_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
  };
}
