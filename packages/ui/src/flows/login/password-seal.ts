/**
 * The log-in's password sealed with the server's key together with the time (behaviour §3
 * "password plus timestamp is encrypted with a public key"; docs/decisions/151): RSA-OAEP with
 * SHA-256 by the browser's own WebCrypto, over `{"password": <digest>, "timestamp": <ms>}`. The
 * time is the server's, read with the key and carried forward by this browser's clock, so a
 * browser whose clock is wrong still lands inside the server's window. Loaded with the log-in's
 * body (login-payload.ts), never with the first screen.
 */
import { passwordKeyCall } from '@foyer/contract';
import type { ApiClient } from '../../api/api-outcome';

interface SealingKey {
  key: CryptoKey;
  keyId: string;
  /** The server's clock minus this browser's, when the key was read. */
  offset: number;
}

export type SentPassword =
  { password: string } | { encrypt_password: string; encrypt_timestamp: number; key_id: string };

let sealing: Promise<SealingKey | undefined> | undefined;

async function readKey(api: ApiClient, subtle: SubtleCrypto, now: () => number) {
  const asked = now();
  const outcome = await api.call(passwordKeyCall, {}, { hideError: true });
  if (!outcome.ok) return undefined;
  const { key_id: keyId, public_key: jwk, server_time: serverTime } = outcome.result;
  const key = await subtle.importKey('jwk', jwk, { name: 'RSA-OAEP', hash: 'SHA-256' }, false, [
    'encrypt',
  ]);
  // Half the call's time is taken as the way back.
  return { key, keyId, offset: serverTime - Math.round((asked + now()) / 2) };
}

function base64url(bytes: ArrayBuffer): string {
  const text = String.fromCharCode(...new Uint8Array(bytes));
  return btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/**
 * The password as the log-in sends it: sealed, or the digest in clear where the browser has no
 * WebCrypto (a plain-http page) or the key could not be had, which the server still takes.
 */
export async function sealedPassword(
  api: ApiClient,
  digest: string,
  now: () => number = Date.now,
): Promise<SentPassword> {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) return { password: digest };
  const read = (sealing ??= readKey(api, subtle, now).catch(() => undefined));
  const sealingKey = await read;
  if (!sealingKey) {
    // Asked again at the next log-in.
    sealing = undefined;
    return { password: digest };
  }
  const timestamp = now() + sealingKey.offset;
  const plain = new TextEncoder().encode(JSON.stringify({ password: digest, timestamp }));
  const sealed = await subtle.encrypt({ name: 'RSA-OAEP' }, sealingKey.key, plain);
  return {
    encrypt_password: base64url(sealed),
    encrypt_timestamp: timestamp,
    key_id: sealingKey.keyId,
  };
}

/** For tests: forget the key read. */
export function forgetSealingKey() {
  sealing = undefined;
}
