/**
 * Signing in with Telegram's signed fields (behaviour §4 "Third-party flow"; decision 063): the
 * captcha of the third-party scene, then `POST /user/public/login/thirdparty` with
 * `token_type: 'telegram'`, then where the person goes. The request wrapper stores the session
 * token of a success. A new account lands on the new-user dashboard; an existing one goes
 * where a log-in goes (the redirect rule, the dashboard by default, decision 020).
 */
import { CAPTCHA_SCENES, siteFromHost, thirdPartyLoginCall, USE_THIRDPARTY } from '@foyer/contract';
import type { ApiClient } from '../api/api-outcome';
import { callWithCaptcha } from '../captcha/call-with-captcha';
import { dashboardUrl } from '../widget/after-success';
import { currentArrivalFacts, destinationAfterSuccess } from '../widget/destination';
import { redirectWhitelistOf } from '../widget/white-hosts';

export type TelegramSignInOutcome =
  | { kind: 'signedIn'; newUser: boolean; destination: string }
  /**
   * The account asks for a step after the sign-in (its authenticator code, a security
   * verification, a new password): the log-in's steps take it, not this page (decision 062).
   */
  | { kind: 'stepNeeded' }
  /** Refused: the ret code says why (38001 with `reason`, 31018, 43001…). */
  | { kind: 'refused'; retCode: number; reason: string | undefined };

export interface TelegramSignInRequest {
  /** The JSON text of Telegram's fields (takeTelegramLogin, or obtainTelegramLogin). */
  token: string;
  lang: string;
  /** A sign-up's referral code (behaviour §3 `user_code`). */
  userCode?: string;
}

export async function signInWithTelegram(
  api: ApiClient,
  { token, lang, userCode }: TelegramSignInRequest,
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
  if (!outcome.ok) {
    const reason = (outcome.result as { reason?: unknown } | undefined)?.reason;
    return {
      kind: 'refused',
      retCode: outcome.retCode,
      reason: typeof reason === 'string' ? reason : undefined,
    };
  }
  const {
    google2fa_secret: twoFactor,
    risk_token_type: riskType,
    pre_action: preAction,
  } = outcome.result;
  if (twoFactor === true || riskType === 'pass' || preAction !== undefined) {
    return { kind: 'stepNeeded' };
  }
  if (outcome.result.use_thirdparty === USE_THIRDPARTY.newAccount) {
    return { kind: 'signedIn', newUser: true, destination: dashboardUrl(lang, true) };
  }
  const destination = destinationAfterSuccess({
    mode: 'login',
    lang,
    site: siteFromHost(window.location.hostname),
    arrival: currentArrivalFacts(),
    whitelist: await redirectWhitelistOf(undefined, api),
  });
  return { kind: 'signedIn', newUser: false, destination };
}
