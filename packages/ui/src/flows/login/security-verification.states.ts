/**
 * behaviour §4 risk_token (pass): the security verification panel. A code goes to the account's
 * e-mail or phone, is checked, and the login is re-sent with the risk token (and, when
 * two-factor is on, the two-factor panel comes next).
 */
import { attemptOf, loginSetup } from './login.setup';

export const securityVerificationState = loginSetup.createStateConfig({
  tags: 'securityVerification',
  initial: 'sendingCode',
  on: { BACK: { target: 'collectingCredentials', actions: 'forgetRefusal' } },
  states: {
    sendingCode: {
      invoke: {
        src: 'sendRiskCode',
        input: ({ context }) => context.riskToken ?? '',
        onDone: {
          target: 'enteringCode',
          actions: [
            { type: 'keepRiskCodeTarget', params: ({ event }) => event.output },
            { type: 'keepCodeRefusal', params: ({ event }) => event.output },
          ],
        },
        onError: { target: 'enteringCode' },
      },
    },
    enteringCode: {
      on: {
        RISK_CODE_COMPLETED: { target: 'checkingCode', actions: 'keepRiskCode' },
        RESEND_RISK_CODE: { target: 'sendingCode' },
      },
    },
    checkingCode: {
      invoke: {
        src: 'checkRiskCode',
        input: ({ context }) => ({
          riskToken: context.riskToken ?? '',
          code: context.riskCode,
        }),
        onDone: [
          {
            guard: { type: 'answerOk', params: ({ event }) => event.output },
            target: 'submittingVerifiedLogin',
          },
          // Refused (the wrapper has toasted; the refusal stays under the boxes): empty boxes,
          // try again.
          {
            target: 'enteringCode',
            actions: [
              'emptyCodeBoxes',
              { type: 'keepCodeRefusal', params: ({ event }) => event.output },
            ],
          },
        ],
        onError: { target: 'enteringCode', actions: 'emptyCodeBoxes' },
      },
    },
    submittingVerifiedLogin: {
      invoke: {
        src: 'logIn',
        input: ({ context }) => attemptOf(context),
        onDone: {
          target: '#login.routingAnswer',
          actions: [
            { type: 'routeAnswer', params: ({ event }) => event.output },
            {
              type: 'keepAnswerRefusal',
              params: ({ event }) => ({ outcome: event.output, field: 'password' as const }),
            },
          ],
        },
        onError: { target: 'enteringCode' },
      },
    },
  },
});
