import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases, type FreshDatabase } from '../../test-support/databases.js';
import { thirdPartyFlowBinding } from './043_third_party_flow_binding.js';
import { openStore, type Store } from '../store.js';

describe.each(databases)(
  'migration 043 on $name: a flow of before keeps its state used and signs nobody in',
  (database) => {
    let fresh: FreshDatabase;
    let store: Store;
    const now = Date.now();

    beforeAll(async () => {
      fresh = await database.create();
      store = await openStore(fresh);
      const db = store.db as unknown as Kysely<unknown>;
      // Back to the columns of before, two flows in them (one at its callback), then up again.
      await thirdPartyFlowBinding.down!(db);
      for (const [name, reachedAt] of [
        ['reached', now - 1000],
        ['started', null],
      ] as const) {
        await sql`insert into third_party_flows (state_hash, nonce_hash, browser_hash, provider,
            code_verifier, answer_origin, created_at, expires_at, reached_at, spent_at, language)
          values (${`state-${name}`}, ${`nonce-${name}`}, 'browser', 'google', 'verifier',
            'http://localhost', ${now - 2000}, ${now + 60_000}, ${reachedAt}, null, 'en')`.execute(
          db,
        );
      }
      await thirdPartyFlowBinding.up(db);
    });
    afterAll(async () => {
      await store?.destroy();
      await fresh?.dispose();
    });

    it('the state a callback used before stays used; one never used can still be', async () => {
      const flows = store.thirdPartyFlows;
      expect(await flows.callBack('state-reached', 'google', 'browser', now)).toBeUndefined();
      expect(await flows.callBack('state-started', 'google', 'browser', now)).toMatchObject({
        nonce_hash: 'nonce-started',
      });
    });

    it('a flow reached before has no token and no binding: nothing signs in with it', async () => {
      const row = await store.db
        .selectFrom('third_party_flows')
        .selectAll()
        .where('state_hash', '=', 'state-reached')
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({ token_hash: null, binding_hash: null, called_back_at: now - 1000 }); // prettier-ignore
    });
  },
);
