import { lazy } from 'react';
import { localizedPath } from '../routing/localized-path';
import { useLocation } from '../routing/router';
import { NotFoundPage } from './not-found-page';
import { oauthStepOf } from './oauth/oauth-paths';

// The OAuth-embedded view (decision 079) loads only when a partner app sends someone there;
// the Turkish popup (decision 084) only in the popup.
const OAuthPage = lazy(() => import('./oauth/oauth-page'));
const TrAuthorizedPage = lazy(() => import('./tr-authorized/tr-authorized-page'));

/** `/tr-authorized` (behaviour §2), any case. */
const TR_AUTHORIZED_PATH = /^\/tr-authorized\/?$/i;

/**
 * Every path the route table does not name, loaded on demand: the OAuth view's steps, the
 * Turkish popup, else "not found". None is on the first visit of log-in or sign-up (decision
 * 047): the route table would carry their addresses on every first visit.
 */
export default function OtherPage() {
  const { path } = localizedPath(useLocation().pathname);
  if (oauthStepOf(path)) return <OAuthPage />;
  return TR_AUTHORIZED_PATH.test(path) ? <TrAuthorizedPage /> : <NotFoundPage />;
}
