/**
 * TOTP (RFC 6238 over RFC 4226 HOTP): HMAC-SHA-1, 30 s steps, six digits, what Google
 * Authenticator and every other authenticator app compute. Pure: the time is passed in, so
 * the window and replay rules are tested without a clock. node:crypto's HMAC rather than a
 * library: the algorithm is twenty lines and the RFC's test vectors pin it down (decision 016).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export const TOTP_STEP_SECONDS = 30;
export const TOTP_DIGITS = 6;
/** Steps either side of now that are still accepted: one, for clock drift (RFC 6238 §5.2). */
export const TOTP_WINDOW = 1;

/** The time-step number of a moment (ms since the epoch). */
export function stepOf(nowMs: number): number {
  return Math.floor(nowMs / 1000 / TOTP_STEP_SECONDS);
}

/** HOTP of one counter value (RFC 4226 §5.3: dynamic truncation, then modulo 10^digits). */
export function hotp(secret: Buffer, counter: number, digits = TOTP_DIGITS): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac('sha1', secret).update(message).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  const binary = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** digits).padStart(digits, '0');
}

/** The code an authenticator shows at a moment. */
export function totpAt(secret: Buffer, nowMs: number, digits = TOTP_DIGITS): string {
  return hotp(secret, stepOf(nowMs), digits);
}

/**
 * The time-step a code belongs to, within ±TOTP_WINDOW steps of now, or null. Every step of
 * the window is compared in constant time, so timing does not tell which step was close.
 */
export function matchingStep(secret: Buffer, code: string, nowMs: number): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const given = Buffer.from(code);
  const now = stepOf(nowMs);
  let found: number | null = null;
  for (let step = now - TOTP_WINDOW; step <= now + TOTP_WINDOW; step += 1) {
    if (timingSafeEqual(Buffer.from(hotp(secret, step)), given) && found === null) found = step;
  }
  return found;
}

/**
 * Whether a matched step may be used: each code is accepted once, so a step at or before
 * the last one used for the account is refused (RFC 6238 §5.2; NIST "accepted once").
 */
export function stepIsFresh(step: number, lastUsedStep: number | null): boolean {
  return lastUsedStep === null || step > lastUsedStep;
}
