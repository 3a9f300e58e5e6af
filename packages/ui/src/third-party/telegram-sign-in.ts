/**
 * Signing in with Telegram's signed fields (behaviour §4 "Third-party flow"; decisions 063, 072):
 * the captcha of the third-party scene, then `POST /user/public/login/thirdparty` with
 * `token_type: 'telegram'`. The request wrapper stores the session token of a success. What an
 * answer leads to (two-factor, security verification, ban, site jump, the upgrade modal, a new
 * account's landing) is the log-in flow's: the `TelegramSignIn` shell routes the answer.
 */
import { CAPTCHA_SCENES, thirdPartyLoginCall, type LoginResult } from '@foyer/contract';
import type { ApiClient, ApiSuccess } from '../api/api-outcome';
import { callWithCaptcha } from '../captcha/call-with-captcha';

export type TelegramSignInOutcome =
  /** The server answered: the log-in flow takes the answer with its token (`TelegramSignIn`). */
  | { kind: 'answered'; answer: TelegramAnswer }
  /** Refused: the ret code says why (38001 with `reason`, 31018, 43001…). */
  | { kind: 'refused'; retCode: number; reason: string | undefined };

/** A Telegram token and the server's answer to it, for the log-in flow to route. */
export interface TelegramAnswer {
  token: string;
  outcome: ApiSuccess<LoginResult>;
  /** The referral code it was sent with: the flow's re-sends carry it too. */
  userCode?: string;
}

export interface TelegramSignInRequest {
  /** The JSON text of Telegram's fields (takeTelegramLogin, or obtainTelegramLogin). */
  token: string;
  /** A sign-up's referral code (behaviour §3 `user_code`). */
  userCode?: string;
}

export async function signInWithTelegram(
  api: ApiClient,
  { token, userCode }: TelegramSignInRequest,
): Promise<TelegramSignInOutcome> {
  const outcome = await callWithCaptcha(
    api,
    { scene: CAPTCHA_SCENES.thirdParty },
    () => {},
    (captcha) =>
      api.call(
        thirdPartyLoginCall,
        { token_type: 'telegram', token, ...captcha, ...(userCode ? { user_code: userCode } : {}) },
        { hideError: true },
      ),
  );
  if (outcome.ok) return { kind: 'answered', answer: { token, outcome, userCode } };
  const reason = (outcome.result as { reason?: unknown } | undefined)?.reason;
  return {
    kind: 'refused',
    retCode: outcome.retCode,
    reason: typeof reason === 'string' ? reason : undefined,
  };
}
