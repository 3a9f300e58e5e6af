/**
 * behaviour §4 google2fa_secret: the two-factor panel. The whole login is re-sent with the code
 * (and the risk token, after security verification); a refused code empties the boxes.
 */
import { attemptOf, loginSetup } from './login.setup';

export const twoFactorStates = {
  collectingTwoFactorCode: loginSetup.createStateConfig({
    tags: 'twoFactor',
    on: {
      TWO_FACTOR_CODE_COMPLETED: { target: 'submittingTwoFactorCode', actions: 'keepCode' },
      BACK: { target: 'collectingCredentials', actions: ['forgetCode', 'forgetRefusal'] },
    },
  }),
  submittingTwoFactorCode: loginSetup.createStateConfig({
    tags: 'twoFactor',
    invoke: {
      src: 'logIn',
      input: ({ context }) => ({ ...attemptOf(context), google2fa: context.google2fa }),
      onDone: {
        target: 'routingTwoFactorAnswer',
        actions: [
          { type: 'routeAnswer', params: ({ event }) => event.output },
          {
            type: 'keepAnswerRefusal',
            params: ({ event }) => ({ outcome: event.output, field: 'code' as const }),
          },
        ],
      },
      onError: { target: 'collectingTwoFactorCode', actions: 'emptyCodeBoxes' },
    },
  }),
  routingTwoFactorAnswer: loginSetup.createStateConfig({
    tags: 'twoFactor',
    always: [
      { guard: { type: 'stepIs', params: 'signedIn' }, target: 'signedIn' },
      {
        guard: { type: 'stepIs', params: 'tradingPasswordPrompt' },
        target: 'offeringTradingPassword',
      },
      // Past the code: the upgrade notice and the site check follow as after any log-in.
      { guard: { type: 'stepIs', params: 'upgradeNotice' }, target: 'showingUpgradeNotice' },
      { guard: { type: 'stepIs', params: 'siteJump' }, target: 'offeringSiteJump' },
      { guard: { type: 'stepIs', params: 'retrievePassword' }, target: 'leavingToResetPassword' },
      { guard: { type: 'stepIs', params: 'overLimit' }, target: 'showingOverLimitDialog' },
      // A refused code (the wrapper has toasted; the refusal stays under the boxes): empty
      // boxes, try again.
      { target: 'collectingTwoFactorCode', actions: ['forgetCode', 'emptyCodeBoxes'] },
    ],
  }),
};
