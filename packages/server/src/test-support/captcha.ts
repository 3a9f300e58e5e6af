/** Solving the proof-of-work captcha as the widget does, for tests of the calls behind it. */
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { encodeCaptchaToken } from '@foyer/contract';
import type { PowChallenge } from '@foyer/contract/schemas';
import type { FastifyInstance } from 'fastify';
import { json } from './test-app.js';

/** Fetches a challenge of `scene` from captcha-info and answers `magpie_verify_info`. */
export async function solvedCaptcha(app: FastifyInstance, scene: number) {
  const url = `/x-api/v3/public/user/captcha-info?scene=${scene}`;
  const challenge = json(await app.inject({ url })).result.challenge as PowChallenge;
  const solution = await solveChallenge({ challenge: challenge as Challenge, deriveKey });
  return { magpie_verify_info: { token: encodeCaptchaToken(challenge, solution!), scene } };
}
