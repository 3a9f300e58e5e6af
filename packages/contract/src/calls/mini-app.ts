/**
 * The Telegram Mini App's task call (behaviour §7; docs/decisions/071), in a module of its own
 * so that only the Mini App's pages carry it.
 */
import type { CallSchemas, RequestOf, ResultOf } from '../schemas/define.js';
import type { miniAppCompleteTaskSchemas } from '../schemas/mini-app.js';
import type { CallRoute } from './call.js';

type RouteOf<S extends CallSchemas> = CallRoute<RequestOf<S>, ResultOf<S>>;

/**
 * A Telegram Mini App user completes a growth campaign's task: the person is the TgToken
 * header's signed initData, not a session.
 */
export const miniAppCompleteTaskCall: RouteOf<typeof miniAppCompleteTaskSchemas> = {
  method: 'POST',
  path: '/growth/miniapp/task/v1/complete_task',
  private: false,
};
