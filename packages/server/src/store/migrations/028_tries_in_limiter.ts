/**
 * Migration 028: the last attempt counts move into limit_counters (docs/decisions/042,
 * amended): the tries of each verification code, of each activation link and of each risk
 * token, and the QR approvals of each account. Counts in force are carried over, so a code
 * with spent tries stays spent and an hour's approvals stay counted; then the columns and
 * the table that held them go. Listed in store/migrations/index.ts by its key.
 */
import { sql, type Kysely, type Migration } from 'kysely';

// The schema builder's column types are checked per call, not by the table types.
type AnyDb = Kysely<unknown>;

// A frozen copy of QR_APPROVALS' window as it stood at this migration.
const HOUR_MS = 3_600_000;

const COLUMNS = sql.raw(
  'limit_counters (purpose, key, count, started_at, resets_at, blocked_until, noticed_at)',
);

/** Tries of things still alive, each counter ending with its thing (it outlives nothing). */
async function carryOver(db: AnyDb): Promise<void> {
  const now = Date.now();
  await sql`insert into ${COLUMNS}
    select 'codeTries', id, attempts, created_at, expires_at, null, null
    from verification_codes
    where attempts > 0 and consumed_at is null and voided_at is null
      and expires_at > ${now}`.execute(db);
  await sql`insert into ${COLUMNS}
    select 'linkTries', token_hash, attempts, created_at, expires_at, null, null
    from registrations
    where attempts > 0 and state = 'waiting' and token_hash is not null
      and expires_at > ${now}`.execute(db);
  for (const table of ['risk_tokens', 'sign_up_risk_tokens']) {
    await sql`insert into ${COLUMNS}
      select 'riskCodeTries', token_hash, code_attempts, created_at, expires_at, null, null
      from ${sql.table(table)}
      where code_attempts > 0 and consumed_at is null and expires_at > ${now}`.execute(db);
  }
  // The approvals of the last hour count on, in a window from the first of them.
  await sql`insert into ${COLUMNS}
    select 'qrApprovals', account_id, count(*), min(approved_at), min(approved_at) + ${HOUR_MS},
      null, null
    from qr_approvals
    where approved_at > ${now - HOUR_MS}
    group by account_id`.execute(db);
}

const TRIES_COLUMNS = [
  ['verification_codes', 'attempts'],
  ['registrations', 'attempts'],
  ['risk_tokens', 'code_attempts'],
  ['sign_up_risk_tokens', 'code_attempts'],
] as const;

export const triesInLimiter: Migration = {
  async up(db: AnyDb) {
    await carryOver(db);
    for (const [table, column] of TRIES_COLUMNS) {
      await db.schema.alterTable(table).dropColumn(column).execute();
    }
    await db.schema.dropTable('qr_approvals').execute();
  },
  async down(db: AnyDb) {
    for (const [table, column] of TRIES_COLUMNS) {
      await db.schema
        .alterTable(table)
        .addColumn(column, 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
    }
    await db.schema
      .createTable('qr_approvals')
      .addColumn('uuid', 'text', (c) => c.primaryKey())
      .addColumn('account_id', 'text', (c) => c.notNull())
      .addColumn('approved_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('qr_approvals_account_idx')
      .on('qr_approvals')
      .columns(['account_id', 'approved_at'])
      .execute();
    await sql`delete from limit_counters
      where purpose in ('codeTries', 'linkTries', 'riskCodeTries', 'qrApprovals')`.execute(db);
  },
};
