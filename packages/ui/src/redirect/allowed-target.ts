/**
 * Which targets a redirect may follow at all (behaviour §2 "Post-login redirect"): same-origin, or a
 * domain on the whitelist of the provider's own domains. Pure, no DOM: plain Node runs it.
 */

/** The page the redirect happens on, and the provider's own domains. */
export interface RedirectScope {
  /** The current page's origin, e.g. 'https://www.provider.com'. */
  origin: string;
  /** The provider's own domains; each entry covers its subdomains. */
  whitelist?: readonly string[];
}

// White space, control and format characters (C0, DEL, C1, zero-width, bidi) and the
// backslash: URL parsers strip or reinterpret them ('java\tscript:', '/\evil.com'), so a
// target carrying one is refused, never cleaned (ASVS 1.5.3: no parser differentials).
const UNSAFE = /[\s\p{Cc}\p{Cf}\\]/u;
const SCHEME = /^[a-z][a-z\d+.-]*:/i;

/** True when the text carries a character no target may carry. */
export function hasUnsafeCharacter(text: string): boolean {
  return UNSAFE.test(text);
}

/**
 * A whitelist entry as a bare lower-case host name ('*.x.com' and '.x.com' mean 'x.com'), or
 * undefined when it is not one. A single label ('com') would cover a whole top-level domain,
 * so only 'localhost' may have one.
 */
export function normalizeDomain(entry: string): string | undefined {
  const domain = entry
    .trim()
    .toLowerCase()
    .replace(/^\*?\./, '');
  if (domain === '' || hasUnsafeCharacter(domain)) return undefined;
  if (!domain.includes('.') && domain !== 'localhost') return undefined;
  try {
    return new URL(`https://${domain}`).hostname === domain ? domain : undefined;
  } catch {
    return undefined;
  }
}

function onWhitelist(hostname: string, domains: readonly string[]): boolean {
  return domains.some((domain) => hostname === domain || hostname.endsWith(`.${domain}`));
}

/** A scope ready for checks: the origin parsed once, the whitelist normalised. */
export interface CheckedScope {
  base: URL;
  domains: readonly string[];
}

export function checkScope(scope: RedirectScope): CheckedScope {
  const base = new URL(new URL(scope.origin).origin);
  const domains = (scope.whitelist ?? []).flatMap((entry) => normalizeDomain(entry) ?? []);
  return { base, domains };
}

/**
 * The URL a raw target stands for. behaviour §2: path targets are forced to start with a slash; an
 * absolute path resolves on the current origin. Undefined when it does not parse.
 */
export function targetUrl(raw: string, base: URL): URL | undefined {
  const absolute = SCHEME.test(raw) || raw.startsWith('//');
  const text = absolute || raw.startsWith('/') ? raw : `/${raw}`;
  try {
    return new URL(text, base);
  } catch {
    return undefined;
  }
}

/**
 * True when the URL is on one of the provider's own domains: a whitelisted host (or a
 * subdomain of one), over https (or the page's own scheme, for a plain-http development set-up),
 * on the default port or the page's port.
 */
export function isOwnDomain(url: URL, scope: CheckedScope): boolean {
  const { base, domains } = scope;
  const scheme = url.protocol === 'https:' || url.protocol === base.protocol;
  const port = url.port === '' || url.port === base.port;
  return scheme && port && onWhitelist(url.hostname, domains);
}

/**
 * The URL of a target a redirect may follow, or undefined: only http(s) (no `javascript:`,
 * `data:`, `blob:`), no user-info (`https://provider.com@evil.com` is evil.com, and a name in
 * front of a host only serves to mislead), then same-origin or one of the provider's own domains.
 */
export function allowedTarget(raw: string, scope: CheckedScope): URL | undefined {
  if (raw === '' || hasUnsafeCharacter(raw)) return undefined;
  const url = targetUrl(raw, scope.base);
  if (url === undefined) return undefined;
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  if (url.username !== '' || url.password !== '') return undefined;
  return url.origin === scope.base.origin || isOwnDomain(url, scope) ? url : undefined;
}
