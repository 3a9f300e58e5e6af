/**
 * What an authenticator app computes (RFC 6238 TOTP: HMAC-SHA-1, 30 s, six digits), written
 * apart from the server's code so the browser tests check it independently.
 */
import { createHmac } from 'node:crypto';

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

function base32Bytes(secret: string): Buffer {
  let bits = '';
  for (const char of secret.replace(/[\s=]/g, '').toUpperCase()) {
    const index = BASE32.indexOf(char);
    if (index < 0) throw new Error(`not base32: ${char}`);
    bits += index.toString(2).padStart(5, '0');
  }
  const bytes = bits.match(/.{8}/g) ?? [];
  return Buffer.from(bytes.map((byte) => parseInt(byte, 2)));
}

export const stepNow = () => Math.floor(Date.now() / 30_000);

/** The six digits of a time-step. */
export function totp(secret: string, step: number): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const mac = createHmac('sha1', base32Bytes(secret)).update(counter).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  const value = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(value % 1_000_000).padStart(6, '0');
}

/**
 * An authenticator in a test: each code is accepted once, so a second code in the same 30 s
 * comes from the next step, which the server's one-step drift window accepts. No waiting.
 */
export function authenticator(secret: string) {
  let lastStep = -1;
  return {
    nextCode(): string {
      const step = Math.max(stepNow(), lastStep + 1);
      lastStep = step;
      return totp(secret, step);
    },
  };
}
