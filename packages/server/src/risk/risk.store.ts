/** Known devices and countries per account, and the risk tokens of logins from new ones. */
import { sql, type Insertable, type Kysely, type Selectable } from 'kysely';
import { codeTokenQueries } from './code-tokens.store.js';
import { compiledOnce } from '../store/compiled-once.js';
import type { Database, RiskTokensTable } from '../store/schema.js';

export type RiskToken = Selectable<RiskTokensTable>;

export function riskStore(db: Kysely<Database>) {
  // Every right-password log-in asks: built once (store/compiled-once.ts).
  const places = compiledOnce(db, ['accountId'], ({ accountId }: { accountId: string }) =>
    db
      .selectFrom('known_devices')
      .select([
        sql.lit('device').as('kind'),
        'device_hash as value',
        'fingerprint_hash as fingerprint',
      ])
      .where('account_id', '=', accountId)
      .unionAll(
        db
          .selectFrom('known_countries')
          .select([
            sql.lit('country').as('kind'),
            'country as value',
            sql.lit('').as('fingerprint'),
          ])
          .where('account_id', '=', accountId),
      ),
  );
  // Every password check asks which purse its try draws from (limits/purses.ts).
  const knownDevice = compiledOnce(
    db,
    ['accountId', 'deviceHash'],
    ({ accountId, deviceHash }: { accountId: string; deviceHash: string }) =>
      db
        .selectFrom('known_devices')
        .select('device_hash')
        .where('account_id', '=', accountId)
        .where('device_hash', '=', deviceHash),
  );
  return {
    /**
     * The devices (each with the fingerprint hash it is known by, '' for none) and countries
     * the account logged in from: one statement (issue 16).
     */
    async knownPlaces(
      accountId: string,
    ): Promise<{ devices: Map<string, string>; countries: string[] }> {
      const rows = await places({ accountId });
      const devices = new Map<string, string>();
      for (const row of rows) if (row.kind === 'device') devices.set(row.value, row.fingerprint);
      const countries = rows.filter((row) => row.kind === 'country').map((row) => row.value);
      return { devices, countries };
    },

    /** Whether the account logged in (or signed up) from this device: '' is never known. */
    async knowsDevice(accountId: string, deviceHash: string): Promise<boolean> {
      if (deviceHash === '') return false;
      const row = await knownDevice({ accountId, deviceHash });
      return row.length > 0;
    },

    /**
     * Remembers a device and a country (either may be ''); repeats are no-ops, except that a
     * device's fingerprint becomes the one it came with, when it came with one (decision 150):
     * none never erases a fingerprint.
     */
    async remember(
      accountId: string,
      device: { deviceHash: string; fingerprintHash: string },
      country: string,
      now: number,
    ) {
      const { deviceHash, fingerprintHash } = device;
      if (deviceHash !== '') {
        await db
          .insertInto('known_devices')
          .values({
            account_id: accountId,
            device_hash: deviceHash,
            created_at: now,
            fingerprint_hash: fingerprintHash,
          })
          .onConflict((oc) =>
            fingerprintHash === ''
              ? oc.columns(['account_id', 'device_hash']).doNothing()
              : oc
                  .columns(['account_id', 'device_hash'])
                  .doUpdateSet({ fingerprint_hash: fingerprintHash }),
          )
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

    /** When each live (unexpired, unused) risk token of the account expires, soonest first. */
    /** When the account's live tokens from this device expire, soonest first (decision 105). */
    async liveExpiries(accountId: string, deviceHash: string, now: number): Promise<number[]> {
      const rows = await db
        .selectFrom('risk_tokens')
        .select('expires_at')
        .where('account_id', '=', accountId)
        .where('device_hash', '=', deviceHash)
        .where('expires_at', '>', now)
        .where('consumed_at', 'is', null)
        .orderBy('expires_at')
        .execute();
      return rows.map((row) => Number(row.expires_at));
    },

    ...codeTokenQueries(db, 'risk_tokens'),
  };
}
