import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Costs that grew with the data (issue 16; docs/decisions/031, amended 2026-11-26). Listed in
 * store/migrations/index.ts by its key.
 *
 * - `sign_up_sends` kept a row per send, and the farming check read every row of the sender's
 *   hour to find the different targets: from one busy address each send read more than the
 *   last. `sign_up_send_targets` keeps one row per sender and target (the last send's time),
 *   a sender being its IP or its device: "the different targets of this sender in the hour"
 *   is then an index range with no DISTINCT, which the check reads only as far as it needs.
 *   The hour of sends already counted is carried over.
 * - The rows pruned on the way by every insert (sends past their hour, Telegram data and id
 *   tokens past their expiry) were found by a scan of the whole table: each gets an index on
 *   the column it is pruned by.
 */
export const boundedSignUpSends: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('sign_up_send_targets')
      .addColumn('sender_kind', 'text', (c) => c.notNull())
      .addColumn('sender', 'text', (c) => c.notNull())
      .addColumn('target_hash', 'text', (c) => c.notNull())
      .addColumn('sent_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('sign_up_send_targets_pkey', [
        'sender_kind',
        'sender',
        'target_hash',
      ])
      .execute();
    await db.schema
      .createIndex('sign_up_send_targets_sender')
      .on('sign_up_send_targets')
      .columns(['sender_kind', 'sender', 'sent_at'])
      .execute();
    await db.schema
      .createIndex('sign_up_send_targets_sent_at')
      .on('sign_up_send_targets')
      .column('sent_at')
      .execute();
    await sql`
      insert into sign_up_send_targets (sender_kind, sender, target_hash, sent_at)
      select 'ip', ip, target_hash, max(created_at) from sign_up_sends
      group by ip, target_hash`.execute(db);
    await sql`
      insert into sign_up_send_targets (sender_kind, sender, target_hash, sent_at)
      select 'device', device_hash, target_hash, max(created_at) from sign_up_sends
      where device_hash <> '' group by device_hash, target_hash`.execute(db);
    await db.schema.dropTable('sign_up_sends').execute();

    await db.schema
      .createIndex('telegram_auth_uses_expires_at')
      .on('telegram_auth_uses')
      .column('expires_at')
      .execute();
    await db.schema
      .createIndex('id_token_uses_expires_at')
      .on('id_token_uses')
      .column('expires_at')
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('id_token_uses_expires_at').execute();
    await db.schema.dropIndex('telegram_auth_uses_expires_at').execute();
    await db.schema
      .createTable('sign_up_sends')
      .addColumn('device_hash', 'text', (c) => c.notNull())
      .addColumn('ip', 'text', (c) => c.notNull())
      .addColumn('target_hash', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    for (const column of ['device_hash', 'ip'] as const) {
      await db.schema
        .createIndex(`sign_up_sends_${column}`)
        .on('sign_up_sends')
        .columns([column, 'created_at'])
        .execute();
    }
    await db.schema.dropTable('sign_up_send_targets').execute();
  },
};
