/**
 * The provider's keys (docs/decisions/076): made at first start, kept in the database, and
 * rotated by the operator (`npm run admin -- oauth-keys rotate`). Signing keys are RS256
 * (RSA 2048): every OpenID relying party verifies RS256, and it is the default a client's
 * id token is signed with. Cookie keys sign the provider's own cookies; several instances
 * over one database share both.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { exportJWK, generateKeyPair, type JWK } from 'jose';
import type { Clock } from '../shared/clock.js';
import type { Store } from '../store/store.js';

/** How long a replaced signing key stays published by default: a day of tokens verified. */
export const RETIRED_KEY_PUBLISHED_MS = 24 * 60 * 60 * 1000;

const COOKIE_KEY_BYTES = 32;

export interface ProviderKeys {
  /** Private signing JWKs, the newest (the one that signs) first. */
  signing: (JWK & { kid: string })[];
  /** Cookie keys, the newest (the one that signs) first. */
  cookies: string[];
}

type KeyDeps = { store: Pick<Store, 'oauthKeys'>; clock: Clock };

async function newSigningKey(): Promise<{ kid: string; jwk: string }> {
  const kid = randomUUID();
  const { privateKey } = await generateKeyPair('RS256', { extractable: true, modulusLength: 2048 });
  const jwk = { ...(await exportJWK(privateKey)), kid, alg: 'RS256', use: 'sig' };
  return { kid, jwk: JSON.stringify(jwk) };
}

function newCookieKey(): { kid: string; jwk: string } {
  const kid = randomUUID();
  const jwk = { kty: 'oct', kid, k: randomBytes(COOKIE_KEY_BYTES).toString('base64url') };
  return { kid, jwk: JSON.stringify(jwk) };
}

/** The keys the provider starts with, made first when the database has none. */
export async function providerKeys({ store, clock }: KeyDeps): Promise<ProviderKeys> {
  const now = clock.now();
  if ((await store.oauthKeys.live('sig', now)).length === 0) {
    const key = await newSigningKey();
    await store.oauthKeys.insertFirst('sig', key.kid, key.jwk, now);
  }
  if ((await store.oauthKeys.live('cookie', now)).length === 0) {
    const key = newCookieKey();
    await store.oauthKeys.insertFirst('cookie', key.kid, key.jwk, now);
  }
  const signing = await store.oauthKeys.live('sig', now);
  const cookies = await store.oauthKeys.live('cookie', now);
  return {
    signing: signing.map((row) => JSON.parse(row.private_jwk) as JWK & { kid: string }),
    cookies: cookies.map((row) => (JSON.parse(row.private_jwk) as { k: string }).k),
  };
}

/**
 * A new signing key, which running instances pick up within a minute (oauth-provider-holder.ts);
 * the keys it replaces stay published until `now + publishedFor`, so tokens they signed still
 * verify.
 */
export async function rotateSigningKey(
  { store, clock }: KeyDeps,
  publishedFor: number = RETIRED_KEY_PUBLISHED_MS,
): Promise<{ kid: string; generation: number; retireAt: number }> {
  const now = clock.now();
  const key = await newSigningKey();
  const retireAt = now + publishedFor;
  const generation = await store.oauthKeys.rotate('sig', key.kid, key.jwk, now, retireAt);
  return { kid: key.kid, generation, retireAt };
}
