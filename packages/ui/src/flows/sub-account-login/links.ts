/**
 * The links between the two log-ins (behaviour §2): the main log-in view links to
 * /{lang}/app/user/sub-account-login, carrying redirect_url, from=oauth and the way back
 * (main_login_url); the sub-account page links back to main_login_url, checked like a redirect.
 */
import { SUB_ACCOUNT_LOGIN_PATH } from '@foyer/contract';
import { resolveAllowedUrl } from '../../redirect';
import { navigable } from '../../widget/destination';
import { isOAuthPath } from '../login/qr-tab-facts';

/** The sub-account page's address, from the main log-in page at `pathname` + `search`. */
export function subAccountLoginHref(lang: string, pathname: string, search: string): string {
  const from = new URLSearchParams(search);
  const query = new URLSearchParams();
  const redirectUrl = from.get('redirect_url');
  if (redirectUrl) query.set('redirect_url', redirectUrl);
  // From the OAuth view's log-in too (decision 079), whose own address has no `from`.
  if (from.get('from') === 'oauth' || isOAuthPath(pathname)) query.set('from', 'oauth');
  query.set('main_login_url', `${pathname}${search}`);
  return `/${lang}${SUB_ACCOUNT_LOGIN_PATH}?${query.toString()}`;
}

/**
 * Where "Main account login" leads: the page's main_login_url when same-origin or on the
 * provider's own domains, else /{lang}/login (keeping redirect_url).
 */
export function mainLoginHref(
  lang: string,
  origin: string,
  search: string,
  whitelist: readonly string[] | undefined,
): string {
  const query = new URLSearchParams(search);
  const redirectUrl = query.get('redirect_url');
  const fallback = `/${lang}/login${redirectUrl ? `?${new URLSearchParams({ redirect_url: redirectUrl })}` : ''}`;
  const href = resolveAllowedUrl({ url: query.get('main_login_url'), origin, whitelist, fallback });
  return navigable(href, new URL(origin).origin);
}
