/**
 * The security verification's controller: its two calls, made with the flow's request
 * context (whose refusals the wrapper toasts). A flow provides the machine it returns.
 */
import { fromPromise } from 'xstate';
import { riskCheckCall, riskSendCodeCall } from '@foyer/contract';
import type { ApiClient } from '../../../api/api-outcome';
import { securityVerificationMachine, type RiskCheckInput } from './security-verification.machine';

export function createSecurityVerification(api: () => ApiClient, context: 'login' | 'register') {
  return securityVerificationMachine.provide({
    actors: {
      sendRiskCode: fromPromise(({ input, signal }: { input: string; signal: AbortSignal }) =>
        api().call(riskSendCodeCall, { risk_token: input }, { context, signal }),
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
