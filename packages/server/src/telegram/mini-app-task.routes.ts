/**
 * The Telegram Mini App's task completion (behaviour §7; docs/decisions/071): the person is
 * the TgToken header's signed launch data, not a session.
 */
import { MINI_APP_TOKEN_HEADER, miniAppCompleteTaskCall, ok } from '@foyer/contract';
import { miniAppCompleteTaskSchemas } from '@foyer/contract/schemas';
import { answer } from '../http/answer.js';
import { perMinute, type RouteContext, type RoutePlugin } from '../http/context.js';
import { route } from '../http/route.js';
import { completeMiniAppTask } from './mini-app-task.use-case.js';

export function miniAppTaskRoutes(ctx: RouteContext): RoutePlugin {
  return async (app) => {
    route(
      app,
      miniAppCompleteTaskCall,
      miniAppCompleteTaskSchemas,
      // Each call checks an HMAC: limited like log-in.
      { config: perMinute(ctx.config.rateLimitLoginPerMinute) },
      async function completeTask(body, request, reply) {
        const header = request.headers[MINI_APP_TOKEN_HEADER];
        const outcome = await completeMiniAppTask(ctx, {
          tgToken: typeof header === 'string' ? header : undefined,
          task: { campaignId: body.campaignId, taskId: body.taskId },
        });
        return answer(reply, outcome, (done) =>
          ok({
            campaignId: done.campaignId,
            taskId: done.taskId,
            completed_at: done.completedAt,
            first_time: done.firstTime,
          }),
        );
      },
    );
  };
}
