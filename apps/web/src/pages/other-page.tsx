import { lazy, type ReactElement } from 'react';
import { localizedPath } from '../routing/localized-path';
import { matchRoute } from '../routing/match-route';
import { useLocation } from '../routing/router';
import { EntryPage } from './auth/entry-page';
import { ENTRY_ROUTES } from './auth/entry-routes';
import { LEGAL_ROUTES } from './legal/legal-routes';
import { NotFoundPage } from './not-found-page';
import { TASK_PAGE_PATHS } from './mini-app/task-page-paths';
import { oauthStepOf } from './oauth/oauth-paths';
import { isTrAuthorizedPath } from './tr-authorized/tr-authorized-path';

// The OAuth-embedded view (decision 079) loads only when a partner app sends someone there;
// the Turkish popup (decision 084) only in the popup.
const OAuthPage = lazy(() => import('./oauth/oauth-page'));
const TrAuthorizedPage = lazy(() => import('./tr-authorized/tr-authorized-page'));
const WaitlistConfirmPage = lazy(() => import('./waitlist-confirm/waitlist-confirm-page'));
const TelegramPages = lazy(() => import('./telegram-pages'));
const QrLoginPage = lazy(() => import('./qr-login/qr-login-page'));
// The legal pages each site's terms checkbox links by default (decision 128).
const LegalPage = lazy(() => import('./legal/legal-page'));
// Where the EU site's journeys and the identity-verification dialog end (behaviour §2).
const IdentityVerificationPage = lazy(() => import('./identity/identity-verification-page'));
// Where "contact support" leads without a chat, and the recovery pages' support links (129).
const HelpCenterPage = lazy(() => import('./help-center/help-center-page'));
// Where a third-party sign-up and a Telegram log-in end without a host callback (decision 135).
const StepTwoPage = lazy(() => import('./onboarding/step-two-page'));
// Destinations of behaviour §2 a journey or the promo panel leads to (issue 36, point 2).
const DownloadPage = lazy(() => import('./download/download-page'));
const ExpressPage = lazy(() => import('./promo/express-page'));
const AccountInfoPage = lazy(() => import('./account-info/account-info-page'));

/**
 * The second route table, matched as the first is (`matchRoute`): pages a visitor reaches by
 * opening a link (an inviter's or a partner's, an e-mail's, Telegram's, a QR code's, a legal
 * link's new tab), never by a step of the log-in or sign-up screen, so their addresses and
 * chunk names stay off the first visit.
 */
const ROUTES: readonly { path: string; page: ReactElement }[] = [
  ...ENTRY_ROUTES.map(({ path, entry }) => ({ path, page: <EntryPage entry={entry} /> })),
  { path: '/waitlist/confirm', page: <WaitlistConfirmPage /> },
  // A phone opens it by scanning the log-in QR code (decision 039).
  { path: '/qr-login', page: <QrLoginPage /> },
  { path: '/telegram-register-login/*', page: <TelegramPages /> },
  ...TASK_PAGE_PATHS.map((path) => ({ path, page: <TelegramPages /> })),
  { path: '/user/accounts/auth/personal', page: <IdentityVerificationPage /> },
  { path: '/help-center/s/webform', page: <HelpCenterPage /> },
  { path: '/user/accounts/auth/step2', page: <StepTwoPage /> },
  { path: '/download', page: <DownloadPage /> },
  { path: '/fiat/trade/express/home', page: <ExpressPage /> },
  { path: '/app/user/account-info', page: <AccountInfoPage /> },
  ...LEGAL_ROUTES.map(({ path, site, document }) => ({
    path,
    page: <LegalPage site={site} document={document} />,
  })),
];

/**
 * Every path the route table does not name, loaded on demand: the OAuth view's steps, the
 * Turkish popup, the pages of `ROUTES`, else "not found". None is on the first visit of log-in
 * or sign-up (decision 047): the route table would carry their addresses on every first visit.
 */
export default function OtherPage() {
  const { path } = localizedPath(useLocation().pathname);
  if (oauthStepOf(path)) return <OAuthPage />;
  if (isTrAuthorizedPath(path)) return <TrAuthorizedPage />;
  return matchRoute(ROUTES, path)?.page ?? <NotFoundPage />;
}
