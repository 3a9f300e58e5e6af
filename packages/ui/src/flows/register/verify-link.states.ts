/**
 * VERIFY_LINK: "check your e-mail" while the activation poll asks every 2 s (behaviour §4
 * "Activation poll": 2 → complete, 3 or 10016/10006 → expired or error, 1 and 4 → wait).
 * Leaving the state stops the poll.
 */
import { registerSetup } from './register.setup';
import { gateOnRefusal, toUpgradeNotice } from './route-step';
import { resendRegion } from './resend.states';

export const verifyLinkStates = {
  waitingForLink: registerSetup.createStateConfig({
    type: 'parallel',
    on: { CHANGE_CONTACT: { target: 'account', actions: 'forgetUuid' } },
    states: {
      poll: {
        initial: 'waiting',
        states: {
          waiting: { after: { activationPoll: { target: 'polling' } } },
          polling: {
            invoke: {
              src: 'pollVerifyResult',
              input: ({ context }) => ({ uuid: context.uuid ?? '' }),
              onDone: {
                target: 'routingPoll',
                actions: {
                  type: 'routeAnswer',
                  params: ({ event }) => ({ kind: 'polled', outcome: event.output }),
                },
              },
              onError: { target: 'waiting' },
            },
          },
          routingPoll: {
            always: [
              {
                guard: { type: 'stepIs', params: 'linkActivated' },
                target: '#register.linkActivated',
              },
              { guard: { type: 'stepIs', params: 'linkExpired' }, target: '#register.linkExpired' },
              { target: 'waiting' },
            ],
          },
        },
      },
      resend: resendRegion('#register.waitingForLink'),
    },
  }),
  /** The link was opened: the old mode registers with the uuid, the new one sets the password. */
  linkActivated: registerSetup.createStateConfig({
    always: [
      { guard: 'inStepMode', target: 'settingPassword' },
      { target: 'creatingLinkedAccount' },
    ],
  }),
  creatingLinkedAccount: registerSetup.createStateConfig({
    invoke: {
      src: 'createAccount',
      input: ({ context }) => ({
        form: context.form,
        registerType: context.registerType ?? 'oldLink',
        code: '',
        uuid: context.uuid,
        newsOptIn: context.newsOptIn,
      }),
      onDone: [
        gateOnRefusal,
        {
          target: 'routingLinkedAccount',
          actions: {
            type: 'routeAnswer',
            params: ({ event }) => ({ kind: 'created', outcome: event.output }),
          },
        },
      ],
      onError: { target: 'linkExpired' },
    },
  }),
  routingLinkedAccount: registerSetup.createStateConfig({
    always: [
      toUpgradeNotice,
      { guard: { type: 'stepIs', params: 'registered' }, target: 'registered' },
      { guard: { type: 'stepIs', params: 'creatingAccount' }, target: 'accountCreationUnderWay' },
      { guard: { type: 'stepIs', params: 'account' }, target: 'account', actions: 'forgetUuid' },
      { target: 'linkExpired' },
    ],
  }),
  /** Expired or error: polling has stopped; the person can start again. */
  linkExpired: registerSetup.createStateConfig({
    on: {
      START_AGAIN: { target: 'account', actions: 'forgetUuid' },
      CHANGE_CONTACT: { target: 'account', actions: 'forgetUuid' },
    },
  }),
};
