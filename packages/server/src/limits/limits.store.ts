/**
 * The counters of every attempt limit (docs/decisions/042): one row per purpose and key in
 * limit_counters, shared by every instance on the database. A hit is counted by one
 * INSERT … ON CONFLICT DO UPDATE … RETURNING, never read-then-write: PostgreSQL locks the row
 * for the statement and SQLite runs one write at a time, so parallel hits at any instances
 * are counted one after another. The statement is limits/limiter.ts `afterHit` in SQL; the
 * store's tests hold the two to the same answers.
 */
import { sql, type Kysely, type RawBuilder, type Selectable } from 'kysely';
import type { LimitCounter, LimitPurpose, LimitRule } from './limiter.js';
import { compiledOnce, compiledPerShape } from '../store/compiled-once.js';
import type { Database, LimitCountersTable } from '../store/schema.js';

type Row = Selectable<LimitCountersTable>;

const counterOf = (row: Pick<Row, 'count' | 'started_at' | 'resets_at' | 'blocked_until'>) => ({
  count: row.count,
  startedAt: row.started_at,
  resetsAt: row.resets_at,
  blockedUntil: row.blocked_until,
});

// Typed parameters: PostgreSQL cannot infer the type of a bare parameter in a CASE branch.
const bigint = (value: number | null) => sql<number | null>`cast(${value} as bigint)`;

type HitValues = {
  purpose: LimitPurpose;
  key: string;
  now: number;
  resetsAt: number | null;
  blockAt: number | null;
  blockFresh: number | null;
  limit: number;
};

const HIT_VALUES = ['purpose', 'key', 'now', 'resetsAt', 'blockAt', 'blockFresh', 'limit'] as const;

const old = (column: string) => sql.ref(`limit_counters.${column}`);

/**
 * limiter.ts `hasLapsed` of the stored counter at `now`, in SQL: the block ended, the window
 * ended, or every hit was refunded. Both upserts start a fresh window on it.
 */
const lapsedAt = (now: RawBuilder<unknown>): RawBuilder<boolean> =>
  sql`(${old('blocked_until')} is null or ${old('blocked_until')} <= ${now})
      and (${old('blocked_until')} is not null or ${old('resets_at')} <= ${now}
        or ${old('count')} <= 0)`;

/**
 * One hit as one INSERT … ON CONFLICT DO UPDATE … RETURNING. Two shapes: a rule with a block
 * (`blockMs`) sets `blocked_until` when the count reaches the limit; one without keeps it.
 */
function hitUpsert(db: Kysely<Database>, blocks: boolean) {
  return (values: HitValues) => {
    const now = bigint(values.now);
    const lapsed = lapsedAt(now);
    const blockNext = blocks
      ? sql`case when ${old('blocked_until')} is null and ${old('count')} + 1 >= ${bigint(values.limit)}
          then ${bigint(values.blockAt)} else ${old('blocked_until')} end`
      : old('blocked_until');
    return db
      .insertInto('limit_counters')
      .values({
        purpose: values.purpose,
        key: values.key,
        count: 1,
        started_at: values.now,
        resets_at: values.resetsAt,
        blocked_until: values.blockFresh,
        noticed_at: null,
      })
      .onConflict((oc) =>
        oc.columns(['purpose', 'key']).doUpdateSet({
          count: sql<number>`case when ${lapsed} then 1 else ${old('count')} + 1 end`,
          started_at: sql<number>`case when ${lapsed} then ${now} else ${old('started_at')} end`,
          resets_at: sql<
            number | null
          >`case when ${lapsed} then ${bigint(values.resetsAt)} else ${old('resets_at')} end`,
          blocked_until: sql<
            number | null
          >`case when ${lapsed} then ${bigint(values.blockFresh)} else ${blockNext} end`,
        }),
      )
      .returning(['count', 'started_at', 'resets_at', 'blocked_until']);
  };
}

/** One hit of a windowed rule, counted with others in one statement (`hitTogether`). */
export interface WindowHit {
  purpose: LimitPurpose;
  key: string;
  rule: LimitRule;
}

/**
 * Several windowed hits as one multi-row INSERT … ON CONFLICT DO UPDATE … RETURNING: each
 * row's fresh window comes in its own VALUES row (`excluded.*`), so keys of different rules
 * share the statement. Rules with a block are not counted here (`hit` decides their block).
 */
