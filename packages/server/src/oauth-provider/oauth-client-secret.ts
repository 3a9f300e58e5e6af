/**
 * Confidential clients' secrets (docs/decisions/076): 32 random bytes, shown once, kept as
 * their SHA-256 like our session tokens. A digest without a salt or a slow hash is enough for
 * 256 random bits (no dictionary to try), and it keeps the comparison in constant time.
 * The provider never needs the secret itself: HS* signing, which would, is not offered.
 */
import { randomBytes } from 'node:crypto';
import { sameDigest, sha256Hex } from '../shared/digest.js';

const SECRET_BYTES = 32;
const DIGEST_PREFIX = 'sha256:';

/** A new secret and what is stored of it. */
export function newClientSecret(): { secret: string; stored: string } {
  const secret = randomBytes(SECRET_BYTES).toString('base64url');
  return { secret, stored: `${DIGEST_PREFIX}${sha256Hex(secret)}` };
}

/** Whether a presented secret is the one whose digest was stored. */
export function matchesSecret(stored: string, presented: string): boolean {
  if (!stored.startsWith(DIGEST_PREFIX)) return false;
  return sameDigest(stored.slice(DIGEST_PREFIX.length), sha256Hex(presented));
}
