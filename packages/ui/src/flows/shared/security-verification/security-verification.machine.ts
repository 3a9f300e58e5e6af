/**
 * The security verification of a risk token (behaviour §4 "if a risk token is returned show the
 * security modal"), as a child machine a flow invokes: a code goes to the holder of the token
 * (POST /user/public/risk/send-code), is checked (/user/public/risk/check), and the machine
 * ends `passed`; Back, Cancel or Escape end it `cancelled`. Sign-up invokes it for the risk
 * token of a send (docs/decisions/031-sign-up-risk.md). No fetch: the controller provides the
 * two calls (use-security-verification.ts).
 */
import { assign, fromPromise, setup } from '../../../machine';
import type { CallResult, riskCheckCall, riskSendCodeCall } from '@foyer/contract';
import type { ApiOutcome } from '../../../api/api-outcome';
import { refusalOf, type FieldRefusal } from '../field-refusal';

export type RiskSent = CallResult<typeof riskSendCodeCall>;
export type RiskChecked = CallResult<typeof riskCheckCall>;
export interface RiskCheckInput {
  riskToken: string;
  code: string;
}

export interface SecurityVerificationInput {
  riskToken: string;
}

export interface SecurityVerificationOutput {
  passed: boolean;
}

export interface SecurityVerificationContext {
  riskToken: string;
  /** Where the code went, partly hidden (null until sent). */
  target: string | null;
  /** When the last code was sent (ms since the epoch): resend waits 60 s from it. */
  codeSentAt: number | null;
  code: string;
  /** Bumped on a refused code, so the boxes start empty again. */
  codeAttempt: number;
  /** The refusal of the last send or code, kept under the boxes until the next code. */
  refusal: FieldRefusal | null;
  passed: boolean;
}

export type SecurityVerificationEvent =
  { type: 'RISK_CODE_COMPLETED'; code: string } | { type: 'RESEND_RISK_CODE' } | { type: 'CANCEL' };

const provided = (name: string) => async (): Promise<never> => {
  throw new Error(`${name} is provided by the controller`);
};

export const securityVerificationMachine = setup({
  types: {} as {
    context: SecurityVerificationContext;
    events: SecurityVerificationEvent;
    input: SecurityVerificationInput;
    output: SecurityVerificationOutput;
  },
  actors: {
    sendRiskCode: fromPromise<ApiOutcome<RiskSent>, string>(provided('sendRiskCode')),
    checkRiskCode: fromPromise<ApiOutcome<RiskChecked>, RiskCheckInput>(provided('checkRiskCode')),
  },
  actions: {
    keepTarget: assign({
      target: ({ context }, sent: ApiOutcome<RiskSent>) =>
        sent.ok ? sent.result.target : context.target,
      codeSentAt: ({ context }, sent: ApiOutcome<RiskSent>) =>
        sent.ok ? Date.now() : context.codeSentAt,
    }),
    keepCode: assign({
      code: ({ event }) => (event.type === 'RISK_CODE_COMPLETED' ? event.code : ''),
      refusal: null,
    }),
    keepRefusal: assign({
      refusal: (_, answer: ApiOutcome<unknown>) => refusalOf(answer, 'code'),
    }),
    emptyCodeBoxes: assign({ codeAttempt: ({ context }) => context.codeAttempt + 1, code: '' }),
    pass: assign({ passed: true }),
  },
  guards: {
    answerOk: (_, answer: ApiOutcome<unknown>) => answer.ok,
  },
}).createMachine({
  id: 'securityVerification',
  context: ({ input }) => ({
    riskToken: input.riskToken,
    target: null,
    codeSentAt: null,
    code: '',
    codeAttempt: 0,
    refusal: null,
    passed: false,
  }),
  initial: 'sendingCode',
  on: { CANCEL: { target: '.cancelled' } },
  states: {
    sendingCode: {
      invoke: {
        src: 'sendRiskCode',
        input: ({ context }) => context.riskToken,
        onDone: {
          target: 'enteringCode',
          actions: [
            { type: 'keepTarget', params: ({ event }) => event.output },
            { type: 'keepRefusal', params: ({ event }) => event.output },
          ],
        },
        onError: { target: 'enteringCode' },
      },
    },
    enteringCode: {
      on: {
        RISK_CODE_COMPLETED: { target: 'checkingCode', actions: 'keepCode' },
        RESEND_RISK_CODE: { target: 'sendingCode' },
      },
    },
    checkingCode: {
      invoke: {
        src: 'checkRiskCode',
        input: ({ context }) => ({ riskToken: context.riskToken, code: context.code }),
        onDone: [
          {
            guard: { type: 'answerOk', params: ({ event }) => event.output },
            target: 'passed',
            actions: 'pass',
          },
          // Refused (the wrapper has toasted; the refusal stays under the boxes): empty boxes,
          // try again.
          {
            target: 'enteringCode',
            actions: [
              'emptyCodeBoxes',
              { type: 'keepRefusal', params: ({ event }) => event.output },
            ],
          },
        ],
        onError: { target: 'enteringCode', actions: 'emptyCodeBoxes' },
      },
    },
    passed: { type: 'final' },
    cancelled: { type: 'final' },
  },
  output: ({ context }) => ({ passed: context.passed }),
});

export type SecurityVerificationMachine = typeof securityVerificationMachine;