function hitsUpsert(db: Kysely<Database>, rows: number) {
  return (values: Record<string, unknown>) => {
    const fresh = (column: string) => sql.ref(`excluded.${column}`);
    // At the hit's time, which every VALUES row carries as its started_at.
    const lapsed = lapsedAt(sql`${fresh('started_at')}`);
    const fromFresh = <T>(column: string) =>
      sql<T>`case when ${lapsed} then ${fresh(column)} else ${old(column)} end`;
    return db
      .insertInto('limit_counters')
      .values(
        Array.from({ length: rows }, (_, row) => ({
          purpose: values[`purpose${row}`] as string,
          key: values[`key${row}`] as string,
          count: 1,
          started_at: values.now as number,
          resets_at: values[`resetsAt${row}`] as number | null,
          blocked_until: null,
          noticed_at: null,
        })),
      )
      .onConflict((oc) =>
        oc.columns(['purpose', 'key']).doUpdateSet({
          count: sql<number>`case when ${lapsed} then 1 else ${old('count')} + 1 end`,
          started_at: fromFresh<number>('started_at'),
          resets_at: fromFresh<number | null>('resets_at'),
          blocked_until: fromFresh<number | null>('blocked_until'),
        }),
      )
      .returning(['purpose', 'key', 'count', 'started_at', 'resets_at', 'blocked_until']);
  };
}

