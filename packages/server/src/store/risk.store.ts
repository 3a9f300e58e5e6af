/** Known devices and countries per account, and the risk tokens of logins from new ones. */
import { sql, type Insertable, type Kysely, type Selectable } from 'kysely';
import type { Database, RiskTokensTable } from './schema.js';

export type RiskToken = Selectable<RiskTokensTable>;

export function riskStore(db: Kysely<Database>) {
  return {
    async knownDevices(accountId: string): Promise<string[]> {
      const rows = await db
        .selectFrom('known_devices')
        .select('device_hash')
        .where('account_id', '=', accountId)
        .execute();
      return rows.map((row) => row.device_hash);
    },

    async knownCountries(accountId: string): Promise<string[]> {
      const rows = await db
        .selectFrom('known_countries')
        .select('country')
        .where('account_id', '=', accountId)
        .execute();
      return rows.map((row) => row.country);
    },

    /** Remembers a device and a country (either may be ''); repeats are no-ops. */
    async remember(accountId: string, deviceHash: string, country: string, now: number) {
      if (deviceHash !== '') {
        await db
          .insertInto('known_devices')
          .values({ account_id: accountId, device_hash: deviceHash, created_at: now })
          .onConflict((oc) => oc.columns(['account_id', 'device_hash']).doNothing())
          .execute();
      }
      if (country !== '') {
        await db
          .insertInto('known_countries')
          .values({ account_id: accountId, country, created_at: now })
          .onConflict((oc) => oc.columns(['account_id', 'country']).doNothing())
          .execute();
      }
    },

    async insertToken(token: Insertable<RiskTokensTable>): Promise<void> {
      await db.insertInto('risk_tokens').values(token).execute();
    },

    /** A token that has not expired and has not been used by a completed login. */
    findLive(tokenHash: string, now: number): Promise<RiskToken | undefined> {
      return db
        .selectFrom('risk_tokens')
        .selectAll()
        .where('token_hash', '=', tokenHash)
        .where('expires_at', '>', now)
        .where('consumed_at', 'is', null)
        .executeTakeFirst();
    },

    /** A new code replaces the last: its hash, when, and a fresh count of tries. */
    async setCode(tokenHash: string, codeHash: string, now: number): Promise<void> {
      await db
        .updateTable('risk_tokens')
        .set({ code_hash: codeHash, code_sent_at: now, code_attempts: 0 })
        .where('token_hash', '=', tokenHash)
        .execute();
    },

    /** Takes one try of the code, below the cap, in one statement; undefined at the cap. */
    async takeTry(tokenHash: string, maxTries: number): Promise<number | undefined> {
      const row = await db
        .updateTable('risk_tokens')
        .set({ code_attempts: sql<number>`risk_tokens.code_attempts + 1` })
        .where('token_hash', '=', tokenHash)
        .where('code_attempts', '<', maxTries)
        .returning('code_attempts')
        .executeTakeFirst();
      return row?.code_attempts;
    },

    async markVerified(tokenHash: string, now: number): Promise<void> {
      await db
        .updateTable('risk_tokens')
        .set({ verified_at: now })
        .where('token_hash', '=', tokenHash)
        .execute();
    },

    /** Uses the token for a completed login, once: false when it was already used. */
    async consume(tokenHash: string, now: number): Promise<boolean> {
      const result = await db
        .updateTable('risk_tokens')
        .set({ consumed_at: now })
        .where('token_hash', '=', tokenHash)
        .where('consumed_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
  };
}
