/**
 * POST /x-api/growth/miniapp/task/v1/complete_task with the Mini App's launch data as the
 * TgToken header (behaviour §7; decision 071). The widget's request wrapper sends only its
 * own headers, so this page makes the one call itself; the answer is the usual envelope.
 */
import {
  MINI_APP_TOKEN_HEADER,
  miniAppCompleteTaskCall,
  type CallResult,
  type MiniAppTask,
} from '@foyer/contract';
import { apiBaseForOrigin } from '@foyer/ui';

type Completed = CallResult<typeof miniAppCompleteTaskCall>;

export type TaskOutcome =
  { kind: 'done'; completedAt: number; firstTime: boolean } | { kind: 'refused'; retCode: number };

/** The ret_code when no envelope could be read (behaviour §8). */
const NO_ANSWER = -200;

export async function completeTask(initData: string, task: MiniAppTask): Promise<TaskOutcome> {
  const url = `${apiBaseForOrigin(window.location.origin)}${miniAppCompleteTaskCall.path}`;
  try {
    const response = await fetch(url, {
      method: miniAppCompleteTaskCall.method,
      headers: { 'Content-Type': 'application/json', [MINI_APP_TOKEN_HEADER]: initData },
      body: JSON.stringify(task),
    });
    const envelope = (await response.json()) as { ret_code?: number; result?: Completed };
    if (envelope.ret_code === 0 && envelope.result) {
      return {
        kind: 'done',
        completedAt: envelope.result.completed_at,
        firstTime: envelope.result.first_time,
      };
    }
    return { kind: 'refused', retCode: envelope.ret_code ?? NO_ANSWER };
  } catch {
    return { kind: 'refused', retCode: NO_ANSWER };
  }
}
