/** Consecutive password failures per identifier, and the lock they lead to. */
import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database, LoginFailuresTable } from './schema.js';

export type LoginFailures = Selectable<LoginFailuresTable>;

export function loginFailuresStore(db: Kysely<Database>) {
  return {
    /**
     * Counts one password try for `identifier` before the password is checked, in one
     * statement, so a burst of parallel guesses cannot all see the same count. A lock that
     * has run out starts the count again at 1.
     */
    takeTry(
      identifier: string,
      now: number,
    ): Promise<Pick<LoginFailures, 'count' | 'locked_until'>> {
      const expired = sql<boolean>`login_failures.locked_until <= ${now}`;
      return db
        .insertInto('login_failures')
        .values({ identifier, count: 1, locked_until: null, updated_at: now })
        .onConflict((oc) =>
          oc.column('identifier').doUpdateSet({
            count: sql<number>`case when ${expired} then 1 else login_failures.count + 1 end`,
            locked_until: sql<
              number | null
            >`case when ${expired} then null else login_failures.locked_until end`,
            updated_at: now,
          }),
        )
        .returning(['count', 'locked_until'])
        .executeTakeFirstOrThrow();
    },

    async lock(identifier: string, until: number, now: number): Promise<void> {
      await db
        .updateTable('login_failures')
        .set({ locked_until: until, updated_at: now })
        .where('identifier', '=', identifier)
        .execute();
    },

    /** A successful login forgets the failures. */
    async reset(identifier: string): Promise<void> {
      await db.deleteFrom('login_failures').where('identifier', '=', identifier).execute();
    },

    find(identifier: string): Promise<LoginFailures | undefined> {
      return db
        .selectFrom('login_failures')
        .selectAll()
        .where('identifier', '=', identifier)
        .executeTakeFirst();
    },
  };
}

export type LoginFailuresStore = ReturnType<typeof loginFailuresStore>;
