/**
 * VERIFY_CODE: the six boxes, Resend, the help dialog and the modify-contact link. The old
 * mode creates the account with the code; the new mode checks the code first (step 3) and
 * moves to the password step or toasts InvalidVerificationCode (behaviour §4).
 */
import { registerSetup } from './register.setup';
import { resendRegion } from './resend.states';
import { gateOnRefusal, toUpgradeNotice } from './route-step';

const CODE = '#register.verifyingCode.code';

export const verifyCodeStates = {
  verifyingCode: registerSetup.createStateConfig({
    type: 'parallel',
    // "Returning from verify goes to ACCOUNT and clears the register uuid."
    on: { CHANGE_CONTACT: { target: 'account', actions: 'forgetUuid' } },
    states: {
      code: {
        initial: 'waitingForCode',
        states: {
          waitingForCode: {
            on: {
              CODE_COMPLETED: [
                { guard: 'inStepMode', target: 'checkingCode', actions: 'keepCode' },
                { target: 'creatingAccount', actions: 'keepCode' },
              ],
            },
          },
          checkingCode: {
            invoke: {
              src: 'checkCode',
              input: ({ context }) => ({ uuid: context.uuid ?? '', code: context.code }),
              onDone: {
                target: 'routingCheck',
                actions: {
                  type: 'routeAnswer',
                  params: ({ event }) => ({ kind: 'codeChecked', outcome: event.output }),
                },
              },
              onError: { target: 'waitingForCode', actions: 'clearCode' },
            },
          },
          routingCheck: {
            always: [
              {
                guard: { type: 'stepIs', params: 'password' },
                target: '#register.choosingPassword',
              },
              {
                guard: 'refusedCodeNeedsToast',
                target: 'waitingForCode',
                actions: ['clearCode', 'toastInvalidCode'],
              },
              { target: 'waitingForCode', actions: 'clearCode' },
            ],
          },
          creatingAccount: {
            invoke: {
              src: 'createAccount',
              input: ({ context }) => ({
                form: context.form,
                registerType: context.registerType ?? 'oldCode',
                code: context.code,
                uuid: context.uuid,
                newsOptIn: context.newsOptIn,
              }),
              onDone: [
                gateOnRefusal,
                {
                  target: 'routingCreated',
                  actions: {
                    type: 'routeAnswer',
                    params: ({ event }) => ({ kind: 'created', outcome: event.output }),
                  },
                },
              ],
              onError: { target: 'waitingForCode', actions: 'clearCode' },
            },
          },
          routingCreated: {
            always: [
              toUpgradeNotice,
              { guard: { type: 'stepIs', params: 'registered' }, target: '#register.registered' },
              {
                guard: { type: 'stepIs', params: 'creatingAccount' },
                target: '#register.accountCreationUnderWay',
              },
              {
                guard: { type: 'stepIs', params: 'account' },
                target: '#register.account',
                actions: 'forgetUuid',
              },
              { target: `${CODE}.waitingForCode`, actions: 'clearCode' },
            ],
          },
        },
      },
      resend: resendRegion('#register.verifyingCode'),
    },
  }),
};
