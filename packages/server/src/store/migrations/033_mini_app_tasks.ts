import type { Kysely, Migration } from 'kysely';

/**
 * The Telegram Mini App's task completions (docs/decisions/071): one row per Telegram person
 * and task, the first completion's time; the key makes a repeat a no-op. The person is the
 * Telegram id of the signed launch data, not an account: a Mini App user may have none.
 * Listed in store/migrations/index.ts by its key.
 */
export const miniAppTasks: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('mini_app_task_completions')
      .addColumn('telegram_id', 'text', (c) => c.notNull())
      .addColumn('campaign_id', 'text', (c) => c.notNull())
      .addColumn('task_id', 'text', (c) => c.notNull())
      .addColumn('completed_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('mini_app_task_completions_pkey', [
        'telegram_id',
        'campaign_id',
        'task_id',
      ])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('mini_app_task_completions').execute();
  },
};
