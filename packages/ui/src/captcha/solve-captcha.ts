/**
 * SPEC §4 "Captcha required before submit", the new captcha first: ask the server for a
 * proof-of-work challenge for the scene, solve it in the browser without a click (WebCrypto
 * SHA-256), and answer with SPEC §3's `magpie_verify_info {token, scene}`.
 */
import {
  captchaInfoCall,
  encodeCaptchaToken,
  registerCaptchaInfoCall,
  type MagpieVerifyInfo,
  type PowChallenge,
} from '@foyer/contract';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/sha';
import type { ApiClient } from '../api/api-outcome';

/** Finds the counter of a challenge; undefined if it was cancelled or has no solution. */
export async function solvePow(
  challenge: PowChallenge,
  signal?: AbortSignal,
): Promise<MagpieVerifyInfo['token'] | undefined> {
  const controller = new AbortController();
  signal?.addEventListener('abort', () => controller.abort(), { once: true });
  const solution = await solveChallenge({
    challenge: challenge as Challenge,
    deriveKey,
    controller,
  });
  return solution ? encodeCaptchaToken(challenge, solution) : undefined;
}

export type CaptchaOutcome =
  | { kind: 'solved'; info: MagpieVerifyInfo }
  /** The new captcha could not be had (SPEC §8 100001): the caller downgrades or gives up. */
  | { kind: 'unavailable' };

export interface CaptchaRequest {
  /** A captcha scene of SPEC §9: login 31000, register 31004 … */
  scene: number;
  /** Sign-up asks the twin path /user/public/captcha-info (SPEC §7). */
  forSignUp?: boolean;
  /** The account name being logged in, sent as login_name. */
  loginName?: string;
  signal?: AbortSignal;
}

export async function solveCaptcha(
  api: ApiClient,
  request: CaptchaRequest,
): Promise<CaptchaOutcome> {
  const call = request.forSignUp ? registerCaptchaInfoCall : captchaInfoCall;
  const query = {
    scene: request.scene,
    ...(request.loginName ? { login_name: request.loginName } : {}),
  };
  const info = await api.call(call, query, { hideError: true, signal: request.signal });
  if (!info.ok || !info.result.newCaptcha) return { kind: 'unavailable' };
  const token = await solvePow(info.result.challenge, request.signal);
  return token
    ? { kind: 'solved', info: { token, scene: info.result.scene } }
    : { kind: 'unavailable' };
}
