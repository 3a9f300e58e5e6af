/**
 * Password storage. The browser sends SHA-256(password) as 64 lowercase hex characters
 * (behaviour §3); that hex string is the secret, so it is stored only as argon2id of it with the
 * OWASP minimum parameters (m=19 MiB, t=2, p=1) and a per-hash random salt, and never logged
 * or stored as is (docs/engineering.md "Password digest"). The wire format is checked by the contract schemas.
 */
import { availableParallelism } from 'node:os';
import { hash, verify } from '@node-rs/argon2';
import { slots } from './slots.js';

/** OWASP Password Storage Cheat Sheet, argon2id minimum. Algorithm defaults to argon2id. */
export const ARGON2_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/**
 * A hash of 32 random bytes nobody knows, verified against when the account does not
 * exist, so an unknown e-mail costs the same argon2 time as a wrong password: timing must
 * not reveal accounts.
 */
export const DUMMY_PASSWORD_HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$loHGyc2cVsgAQgewKPl96A$qk6KB8jtgyGuTTuI99T7dbMvBALzJPrfcgAu7NYMX3c';

/**
 * The password column of an account that has no password (made by a third-party id token,
 * decision 060): not an argon2 hash, so nothing verifies against it. A log-in to it costs the
 * dummy's argon2 time and fails exactly as a wrong password does.
 */
export const NO_PASSWORD_VERIFIER = '!no-password';

/**
 * argon2id hashes run one a core at a time (issue 16). Each holds its 19 MiB while it runs, on
 * a thread of libuv's pool, which runs four at once on any machine: on two cores, four at once
 * made no more hashes a second, held twice the memory (peak RSS over 200 MiB under a log-in
 * storm), and left no thread of the pool for file reads. Waiting here costs a log-in nothing
 * it would not have waited for a core.
 */
const hashing = slots(availableParallelism());

export function hashPassword(digestHex: string): Promise<string> {
  return hashing(() => hash(digestHex, ARGON2_OPTIONS));
}

/** Checks the digest against the stored hash, or against the dummy when there is none. */
export async function verifyPassword(
  storedHash: string | undefined,
  digestHex: string,
): Promise<boolean> {
  const usable = storedHash !== undefined && storedHash !== NO_PASSWORD_VERIFIER;
  try {
    const matches = await hashing(() =>
      verify(usable ? storedHash : DUMMY_PASSWORD_HASH, digestHex),
    );
    return usable && matches;
  } catch {
    // A malformed stored hash is a failed login, not a crash.
    return false;
  }
}
