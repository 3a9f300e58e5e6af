/**
 * The help-center web form's support requests (decision 129). Operators read them with
 * `admin support-requests`; nothing in the server ever renders a message as markup.
 */
import type { Kysely, Selectable } from 'kysely';
import type { Database, SupportRequestsTable } from '../store/schema.js';

export type SupportRequestRow = Selectable<SupportRequestsTable>;
export type NewSupportRequest = Omit<SupportRequestRow, 'id'>;

export function supportRequestsStore(db: Kysely<Database>) {
  return {
    /** Writes one request; answers its id. */
    async record(row: NewSupportRequest): Promise<number> {
      const { id } = await db
        .insertInto('support_requests')
        .values(row)
        .returning('id')
        .executeTakeFirstOrThrow();
      return id;
    },

    /** The newest requests first, at most `limit`. */
    async latest(limit: number): Promise<SupportRequestRow[]> {
      return db
        .selectFrom('support_requests')
        .selectAll()
        .orderBy('at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
    },
  };
}
