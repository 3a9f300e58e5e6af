/**
 * PASSWORD, the new mode's last step: after a checked code the password creates the account
 * (POST /user/public/register/password); with a link the person chooses it while the link
 * travels, then the activation poll waits for the link (decision 026).
 */
import { registerSetup } from './register.setup';
import { gateOnRefusal, toUpgradeNotice } from './route-step';

export const passwordStates = {
  choosingPassword: registerSetup.createStateConfig({
    entry: 'startPasswordStep',
    on: {
      FIELD_CHANGED: { actions: 'applyFormEvent' },
      FIELD_BLURRED: { actions: 'applyFormEvent' },
      SUBMIT: [
        { guard: 'passwordInvalid', actions: 'markSubmitted' },
        {
          guard: { type: 'isType', params: 'newLink' },
          target: 'waitingForLink',
          actions: 'forgetRefusal',
        },
        { target: 'settingPassword', actions: 'forgetRefusal' },
      ],
      CHANGE_CONTACT: { target: 'account', actions: 'forgetUuid' },
    },
  }),
  settingPassword: registerSetup.createStateConfig({
    tags: 'sending',
    invoke: {
      src: 'setPassword',
      input: ({ context }) => ({
        uuid: context.uuid ?? '',
        form: context.form,
        newsOptIn: context.newsOptIn,
      }),
      onDone: [
        gateOnRefusal,
        {
          target: 'routingPasswordAnswer',
          actions: {
            type: 'routeAnswer',
            params: ({ event }) => ({ kind: 'created', outcome: event.output }),
          },
        },
      ],
      onError: { target: 'choosingPassword' },
    },
  }),
  routingPasswordAnswer: registerSetup.createStateConfig({
    always: [
      toUpgradeNotice,
      { guard: { type: 'stepIs', params: 'registered' }, target: 'registered' },
      { guard: { type: 'stepIs', params: 'creatingAccount' }, target: 'accountCreationUnderWay' },
      { guard: { type: 'stepIs', params: 'account' }, target: 'account', actions: 'forgetUuid' },
      { target: 'choosingPassword' },
    ],
  }),
};
