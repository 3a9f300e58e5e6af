/**
 * The "new captcha" (magpie) of behaviour §4, self-hosted: an ALTCHA v2 proof-of-work challenge
 * (docs/engineering.md "Captcha"). The server signs a challenge for one scene; the browser finds the counter
 * whose SHA-256-derived key starts with the signed prefix, without a click; the answer comes
 * back as `magpie_verify_info {token, scene}` and is accepted once, before it expires, for
 * the scene it was issued for. A missing, forged, expired, reused or other-scene answer is
 * refused (captchaFailed, 34001).
 *
 * Expiry is our own signed `data.exp` (the server clock, ms), not ALTCHA's `expiresAt`,
 * which the library checks against the wall clock and tests could not move.
 */
import { createChallenge, randomInt, verifySolution, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { decodeCaptchaToken } from '@foyer/contract';
import {
  powChallengeSchema,
  type MagpieVerifyInfo,
  type PowChallenge,
} from '@foyer/contract/schemas';
import { z } from 'zod';
import { failure, success, type Outcome } from '../errors.js';
import type { Store } from '../store/store.js';
import type { Clock } from '../shared/clock.js';

/** How long a challenge may be solved and used: 5 minutes. */
export const CAPTCHA_TTL_MS = 5 * 60_000;

export interface CaptchaSettings {
  /** HMAC key signing challenges and derived keys. */
  secret: string;
  /** The largest counter a challenge may need (work is about half of it on average). */
  difficulty: number;
  store: Store;
  clock: Clock;
}

export type CaptchaRefusal = 'missing' | 'malformed' | 'forged' | 'expired' | 'reused' | 'scene';

export interface Captcha {
  /** A signed challenge for `scene`. */
  issue(scene: number): Promise<PowChallenge>;
  /** Checks a solved challenge for `scene` and spends it. */
  verify(info: MagpieVerifyInfo | undefined, scene: number): Promise<Outcome<void>>;
}

const solutionSchema = z.object({ counter: z.number().int().min(0), derivedKey: z.string() });
const tokenSchema = z.object({ challenge: powChallengeSchema, solution: solutionSchema });

function decodeToken(token: string): z.infer<typeof tokenSchema> | undefined {
  const parsed = tokenSchema.safeParse(decodeCaptchaToken(token));
  return parsed.success ? parsed.data : undefined;
}

const refused = (reason: CaptchaRefusal): Outcome<void> =>
  failure({ kind: 'captchaFailed', reason });

export function createCaptcha(settings: CaptchaSettings): Captcha {
  const { secret, difficulty, store, clock } = settings;
  return {
    async issue(scene) {
      const challenge = await createChallenge({
        algorithm: 'SHA-256',
        cost: 1,
        counter: randomInt(difficulty),
        deriveKey,
        hmacSignatureSecret: secret,
        hmacKeySignatureSecret: secret,
        data: { scene, exp: clock.now() + CAPTCHA_TTL_MS },
      });
      return challenge as PowChallenge;
    },

    async verify(info, scene) {
      if (info === undefined) return refused('missing');
      const decoded = decodeToken(info.token);
      if (decoded === undefined) return refused('malformed');
      const { challenge, solution } = decoded;
      const result = await verifySolution({
        challenge: challenge as Challenge,
        solution,
        deriveKey,
        hmacSignatureSecret: secret,
        hmacKeySignatureSecret: secret,
      });
      if (!result.verified) return refused('forged');
      // Signed data, so trustworthy once the signature holds.
      const { data } = challenge.parameters;
      if (data.scene !== scene || String(info.scene) !== String(scene)) return refused('scene');
      const expiresAt = typeof data.exp === 'number' ? data.exp : 0;
      const now = clock.now();
      if (expiresAt <= now) return refused('expired');
      const first = await store.captcha.markUsed(challenge.parameters.nonce, expiresAt, now);
      return first ? success(undefined) : refused('reused');
    },
  };
}
