/**
 * Every page about Telegram, behind one entry of the route table (decisions 063, 071), so the
 * first visit's table grows by no more than a row per path (decision 047):
 *
 * - /{lang}/telegram-register-login: opened by Telegram as a Mini App (its launch data in the
 *   address's fragment, `#tgWebAppData=…`), the Mini App's authorisation page (behaviour §4
 *   "mini-app step register-or-login"); otherwise the Login Widget's return page (063);
 * - /{lang}/min-app/task (and /{lang}/earn/tg-page, its first address): the Mini App's task page.
 *
 * The Mini App's pages are fetched only when opened.
 */
import { lazy } from 'react';
import { localizedPath } from '../routing/localized-path';
import { useLocation } from '../routing/router';
import { isMiniAppLaunch, isTelegramSignInPath } from './telegram-paths';
import TelegramSignInPage from './telegram-sign-in/telegram-sign-in-page';

const MiniAppPages = lazy(() => import('./mini-app/mini-app-pages'));

export default function TelegramPages() {
  const { pathname, hash } = useLocation();
  const signInReturn = isTelegramSignInPath(localizedPath(pathname).path);
  return signInReturn && !isMiniAppLaunch(hash) ? <TelegramSignInPage /> : <MiniAppPages />;
}
