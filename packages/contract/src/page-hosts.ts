/**
 * What a page's host name says (behaviour §1 "Environment, API base and platform", §9): its
 * environment, its registrable site domain under the regulated domain suffixes, and the host
 * names of the exchange's services derived from them (docs/decisions/154). Pure: the widget,
 * the server and a host app read the same answers.
 */
import { API_PATH_PREFIX } from './constants.js';

/** testnet (a 'testnet' label), production (a public host) or other (local, IP addresses). */
export type Environment = 'testnet' | 'production' | 'other';

/**
 * The regulated domain suffixes (behaviour §9), each country code top-level domain with the
 * second-level forms registered under it (`com.hk`, `co.uk`), so `www.exchange.com.hk` belongs
 * to `exchange.com.hk` and not to `com.hk`. The spec's list, and for its "and others" the
 * top-level domains of our regional sites (decision 004: tr, kz, eu, ge, id). Commercial and
 * organisational forms only: the geographic ones (`ny.us`, `on.ca`, `msk.ru`) are left out.
 */
export const REGULATED_SUFFIXES: ReadonlyMap<string, readonly string[]> = new Map([
  ['hk', ['com', 'net', 'org', 'edu', 'gov', 'idv']],
  ['ae', ['co', 'net', 'org', 'ac', 'gov', 'sch']],
  ['nl', []],
  ['uk', ['co', 'org', 'me', 'net', 'ltd', 'plc', 'ac', 'gov', 'sch']],
  ['us', []],
  ['jp', ['co', 'ne', 'or', 'ac', 'ad', 'ed', 'go', 'gr', 'lg']],
  ['fr', ['asso', 'com', 'gouv', 'nom', 'prd', 'tm']],
  ['de', []],
  ['au', ['com', 'net', 'org', 'edu', 'gov', 'asn', 'id']],
  ['ca', []],
  ['br', ['com', 'net', 'org', 'edu', 'gov', 'ind']],
  ['in', ['co', 'net', 'org', 'firm', 'gen', 'ind', 'ac', 'edu', 'gov', 'res']],
  ['ru', ['com', 'net', 'org', 'pp']],
  ['tr', ['com', 'net', 'org', 'gen', 'biz', 'info', 'name', 'web', 'tv', 'edu', 'gov']],
  ['kz', ['com', 'net', 'org', 'edu', 'gov']],
  ['eu', []],
  ['ge', ['com', 'net', 'org', 'edu', 'gov', 'pvt']],
  ['id', ['co', 'or', 'net', 'web', 'ac', 'sch', 'go', 'my', 'biz']],
]);

const LOCAL_SUFFIXES = ['.localhost', '.local', '.internal', '.test'];

/** The host name as the browser compares it: lower case, without the root's trailing dot. */
function normalHost(hostname: string): string {
  return hostname.toLowerCase().replace(/\.$/, '');
}

/** An IPv4 or IPv6 address (a top-level domain is never all digits). */
function isIpAddress(host: string): boolean {
  return host.includes(':') || host.startsWith('[') || /^\d+$/.test(host.split('.').pop() ?? '');
}

/** The environment of a page host name. */
export function environmentFromHost(hostname: string): Environment {
  const host = normalHost(hostname);
  if (host.split('.').some((label) => label.includes('testnet'))) return 'testnet';
  const local =
    host === 'localhost' ||
    !host.includes('.') ||
    isIpAddress(host) ||
    LOCAL_SUFFIXES.some((suffix) => host.endsWith(suffix));
  return local ? 'other' : 'production';
}

/**
 * The registrable site domain of a host name: the label before its public suffix, with that
 * suffix (`app.example.co.uk` → `example.co.uk`, `www.example.com` → `example.com`).
 * Undefined for an IP address, a single label (`localhost`) or a public suffix itself.
 */
export function siteDomainOf(hostname: string): string | undefined {
  const host = normalHost(hostname);
  if (isIpAddress(host)) return undefined;
  const labels = host.split('.');
  if (labels.some((label) => label === '')) return undefined;
  const [second = '', top = ''] = labels.slice(-2);
  const suffixLabels = REGULATED_SUFFIXES.get(top)?.includes(second) ? 2 : 1;
  return labels.length > suffixLabels ? labels.slice(-suffixLabels - 1).join('.') : undefined;
}

/** The parts of a page's `location` the service hosts are derived from. */
export interface PageHost {
  protocol: string;
  hostname: string;
  port: string;
}

/** The exchange's service addresses for a page (docs/decisions/154). */
export interface ServiceHosts {
  environment: Environment;
  /** The registrable site domain; undefined for IP addresses and single labels. */
  siteDomain: string | undefined;
  /** The page's origin with the '/x-api' prefix: Foyer's own API, in every environment. */
  apiBase: string;
  /** The websocket origin: `wss://stream.<site>`, `wss://stream-testnet.<site>`. */
  websocketOrigin: string;
  /** The customer-service chat origin: `https://chat.<site>`, `https://chat-testnet.<site>`. */
  chatOrigin: string;
}

/**
 * The service addresses of a page (behaviour §1): on a public or testnet host, named under
 * its site domain per environment; on a developer's machine (or with no site domain), the
 * page's own origin, so a local proxy can answer for all of them.
 */
export function serviceHostsOf(page: PageHost): ServiceHosts {
  const environment = environmentFromHost(page.hostname);
  const siteDomain = siteDomainOf(page.hostname);
  const host = `${normalHost(page.hostname)}${page.port ? `:${page.port}` : ''}`;
  const origin = `${page.protocol}//${host}`;
  const named = environment !== 'other' && siteDomain !== undefined;
  const suffix = environment === 'testnet' ? '-testnet' : '';
  const ownSocket = `${page.protocol === 'https:' ? 'wss' : 'ws'}://${host}`;
  return {
    environment,
    siteDomain,
    apiBase: `${origin}${API_PATH_PREFIX}`,
    websocketOrigin: named ? `wss://stream${suffix}.${siteDomain}` : ownSocket,
    chatOrigin: named ? `https://chat${suffix}.${siteDomain}` : origin,
  };
}
