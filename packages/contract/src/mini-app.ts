/**
 * The Telegram Mini App's pages and task completion (behaviour §1 "mini-app user", §7
 * complete_task; docs/decisions/070, 071).
 */

/** The header that carries the Mini App's raw `Telegram.WebApp.initData` to complete_task. */
export const MINI_APP_TOKEN_HEADER = 'tgtoken';

/** A task of a growth campaign a Mini App user completes (complete_task's body). */
export interface MiniAppTask {
  campaignId: string;
  taskId: string;
}

/**
 * The one task this server knows (decision 071): opening the Mini App's task page and pressing
 * its button. A real campaign service would list its own; ours is fixed, so that the page and
 * the server agree without a setting.
 */
export const MINI_APP_DEMO_TASK: MiniAppTask = { campaignId: 'welcome', taskId: 'open-mini-app' };

/** The tasks complete_task accepts; any other answers 48012. */
export const MINI_APP_TASKS: readonly MiniAppTask[] = [MINI_APP_DEMO_TASK];
