/**
 * The send of a security-verification code (behaviour §4 risk verification; decisions 031,
 * 035, 051), in its order: the captcha of its scene, then — for a sign-up's risk token — the
 * sign-up restrictions, as the send that issued the token had them, then the send. A log-in's
 * token names an account that exists: nothing more to check before sending.
 */
import { success, type Outcome } from '../errors.js';
import { type CaptchaAnswer, checkSendCaptcha, type SendCaptchaDeps } from '../captcha/index.js';
import { guardSignUp } from '../restrictions/index.js';
import type { GeoLookup } from '../shared/geo.service.js';
import type { MessagingDeps } from '../shared/deps.js';
import { signUpRiskTarget } from '../sign-up/index.js';
import { sendRiskCode, type RiskCodeSent } from './risk.service.js';

export type RiskSendDeps = MessagingDeps & SendCaptchaDeps & { geo: GeoLookup };

export interface RiskSend {
  riskToken: string;
  ip: string;
  captcha: CaptchaAnswer;
}

export async function sendRiskVerification(
  deps: RiskSendDeps,
  send: RiskSend,
): Promise<Outcome<RiskCodeSent>> {
  const solved = await checkSendCaptcha(deps, send.captcha, 'riskVerification', send.ip);
  if (!solved.ok) return solved;
  const allowed = await signUpTokenAllowed(deps, send);
  if (!allowed.ok) return allowed;
  return sendRiskCode(deps, send.riskToken, send.ip);
}

async function signUpTokenAllowed(deps: RiskSendDeps, send: RiskSend): Promise<Outcome<void>> {
  const target = await signUpRiskTarget(deps, send.riskToken);
  if (!target) return success(undefined);
  return guardSignUp(deps, { ip: send.ip, phone: target.kind === 'mobile' ? target : undefined });
}
