/**
 * The OAuth-embedded view's addresses (behaviour §2, decision 079): `/oauth`, `/oauth-login`,
 * `/oauth-register` and `/oauth-authorized` after the language segment, in any case, and the
 * authorized step also after a site's segment, `/{site}/oauth-authorized` (decision 091): the
 * site's code or the label of its host name (`/eu/…`, `/TUR/…`), the page in the language the
 * app would use at that address without one.
 */
import { SITES, type SiteCode } from '@foyer/contract';

/** The steps of the view, by path. */
export type OAuthStep = 'entry' | 'login' | 'register' | 'authorized';

const STEP_PATH = /^\/oauth(?:-(login|register|authorized))?\/?$/i;
const SITE_AUTHORIZED_PATH = /^\/([^/]+)\/oauth-authorized\/?$/i;

function isSiteSegment(segment: string): boolean {
  const name = segment.toLowerCase();
  return Object.values(SITES).some(
    (site) => site.code.toLowerCase() === name || site.hostLabels.includes(name),
  );
}

/** The step a path (without its language segment) is, or undefined when it is none. */
export function oauthStepOf(path: string): OAuthStep | undefined {
  const step = STEP_PATH.exec(path);
  if (step) return (step[1]?.toLowerCase() as OAuthStep | undefined) ?? 'entry';
  const site = SITE_AUTHORIZED_PATH.exec(path)?.[1];
  return site !== undefined && isSiteSegment(site) ? 'authorized' : undefined;
}

/**
 * Where the view goes once the pre-authorize step succeeds (behaviour §2): the authorized step
 * after the site's segment, the site's first host label or, for a site without one, its code in
 * lower case (`/eu/oauth-authorized`, `/bybit/oauth-authorized`). The caller puts the language
 * segment before it, so the page stays in the visitor's language.
 */
export function siteAuthorizedPath(site: SiteCode): string {
  const { code, hostLabels } = SITES[site];
  return `/${hostLabels[0] ?? code.toLowerCase()}/oauth-authorized`;
}
