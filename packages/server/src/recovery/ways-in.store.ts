/**
 * An account's ways in besides its password (provider links, the Telegram binding), as the
 * review after a recovery sees them (docs/decisions/110): held back from signing in, kept
 * again, or removed; and the reviews a reset hands out, by SHA-256 of their token.
 */
import type { Kysely, Selectable } from 'kysely';
import type { Database, HeldWaysInTable } from '../store/schema.js';

export type HeldWayIn = Selectable<HeldWaysInTable>;

/** A way in as the account has it now: a provider's link or the Telegram binding. */
export interface WayInRow {
  /** 'google' | 'apple' | 'tr' | 'telegram'. */
  way: string;
  linked_at: number;
  issuer: string | null;
  subject: string | null;
  telegram_id: string | null;
}

export const TELEGRAM_WAY = 'telegram';

export function waysInStore(db: Kysely<Database>) {
  /** Takes a way in away from the account (it signs in no more). */
  async function remove(accountId: string, way: string): Promise<void> {
    if (way === TELEGRAM_WAY) {
      await db.deleteFrom('telegram_bindings').where('account_id', '=', accountId).execute();
      return;
    }
    await db
      .deleteFrom('third_party_links')
      .where('account_id', '=', accountId)
      .where('provider', '=', way)
      .execute();
  }

  return {
    /** The account's provider links and Telegram binding, oldest first. */
    async current(accountId: string): Promise<WayInRow[]> {
      const links = await db
        .selectFrom('third_party_links')
        .select(['provider', 'created_at', 'issuer', 'subject'])
        .where('account_id', '=', accountId)
        .execute();
      const telegram = await db
        .selectFrom('telegram_bindings')
        .select(['telegram_id', 'created_at'])
        .where('account_id', '=', accountId)
        .execute();
      return [
        ...links.map((link) => ({
          way: link.provider,
          linked_at: Number(link.created_at),
          issuer: link.issuer,
          subject: link.subject,
          telegram_id: null,
        })),
        ...telegram.map((bound) => ({
          way: TELEGRAM_WAY,
          linked_at: Number(bound.created_at),
          issuer: null,
          subject: null,
          telegram_id: bound.telegram_id,
        })),
      ].sort((a, b) => a.linked_at - b.linked_at || a.way.localeCompare(b.way));
    },

    /** The ways in held back from the account, as the last reset held them. */
    held(accountId: string): Promise<HeldWayIn[]> {
      return db
        .selectFrom('held_ways_in')
        .selectAll()
        .where('account_id', '=', accountId)
        .orderBy('linked_at')
        .execute();
    },

    /** Forgets the ways in held back (one, or all: an earlier reset's review is over). */
    async forgetHeld(accountId: string, way?: string): Promise<void> {
      let query = db.deleteFrom('held_ways_in').where('account_id', '=', accountId);
      if (way !== undefined) query = query.where('way', '=', way);
      await query.execute();
    },

    remove,

    /** Holds a way in back: removed from the account, kept aside for the review. */
    async hold(accountId: string, row: WayInRow, now: number): Promise<void> {
      await remove(accountId, row.way);
      await db
        .insertInto('held_ways_in')
        .values({ account_id: accountId, ...row, held_at: now })
        .onConflict((oc) =>
          oc.columns(['account_id', 'way']).doUpdateSet({
            issuer: row.issuer,
            subject: row.subject,
            telegram_id: row.telegram_id,
            linked_at: row.linked_at,
            held_at: now,
          }),
        )
        .execute();
    },

    /**
     * Gives a held way in back to the account; false when it cannot be (the person or the
     * Telegram account is linked elsewhere meanwhile). The held row goes either way.
     */
    async release(held: HeldWayIn): Promise<boolean> {
      await db
        .deleteFrom('held_ways_in')
        .where('account_id', '=', held.account_id)
        .where('way', '=', held.way)
        .execute();
      // ON CONFLICT DO NOTHING, not a caught error: inside PostgreSQL's transaction an error
      // would abort the rest of the review.
      if (held.way === TELEGRAM_WAY) {
        if (!held.telegram_id) return false;
        const bound = await db
          .insertInto('telegram_bindings')
          .values({
            telegram_id: held.telegram_id,
            account_id: held.account_id,
            created_at: held.linked_at,
          })
          .onConflict((oc) => oc.doNothing())
          .returning('telegram_id')
          .executeTakeFirst();
        return bound !== undefined;
      }
      if (!held.issuer || !held.subject) return false;
      const linked = await db
        .insertInto('third_party_links')
        .values({
          issuer: held.issuer,
          subject: held.subject,
          account_id: held.account_id,
          provider: held.way,
          created_at: held.linked_at,
        })
        .onConflict((oc) => oc.doNothing())
        .returning('issuer')
        .executeTakeFirst();
      return linked !== undefined;
    },

    /**
     * Opens a review of the account's ways in, in place of any earlier one; lapsed reviews,
     * and holds no review can release any more (held before `lapsedBefore`), are pruned.
     */
    async openReview(
      review: { tokenHash: string; accountId: string; now: number; expiresAt: number },
      lapsedBefore: number,
    ): Promise<void> {
      const { tokenHash, accountId, now, expiresAt } = review;
      await db.deleteFrom('ways_in_reviews').where('expires_at', '<=', now).execute();
      await db.deleteFrom('held_ways_in').where('held_at', '<', lapsedBefore).execute();
      await db.deleteFrom('ways_in_reviews').where('account_id', '=', accountId).execute();
      await db
        .insertInto('ways_in_reviews')
        .values({
          token_hash: tokenHash,
          account_id: accountId,
          created_at: now,
          expires_at: expiresAt,
        })
        .execute();
    },

    /** Spends a live review: the account it is of, once; undefined otherwise. */
    async takeReview(tokenHash: string, now: number): Promise<string | undefined> {
      const row = await db
        .deleteFrom('ways_in_reviews')
        .where('token_hash', '=', tokenHash)
        .where('expires_at', '>', now)
        .returning('account_id')
        .executeTakeFirst();
      return row?.account_id;
    },
  };
}

export type WaysInStore = ReturnType<typeof waysInStore>;
