/**
 * The farming check's reads stay bounded however busy a sender has been (issue 16: "find the
 * queries whose cost grows with the data"; decision 031 amended, migration 035), on each
 * engine: one row per sender and target, read only as far as the check needs, along an
 * index; and the sends counted before migration 035 still count after it.
 */
import { sql, type Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { databases } from '../test-support/databases.js';
import { freshTestDeps } from '../test-support/test-app.js';
import { boundedSignUpSends } from '../store/migrations/035_bounded_sign_up_sends.js';
import { SEND_RECORDS_PRUNE_EVERY_MS } from './sign-up-risk.store.js';

const HOUR = 60 * 60_000;
const T0 = 1_800_000_000_000;

describe.each(databases)('sign-up sends per sender and target, on $name', (database) => {
  const deps = freshTestDeps(database);
  let n = 0;
  const fresh = (what: string) => `${what}-${(n += 1)}`;

  it('one busy address: a hundred targets in the hour, and the check reads at most the N − 1 others it asked for', async () => {
    const sender = { ip: fresh('ip'), deviceHash: '' };
    for (let i = 0; i < 100; i += 1) {
      await deps.store.signUpRisk.recordSend(sender, `target-${i}`, T0 + i, T0 - HOUR);
    }
    const read = await deps.store.signUpRisk.targetsSince(sender, 'target-7', T0, 2);
    expect(read.sentBefore).toBe(true);
    expect(read.others.size).toBe(2);
    expect(read.others.has('target-7')).toBe(false);
    const unknown = await deps.store.signUpRisk.targetsSince(sender, 'new', T0, 2);
    expect(unknown.sentBefore).toBe(false);
  });

  it('a target sent to again is one row, with the last time; a device counts its own targets beside its address', async () => {
    const sender = { ip: fresh('ip'), deviceHash: fresh('device') };
    await deps.store.signUpRisk.recordSend(sender, 'again', T0, T0 - HOUR);
    await deps.store.signUpRisk.recordSend(sender, 'again', T0 + 5, T0 + 5 - HOUR);
    const rows = await deps.store.db
      .selectFrom('sign_up_send_targets')
      .selectAll()
      .where('target_hash', '=', 'again')
      .orderBy('sender_kind')
      .execute();
    expect(rows.map((row) => [row.sender_kind, row.sender, Number(row.sent_at)])).toEqual([
      ['device', sender.deviceHash, T0 + 5],
      ['ip', sender.ip, T0 + 5],
    ]);
    // The same device from another address still knows its target.
    const moved = { ip: fresh('ip'), deviceHash: sender.deviceHash };
    expect((await deps.store.signUpRisk.targetsSince(moved, 'again', T0, 2)).sentBefore).toBe(true);
  });

  it('each shape of the check (one sender or two, other targets asked for or not) answers with its own values, whichever ran first', async () => {
    // Each shape is built once and run with every call's values (store/compiled-once.ts).
    const alone = { ip: fresh('ip'), deviceHash: '' };
    const withDevice = { ip: fresh('ip'), deviceHash: fresh('device') };
    await deps.store.signUpRisk.recordSend(alone, 'a1', T0, T0 - HOUR);
    await deps.store.signUpRisk.recordSend(alone, 'a2', T0 + 1, T0 - HOUR);
    await deps.store.signUpRisk.recordSend(withDevice, 'd1', T0 + 2, T0 - HOUR);
    const check = (who: typeof alone, target: string, since: number, atMost: number) =>
      deps.store.signUpRisk
        .targetsSince(who, target, since, atMost)
        .then(({ sentBefore, others }) => ({ sentBefore, others: [...others].sort() }));
    expect(await check(withDevice, 'd1', T0, 0)).toEqual({ sentBefore: true, others: [] });
    expect(await check(alone, 'a1', T0, 0)).toEqual({ sentBefore: true, others: [] });
    expect(await check(alone, 'new', T0, 5)).toEqual({ sentBefore: false, others: ['a1', 'a2'] });
    expect(await check(alone, 'a1', T0 + 1, 5)).toEqual({ sentBefore: false, others: ['a2'] });
    expect(await check(withDevice, 'x', T0, 5)).toEqual({ sentBefore: false, others: ['d1'] });
    expect(await check(alone, 'a2', T0, 1)).toEqual({ sentBefore: true, others: ['a1'] });
  });

  it('sends older than the hour are deleted on a later send, at most once a minute, and no longer count', async () => {
    const sender = { ip: fresh('ip'), deviceHash: '' };
    const left = async () =>
      (
        await deps.store.db
          .selectFrom('sign_up_send_targets')
          .select('target_hash')
          .where('sender', '=', sender.ip)
          .orderBy('target_hash')
          .execute()
      ).map((row) => row.target_hash);
    const later = T0 + 3 * HOUR;
    await deps.store.signUpRisk.recordSend(sender, 'old', later, later - HOUR);
    await deps.store.signUpRisk.recordSend(sender, 'new', later + HOUR + 1, later + 1);
    expect(await left()).toEqual(['new']);
    // Within the minute nothing is pruned; the reads skip what is older than the hour anyway.
    const soon = later + HOUR + SEND_RECORDS_PRUNE_EVERY_MS / 2;
    await deps.store.signUpRisk.recordSend(sender, 'newer', soon, later + HOUR + 2);
    expect(await left()).toEqual(['new', 'newer']);
    const counted = await deps.store.signUpRisk.targetsSince(sender, 'newer', later + HOUR + 2, 5);
    expect(counted).toEqual({ sentBefore: true, others: new Set() });
    const minuteOn = later + HOUR + SEND_RECORDS_PRUNE_EVERY_MS + 1;
    await deps.store.signUpRisk.recordSend(sender, 'newest', minuteOn, later + HOUR + 2);
    expect(await left()).toEqual(['newer', 'newest']);
  });

  it("the check's reads and the prune go along an index, not through the table", async () => {
    // SQLite: SEARCH (a range of an index), never SCAN of the table (a SCAN of a subquery's
    // few rows is no read of it). PostgreSQL: an index condition, not a filter over every row
    // of the table or of a whole index.
    const along = database.name === 'postgres' ? /Index Cond/ : /^SEARCH sign_up_send_targets/m;
    for (const plan of await queryPlans(
      deps.store.db as unknown as Kysely<unknown>,
      database.name,
    )) {
      expect(plan).toMatch(along);
      expect(plan).not.toMatch(/\bSCAN sign_up_send_targets\b|Seq Scan/);
    }
  });

  it('the sends counted before migration 035 still count after it: one row per sender and target, the last time', async () => {
    const db = deps.store.db as unknown as Kysely<unknown>;
    await boundedSignUpSends.down!(db);
    await sql`insert into sign_up_sends (device_hash, ip, target_hash, created_at) values
      ('dev-a', '10.0.0.1', 't1', ${T0}), ('dev-a', '10.0.0.1', 't1', ${T0 + 9}),
      ('', '10.0.0.2', 't2', ${T0 + 3})`.execute(db);
    await boundedSignUpSends.up(db);
    const rows = await deps.store.db
      .selectFrom('sign_up_send_targets')
      .selectAll()
      .where('target_hash', 'in', ['t1', 't2'])
      .orderBy('target_hash')
      .orderBy('sender_kind')
      .execute();
    expect(rows.map((r) => [r.target_hash, r.sender_kind, r.sender, Number(r.sent_at)])).toEqual([
      ['t1', 'device', 'dev-a', T0 + 9],
      ['t1', 'ip', '10.0.0.1', T0 + 9],
      ['t2', 'ip', '10.0.0.2', T0 + 3],
    ]);
  });
});

/**
 * The plans of the check's statement (targetsSince, for one sender) and of the prune. PostgreSQL would scan a table this small whatever
 * its indexes; with sequential scans priced out, a plan without one shows there was no index to
 * use.
 */
async function queryPlans(db: Kysely<unknown>, engine: string): Promise<string[]> {
  const statements = [
    `select target_hash from (select target_hash from sign_up_send_targets
       where sender_kind = 'ip' and sender = 'x' and sent_at >= 0 and target_hash = 't' limit 1)
       as range
     union all
     select target_hash from (select target_hash from sign_up_send_targets
       where sender_kind = 'ip' and sender = 'x' and sent_at >= 0 and target_hash <> 't' limit 2)
       as range`,
    `delete from sign_up_send_targets where sent_at < 0`,
  ];
  if (engine === 'postgres') {
    return db.transaction().execute(async (tx) => {
      await sql`set local enable_seqscan = off`.execute(tx);
      const plans: string[] = [];
      for (const statement of statements) {
        const { rows } = await sql<{ 'QUERY PLAN': string }>`explain ${sql.raw(statement)}`.execute(
          tx,
        );
        plans.push(rows.map((row) => row['QUERY PLAN']).join('\n'));
      }
      return plans;
    });
  }
  const plans: string[] = [];
  for (const statement of statements) {
    const { rows } = await sql<{
      detail: string;
    }>`explain query plan ${sql.raw(statement)}`.execute(db);
    plans.push(rows.map((row) => row.detail).join('\n'));
  }
  return plans;
}
