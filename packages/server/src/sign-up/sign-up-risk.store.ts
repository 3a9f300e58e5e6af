/** Sign-up sends per device and IP, and the risk tokens of sends that looked like farming. */
import type { Insertable, Kysely, Selectable } from 'kysely';
import { codeTokenQueries } from '../risk/code-tokens.store.js';
import type { Database, SignUpRiskTokensTable } from '../store/schema.js';

/** Who sends: the IP (its ipKey) and the device (sha256 of its Guid, '' without one). */
export interface Sender {
  deviceHash: string;
  ip: string;
}

/** The senders a send counts under: its IP, and its device when it has one. */
function sendersOf(who: Sender): Array<['ip' | 'device', string]> {
  return who.deviceHash === ''
    ? [['ip', who.ip]]
    : [
        ['ip', who.ip],
        ['device', who.deviceHash],
      ];
}

export type SignUpRiskToken = Selectable<SignUpRiskTokensTable>;

/**
 * How often a store prunes the send records it no longer counts: the reads skip old rows
 * themselves, so the prune only bounds the table, and once a minute does that at a statement a
 * minute instead of one a send (issue 16's load bench).
 */
export const SEND_RECORDS_PRUNE_EVERY_MS = 60_000;

/** `lax` takes the send records, counts whose loss on a database crash is harmless (087). */
export function signUpRiskStore(db: Kysely<Database>, lax: Kysely<Database> = db) {
  let prunedAt = Number.NEGATIVE_INFINITY;
  return {
    /**
     * Records a send to a target from its IP and its device (a device of '' is none): one row
     * per sender and target, holding the last send's time, in one statement. Rows older than
     * `forgetBefore` no longer count; at most once a minute they are deleted on the way (an
     * index range: what is deleted, not the table).
     */
    async recordSend(who: Sender, targetHash: string, now: number, forgetBefore: number) {
      if (now - prunedAt >= SEND_RECORDS_PRUNE_EVERY_MS || now < prunedAt) {
        prunedAt = now;
        await lax.deleteFrom('sign_up_send_targets').where('sent_at', '<', forgetBefore).execute();
      }
      const rows = sendersOf(who).map(([senderKind, sender]) => ({
        sender_kind: senderKind,
        sender,
        target_hash: targetHash,
        sent_at: now,
      }));
      await lax
        .insertInto('sign_up_send_targets')
        .values(rows)
        .onConflict((oc) =>
          oc.columns(['sender_kind', 'sender', 'target_hash']).doUpdateSet({ sent_at: now }),
        )
        .execute();
    },

    /**
     * What the farming check needs of the sends since `since` from this IP or device: whether
     * `targetHash` was among their targets, and the other targets, at most `atMost` of them per
     * sender. One statement: per sender, one index range for the target and one that stops
     * after `atMost` rows, however busy the sender has been (migration 035), joined by UNION ALL.
     */
    async targetsSince(
      who: Sender,
      targetHash: string,
      since: number,
      atMost: number,
    ): Promise<{ sentBefore: boolean; others: Set<string> }> {
      const range = (senderKind: 'ip' | 'device', sender: string, same: boolean, limit: number) =>
        db
          .selectFrom((eb) =>
            eb
              .selectFrom('sign_up_send_targets')
              .select('target_hash')
              .where('sender_kind', '=', senderKind)
              .where('sender', '=', sender)
              .where('sent_at', '>=', since)
              .where('target_hash', same ? '=' : '<>', targetHash)
              .limit(limit)
              .as('range'),
          )
          .select('range.target_hash');
      const ranges = sendersOf(who).flatMap(([senderKind, sender]) => [
        range(senderKind, sender, true, 1),
        ...(atMost > 0 ? [range(senderKind, sender, false, atMost)] : []),
      ]);
      const [firstRange, ...more] = ranges;
      const rows = await more.reduce((query, next) => query.unionAll(next), firstRange!).execute();
      const others = new Set(rows.map((row) => row.target_hash));
      const sentBefore = others.delete(targetHash);
      return { sentBefore, others };
    },

    async insertToken(token: Insertable<SignUpRiskTokensTable>): Promise<void> {
      await db.insertInto('sign_up_risk_tokens').values(token).execute();
    },

    ...codeTokenQueries(db, 'sign_up_risk_tokens'),
  };
}
