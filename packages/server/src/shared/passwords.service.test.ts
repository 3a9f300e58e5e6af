import { describe, expect, it } from 'vitest';
import { digestOf } from '../test-support/test-app.js';
import { DUMMY_PASSWORD_HASH, hashPassword, verifyPassword } from './passwords.service.js';

describe('password storage', () => {
  const digest = digestOf('Correct-horse-1');

  it('stores argon2id with the OWASP parameters (m=19 MiB, t=2, p=1), never the hex', async () => {
    const stored = await hashPassword(digest);
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(stored).not.toContain(digest);
  });

  it('salts each hash: the same password twice gives two hashes', async () => {
    expect(await hashPassword(digest)).not.toBe(await hashPassword(digest));
  });

  it('verifies the right digest and refuses another', async () => {
    const stored = await hashPassword(digest);
    expect(await verifyPassword(stored, digest)).toBe(true);
    expect(await verifyPassword(stored, digestOf('Wrong-horse-1'))).toBe(false);
  });

  it('with no account, still runs argon2 on the dummy hash and refuses', async () => {
    expect(DUMMY_PASSWORD_HASH).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(undefined, digest)).toBe(false);
  });

  it('a malformed stored hash is a refusal, not a crash', async () => {
    expect(await verifyPassword('not-a-hash', digest)).toBe(false);
  });
});
