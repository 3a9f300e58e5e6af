/**
 * QR log-ins. Every change of state is one conditional UPDATE, so two instances (or two
 * tabs) racing on one row cannot both confirm it, or both collect its session.
 */
import type { Kysely, Selectable } from 'kysely';
import type { Database, QrLoginState, QrLoginsTable } from '../store/schema.js';

export type QrLogin = Selectable<QrLoginsTable>;
export type NewQrLogin = Omit<
  QrLogin,
  'status' | 'account_id' | 'decided_at' | 'collected_at' | 'approver_expires_at'
>;

/** A confirmed log-in's account, and when the session that approved it ends. */
export interface Approved {
  accountId: string;
  approverExpiresAt: number | null;
}

/** Rows are kept this long after they expire (a status call then answers "expired"). */
const KEEP_AFTER_EXPIRY_MS = 10 * 60_000;

/** States from which the signed-in device may still confirm or decline. */
const UNDECIDED: QrLoginState[] = ['waiting', 'scanned'];

export function qrLoginsStore(db: Kysely<Database>) {
  return {
    /** Stores a new QR log-in; long-expired rows are pruned on the way. */
    async insert(login: NewQrLogin): Promise<void> {
      await db
        .deleteFrom('qr_logins')
        .where('expires_at', '<', login.created_at - KEEP_AFTER_EXPIRY_MS)
        .execute();
      await db
        .insertInto('qr_logins')
        .values({
          ...login,
          status: 'waiting',
          account_id: null,
          decided_at: null,
          collected_at: null,
          approver_expires_at: null,
        })
        .execute();
    },

    findByUuid(uuid: string): Promise<QrLogin | undefined> {
      return db.selectFrom('qr_logins').selectAll().where('uuid', '=', uuid).executeTakeFirst();
    },

    findByCode(codeHash: string): Promise<QrLogin | undefined> {
      return db
        .selectFrom('qr_logins')
        .selectAll()
        .where('code_hash', '=', codeHash)
        .executeTakeFirst();
    },

    /** waiting → scanned, while live; a no-op otherwise. */
    async markScanned(uuid: string, now: number): Promise<void> {
      await db
        .updateTable('qr_logins')
        .set({ status: 'scanned' })
        .where('uuid', '=', uuid)
        .where('status', '=', 'waiting')
        .where('expires_at', '>', now)
        .execute();
    },

    /**
     * Confirms (with the account and the end of the approving session) or declines a live,
     * undecided log-in. False when it was decided before, or has expired.
     */
    async decide(
      uuid: string,
      decision:
        | { status: 'confirmed'; accountId: string; approverExpiresAt: number }
        | { status: 'declined' },
      now: number,
    ): Promise<boolean> {
      const confirmed = decision.status === 'confirmed';
      const result = await db
        .updateTable('qr_logins')
        .set({
          status: decision.status,
          account_id: confirmed ? decision.accountId : null,
          approver_expires_at: confirmed ? decision.approverExpiresAt : null,
          decided_at: now,
        })
        .where('uuid', '=', uuid)
        .where('status', 'in', UNDECIDED)
        .where('expires_at', '>', now)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    /**
     * confirmed → collected, once: the account whose session the browser may now have, or
     * undefined when it was collected before (or is not confirmed, or has expired).
     */
    async collect(uuid: string, now: number): Promise<Approved | undefined> {
      const row = await db
        .updateTable('qr_logins')
        .set({ status: 'collected', collected_at: now })
        .where('uuid', '=', uuid)
        .where('status', '=', 'confirmed')
        .where('expires_at', '>', now)
        .returning(['account_id', 'approver_expires_at'])
        .executeTakeFirst();
      if (!row?.account_id) return undefined;
      return { accountId: row.account_id, approverExpiresAt: row.approver_expires_at };
    },
  };
}

export type QrLoginsStore = ReturnType<typeof qrLoginsStore>;
