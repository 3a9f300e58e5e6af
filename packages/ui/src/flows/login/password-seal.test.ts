import { afterEach, describe, expect, it, vi } from 'vitest';
import { passwordKeyCall } from '@foyer/contract';
import type { ApiClient } from '../../api/api-outcome';
import { forgetSealingKey, sealedPassword } from './password-seal';

const DIGEST = 'a'.repeat(64);
const HOUR_MS = 3_600_000;

async function serverKeys() {
  const pair = await crypto.subtle.generateKey(
    {
      name: 'RSA-OAEP',
      modulusLength: 2048,
      publicExponent: new Uint8Array([1, 0, 1]),
      hash: 'SHA-256',
    },
    true,
    ['encrypt', 'decrypt'],
  );
  const { kty, n, e } = await crypto.subtle.exportKey('jwk', pair.publicKey);
  return { privateKey: pair.privateKey, jwk: { kty, n, e, alg: 'RSA-OAEP-256' } };
}

/** An API answering the key call, with the server's clock `ahead` of this browser's. */
function apiWith(answer: () => unknown) {
  const call = vi.fn(async (callDef: { path: string }) => {
    expect(callDef.path).toBe(passwordKeyCall.path);
    const result = answer();
    return result === undefined
      ? { ok: false as const, retCode: -200, retMsg: '' }
      : { ok: true as const, result };
  });
  return { api: { call } as unknown as ApiClient, call };
}

async function open(privateKey: CryptoKey, sealed: string) {
  const bytes = Uint8Array.from(atob(sealed.replace(/-/g, '+').replace(/_/g, '/')), (c) =>
    c.charCodeAt(0),
  );
  const plain = await crypto.subtle.decrypt({ name: 'RSA-OAEP' }, privateKey, bytes);
  return JSON.parse(new TextDecoder().decode(plain)) as { password: string; timestamp: number };
}

describe('password plus timestamp is encrypted with a public key (behaviour §3, decision 151)', () => {
  afterEach(forgetSealingKey);

  it("seals the digest and the server's time under the server's key, read once a page", async () => {
    const { privateKey, jwk } = await serverKeys();
    let now = 1_000_000;
    const { api, call } = apiWith(() => ({
      key_id: 'k1',
      public_key: jwk,
      server_time: now + HOUR_MS,
    }));
    const first = await sealedPassword(api, DIGEST, () => now);
    expect(first).toEqual({
      encrypt_password: expect.stringMatching(/^[\w-]+$/),
      encrypt_timestamp: now + HOUR_MS,
      key_id: 'k1',
    });
    if (!('encrypt_password' in first)) throw new Error('not sealed');
    // The browser's clock is an hour behind: the time sealed is still the server's.
    expect(await open(privateKey, first.encrypt_password)).toEqual({
      password: DIGEST,
      timestamp: now + HOUR_MS,
    });
    now += 30_000;
    const second = await sealedPassword(api, DIGEST, () => now);
    expect(second).toMatchObject({ encrypt_timestamp: now + HOUR_MS, key_id: 'k1' });
    expect(call).toHaveBeenCalledTimes(1);
  });

  it('sends the digest in clear when the key cannot be had, and asks for it again next time', async () => {
    const { jwk } = await serverKeys();
    let answering = false;
    const { api, call } = apiWith(() =>
      answering ? { key_id: 'k2', public_key: jwk, server_time: 5 } : undefined,
    );
    expect(await sealedPassword(api, DIGEST)).toEqual({ password: DIGEST });
    answering = true;
    expect(await sealedPassword(api, DIGEST)).toMatchObject({ key_id: 'k2' });
    expect(call).toHaveBeenCalledTimes(2);
  });
});
