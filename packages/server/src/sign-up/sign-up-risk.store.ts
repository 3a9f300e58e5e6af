/** Sign-up sends per device and IP, and the risk tokens of sends that looked like farming. */
import type { Insertable, Kysely, Selectable } from 'kysely';
import { codeTokenQueries } from '../risk/code-tokens.store.js';
import type { Database, SignUpRiskTokensTable, SignUpSendsTable } from '../store/schema.js';

export type SignUpRiskToken = Selectable<SignUpRiskTokensTable>;

export function signUpRiskStore(db: Kysely<Database>) {
  return {
    /** Records a send, and forgets sends older than `forgetBefore` (they no longer count). */
    async recordSend(send: Insertable<SignUpSendsTable>, forgetBefore: number): Promise<void> {
      await db.deleteFrom('sign_up_sends').where('created_at', '<', forgetBefore).execute();
      await db.insertInto('sign_up_sends').values(send).execute();
    },

    /** The different targets (their hashes) sent to since `since` from this IP or device. */
    async targetsSince(who: { deviceHash: string; ip: string }, since: number): Promise<string[]> {
      const rows = await db
        .selectFrom('sign_up_sends')
        .select('target_hash')
        .distinct()
        .where('created_at', '>=', since)
        .where((eb) =>
          // A device of '' (no Guid) is no device: only the IP counts then.
          who.deviceHash === ''
            ? eb('ip', '=', who.ip)
            : eb.or([eb('ip', '=', who.ip), eb('device_hash', '=', who.deviceHash)]),
        )
        .execute();
      return rows.map((row) => row.target_hash);
    },

    async insertToken(token: Insertable<SignUpRiskTokensTable>): Promise<void> {
      await db.insertInto('sign_up_risk_tokens').values(token).execute();
    },

    ...codeTokenQueries(db, 'sign_up_risk_tokens'),
  };
}
