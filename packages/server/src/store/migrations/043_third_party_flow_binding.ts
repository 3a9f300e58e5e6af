import { sql, type Kysely, type Migration } from 'kysely';

/**
 * A popup sign-in flow is tied to the browser that opened it on the widget's host, and to the
 * one id token its callback received (docs/decisions/107):
 *
 * - `binding_hash`: the SHA-256 of the secret in that browser's `foyer_tp_binding` cookie on the
 *   widget's host, which the sign-in and link calls must carry; unique, so one secret starts
 *   one flow;
 * - `token_hash`: the SHA-256 of the id token the callback's code exchange gave, the only token
 *   the flow signs in or links with;
 * - `called_back_at`: when the callback used the flow's `state` (once), whatever followed;
 *   `reached_at` now means the exchange succeeded and `token_hash` is kept.
 *
 * Flows started before this migration (ten minutes' worth) have no binding and no token: none
 * of them can sign in any more; their states stay used.
 *
 * Listed in store/migrations/index.ts by its key.
 */
export const thirdPartyFlowBinding: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('third_party_flows').addColumn('binding_hash', 'text').execute();
    await db.schema.alterTable('third_party_flows').addColumn('token_hash', 'text').execute();
    await db.schema.alterTable('third_party_flows').addColumn('called_back_at', 'bigint').execute();
    await sql`update third_party_flows set called_back_at = reached_at`.execute(db);
    await db.schema
      .createIndex('third_party_flows_binding_hash')
      .on('third_party_flows')
      .column('binding_hash')
      .unique()
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('third_party_flows_binding_hash').execute();
    for (const column of ['called_back_at', 'token_hash', 'binding_hash']) {
      await db.schema.alterTable('third_party_flows').dropColumn(column).execute();
    }
  },
};
