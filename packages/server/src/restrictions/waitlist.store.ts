/** The waitlist of visitors from places where sign-up is not offered (decision 029, 033). */
import type { Kysely } from 'kysely';
import type { Database } from '../store/schema.js';

export function waitlistStore(db: Kysely<Database>) {
  return {
    /** Adds the e-mail once; a second join changes nothing (and is not told apart). */
    async join(email: string, country: string, createdAt: number): Promise<void> {
      await db
        .insertInto('waitlist')
        .values({ email, country, created_at: createdAt })
        .onConflict((oc) => oc.column('email').doNothing())
        .execute();
    },

    find(email: string) {
      return db.selectFrom('waitlist').selectAll().where('email', '=', email).executeTakeFirst();
    },

    /**
     * Gives an unconfirmed entry a new confirmation link (the resend wait is the caller's,
     * limits/resend-cooldown.ts). False: the entry is confirmed, nothing to send.
     */
    async renewLink(
      email: string,
      tokenHash: string,
      now: number,
      ttlMs: number,
    ): Promise<boolean> {
      const result = await db
        .updateTable('waitlist')
        .set({ token_hash: tokenHash, link_sent_at: now, link_expires_at: now + ttlMs })
        .where('email', '=', email)
        .where('confirmed_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /**
     * Confirms the entry whose live link has this token hash (opening it again keeps the
     * first time); true when the entry is confirmed.
     */
    async confirm(tokenHash: string, now: number): Promise<boolean> {
      const result = await db
        .updateTable('waitlist')
        .set((eb) => ({ confirmed_at: eb.fn.coalesce('confirmed_at', eb.val(now)) }))
        .where('token_hash', '=', tokenHash)
        .where('link_expires_at', '>', now)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
  };
}