export function limitsStore(db: Kysely<Database>) {
  const whereKey = (purpose: LimitPurpose, key: string) =>
    db.selectFrom('limit_counters').where('purpose', '=', purpose).where('key', '=', key);
  // A code check and a code send read the wrong-code budget's counter: compiled once too.
  const findCounter = compiledOnce(
    db,
    ['purpose', 'key'],
    ({ purpose, key }: { purpose: LimitPurpose; key: string }) =>
      whereKey(purpose, key).select(['count', 'started_at', 'resets_at', 'blocked_until']),
  );
  // Every right password resets its try count.
  const resetCounter = compiledOnce(
    db,
    ['purpose', 'key'],
    ({ purpose, key }: { purpose: LimitPurpose; key: string }) =>
      db.deleteFrom('limit_counters').where('purpose', '=', purpose).where('key', '=', key),
  );
  // Every request counts a hit: built and compiled once per shape (store/compiled-once.ts).
  const hitWithBlock = compiledOnce(db, HIT_VALUES, hitUpsert(db, true));
  const hitWithoutBlock = compiledOnce(
    db,
    HIT_VALUES.filter((name) => name !== 'blockAt' && name !== 'limit'),
    hitUpsert(db, false),
  );

  // One compiled statement per number of rows.
  const hitsOf = compiledPerShape((rows: number) => {
    const names = Array.from({ length: rows }, (_, row) => [
      `purpose${row}`,
      `key${row}`,
      `resetsAt${row}`,
    ]).flat();
    return compiledOnce(db, ['now', ...names], hitsUpsert(db, rows));
  });

  /** Takes one hit back from each key, in one statement (hits counted together, not sent). */
  async function refundTogether(
    keys: readonly Pick<WindowHit, 'purpose' | 'key'>[],
  ): Promise<void> {
    if (keys.length === 0) return;
    await db
      .updateTable('limit_counters')
      .set((eb) => ({ count: eb('count', '-', 1) }))
      .where((eb) =>
        eb.or(
          keys.map(({ purpose, key }) =>
            eb.and([eb('purpose', '=', purpose), eb('key', '=', key)]),
          ),
        ),
      )
      .where('count', '>', 0)
      .execute();
  }

  return {
    /**
     * Counts one hit of each key under its windowed rule at `now`, all in one statement;
     * answers the counters after them, in the order of `hits`. The keys must differ.
     */
    async hitTogether(hits: readonly WindowHit[], now: number): Promise<LimitCounter[]> {
      const keys = new Set(hits.map(({ purpose, key }) => `${purpose} ${key}`));
      if (keys.size < hits.length) throw new Error('hitTogether: a key is hit twice');
      const values: Record<string, unknown> = { now };
      hits.forEach(({ purpose, key, rule }, row) => {
        if (rule.blockMs !== undefined) throw new Error(`hitTogether: ${purpose} has a block`);
        values[`purpose${row}`] = purpose;
        values[`key${row}`] = key;
        values[`resetsAt${row}`] = rule.windowMs === undefined ? null : now + rule.windowMs;
      });
      const rows = await hitsOf(hits.length)(values);
      // RETURNING's order is not promised: each hit finds its own row.
      return hits.map(({ purpose, key }) => {
        const row = rows.find((found) => found.purpose === purpose && found.key === key);
        if (!row) throw new Error(`limit counter upsert returned no row for ${purpose}`);
        return counterOf(row);
      });
    },

    /** Counts one hit of the key under `rule` at `now`; answers the counter after it. */
    async hit(
      purpose: LimitPurpose,
      key: string,
      rule: LimitRule,
      now: number,
    ): Promise<LimitCounter> {
      const resetsAt = rule.windowMs === undefined ? null : now + rule.windowMs;
      const blockAt = rule.blockMs === undefined ? null : now + rule.blockMs;
      const blockFresh = blockAt !== null && rule.limit <= 1 ? blockAt : null;
      const upsert = blockAt === null ? hitWithoutBlock : hitWithBlock;
      const [row] = await upsert({
        purpose,
        key,
        now,
        resetsAt,
        blockAt,
        blockFresh,
        limit: rule.limit,
      });
      if (!row) throw new Error('limit counter upsert returned no row');
      return counterOf(row);
    },

    /** The key's counter as it stands, or undefined when it has none. */
    async find(purpose: LimitPurpose, key: string): Promise<LimitCounter | undefined> {
      const [row] = await findCounter({ purpose, key });
      return row && counterOf(row);
    },

    /** Takes one hit back (a right code, a send not made); the window stays as it was. */
    refund(purpose: LimitPurpose, key: string): Promise<void> {
      return refundTogether([{ purpose, key }]);
    },

    refundTogether,

    /** Forgets the key's count and block (a right password, a right authenticator code). */
    async reset(purpose: LimitPurpose, key: string): Promise<void> {
      await resetCounter({ purpose, key });
    },

    /** Forgets several keys' counts and blocks in one statement (a right password's). */
    async resetTogether(keys: readonly Pick<WindowHit, 'purpose' | 'key'>[]): Promise<void> {
      if (keys.length === 0) return;
      await db
        .deleteFrom('limit_counters')
        .where((eb) =>
          eb.or(
            keys.map(({ purpose, key }) =>
              eb.and([eb('purpose', '=', purpose), eb('key', '=', key)]),
            ),
          ),
        )
        .execute();
    },

    /**
     * Forgets the key's counter in every purse (limits/purses.ts): the plain key and each
     * `<key> …` of it. A password reset and the operator's `clear-limits` use it.
     */
    async resetWithPurses(purpose: LimitPurpose, key: string): Promise<void> {
      const prefix = `${key} `;
      await db
        .deleteFrom('limit_counters')
        .where('purpose', '=', purpose)
        .where((eb) =>
          eb.or([
            eb('key', '=', key),
            // substr, not LIKE: an e-mail may hold the pattern characters `_` and `%`.
            eb(sql`substr(${sql.ref('key')}, 1, ${prefix.length})`, '=', prefix),
          ]),
        )
        .execute();
    },

    /**
     * Claims the one notice of the key's window: true when none was given since the window
     * began. One conditional update, so two parallel requests never both send it.
     */
    async claimNotice(purpose: LimitPurpose, key: string, now: number): Promise<boolean> {
      const row = await db
        .updateTable('limit_counters')
        .set({ noticed_at: now })
        .where('purpose', '=', purpose)
        .where('key', '=', key)
        .where((eb) =>
          eb.or([eb('noticed_at', 'is', null), eb('noticed_at', '<', eb.ref('started_at'))]),
        )
        .returning('key')
        .executeTakeFirst();
      return row !== undefined;
    },

    /**
     * Holds the key's row until the caller's transaction ends, counting nothing: on
     * PostgreSQL a parallel transaction holding the same key waits here. (SQLite runs one
     * write transaction at a time.) A row made for holding has lapsed already.
     */
    async hold(purpose: LimitPurpose, key: string, now: number): Promise<void> {
      await db
        .insertInto('limit_counters')
        .values({ purpose, key, count: 0, started_at: now, resets_at: now, blocked_until: null })
        .onConflict((oc) =>
          oc.columns(['purpose', 'key']).doUpdateSet({ count: sql.ref('limit_counters.count') }),
        )
        .execute();
    },

    /** Deletes the counters that count for nothing any more (limiter.ts `hasLapsed`). */
    async purgeLapsed(now: number): Promise<number> {
      const result = await db
        .deleteFrom('limit_counters')
        .where((eb) =>
          eb.or([
            eb('blocked_until', '<=', now),
            eb.and([eb('blocked_until', 'is', null), eb('resets_at', '<=', now)]),
          ]),
        )
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}

export type LimitsStore = ReturnType<typeof limitsStore>;
