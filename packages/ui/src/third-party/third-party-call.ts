/**
 * POST /user/public/login/thirdparty behind the captcha of scene 31001 (behaviour §9; docs/
 * decisions/064): the one call both the log-in and the sign-up make with a provider's id
 * token. The log-in re-sends it with the same token and `google2fa` or `risk_token`; the
 * sign-up adds `user_code` and its channel fields.
 */
import {
  CAPTCHA_SCENES,
  thirdPartyLoginCall,
  type CallContext,
  type CallRequest,
} from '@foyer/contract';
import type { ApiClient } from '../api/api-outcome';
import { callWithCaptcha } from '../captcha/call-with-captcha';
import type { ThirdPartyToken } from '../flows/login/login.setup';

type Request = CallRequest<typeof thirdPartyLoginCall>;
/** What a caller adds to the token: the codes of a re-send, or the sign-up's fields. */
export type ProviderCallExtras = Omit<Request, 'token_type' | 'token' | 'nonce'>;

export function logInWithProvider(
  api: ApiClient,
  { provider, token, signUp }: ThirdPartyToken,
  extras: ProviderCallExtras,
  how: { unavailable: () => void; signal?: AbortSignal; context?: CallContext },
) {
  const { unavailable, signal, context = 'login' } = how;
  return callWithCaptcha(api, { scene: CAPTCHA_SCENES.thirdParty, signal }, unavailable, (fields) =>
    api.call(
      thirdPartyLoginCall,
      { token_type: provider, token, ...signUp, ...extras, ...fields },
      { context, signal },
    ),
  );
}
