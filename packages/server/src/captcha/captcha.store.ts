/** Captcha challenges already used: each solved challenge is accepted once. */
import type { Kysely } from 'kysely';
import type { Database } from '../store/schema.js';

export function captchaStore(db: Kysely<Database>) {
  return {
    /**
     * Records the challenge `nonce` as used, in one statement: true the first time, false
     * when it was used before (so two parallel requests with one solution cannot both pass).
     * Rows past their expiry are pruned on the way, since an expired challenge is refused
     * anyway.
     */
    async markUsed(nonce: string, expiresAt: number, now: number): Promise<boolean> {
      await db.deleteFrom('captcha_uses').where('expires_at', '<=', now).execute();
      const inserted = await db
        .insertInto('captcha_uses')
        .values({ nonce, expires_at: expiresAt })
        .onConflict((oc) => oc.column('nonce').doNothing())
        .returning('nonce')
        .executeTakeFirst();
      return inserted !== undefined;
    },
  };
}
