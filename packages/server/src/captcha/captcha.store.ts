/** Captcha challenges already used: each solved challenge is accepted once. */
import type { Kysely } from 'kysely';
import type { Database } from '../store/schema.js';
import { spendOnce } from '../store/spend-once.js';

export function captchaStore(db: Kysely<Database>) {
  return {
    /**
     * Records the challenge `nonce` as used, in one statement: true the first time, false
     * when it was used before (so two parallel requests with one solution cannot both pass).
     * Rows past their expiry are pruned on the way, since an expired challenge is refused
     * anyway.
     */
    async markUsed(nonce: string, expiresAt: number, now: number): Promise<boolean> {
      return spendOnce(db, 'captcha_uses', nonce, expiresAt, now);
    },
  };
}
