/** The Telegram Mini App's task completion (behaviour §7 complete_task; decision 071). */
import { z } from 'zod';
import { defineSchemas } from './define.js';

const taskPart = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/);

/**
 * POST /growth/miniapp/task/v1/complete_task, header TgToken = the Mini App's initData. The
 * answer is the same for the first completion and a repeat (`first_time` tells them apart):
 * a task is recorded once per Telegram person.
 */
export const miniAppCompleteTaskSchemas = defineSchemas({
  request: z.object({ campaignId: taskPart, taskId: taskPart }),
  result: z.object({
    campaignId: z.string(),
    taskId: z.string(),
    /** When this person first completed the task (ms since the epoch). */
    completed_at: z.number().int(),
    /** True for the call that recorded it, false for a repeat. */
    first_time: z.boolean(),
  }),
});
