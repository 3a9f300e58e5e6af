import { lazy } from 'react';
import { localizedPath } from '../routing/localized-path';
import { useLocation } from '../routing/router';
import { NotFoundPage } from './not-found-page';

// The OAuth-embedded view (decision 079) loads only when a partner app sends someone there.
const OAuthPage = lazy(() => import('./oauth/oauth-page'));

/** `/oauth`, `/oauth-login`, `/oauth-register`, `/oauth-authorized` (behaviour §2), any case. */
const OAUTH_PATH = /^\/oauth(?:-login|-register|-authorized)?\/?$/i;

/**
 * Every path the route table does not name, loaded on demand: the OAuth view's four steps,
 * else "not found". Neither is on the first visit of log-in or sign-up (decision 047): the
 * route table would carry the OAuth view's addresses on every first visit.
 */
export default function OtherPage() {
  const { path } = localizedPath(useLocation().pathname);
  return OAUTH_PATH.test(path) ? <OAuthPage /> : <NotFoundPage />;
}
