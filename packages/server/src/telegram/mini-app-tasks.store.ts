/** The Mini App's task completions: one per Telegram person and task (docs/decisions/071). */
import type { Kysely } from 'kysely';
import type { Database } from '../store/schema.js';

export interface TaskCompletion {
  telegramId: string;
  campaignId: string;
  taskId: string;
}

export function miniAppTasksStore(db: Kysely<Database>) {
  return {
    /**
     * Records the completion unless it is there already, in one statement (the key settles two
     * calls at once), and answers the first completion's time and whether this call made it.
     */
    async complete(
      task: TaskCompletion,
      now: number,
    ): Promise<{ completedAt: number; firstTime: boolean }> {
      const made = await db
        .insertInto('mini_app_task_completions')
        .values({
          telegram_id: task.telegramId,
          campaign_id: task.campaignId,
          task_id: task.taskId,
          completed_at: now,
        })
        .onConflict((conflict) =>
          conflict.columns(['telegram_id', 'campaign_id', 'task_id']).doNothing(),
        )
        .executeTakeFirst();
      if (Number(made.numInsertedOrUpdatedRows ?? 0n) > 0)
        return { completedAt: now, firstTime: true };
      const first = await db
        .selectFrom('mini_app_task_completions')
        .select('completed_at')
        .where('telegram_id', '=', task.telegramId)
        .where('campaign_id', '=', task.campaignId)
        .where('task_id', '=', task.taskId)
        .executeTakeFirstOrThrow();
      return { completedAt: first.completed_at, firstTime: false };
    },
  };
}

export type MiniAppTasksStore = ReturnType<typeof miniAppTasksStore>;
