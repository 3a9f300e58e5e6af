/**
 * Migration 027: the one counter table of every attempt limit (docs/decisions/042). The
 * counts kept until now in login_failures, two_factor, send_cooldowns and limit_hits move
 * into it, so a lock-out, a cooldown or a spent budget in force survives the upgrade; then
 * those tables and columns go. Listed in store/migrations/index.ts by its key.
 */
import { sql, type Kysely, type Migration } from 'kysely';

// The schema builder's column types are checked per call, not by the table types.
type AnyDb = Kysely<unknown>;

// Frozen copies of the rules as they stood at this migration (RESEND_COOLDOWN_MS, the
// wrong-code and send-cap windows): a migration never follows later changes of a constant.
const RESEND_MS = 60_000;
const DAY_MS = 24 * 3_600_000;

const COLUMNS = sql.raw(
  'limit_counters (purpose, key, count, started_at, resets_at, blocked_until, noticed_at)',
);

async function carryOver(db: AnyDb): Promise<void> {
  const now = Date.now();
  await sql`insert into ${COLUMNS}
    select 'password', identifier, count, updated_at, null, locked_until, null
    from login_failures`.execute(db);
  await sql`insert into ${COLUMNS}
    select 'twoFactor', account_id, failures, created_at, null, locked_until, null
    from two_factor where failures > 0 or locked_until is not null`.execute(db);
  await sql`insert into ${COLUMNS}
    select 'resend', target, 1, last_sent_at, last_sent_at + ${RESEND_MS}, null, null
    from send_cooldowns where last_sent_at + ${RESEND_MS} > ${now}`.execute(db);
  // A risk token's resend wait was its code_sent_at; the tokens live 10 minutes.
  for (const table of ['risk_tokens', 'sign_up_risk_tokens']) {
    await sql`insert into ${COLUMNS}
      select 'resend', 'risk ' || token_hash, 1, code_sent_at, code_sent_at + ${RESEND_MS},
        null, null
      from ${sql.table(table)}
      where code_sent_at is not null and code_sent_at + ${RESEND_MS} > ${now}`.execute(db);
  }
  // 'wrong-code <purpose> <sha256>' and 'send target|ip …' become keys of their purpose.
  await sql`insert into ${COLUMNS}
    select
      case when h.key like 'wrong-code %' then 'wrongCodes' else 'sends' end,
      case when h.key like 'wrong-code %' then substr(h.key, 12) else substr(h.key, 6) end,
      count(*), min(h.at), min(h.at) + ${DAY_MS}, null,
      (select k.noticed_at from limit_keys k where k.key = h.key)
    from limit_hits h
    where h.at > ${now - DAY_MS} and (h.key like 'wrong-code %' or h.key like 'send %')
    group by h.key`.execute(db);
}

export const limitCounters: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('limit_counters')
      .addColumn('purpose', 'text', (c) => c.notNull())
      .addColumn('key', 'text', (c) => c.notNull())
      .addColumn('count', 'integer', (c) => c.notNull())
      .addColumn('started_at', 'bigint', (c) => c.notNull())
      .addColumn('resets_at', 'bigint')
      .addColumn('blocked_until', 'bigint')
      .addColumn('noticed_at', 'bigint')
      .addPrimaryKeyConstraint('limit_counters_pkey', ['purpose', 'key'])
      .execute();
    await carryOver(db);
    for (const table of ['login_failures', 'send_cooldowns', 'limit_hits', 'limit_keys']) {
      await db.schema.dropTable(table).execute();
    }
    for (const column of ['failures', 'locked_until']) {
      await db.schema.alterTable('two_factor').dropColumn(column).execute();
    }
  },
  async down(db: AnyDb) {
    await db.schema
      .alterTable('two_factor')
      .addColumn('failures', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema.alterTable('two_factor').addColumn('locked_until', 'bigint').execute();
    await db.schema
      .createTable('login_failures')
      .addColumn('identifier', 'text', (c) => c.primaryKey())
      .addColumn('count', 'integer', (c) => c.notNull())
      .addColumn('locked_until', 'bigint')
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('send_cooldowns')
      .addColumn('target', 'text', (c) => c.primaryKey())
      .addColumn('last_sent_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('limit_keys')
      .addColumn('key', 'text', (c) => c.primaryKey())
      .addColumn('noticed_at', 'bigint')
      .execute();
    await db.schema
      .createTable('limit_hits')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('key', 'text', (c) => c.notNull())
      .addColumn('at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('limit_hits_key_at')
      .on('limit_hits')
      .columns(['key', 'at'])
      .execute();
    await db.schema.dropTable('limit_counters').execute();
  },
};
