/**
 * behaviour §4 "A quick-login Telegram app auto-logs in after 3 s" and §9 "auto login 3 s"
 * (decision 072): a person arriving from Telegram with its signed fields sees who is signing in
 * and a countdown, one second at a time, with Cancel and "Log in now"; at zero the sign-in
 * starts by itself. Cancelled, it waits for "Log in now".
 */
import { AUTO_LOGIN_DELAY_MS } from '@foyer/contract';
import { assign, setup } from '../machine';

const SECOND_MS = 1000;

type AutoLoginEvent = { type: 'CANCEL' } | { type: 'LOG_IN_NOW' };

export const autoLoginMachine = setup({
  types: {} as { context: { secondsLeft: number }; events: AutoLoginEvent },
  actions: {
    countDown: assign({ secondsLeft: ({ context }) => context.secondsLeft - 1 }),
  },
  guards: {
    lastSecond: ({ context }) => context.secondsLeft <= 1,
  },
  delays: { second: SECOND_MS },
}).createMachine({
  id: 'autoLogin',
  context: { secondsLeft: AUTO_LOGIN_DELAY_MS / SECOND_MS },
  initial: 'countingDown',
  states: {
    countingDown: {
      after: {
        second: [
          { guard: 'lastSecond', target: 'loggingIn' },
          { target: 'countingDown', reenter: true, actions: 'countDown' },
        ],
      },
      on: { CANCEL: { target: 'cancelled' }, LOG_IN_NOW: { target: 'loggingIn' } },
    },
    cancelled: { on: { LOG_IN_NOW: { target: 'loggingIn' } } },
    loggingIn: { type: 'final' },
  },
});
