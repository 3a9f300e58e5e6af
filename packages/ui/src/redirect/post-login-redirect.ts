/**
 * behaviour §2 "Post-login redirect", in one function (docs/engineering.md "One choke point": a reader finds the rule "redirect_url
 * counts only if it decodes to itself" here, its test beside it). No DOM, no React: the server
 * and integrators import it from '@foyer/ui/redirect' in plain Node.
 */
import { allowedTarget, checkScope, isOwnDomain, type CheckedScope } from './allowed-target';
import type { RedirectScope } from './allowed-target';

/** behaviour §2: targets containing any of these are blanked (auth pages must not loop back). */
export const AUTH_PATHS = [
  '/app/user/auto-ban-account',
  '/app/user/security-item-find',
  '/register',
  '/login',
  '/app/user/retrieve',
  '/invite',
  '/sign-up',
  '/oauth',
  '/app/user/sub-account-login',
] as const;

export interface PostLoginRedirectInput extends RedirectScope {
  /** The page's `redirect_url` query value, as read (URLSearchParams has decoded it once). */
  redirectUrl?: string | null;
  /** `document.referrer`. */
  referrer?: string | null;
  /** The default page: a path (resolved on `origin`) or an absolute URL. */
  fallback: string;
}

/** behaviour §2: redirect_url counts as valid only if it decodes to itself. */
export function decodesToItself(value: string): boolean {
  try {
    return decodeURIComponent(value) === value;
  } catch {
    return false; // malformed escapes ('%E0%A4%A') decode to nothing at all
  }
}

/**
 * True when the target names an auth page. It looks at everything after the origin, as
 * resolved ('/en/../login' is '/login') and decoded once ('%2Flogin'), in any letter case (the
 * router matches paths case-insensitively). A host name is not a path: 'https://login.x.com/'
 * is not blanked.
 */
export function isAuthTarget(url: URL): boolean {
  const rest = `${url.pathname}${url.search}${url.hash}`;
  let decoded: string;
  try {
    decoded = decodeURIComponent(rest);
  } catch {
    return true; // cannot tell what it names: blank it
  }
  const texts = [rest.toLowerCase(), decoded.toLowerCase()];
  return texts.some((text) => AUTH_PATHS.some((path) => text.includes(path)));
}

function fromRedirectUrl(raw: string, scope: CheckedScope): URL | undefined {
  if (!decodesToItself(raw)) return undefined;
  return allowedTarget(raw, scope);
}

/** behaviour §2: the referrer counts only on the provider's own domains (same-origin is not). */
function fromReferrer(raw: string, scope: CheckedScope): URL | undefined {
  const url = allowedTarget(raw, scope);
  return url !== undefined && isOwnDomain(url, scope) ? url : undefined;
}

/**
 * Where to go after a log-in, as an absolute URL. A given `redirectUrl` decides alone (when it is
 * refused, the default page is used, not the referrer); without one, the referrer; each only when
 * allowed and not an auth page; otherwise `fallback`.
 */
export function resolvePostLoginRedirect(input: PostLoginRedirectInput): string {
  const scope = checkScope(input);
  const { redirectUrl, referrer } = input;
  let target: URL | undefined;
  if (redirectUrl) target = fromRedirectUrl(redirectUrl, scope);
  else if (referrer) target = fromReferrer(referrer, scope);
  if (target !== undefined && isAuthTarget(target)) target = undefined;
  return (target ?? new URL(input.fallback, scope.base)).href;
}

export interface AllowedUrlInput extends RedirectScope {
  url?: string | null;
  fallback: string;
}

/**
 * The same origin checks without the auth-page blanking, for links that may lead to an auth page,
 * such as the sub-account page's `main_login_url`. The decodes-to-itself rule is redirect_url's
 * alone: a log-in link back carries its own encoded query.
 */
export function resolveAllowedUrl(input: AllowedUrlInput): string {
  const scope = checkScope(input);
  const target = input.url ? allowedTarget(input.url, scope) : undefined;
  return (target ?? new URL(input.fallback, scope.base)).href;
}
