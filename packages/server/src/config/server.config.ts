/** Where the server listens, stores and logs, whom it trusts, and its look-up files. */
import { fileURLToPath } from 'node:url';
import type { Config } from '../config.js';
import { parseRange } from '../shared/ip-ranges.js';
import {
  boolean,
  integerIn,
  isLoopbackOrigin,
  oneOf,
  optionalFile,
  optionalUrl,
  required,
  setting,
} from './settings.js';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

// The built web app, resolved from this file so it works from src/ (tests) and dist/.
const DEFAULT_WEB_DIST_DIR = fileURLToPath(new URL('../../../../apps/web/dist', import.meta.url));

export const SERVER_SETTINGS = {
  /** PORT: TCP port to listen on, 0..65535; 0 picks a free port (tests). Default 8080. */
  port: setting('PORT', '8080', (raw) => integerIn(raw, 0, 65_535)),
  /** HOST: interface to bind. Default 'localhost'. */
  host: setting('HOST', 'localhost', (raw) => required(raw)),
  /** DATA_DIR: where the SQLite file foyer.sqlite lives (created if missing). Default ./data. */
  dataDir: setting('DATA_DIR', './data', (raw) => required(raw)),
  /** DATABASE_URL: postgres://… switches storage to PostgreSQL; unset means SQLite. */
  databaseUrl: setting('DATABASE_URL', undefined, (raw) =>
    optionalUrl(raw, ['postgres:', 'postgresql:']),
  ),
  /**
   * DATABASE_NAMED_STATEMENTS: PostgreSQL statements prepared once a connection, by name
   * (decision 096). Default true; `false` behind a pooler in transaction mode that does not
   * keep prepared statements (PgBouncer before 1.21, or without max_prepared_statements).
   */
  namedStatements: setting('DATABASE_NAMED_STATEMENTS', 'true', boolean),
  /** PUBLIC_ORIGIN: the origin users reach, for links in messages and the cookie Secure flag. */
  publicOrigin: setting('PUBLIC_ORIGIN', (env) => `http://localhost:${env.PORT || '8080'}`, origin),
  /**
   * NODE_ENV: accepted for the tools that read it (development, production, test); it no
   * longer decides whether the dev outbox is on (DEV_OUTBOX does). Default 'development'.
   */
  nodeEnv: setting('NODE_ENV', 'development', (raw) =>
    oneOf(raw, ['development', 'production', 'test'] as const),
  ),
  /** LOG_LEVEL: pino level, or 'silent'. Default 'info'. */
  logLevel: setting('LOG_LEVEL', 'info', (raw) => oneOf(raw, LOG_LEVELS)),
  /** WEB_DIST_DIR: the built web app to serve; default apps/web/dist of this repository. */
  webDistDir: setting('WEB_DIST_DIR', DEFAULT_WEB_DIST_DIR, (raw) => required(raw)),
  /**
   * TRUST_PROXY: whose X-Forwarded-For to believe (docs/decisions/037). `false` (default):
   * nobody's, the peer is the client. A hop count (`1`): that many proxies in front, for a
   * server only they can reach. A comma-separated list of the proxies' addresses or CIDRs
   * (`127.0.0.1,10.0.0.0/8,::1`): only those. `true` and `*` (everyone) are refused.
   */
  trustProxy: setting('TRUST_PROXY', 'false', trustedProxies),
  /** GEO_TABLE: path to a CSV of `cidr,country` lines (IPv4 and IPv6; country may be an ISO 3166-2 region such as CA-ON); unset → no geo. */
  geoTable: setting('GEO_TABLE', undefined, optionalFile),
  /**
   * PROMO_CONFIG: path to a JSON file of promo panel entries by key and language (behaviour §3;
   * docs/decisions/014-promo-config.md); unset → the widget's own panel. An entry's `image`
   * that names a file (relative to this file's folder) is resized at start-up (decision 156).
   */
  promoConfig: setting('PROMO_CONFIG', undefined, optionalFile),
  /**
   * API_DOCS: serve the API reference's page at /x-api/docs (decision 045). Unset: on when
   * PUBLIC_ORIGIN is loopback, else off. /x-api/openapi.json is served either way.
   */
  apiDocs: setting('API_DOCS', undefined, (raw) => (raw === undefined ? undefined : boolean(raw))),
};

/** TRUST_PROXY as parsed: nobody, a hop count, or the proxies' addresses and CIDRs. */
export type TrustedProxies = false | { hops: number } | { addresses: string[] };

function trustedProxies(raw: string | undefined): TrustedProxies {
  const value = required(raw).trim().toLowerCase();
  if (value === 'false' || value === '0') return false;
  if (value === 'true' || value === '*') {
    throw new Error(
      `"${value}" would believe every client's X-Forwarded-For; give the number of proxies in ` +
        'front (e.g. 1) or their addresses/CIDRs (e.g. 127.0.0.1,10.0.0.0/8,::1)',
    );
  }
  if (/^\d+$/.test(value)) return { hops: integerIn(value, 1, 100) };
  const addresses = value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  for (const address of addresses) {
    if (!parseRange(address)) {
      throw new Error(
        `"${address}" is not an address or CIDR; TRUST_PROXY takes false, a hop count (e.g. 1) ` +
          'or a comma-separated list of addresses/CIDRs (e.g. 127.0.0.1,10.0.0.0/8,::1)',
      );
    }
  }
  return { addresses };
}

function origin(raw: string | undefined): string {
  const value = required(raw);
  const url = optionalUrl(value, ['http:', 'https:']);
  const parsed = new URL(url ?? value);
  const extra = parsed.pathname !== '/' || parsed.search || parsed.hash || parsed.username;
  if (extra) throw new Error(`"${value}" is not an origin (scheme://host[:port] only)`);
  return parsed.origin;
}

/** Whether /x-api/docs is served: as set, else where the dev outbox would be (development). */
export function apiDocsEnabled(config: Config): boolean {
  return config.apiDocs ?? isLoopbackOrigin(config.publicOrigin);
}
