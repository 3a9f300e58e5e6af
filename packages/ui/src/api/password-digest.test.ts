import { afterEach, describe, expect, it, vi } from 'vitest';
import { passwordDigest } from './password-digest';

const ABC = 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad';

describe('password sent as SHA-256 hash', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('is the lowercase hex SHA-256 of the UTF-8 password', async () => {
    await expect(passwordDigest('abc')).resolves.toBe(ABC);
  });

  it('normalises to NFC first, so composed and decomposed forms agree', async () => {
    expect(await passwordDigest('Cafe\u0301Pass1')).toBe(await passwordDigest('Caf\u00e9Pass1'));
  });

  it('is the same digest outside a secure context, where the browser has no crypto.subtle', async () => {
    const withSubtle = await passwordDigest('Caf\u00e9Pass1 ünïcødé');
    vi.stubGlobal('crypto', { getRandomValues: globalThis.crypto.getRandomValues });
    expect(globalThis.crypto.subtle).toBeUndefined();
    await expect(passwordDigest('abc')).resolves.toBe(ABC);
    await expect(passwordDigest('Caf\u00e9Pass1 ünïcødé')).resolves.toBe(withSubtle);
  });
});
