/**
 * The security verification's controller: its two calls, made with the flow's request
 * context (whose refusals the wrapper toasts). A flow provides the machine it returns. The
 * send takes the captcha of scene risk verification 31008, as every send (decision 035).
 */
import { fromPromise } from '../../../machine';
import { CAPTCHA_SCENES, riskCheckCall, riskSendCodeCall } from '@foyer/contract';
import type { ApiClient } from '../../../api/api-outcome';
import { callWithCaptcha } from '../../../captcha/call-with-captcha';
import { securityVerificationMachine, type RiskCheckInput } from './security-verification.machine';

type RiskContext = 'login' | 'register';

/** POST /user/public/risk/send-code behind its captcha; shared with the log-in's own states. */
export function sendRiskCode(
  api: ApiClient,
  riskToken: string,
  options: { context: RiskContext; signal: AbortSignal; captchaUnavailable: () => void },
) {
  const { context, signal, captchaUnavailable } = options;
  const captcha = { scene: CAPTCHA_SCENES.riskVerification, signal };
  return callWithCaptcha(api, captcha, captchaUnavailable, (fields) =>
    api.call(riskSendCodeCall, { risk_token: riskToken, ...fields }, { context, signal }),
  );
}

export function createSecurityVerification(
  api: () => ApiClient,
  context: RiskContext,
  captchaUnavailable: () => void,
) {
  return securityVerificationMachine.provide({
    actors: {
      sendRiskCode: fromPromise(({ input, signal }: { input: string; signal: AbortSignal }) =>
        sendRiskCode(api(), input, { context, signal, captchaUnavailable }),
      ),
      checkRiskCode: fromPromise(
        ({ input, signal }: { input: RiskCheckInput; signal: AbortSignal }) =>
          api().call(
            riskCheckCall,
            { risk_token: input.riskToken, code: input.code },
            { context, signal },
          ),
      ),
    },
  });
}
