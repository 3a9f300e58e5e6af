/**
 * The server's popup sign-in flows (docs/decisions/061, 107). Each step that uses a flow is one
 * conditional UPDATE: the database settles two presentations at once, never "read then write".
 */
import type { ExpressionBuilder, Kysely } from 'kysely';
import type { Database, ThirdPartyFlowsTable } from '../store/schema.js';

export type NewFlow = Omit<
  ThirdPartyFlowsTable,
  'reached_at' | 'spent_at' | 'token_hash' | 'called_back_at' | 'binding_hash'
> & { binding_hash: string };

/** What the callback needs of the flow its state named. */
export type CalledBackFlow = Pick<
  ThirdPartyFlowsTable,
  'code_verifier' | 'answer_origin' | 'nonce_hash' | 'language'
>;

/** Which flow a token must come from: its nonce, provider, the token and the browser. */
export interface FlowOfToken {
  nonceHash: string;
  provider: string;
  /** SHA-256 of the id token presented: the one the flow's callback received. */
  tokenHash: string;
  /** SHA-256 of the `foyer_tp_binding` secret the call carried. */
  bindingHash: string;
}

/** The flow a token may be used with: its own, from this browser, reached, live, unspent. */
const usable =
  (flow: FlowOfToken, now: number) => (eb: ExpressionBuilder<Database, 'third_party_flows'>) =>
    eb.and([
      eb('nonce_hash', '=', flow.nonceHash),
      eb('provider', '=', flow.provider),
      eb('token_hash', '=', flow.tokenHash),
      eb('binding_hash', '=', flow.bindingHash),
      eb('reached_at', 'is not', null),
      eb('spent_at', 'is', null),
      eb('expires_at', '>', now),
    ]);

export function thirdPartyFlowsStore(db: Kysely<Database>) {
  return {
    /**
     * Records a new flow, flows past their expiry pruned on the way; false when its binding (or
     * state or nonce) started a flow already: one browser secret starts one flow.
     */
    async insert(flow: NewFlow): Promise<boolean> {
      await db.deleteFrom('third_party_flows').where('expires_at', '<=', flow.created_at).execute();
      const inserted = await db
        .insertInto('third_party_flows')
        .values(flow)
        .onConflict((conflict) => conflict.doNothing())
        .returning('state_hash')
        .executeTakeFirst();
      return inserted !== undefined;
    },

    /**
     * The callback: the flow of this state, provider and browser, live and never at its
     * callback before, is marked called back and answered; undefined otherwise (the state is
     * used the first time, whatever happens next). It is not usable yet: see `reach`.
     */
    async callBack(
      stateHash: string,
      provider: string,
      browserHash: string,
      now: number,
    ): Promise<CalledBackFlow | undefined> {
      return db
        .updateTable('third_party_flows')
        .set({ called_back_at: now })
        .where('state_hash', '=', stateHash)
        .where('provider', '=', provider)
        .where('browser_hash', '=', browserHash)
        .where('called_back_at', 'is', null)
        .where('expires_at', '>', now)
        .returning(['code_verifier', 'answer_origin', 'nonce_hash', 'language'])
        .executeTakeFirst();
    },

    /**
     * The callback's code exchange gave a token that passed every check: the flow keeps its
     * digest and is reached, the only token it will sign in or link with; false when the flow
     * expired meanwhile.
     */
    async reach(stateHash: string, tokenHash: string, now: number): Promise<boolean> {
      const reached = await db
        .updateTable('third_party_flows')
        .set({ reached_at: now, token_hash: tokenHash })
        .where('state_hash', '=', stateHash)
        .where('called_back_at', 'is not', null)
        .where('reached_at', 'is', null)
        .where('expires_at', '>', now)
        .returning('state_hash')
        .executeTakeFirst();
      return reached !== undefined;
    },

    /**
     * Whether the token may be used now: what a log-in checks before its steps (the spend
     * below settles races).
     */
    async isLive(flow: FlowOfToken, now: number): Promise<boolean> {
      const live = await db
        .selectFrom('third_party_flows')
        .select('state_hash')
        .where(usable(flow, now))
        .executeTakeFirst();
      return live !== undefined;
    },

    /**
     * The log-in or link, when it opens a session, makes an account or links: the token's
     * flow (as `isLive` finds it) is spent; false when there is none.
     */
    async spend(flow: FlowOfToken, now: number): Promise<boolean> {
      const spent = await db
        .updateTable('third_party_flows')
        .set({ spent_at: now })
        .where(usable(flow, now))
        .returning('state_hash')
        .executeTakeFirst();
      return spent !== undefined;
    },
  };
}

export type ThirdPartyFlowsStore = ReturnType<typeof thirdPartyFlowsStore>;
