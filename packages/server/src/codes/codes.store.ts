/**
 * Verification codes. Their limits are the limiter's: the resend wait (limits/resend-cooldown.ts)
 * and the tries of each code (codes.service.ts).
 */
import type { Kysely, QueryCreator, Selectable } from 'kysely';
import { compiledOnce } from '../store/compiled-once.js';
import type { DialectKind } from '../store/dialect.js';
import type { Database, VerificationCodesTable } from '../store/schema.js';

export type VerificationCode = Selectable<VerificationCodesTable>;
export type NewVerificationCode = Omit<
  VerificationCode,
  'consumed_at' | 'voided_at' | 'link_hash'
> & {
  /** The digest of the link sent with the code, if any (decision 105). */
  link_hash?: string | null;
};
type StoredCode = NewVerificationCode & { link_hash: string | null };

const NEW_CODE_COLUMNS = [
  'id',
  'purpose',
  'channel',
  'target',
  'code_hash',
  'uuid',
  'created_at',
  'expires_at',
  'link_hash',
] as const;

export function codesStore(db: Kysely<Database>, kind: DialectKind) {
  /** The live codes of the new code's purpose and target, voided at its creation. */
  const voidLive = (db: QueryCreator<Database>, code: StoredCode) =>
    db
      .updateTable('verification_codes')
      .set({ voided_at: code.created_at })
      .where('purpose', '=', code.purpose)
      .where('target', '=', code.target)
      .where('consumed_at', 'is', null)
      .where('voided_at', 'is', null);
  const fresh = (code: StoredCode) => ({ ...code, consumed_at: null, voided_at: null });
  // Every code send makes it: built once (store/compiled-once.ts).
  const voidAndInsert = compiledOnce(db, NEW_CODE_COLUMNS, (code: StoredCode) =>
    db
      .with('voided', (db) => voidLive(db, code))
      .insertInto('verification_codes')
      .values(fresh(code)),
  );

  return {
    /**
     * Voids every live code for the same purpose and target, then stores the new one. On
     * PostgreSQL one statement (a data-modifying WITH, decision 100): both parts see the table
     * as it was, so the new code is not voided, and both commit together. SQLite has no UPDATE
     * in a WITH: two statements in a transaction there.
     */
    async replace(newCode: NewVerificationCode): Promise<void> {
      const code: StoredCode = { ...newCode, link_hash: newCode.link_hash ?? null };
      if (kind === 'postgres') {
        await voidAndInsert(code);
        return;
      }
      const both = async (db: QueryCreator<Database>) => {
        await voidLive(db, code).execute();
        await db.insertInto('verification_codes').values(fresh(code)).execute();
      };
      // Inside a transaction already (a caller's `atomically`), that transaction holds both.
      if (db.isTransaction) await both(db);
      else await db.transaction().execute(both);
    },

    /** The newest code that is neither used nor replaced (it may still be expired). */
    findLive(purpose: VerificationCode['purpose'], target: string) {
      return db
        .selectFrom('verification_codes')
        .selectAll()
        .where('purpose', '=', purpose)
        .where('target', '=', target)
        .where('consumed_at', 'is', null)
        .where('voided_at', 'is', null)
        .orderBy('created_at', 'desc')
        .limit(1)
        .executeTakeFirst();
    },

    /**
     * The code of this purpose whose link has this token's digest, neither used nor
     * replaced (it may still be expired): a recovery link opened (decision 105).
     */
    findLiveByLink(purpose: VerificationCode['purpose'], linkHash: string) {
      return db
        .selectFrom('verification_codes')
        .selectAll()
        .where('purpose', '=', purpose)
        .where('link_hash', '=', linkHash)
        .where('consumed_at', 'is', null)
        .where('voided_at', 'is', null)
        .executeTakeFirst();
    },

    /** The newest code that was not replaced, used or not: a double submit's used code. */
    findNewest(purpose: VerificationCode['purpose'], target: string) {
      return db
        .selectFrom('verification_codes')
        .selectAll()
        .where('purpose', '=', purpose)
        .where('target', '=', target)
        .where('voided_at', 'is', null)
        .orderBy('created_at', 'desc')
        .limit(1)
        .executeTakeFirst();
    },

    /** Marks the code used; false when another request used it first. */
    async consume(id: string, now: number): Promise<boolean> {
      const result = await db
        .updateTable('verification_codes')
        .set({ consumed_at: now })
        .where('id', '=', id)
        .where('consumed_at', 'is', null)
        .where('voided_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
  };
}

export type CodesStore = ReturnType<typeof codesStore>;
