/** Every random value the server makes, from the CSPRNG of node:crypto. */
import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import { CODE_LENGTH } from '@foyer/contract';

export interface Random {
  /** Six digits, zero-padded: 000000..999999. */
  verificationCode(): string;
  /** A 9-digit numeric uid, first digit non-zero. */
  accountId(): string;
  /** An opaque session token: 32 random bytes (256 bits), base64url. */
  sessionToken(): string;
  uuid(): string;
  /** A TOTP secret: 20 random bytes (160 bits, RFC 4226's recommended length). */
  totpSecret(): Buffer;
  /** A whole number from 0 to `bound` - 1, uniform (for short numbers and shuffles). */
  below(bound: number): number;
}

const CODE_SPACE = 10 ** CODE_LENGTH;

export const cryptoRandom: Random = {
  verificationCode: () => String(randomInt(0, CODE_SPACE)).padStart(CODE_LENGTH, '0'),
  accountId: () => String(randomInt(100_000_000, 1_000_000_000)),
  sessionToken: () => randomBytes(32).toString('base64url'),
  uuid: () => randomUUID(),
  totpSecret: () => randomBytes(20),
  below: (bound) => randomInt(0, bound),
};
