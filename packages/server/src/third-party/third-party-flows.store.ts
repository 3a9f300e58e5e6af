/**
 * The server's popup sign-in flows (docs/decisions/061). Each step that uses a flow is one
 * conditional UPDATE: the database settles two presentations at once, never "read then write".
 */
import type { Kysely } from 'kysely';
import type { Database, ThirdPartyFlowsTable } from '../store/schema.js';

export type NewFlow = Omit<ThirdPartyFlowsTable, 'reached_at' | 'spent_at'>;

/** What the callback needs of the flow its state named. */
export type ReachedFlow = Pick<
  ThirdPartyFlowsTable,
  'code_verifier' | 'answer_origin' | 'nonce_hash' | 'language'
>;

export function thirdPartyFlowsStore(db: Kysely<Database>) {
  return {
    /** Records a new flow; flows past their expiry are pruned on the way. */
    async insert(flow: NewFlow): Promise<void> {
      await db.deleteFrom('third_party_flows').where('expires_at', '<=', flow.created_at).execute();
      await db.insertInto('third_party_flows').values(flow).execute();
    },

    /**
     * The callback: the flow of this state, provider and browser, live and never at its
     * callback before, is marked reached and answered; undefined otherwise (the state is
     * spent the first time, whatever happens next).
     */
    async reach(
      stateHash: string,
      provider: string,
      browserHash: string,
      now: number,
    ): Promise<ReachedFlow | undefined> {
      return db
        .updateTable('third_party_flows')
        .set({ reached_at: now })
        .where('state_hash', '=', stateHash)
        .where('provider', '=', provider)
        .where('browser_hash', '=', browserHash)
        .where('reached_at', 'is', null)
        .where('expires_at', '>', now)
        .returning(['code_verifier', 'answer_origin', 'nonce_hash', 'language'])
        .executeTakeFirst();
    },

    /**
     * Whether the flow of this nonce and provider reached its callback and is live and
     * unspent: what a log-in checks before its steps (the spend below settles races).
     */
    async isLive(nonceHash: string, provider: string, now: number): Promise<boolean> {
      const live = await db
        .selectFrom('third_party_flows')
        .select('state_hash')
        .where('nonce_hash', '=', nonceHash)
        .where('provider', '=', provider)
        .where('reached_at', 'is not', null)
        .where('spent_at', 'is', null)
        .where('expires_at', '>', now)
        .executeTakeFirst();
      return live !== undefined;
    },

    /**
     * The log-in, when it opens a session or makes an account: the flow of this nonce and
     * provider, which reached its callback, is live and unspent, is spent; false when there
     * is none.
     */
    async spend(nonceHash: string, provider: string, now: number): Promise<boolean> {
      const spent = await db
        .updateTable('third_party_flows')
        .set({ spent_at: now })
        .where('nonce_hash', '=', nonceHash)
        .where('provider', '=', provider)
        .where('reached_at', 'is not', null)
        .where('spent_at', 'is', null)
        .where('expires_at', '>', now)
        .returning('state_hash')
        .executeTakeFirst();
      return spent !== undefined;
    },
  };
}

export type ThirdPartyFlowsStore = ReturnType<typeof thirdPartyFlowsStore>;
