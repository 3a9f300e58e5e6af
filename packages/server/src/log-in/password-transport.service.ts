/**
 * The log-in's password, encrypted with the server's public key together with the time
 * (behaviour §3 "password plus timestamp is encrypted with a public key"; docs/decisions/151).
 * The widget sends `encrypt_password`, the RSA-OAEP (SHA-256) ciphertext of
 * `{"password": <digest>, "timestamp": <ms>}`, with the same `encrypt_timestamp` in clear and
 * the key's `key_id`. A body logged on the way (a proxy, a load balancer, an error tracker) then
 * holds no password digest, and is refused when played again: each ciphertext is accepted once,
 * and only within ENCRYPTED_PASSWORD_WINDOW_MS of its time.
 */
import {
  constants,
  createPrivateKey,
  createPublicKey,
  generateKeyPair,
  privateDecrypt,
  randomUUID,
  type JsonWebKey,
  type KeyObject,
} from 'node:crypto';
import { promisify } from 'node:util';
import { ENCRYPTED_PASSWORD_WINDOW_MS, isPasswordDigest } from '@foyer/contract';
import { failure, success, type Outcome } from '../errors.js';
import type { ServiceDeps } from '../shared/deps.js';
import { sha256Hex } from '../shared/digest.js';

/** The public half, as the widget imports it (WebCrypto RSA-OAEP with SHA-256). */
export interface PublishedKey {
  key_id: string;
  public_key: { kty: 'RSA'; n: string; e: string; alg: 'RSA-OAEP-256' };
  server_time: number;
}

export interface EncryptedPassword {
  key_id: string;
  encrypt_password: string;
  encrypt_timestamp: number;
}

const MODULUS_BITS = 2048;
// A 2048-bit RSA ciphertext is 256 bytes: 342 characters of base64url, 344 of base64.
const MAX_CIPHERTEXT_LENGTH = 400;

const refused = (why: string) =>
  failure({ kind: 'invalidParams' as const, message: `encrypt_password ${why}` });

const makeKeyPair = promisify(generateKeyPair);

/** A stored key, parsed once per instance: a key id names one key for good. */
interface OpenedKey {
  privateKey: KeyObject;
  publicJwk: JsonWebKey;
}
const opened = new Map<string, OpenedKey>();

function openKey(kid: string, privateJwk: string): OpenedKey {
  let key = opened.get(kid);
  if (!key) {
    const privateKey = createPrivateKey({
      key: JSON.parse(privateJwk) as JsonWebKey,
      format: 'jwk',
    });
    key = { privateKey, publicJwk: createPublicKey(privateKey).export({ format: 'jwk' }) };
    opened.set(kid, key);
  }
  return key;
}

async function currentKey(deps: ServiceDeps) {
  const found = await deps.store.passwordKeys.current();
  if (found) return found;
  // Made off the event loop: the other requests go on meanwhile.
  const { privateKey } = await makeKeyPair('rsa', { modulusLength: MODULUS_BITS });
  const jwk = JSON.stringify(privateKey.export({ format: 'jwk' }));
  await deps.store.passwordKeys.insertFirst(randomUUID(), jwk, deps.clock.now());
  // Another instance may have made one first: the stored key is the one.
  return (await deps.store.passwordKeys.current())!;
}

/** The key to encrypt with, made at first ask, and the server's time to stamp with. */
export async function publishedKey(deps: ServiceDeps): Promise<PublishedKey> {
  const { kid, private_jwk: jwk } = await currentKey(deps);
  const { n, e } = openKey(kid, jwk).publicJwk;
  return {
    key_id: kid,
    public_key: { kty: 'RSA', n: n!, e: e!, alg: 'RSA-OAEP-256' },
    server_time: deps.clock.now(),
  };
}

function decrypt(key: KeyObject, ciphertext: string): unknown {
  try {
    const padding = constants.RSA_PKCS1_OAEP_PADDING;
    const plain = privateDecrypt(
      { key, padding, oaepHash: 'sha256' },
      Buffer.from(ciphertext, 'base64url'),
    );
    return JSON.parse(plain.toString('utf8'));
  } catch {
    return undefined;
  }
}

/**
 * The password digest inside an encrypted password: refused (10004) when its key is not the
 * server's, it does not decrypt to a digest and the time sent beside it, that time is outside
 * the window, or it was used before.
 */
export async function openEncryptedPassword(
  deps: ServiceDeps,
  sent: EncryptedPassword,
): Promise<Outcome<string>> {
  const key = await deps.store.passwordKeys.current();
  if (!key || key.kid !== sent.key_id) return refused('key unknown: ask for the key again');
  if (sent.encrypt_password.length > MAX_CIPHERTEXT_LENGTH) return refused('malformed');
  const sealed = decrypt(openKey(key.kid, key.private_jwk).privateKey, sent.encrypt_password) as
    { password?: unknown; timestamp?: unknown } | undefined;
  const password = sealed?.password;
  if (typeof password !== 'string' || !isPasswordDigest(password)) return refused('malformed');
  if (sealed?.timestamp !== sent.encrypt_timestamp) return refused('malformed');
  const now = deps.clock.now();
  if (Math.abs(now - sent.encrypt_timestamp) > ENCRYPTED_PASSWORD_WINDOW_MS) {
    return refused('expired: ask for the key again');
  }
  // Kept until no clock could take it as fresh again.
  const expiresAt = sent.encrypt_timestamp + ENCRYPTED_PASSWORD_WINDOW_MS;
  const fresh = await deps.store.passwordKeys.spend(
    sha256Hex(sent.encrypt_password),
    expiresAt,
    now,
  );
  if (!fresh) return refused('used before');
  return success(password);
}

/** What a log-in sends of its password: the digest in clear, or encrypted (decision 151). */
export interface SentPassword {
  password?: string | undefined;
  encrypt_password?: string | undefined;
  encrypt_timestamp?: number | undefined;
  key_id?: string | undefined;
}

/** The password digest a log-in sent, in clear or encrypted; one of the two, never both. */
export async function passwordOf(deps: ServiceDeps, sent: SentPassword): Promise<Outcome<string>> {
  const { password, encrypt_password: ciphertext, encrypt_timestamp: at, key_id: kid } = sent;
  if (ciphertext === undefined) {
    return password === undefined ? refused('or password is required') : success(password);
  }
  if (password !== undefined) return refused('and password: send one of the two');
  if (at === undefined || kid === undefined) {
    return refused('needs encrypt_timestamp and key_id');
  }
  return openEncryptedPassword(deps, {
    key_id: kid,
    encrypt_password: ciphertext,
    encrypt_timestamp: at,
  });
}
