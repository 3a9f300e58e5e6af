/** The dev outbox: every message that would have been sent, for people and e2e tests. */
import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database, OutboxTable } from './schema.js';

export type OutboxMessage = Selectable<OutboxTable>;

export function outboxStore(db: Kysely<Database>) {
  return {
    async insert(message: Insertable<OutboxTable>): Promise<void> {
      await db.insertInto('outbox').values(message).execute();
    },

    newestFirst(limit: number): Promise<OutboxMessage[]> {
      return db
        .selectFrom('outbox')
        .selectAll()
        .orderBy('sent_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
    },
  };
}

export type OutboxStore = ReturnType<typeof outboxStore>;
