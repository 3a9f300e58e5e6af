/**
 * behaviour §4 "Captcha required before submit", the new captcha first: ask the server for a
 * proof-of-work challenge for the scene, solve it in the browser without a click (WebCrypto
 * SHA-256), and answer with behaviour §3's `magpie_verify_info {token, scene}`.
 */
import {
  CAPTCHA_LOAD_FAILURE_STATUS,
  captchaInfoCall,
  encodeCaptchaToken,
  registerCaptchaInfoCall,
  type MagpieVerifyInfo,
  type PowChallenge,
} from '@foyer/contract';
import type { Challenge } from 'altcha-lib';
import type { ApiClient } from '../api/api-outcome';
import type { DowngradeProvider } from '@foyer/contract';
import { checkboxGate } from './checkbox-gate';
import type { GeetestFields } from './geetest';
import type { ScriptLoader } from './load-script';
import type { QqCaptchaFields } from './qq-captcha';
import type { RecaptchaFields } from './recaptcha';

/**
 * The proof-of-work solver, fetched when a form is first sent, not with the first screen
 * (decision 047); solveCaptcha starts the fetch before it asks for the challenge, so the two
 * overlap.
 */
const loadSolver = () =>
  Promise.all([import('altcha-lib'), import('altcha-lib/algorithms/web/sha')]).then(
    ([{ solveChallenge }, { deriveKey }]) => ({ solveChallenge, deriveKey }),
  );

/** Finds the counter of a challenge; undefined if it was cancelled or has no solution. */
export async function solvePow(
  challenge: PowChallenge,
  signal?: AbortSignal,
): Promise<MagpieVerifyInfo['token'] | undefined> {
  const controller = new AbortController();
  signal?.addEventListener('abort', () => controller.abort(), { once: true });
  const { solveChallenge, deriveKey } = await loadSolver();
  const solution = await solveChallenge({
    challenge: challenge as Challenge,
    deriveKey,
    controller,
  });
  return solution ? encodeCaptchaToken(challenge, solution) : undefined;
}

/** What a solved captcha adds to the login payload (behaviour §3 captcha result fields). */
export type CaptchaFields =
  { magpie_verify_info: MagpieVerifyInfo } | GeetestFields | RecaptchaFields | QqCaptchaFields;

/**
 * One older provider's answer, or undefined to go on to the next; rejected when its script (or
 * its adapter) could not be loaded. Each adapter is fetched only when captcha-info names its
 * provider (decision 047).
 */
async function providerAnswer(
  provider: DowngradeProvider,
  load: ScriptLoader | undefined,
  spareChallenge: string | undefined,
): Promise<CaptchaFields | undefined> {
  switch (provider.type) {
    case 'geecaptcha':
      return (await import('./geetest')).geetestAnswer(provider, load, spareChallenge);
    case 'qqcatpcha':
      return (await import('./qq-captcha')).qqCaptchaAnswer(provider, load);
    case 'recaptcha':
      return (await import('./recaptcha')).recaptchaAnswer(provider, load);
  }
}

export type CaptchaOutcome =
  | { kind: 'solved'; fields: CaptchaFields }
  /**
   * Neither the new captcha nor any older provider could be had (behaviour §8 100001); with
   * `status` 508 when a provider's script did not load (behaviour §8, decision 152).
   */
  | { kind: 'unavailable'; status?: typeof CAPTCHA_LOAD_FAILURE_STATUS };

export interface CaptchaRequest {
  /** A captcha scene of behaviour §9: login 31000, register 31004 … */
  scene: number;
  /** Sign-up asks the twin path /user/public/captcha-info (behaviour §7). */
  forSignUp?: boolean;
  /** The account name being logged in, sent as login_name. */
  loginName?: string;
  signal?: AbortSignal;
  /** Loads a provider's script (tests pass their own). */
  loadScript?: ScriptLoader;
}

/**
 * behaviour §4: "A new captcha is tried first; if unavailable, fallback to image-puzzle, recaptcha or
 * QQ with a 5 s loading time-out." The providers and their order come from captcha-info.
 */
export async function solveCaptcha(
  api: ApiClient,
  request: CaptchaRequest,
): Promise<CaptchaOutcome> {
  // Fetched while the challenge is asked for; a failed fetch is seen where it is awaited.
  loadSolver().catch(() => undefined);
  const call = request.forSignUp ? registerCaptchaInfoCall : captchaInfoCall;
  const query = {
    scene: request.scene,
    ...(request.loginName ? { login_name: request.loginName } : {}),
  };
  const info = await api.call(call, query, { hideError: true, signal: request.signal });
  if (!info.ok) return { kind: 'unavailable' };
  const { newCaptcha, pow, scene, downgrade, visible } = info.result;
  if (newCaptcha && visible && checkboxGate.shown(scene)) {
    // The person ticks the visible box, which runs the proof-of-work (checkbox-gate.ts); a
    // form without the box (sign-up, sub-account) solves it invisibly as before.
    const answer = await checkboxGate.take(scene, request.signal);
    return answer
      ? { kind: 'solved', fields: { magpie_verify_info: answer } }
      : { kind: 'unavailable' };
  }
  if (newCaptcha && pow) {
    const token = await solvePow(pow, request.signal);
    if (token) return { kind: 'solved', fields: { magpie_verify_info: { token, scene } } };
  }
  let failedToLoad = false;
  for (const provider of downgrade) {
    if (request.signal?.aborted) break;
    const fields = await providerAnswer(provider, request.loadScript, info.result.sChallenge).catch(
      () => {
        // behaviour §8 "status 508 on load failure": reported as the stream reports a failed
        // request, the provider's address with 508 (decision 152); the next provider is tried.
        const status = CAPTCHA_LOAD_FAILURE_STATUS;
        api.track?.({ name: 'requestFailure', path: provider.script_url, status });
        failedToLoad = true;
        return undefined;
      },
    );
    if (fields) return { kind: 'solved', fields };
  }
  return failedToLoad
    ? { kind: 'unavailable', status: CAPTCHA_LOAD_FAILURE_STATUS }
    : { kind: 'unavailable' };
}
