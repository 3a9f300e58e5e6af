/** Solving the proof-of-work captcha as the widget does, for tests of the calls behind it. */
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { encodeCaptchaToken } from '@foyer/contract';
import type { PowChallenge } from '@foyer/contract/schemas';
import type { FastifyInstance } from 'fastify';
import { json } from './test-app.js';
import { failure, success, type Outcome } from '../errors.js';
import type { CaptchaAnswer } from '../captcha/captcha-gate.service.js';

/** The login body's `magpie_verify_info` for a challenge of `scene`, solved. */
export async function solvedAnswer(challenge: PowChallenge, scene: number) {
  const solution = await solveChallenge({ challenge: challenge as Challenge, deriveKey });
  return { magpie_verify_info: { token: encodeCaptchaToken(challenge, solution!), scene } };
}

/** Fetches a challenge of `scene` from captcha-info and answers `magpie_verify_info`. */
export async function solvedCaptcha(app: FastifyInstance, scene: number) {
  const url = `/x-api/v3/public/user/captcha-info?scene=${scene}`;
  const challenge = json(await app.inject({ url })).result.pow as PowChallenge;
  return solvedAnswer(challenge, scene);
}

/**
 * A captcha gate for use-case tests: it passes an answer of `type: 'solved'` and refuses any
 * other as missing, and notes each scene it is asked for.
 */
export function fakeCaptchaGate() {
  const scenes: number[] = [];
  return {
    scenes,
    async check(answer: CaptchaAnswer, scene: number): Promise<Outcome<void>> {
      scenes.push(scene);
      return answer.type === 'solved'
        ? success(undefined)
        : failure({ kind: 'captchaFailed', reason: 'missing' });
    },
  };
}

/** The answer `fakeCaptchaGate` passes. */
export const SOLVED: CaptchaAnswer = { type: 'solved' };
