/**
 * A Telegram Mini App user completes a growth campaign's task (behaviour §7 complete_task;
 * docs/decisions/071), in this order:
 *
 * - the TgToken header, the Mini App's raw initData: missing → 38001 `missing`; checked as the
 *   Mini App sign-in checks it (decision 070): no bot token 48002, older than five minutes
 *   40004 (reopen the app), forged or malformed 38001 with its reason. It is not spent: one
 *   launch may complete several tasks while it is fresh, and it opens no session;
 * - the task must be one this server knows (MINI_APP_TASKS) → else 10004 (bad input, with
 *   the reason in ret_msg). No code of its own: every code is a row of the table the first
 *   visit downloads (decision 047), and a page that sends an unknown task is a wrong page;
 * - recorded once per Telegram person and task: a repeat answers success with the first
 *   completion's time and `first_time: false`, so a retried call is harmless.
 */
import { MINI_APP_TASKS, type MiniAppTask } from '@foyer/contract';
import { failure, success, type Outcome } from '../errors.js';
import type { ServiceDeps } from '../shared/deps.js';
import { checkMiniAppInitData } from './mini-app-init-data.js';

export interface TaskCompleted extends MiniAppTask {
  completedAt: number;
  firstTime: boolean;
}

const knownTask = ({ campaignId, taskId }: MiniAppTask) =>
  MINI_APP_TASKS.some((task) => task.campaignId === campaignId && task.taskId === taskId);

export async function completeMiniAppTask(
  deps: Pick<ServiceDeps, 'store' | 'clock' | 'config'>,
  input: { tgToken: string | undefined; task: MiniAppTask },
): Promise<Outcome<TaskCompleted>> {
  if (input.tgToken === undefined || input.tgToken === '') {
    return failure({ kind: 'telegramSignInRefused', reason: 'missing' });
  }
  const now = deps.clock.now();
  const checked = checkMiniAppInitData(input.tgToken, deps.config.telegramBotToken, now);
  if (!checked.ok) {
    if (checked.reason === 'unconfigured') return failure({ kind: 'thirdPartyNotConfigured' });
    if (checked.reason === 'stale') return failure({ kind: 'miniAppAuthExpired' });
    return failure({ kind: 'telegramSignInRefused', reason: checked.reason });
  }
  if (!knownTask(input.task)) {
    return failure({ kind: 'invalidParams', message: 'No such Mini App task' });
  }
  const { campaignId, taskId } = input.task;
  const done = await deps.store.miniAppTasks.complete(
    { telegramId: checked.auth.user.telegramId, campaignId, taskId },
    now,
  );
  return success({ campaignId, taskId, ...done });
}
