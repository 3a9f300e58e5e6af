/**
 * The signing keys of each issuer (docs/decisions/059), fetched once and cached for the life
 * of the server: the JWKS URL is fixed per issuer (a published one, or the `jwks_uri` of the
 * issuer's own `/.well-known/openid-configuration`), never read from a token. jose's remote
 * key set keeps the keys and fetches again, at most every 30 s, when a token names a key it
 * does not hold (the keys rotate).
 */
import { createRemoteJWKSet, type JWTVerifyGetKey } from 'jose';

/** How long a discovery or JWKS fetch may take before it fails. */
const FETCH_TIMEOUT_MS = 5_000;

export interface IssuerKeys {
  /** The key set of `issuer`, for jwtVerify. */
  jwksOf(issuer: string): JWTVerifyGetKey;
}

/** A key cache over `published`: issuer → JWKS URL; other issuers are discovered. */
export function issuerKeys(published: Readonly<Record<string, string>>): IssuerKeys {
  const sets = new Map<string, JWTVerifyGetKey>();

  return {
    jwksOf(issuer) {
      let set = sets.get(issuer);
      if (!set) {
        set = published[issuer] ? remoteSet(new URL(published[issuer])) : discoveredSet(issuer);
        sets.set(issuer, set);
      }
      return set;
    },
  };
}

const remoteSet = (url: URL) => createRemoteJWKSet(url, { timeoutDuration: FETCH_TIMEOUT_MS });

/**
 * The key set named by the issuer's discovery document, read at its first use. A failed read
 * is forgotten, so the next token tries again rather than failing for ever.
 */
function discoveredSet(issuer: string): JWTVerifyGetKey {
  let set: Promise<JWTVerifyGetKey> | undefined;
  return async (header, token) => {
    if (!set) {
      const reading = discoverJwksUri(issuer).then(remoteSet);
      reading.catch(() => {
        if (set === reading) set = undefined;
      });
      set = reading;
    }
    return (await set)(header, token);
  };
}

/** OpenID Connect Discovery 1.0 §4: the document must name the issuer it was fetched for. */
async function readDiscovery(issuer: string): Promise<(name: string) => URL> {
  const url = `${issuer.replace(/\/$/, '')}/.well-known/openid-configuration`;
  const response = await fetch(url, {
    redirect: 'error',
    signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
    headers: { accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`discovery of ${issuer} answered HTTP ${response.status}`);
  const document = (await response.json()) as Record<string, unknown>;
  if (document.issuer !== issuer) throw new Error(`discovery of ${issuer} names another issuer`);
  // Each endpoint is where the issuer is: https, or http only when the issuer is http too
  // (loopback, which the configuration allows only for tests).
  return (name) => {
    const value = document[name];
    if (typeof value !== 'string') throw new Error(`discovery of ${issuer} has no ${name}`);
    const found = new URL(value);
    if (found.protocol !== 'https:' && found.protocol !== new URL(issuer).protocol) {
      throw new Error(`discovery of ${issuer} names a ${name} that is not https`);
    }
    return found;
  };
}

/** The key set's URL of the issuer's discovery document. */
export async function discoverJwksUri(issuer: string): Promise<URL> {
  return (await readDiscovery(issuer))('jwks_uri');
}

/** The endpoints of an issuer's discovery document the popup sign-in uses (decision 061). */
export interface IssuerEndpoints {
  authorizationEndpoint: URL;
  tokenEndpoint: URL;
}

export async function discoverIssuer(issuer: string): Promise<IssuerEndpoints> {
  const endpoint = await readDiscovery(issuer);
  return {
    authorizationEndpoint: endpoint('authorization_endpoint'),
    tokenEndpoint: endpoint('token_endpoint'),
  };
}

/**
 * The issuers' discovery documents, read at first use and kept for the life of the server; a
 * failed read is forgotten, so the next sign-in tries again.
 */
export function issuerEndpoints(): (issuer: string) => Promise<IssuerEndpoints> {
  const read = new Map<string, Promise<IssuerEndpoints>>();
  return (issuer) => {
    let endpoints = read.get(issuer);
    if (!endpoints) {
      endpoints = discoverIssuer(issuer);
      endpoints.catch(() => read.delete(issuer));
      read.set(issuer, endpoints);
    }
    return endpoints;
  };
}
