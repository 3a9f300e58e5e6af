/**
 * The origins of the sister sites of a page, by the host-label convention of
 * docs/decisions/004-site-from-host.md: `nl.exchange.example` is the NLD site of
 * `exchange.example`, `hk.` its HKG site, `eu.` its EU site, and so on for each of the nine
 * sites (where the compliance wall and the residence prompts send a visitor; decisions 074,
 * 092), the bare name its main site. A page served from an IP address has no sister sites.
 */
import { SITES, type SiteCode } from '@foyer/contract';

export type SisterSiteOrigins = Partial<Record<SiteCode, string>>;

export interface PageLocation {
  protocol: string;
  hostname: string;
  port: string;
}

const SITE_LABELS = new Set(Object.values(SITES).flatMap((site) => site.hostLabels));
const IP_ADDRESS = /^(\d{1,3}(\.\d{1,3}){3}|\[?[0-9a-f:]+\]?)$/i;

export function sisterSiteOrigins(page: PageLocation): SisterSiteOrigins {
  const hostname = page.hostname.toLowerCase();
  if (hostname === '' || IP_ADDRESS.test(hostname)) return {};
  const labels = hostname.split('.');
  const base = SITE_LABELS.has(labels[0] ?? '') ? labels.slice(1).join('.') : hostname;
  if (base === '') return {};
  const port = page.port ? `:${page.port}` : '';
  const origin = (label: string) => `${page.protocol}//${label ? `${label}.` : ''}${base}${port}`;
  const origins: SisterSiteOrigins = {};
  for (const site of Object.values(SITES)) origins[site.code] = origin(site.hostLabels[0] ?? '');
  return origins;
}
