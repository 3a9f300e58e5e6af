/**
 * What the widget does with a log-in's password (decision 151), for route tests: RSA-OAEP
 * (SHA-256) of the digest and the time, under the key the server publishes.
 */
import { constants, createPublicKey, publicEncrypt, type JsonWebKey } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { json } from './test-app.js';

/** The sealed text of `password` (a digest) at `timestamp`, under `publicKey`. */
export function seal(publicKey: JsonWebKey, password: string, timestamp: number): string {
  const plain = Buffer.from(JSON.stringify({ password, timestamp }));
  const key = createPublicKey({ key: publicKey, format: 'jwk' });
  const padding = constants.RSA_PKCS1_OAEP_PADDING;
  return publicEncrypt({ key, padding, oaepHash: 'sha256' }, plain).toString('base64url');
}

/** The server's key, as `GET /user/public/password-key` answers it. */
export async function serverPasswordKey(app: FastifyInstance) {
  const response = await app.inject({ url: '/x-api/user/public/password-key' });
  return json(response).result as { key_id: string; public_key: JsonWebKey; server_time: number };
}

/** A log-in body's password fields, sealed as the widget seals them, at the server's time. */
export async function sealedPasswordFields(app: FastifyInstance, digest: string) {
  const key = await serverPasswordKey(app);
  return {
    encrypt_password: seal(key.public_key, digest, key.server_time),
    encrypt_timestamp: key.server_time,
    key_id: key.key_id,
  };
}
