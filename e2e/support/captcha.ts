/**
 * The sign-up captcha (scene register 31004, or the `scene` given) solved as the widget solves
 * it: fetch the
 * proof-of-work challenge from /user/public/captcha-info, find the counter, and answer behaviour §3's
 * `magpie_verify_info {token, scene}`. The solver is the widget's own ALTCHA library (Node
 * build), reached through the server package that depends on it.
 */
import type { APIRequestContext } from '@playwright/test';
import { expect } from '@playwright/test';
import {
  solveChallenge,
  type Challenge,
} from '../../packages/server/node_modules/altcha-lib/dist/esm/v2/index.js';
import { deriveKey } from '../../packages/server/node_modules/altcha-lib/dist/esm/v2/algorithms/sha.js';
import { encodeCaptchaToken, type PowChallenge } from '@foyer/contract';

export const REGISTER_SCENE = 31004;

export async function solvedSignUpCaptcha(
  request: APIRequestContext,
  scene = REGISTER_SCENE,
): Promise<{ magpie_verify_info: { token: string; scene: number } }> {
  const info = await request.get(`/x-api/user/public/captcha-info?scene=${scene}`);
  const body = (await info.json()) as { result: { pow: PowChallenge } };
  const challenge = body.result.pow;
  expect(challenge, 'a proof-of-work challenge for sign-up').toBeTruthy();
  const solution = await solveChallenge({ challenge: challenge as Challenge, deriveKey });
  if (!solution) throw new Error('the sign-up captcha had no solution');
  return {
    magpie_verify_info: { token: encodeCaptchaToken(challenge, solution), scene },
  };
}
