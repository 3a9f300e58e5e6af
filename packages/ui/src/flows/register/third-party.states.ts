/**
 * behaviour §4 "Third-party flow" on register: "show terms/country dialog, confirm, captcha,
 * sign-in call". The restriction gate (decision 029: dialog 1, the ban-country declaration,
 * when it applies) runs first, as for the e-mail sign-up; then the log-in flow takes the
 * token: the captcha of scene 31001, the call with the sign-up's fields, and every answer
 * (docs/decisions/064).
 */
import { registerSetup } from './register.setup';
import { signUpGateInput } from './restrictions/sign-up-gate-input';

export const thirdPartyStates = {
  gatingThirdParty: registerSetup.createStateConfig({
    tags: 'sending',
    invoke: {
      src: 'signUpGate',
      id: 'signUpGate',
      // The typed e-mail or phone is not what signs up: the gate judges the visitor alone.
      input: ({ context }) =>
        signUpGateInput({ ...context.form, method: 'email', email: '' }, undefined),
      onDone: [
        {
          guard: { type: 'gateProceeds', params: ({ event }) => event.output },
          target: 'signingUpWithProvider',
        },
        { target: 'account', actions: 'forgetThirdParty' },
      ],
      onError: { target: 'account', actions: 'forgetThirdParty' },
    },
  }),
  signingUpWithProvider: registerSetup.createStateConfig({
    type: 'final',
    entry: 'handThirdPartyToLogIn',
  }),
};
