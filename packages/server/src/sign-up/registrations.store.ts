/**
 * Pending sign-ups (docs/decisions/026). Every change of state is one conditional UPDATE, so
 * two requests (a double submit, a second tab, two instances) racing on one row cannot both
 * verify it, or both start creating its account.
 */
import type { Kysely, Selectable } from 'kysely';
import type { Database, RegistrationState, RegistrationsTable } from '../store/schema.js';

export type Registration = Selectable<RegistrationsTable>;
export type NewRegistration = Omit<
  Registration,
  'state' | 'verified_at' | 'account_id' | 'purpose' | 'entry' | 'tx_id'
> &
  Partial<Pick<Registration, 'entry' | 'tx_id'>>;

/** Rows are kept this long after they expire (the poll then answers "expired", not unknown). */
const KEEP_AFTER_EXPIRY_MS = 24 * 60 * 60_000;

export function registrationsStore(db: Kysely<Database>) {
  /** from → to while live; true when this call made the change. */
  async function move(
    uuid: string,
    from: RegistrationState,
    to: RegistrationState,
    now: number,
    extra: Partial<Registration> = {},
  ): Promise<boolean> {
    const result = await db
      .updateTable('registrations')
      .set({ state: to, ...extra })
      .where('uuid', '=', uuid)
      .where('state', '=', from)
      .where('expires_at', '>', now)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  return {
    /** Stores a new pending sign-up; long-expired rows are pruned on the way. */
    async insert(row: NewRegistration): Promise<void> {
      await db
        .deleteFrom('registrations')
        .where('expires_at', '<', row.created_at - KEEP_AFTER_EXPIRY_MS)
        .where('state', '!=', 'done')
        .execute();
      await db
        .insertInto('registrations')
        .values({
          ...row,
          purpose: 'register',
          state: 'waiting',
          verified_at: null,
          account_id: null,
        })
        .execute();
    },

    find(uuid: string): Promise<Registration | undefined> {
      return db
        .selectFrom('registrations')
        .selectAll()
        .where('uuid', '=', uuid)
        .where('purpose', '=', 'register')
        .executeTakeFirst();
    },

    /** waiting → verified (the code was right, or the link was confirmed); lives `ttlMs` more. */
    verify(uuid: string, now: number, ttlMs: number): Promise<boolean> {
      return move(uuid, 'waiting', 'verified', now, { verified_at: now, expires_at: now + ttlMs });
    },

    /** verified → creating: this request, and no other, creates the account. */
    claimCreation(uuid: string, now: number): Promise<boolean> {
      return move(uuid, 'verified', 'creating', now);
    },

    /** creating → verified, when the account could not be created (the address is taken). */
    releaseCreation(uuid: string, now: number): Promise<boolean> {
      return move(uuid, 'creating', 'verified', now);
    },

    /** creating → done, with the new account (inside the account's transaction). */
    complete(uuid: string, accountId: string, now: number): Promise<boolean> {
      return move(uuid, 'creating', 'done', now, { account_id: accountId });
    },

    /**
     * waiting → voided, when its link had too many wrong tokens (pending-sign-up.service.ts);
     * only while that link is still the sign-up's, so a new link keeps its own tries.
     */
    async voidLink(uuid: string, tokenHash: string): Promise<void> {
      await db
        .updateTable('registrations')
        .set({ state: 'voided' })
        .where('uuid', '=', uuid)
        .where('state', '=', 'waiting')
        .where('token_hash', '=', tokenHash)
        .execute();
    },

    /**
     * A new link for a waiting sign-up still alive: a fresh token hash (so fresh tries, which
     * are counted per link); the expiry stays the first send's (decision 035).
     */
    async renewLink(uuid: string, tokenHash: string, now: number) {
      const result = await db
        .updateTable('registrations')
        .set({ token_hash: tokenHash })
        .where('uuid', '=', uuid)
        .where('state', '=', 'waiting')
        .where('expires_at', '>', now)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
  };
}

export type RegistrationsStore = ReturnType<typeof registrationsStore>;
