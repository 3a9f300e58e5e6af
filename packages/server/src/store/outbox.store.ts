/** The dev outbox: every message that would have been sent, for people and e2e tests. */
import type { Kysely, Selectable } from 'kysely';
import { compiledOnce } from './compiled-once.js';
import type { Database, OutboxTable } from './schema.js';

export type OutboxMessage = Selectable<OutboxTable>;
/** Every column but the id, the ones a message lacks as null: one shape, compiled once. */
export type NewOutboxMessage = Omit<OutboxMessage, 'id'>;

const COLUMNS = ['channel', 'to', 'subject', 'text', 'code', 'link', 'sent_at'] as const;

export function outboxStore(db: Kysely<Database>) {
  // Every dev-outbox send makes it (the load bench's code send): built once (compiled-once.ts).
  const insert = compiledOnce(db, COLUMNS, (message: NewOutboxMessage) =>
    db.insertInto('outbox').values(message),
  );
  return {
    async insert(message: NewOutboxMessage): Promise<void> {
      await insert(message);
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
