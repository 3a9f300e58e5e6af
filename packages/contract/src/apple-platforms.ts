/**
 * The platform ids of Sign in with Apple (behaviour §9): which of the exchange's web
 * properties a page belongs to, each with its own Apple Services ID (docs/decisions/155).
 */
import { environmentFromHost, siteDomainOf } from './page-hosts.js';

/** The web properties with a Services ID of their own: the exchange, its academy, its news. */
export const APPLE_PLATFORM_KINDS = ['web', 'learn', 'announcements'] as const;
export type ApplePlatformKind = (typeof APPLE_PLATFORM_KINDS)[number];

/** Every platform id: each property, and its testnet variant (`web-testnet`). */
export const APPLE_PLATFORM_IDS = [
  'web',
  'learn',
  'announcements',
  'web-testnet',
  'learn-testnet',
  'announcements-testnet',
] as const satisfies ReadonlyArray<ApplePlatformKind | `${ApplePlatformKind}-testnet`>;
export type ApplePlatformId = (typeof APPLE_PLATFORM_IDS)[number];

export function isApplePlatformId(value: string): value is ApplePlatformId {
  return (APPLE_PLATFORM_IDS as readonly string[]).includes(value);
}

/**
 * The platform id of a page host: `learn` or `announcements` when a label before the site
 * domain names it (`learn.example.com`, `learn-testnet.example.com`), else `web`; the testnet
 * variant on a testnet host. A developer's machine is `web`.
 */
export function applePlatformOf(hostname: string): ApplePlatformId {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  const site = siteDomainOf(host);
  const below = site === undefined ? [] : host.slice(0, -site.length).split(/[.-]/);
  const kind = APPLE_PLATFORM_KINDS.find((name) => name !== 'web' && below.includes(name)) ?? 'web';
  return environmentFromHost(host) === 'testnet' ? `${kind}-testnet` : kind;
}
