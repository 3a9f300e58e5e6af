/** Sign-up sends per device and IP, and the risk tokens of sends that looked like farming. */
import type { Insertable, Kysely, Selectable } from 'kysely';
import { codeTokenQueries } from '../risk/index.js';
import { compiledOnce, compiledPerShape } from '../store/compiled-once.js';
import type { Database, SignUpRiskTokensTable } from '../store/schema.js';

/** Who sends: the IP (its ipKey) and the device (sha256 of its Guid, '' without one). */
export interface Sender {
  deviceHash: string;
  ip: string;
}

type SenderKind = 'ip' | 'device';

/** The senders a send counts under: its IP, and its device when it has one. */
function sendersOf(who: Sender): Array<[SenderKind, string]> {
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

/** A compiled statement's values: each sender's kind and key (`kind0`, `sender0`, …), and more. */
type ShapeValues = Record<string, string | number>;
const senderNames = (senders: number) =>
  Array.from({ length: senders }, (_, n) => [`kind${n}`, `sender${n}`]).flat();
const senderValues = (senders: Array<[SenderKind, string]>): ShapeValues =>
  Object.fromEntries(
    senders.flatMap(([kind, sender], n) => [
      [`kind${n}`, kind],
      [`sender${n}`, sender],
    ]),
  );

/** `lax` takes the send records, counts whose loss on a database crash is harmless (087). */
export function signUpRiskStore(db: Kysely<Database>, lax: Kysely<Database> = db) {
  let prunedAt = Number.NEGATIVE_INFINITY;
  // Every sign-up code send makes both statements: built once per number of senders.
  const record = compiledPerShape((senders: number) =>
    compiledOnce(lax, [...senderNames(senders), 'target', 'now'], (v: ShapeValues) =>
      lax
        .insertInto('sign_up_send_targets')
        .values(
          Array.from({ length: senders }, (_, n) => ({
            sender_kind: v[`kind${n}`] as SenderKind,
            sender: v[`sender${n}`] as string,
            target_hash: v.target as string,
            sent_at: v.now as number,
          })),
        )
        .onConflict((oc) =>
          oc
            .columns(['sender_kind', 'sender', 'target_hash'])
            .doUpdateSet({ sent_at: v.now as number }),
        ),
    ),
  );
  // The check's read, per number of senders: with the other targets, or the target alone.
  const targetsRead = (withOthers: boolean) =>
    compiledPerShape((senders: number) => {
      const names = [...senderNames(senders), 'target', 'since', ...(withOthers ? ['atMost'] : [])];
      return compiledOnce(db, names, (v: ShapeValues) => {
        const range = (n: number, same: boolean) =>
          db
            .selectFrom((eb) =>
              eb
                .selectFrom('sign_up_send_targets')
                .select('target_hash')
                .where('sender_kind', '=', v[`kind${n}`] as SenderKind)
                .where('sender', '=', v[`sender${n}`] as string)
                .where('sent_at', '>=', v.since as number)
                .where('target_hash', same ? '=' : '<>', v.target as string)
                .limit(same ? 1 : (v.atMost as number))
                .as('range'),
            )
            .select('range.target_hash');
        const ranges = Array.from({ length: senders }, (_, n) => [
          range(n, true),
          ...(withOthers ? [range(n, false)] : []),
        ]).flat();
        const [firstRange, ...more] = ranges;
        return more.reduce((query, next) => query.unionAll(next), firstRange!);
      });
    });
  const readWithOthers = targetsRead(true);
  const readTargetAlone = targetsRead(false);
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
      const senders = sendersOf(who);
      await record(senders.length)({ ...senderValues(senders), target: targetHash, now });
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
      const senders = sendersOf(who);
      const values = { ...senderValues(senders), target: targetHash, since, atMost };
      const rows = await (atMost > 0 ? readWithOthers : readTargetAlone)(senders.length)(values);
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
