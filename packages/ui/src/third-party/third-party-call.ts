/**
 * POST /user/public/login/thirdparty behind the captcha of scene 31001 (behaviour §9; docs/
 * decisions/064): the one call both the log-in and the sign-up make with a provider's id
 * token. The log-in re-sends it with the same token and `google2fa` or `risk_token`; the
 * sign-up adds `user_code` and its channel fields.
 */
import {
  CAPTCHA_SCENES,
  RET_CODES,
  thirdPartyLoginCall,
  type CallContext,
  type CallRequest,
} from '@foyer/contract';
import type { ApiClient } from '../api/api-outcome';
import { callWithCaptcha } from '../captcha/call-with-captcha';
import { nextStepFromLoginAnswer, type LoginStep } from '../flows/login/login-answer';
import type { ThirdPartyToken } from '../flows/login/login.setup';
import type { Track } from '../tracking/tracker';
import { thirdPartyVisit, type ThirdPartyVisitFacts } from './third-party-visit';

type Request = CallRequest<typeof thirdPartyLoginCall>;
/** What a caller adds to the token: the codes of a re-send, or the sign-up's fields. */
export type ProviderCallExtras = Omit<Request, 'token_type' | 'token' | 'nonce'>;

/**
 * The account a third-party sign-in has just made (use_thirdparty 1, past any security
 * verification), whose registration is tracked (behaviour §4); an id of "0" is not an account.
 */
export function newAccountOf(step: LoginStep): boolean {
  const finishing = step.kind === 'upgradeNotice' ? step.then : step;
  const finished = finishing.kind === 'signedIn' || finishing.kind === 'siteJump';
  return finished && finishing.newUser === true && finishing.accountId !== '0';
}

interface How {
  unavailable: () => void;
  signal?: AbortSignal;
  context?: CallContext;
  /**
   * The widget's event stream: a sign-in that made the account (behaviour §4) and the upgrade
   * prompt of 40004 (behaviour §8) are tracked.
   */
  track?: Track;
  /** The page and the form, for the call's visit fields (third-party-visit.ts). */
  visit?: ThirdPartyVisitFacts;
}

export async function logInWithProvider(
  api: ApiClient,
  { provider, token, signUp, answer }: ThirdPartyToken,
  extras: ProviderCallExtras,
  { unavailable, signal, context = 'login', track, visit: facts = {} }: How,
) {
  // The host's own first call (the Telegram page, decision 072); a re-send calls again.
  const resent = extras.google2fa !== undefined || extras.risk_token !== undefined;
  const call = async () => {
    const visit = await thirdPartyVisit(api, signUp !== undefined, facts);
    return callWithCaptcha(
      api,
      { scene: CAPTCHA_SCENES.thirdParty, signal },
      unavailable,
      (fields) =>
        api.call(
          thirdPartyLoginCall,
          { token_type: provider, token, ...visit, ...signUp, ...extras, ...fields },
          { context, signal },
        ),
    );
  };
  const outcome = answer && !resent ? answer : await call();
  // behaviour §4 "Third-party flow": use_thirdparty 1 past any security verification, with an
  // account id, tracks the registration before the upgrade modal and the completion.
  if (newAccountOf(nextStepFromLoginAnswer(outcome))) {
    track?.({ name: 'registerSuccess', provider });
  }
  // behaviour §8 40004: "third-party upgrade prompt tracked".
  if (!outcome.ok && outcome.retCode === RET_CODES.MINI_APP_AUTH_EXPIRED.code) {
    track?.({ name: 'thirdPartyUpgradePrompt', provider });
  }
  return outcome;
}
