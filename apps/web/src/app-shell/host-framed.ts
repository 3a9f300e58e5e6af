/**
 * The views framed by their host, which carry no bar of ours (decision 140): the OAuth-embedded
 * view (its partner's app frames every step, consent included) and the mini app (Telegram's:
 * the task page, and the authorisation page Telegram opens with its launch data). Read from the
 * address, so the screen shown while such a view's code arrives has no bar either.
 */
import { isTaskPagePath } from '../pages/mini-app/task-page-paths';
import { oauthStepOf } from '../pages/oauth/oauth-paths';
import { isMiniAppLaunch, isTelegramSignInPath } from '../pages/telegram-paths';
import { localizedPath } from '../routing/localized-path';

export function isHostFramed(pathname: string, hash: string): boolean {
  const { path } = localizedPath(pathname);
  return (
    oauthStepOf(path) !== undefined ||
    isTaskPagePath(path) ||
    (isTelegramSignInPath(path) && isMiniAppLaunch(hash))
  );
}
