/**
 * Counted events per key in a sliding window, for the code limits (docs/decisions/034): the
 * wrong-code budgets and the send caps. Counting happens in the database, so every instance
 * sharing it sees the same counts.
 */
import type { Kysely } from 'kysely';
import type { Database } from './schema.js';

export interface Hit {
  id: string;
  key: string;
  at: number;
}

export interface TakeResult {
  /** Whether the hit was counted (the window had room). */
  taken: boolean;
  /** The times of the hits in the window, oldest first, the new one included when taken. */
  hits: number[];
}

export function codeBudgetStore(db: Kysely<Database>) {
  /**
   * Holds the key's row until the transaction ends: on PostgreSQL a parallel request waits
   * here, so two requests never both see room for one more hit. (SQLite runs one at a time.)
   */
  const hold = async (trx: Kysely<Database>, key: string) => {
    await trx
      .insertInto('limit_keys')
      .values({ key, noticed_at: null })
      .onConflict((oc) => oc.column('key').doUpdateSet({ key }))
      .execute();
  };

  const hitsSince = async (trx: Kysely<Database>, key: string, since: number) => {
    const rows = await trx
      .selectFrom('limit_hits')
      .select('at')
      .where('key', '=', key)
      .where('at', '>', since)
      .orderBy('at')
      .execute();
    return rows.map((row) => Number(row.at));
  };

  /** Runs `work` in the caller's transaction, or in a new one. */
  const inTransaction = <T>(work: (trx: Kysely<Database>) => Promise<T>) =>
    db.isTransaction ? work(db) : db.transaction().execute(work);

  return {
    /** Holds `key` for the rest of the caller's transaction (see `take`). */
    hold: (key: string) => hold(db, key),

    /** The times of the hits of `key` after `since`, oldest first. */
    hitsSince: (key: string, since: number) => hitsSince(db, key, since),

    /**
     * Counts `hit` unless `limit` hits of its key are already after `since`, as one
     * transaction that holds the key. Hits older than the window are forgotten on the way.
     */
    take(hit: Hit, since: number, limit: number): Promise<TakeResult> {
      return inTransaction(async (trx) => {
        await hold(trx, hit.key);
        await trx
          .deleteFrom('limit_hits')
          .where('key', '=', hit.key)
          .where('at', '<=', since)
          .execute();
        const hits = await hitsSince(trx, hit.key, since);
        if (hits.length >= limit) return { taken: false, hits };
        await trx.insertInto('limit_hits').values(hit).execute();
        return { taken: true, hits: [...hits, hit.at] };
      });
    },

    /** Takes back a hit that turned out not to count (a right code, a send not made). */
    async refund(id: string): Promise<void> {
      await db.deleteFrom('limit_hits').where('id', '=', id).execute();
    },

    /**
     * Claims the one notice of `key` per window: true when none was given after `since`.
     * One conditional update, so two parallel requests never both send it.
     */
    async claimNotice(key: string, now: number, since: number): Promise<boolean> {
      const row = await db
        .updateTable('limit_keys')
        .set({ noticed_at: now })
        .where('key', '=', key)
        .where((eb) => eb.or([eb('noticed_at', 'is', null), eb('noticed_at', '<=', since)]))
        .returning('key')
        .executeTakeFirst();
      return row !== undefined;
    },
  };
}

export type CodeBudgetStore = ReturnType<typeof codeBudgetStore>;
