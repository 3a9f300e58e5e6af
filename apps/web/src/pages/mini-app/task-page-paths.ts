import { matchRoute } from '../../routing/match-route';

/**
 * The Mini App task page's addresses, after the language segment (behaviour §2): the spec's
 * `/min-app/task`, and `/earn/tg-page`, where it lived first (decision 071) and which keeps
 * working, recognised by prefix as the routes' table says. The one list both the route table and
 * the Mini App's pages read.
 */
export const TASK_PAGE_PATHS: readonly string[] = ['/min-app/task', '/earn/tg-page/*'];

const TASK_PAGE_ROUTES = TASK_PAGE_PATHS.map((path) => ({ path }));

/** Whether a path (its language segment removed) is the task page's, as the router reads it. */
export function isTaskPagePath(path: string): boolean {
  return matchRoute(TASK_PAGE_ROUTES, path) !== undefined;
}
