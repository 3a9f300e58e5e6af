/**
 * behaviour §4: "If a messaging bind result is not success, an upgrade modal shows first (2000 ms
 * delay before finishing login after it)"; §8: the bind-failure dialog has Continue and Bind
 * again. Continue finishes at once; the step held behind the modal (signed in, or the site jump)
 * is then routed as usual. Bind again asks Telegram once more and binds with the session just
 * opened: once pressed, the modal no longer finishes by itself (decision 072).
 */
import { loginSetup } from './login.setup';

const finish = { target: '#login.routingAnswer', actions: 'finishUpgradeNotice' } as const;
const bindAgain = { BIND_AGAIN: { target: 'bindingAgain' } } as const;

export const upgradeNoticeState = loginSetup.createStateConfig({
  initial: 'finishingSoon',
  states: {
    finishingSoon: { after: { upgradeNoticeFinish: finish }, on: bindAgain },
    /** Bind again was pressed: the person is reading; only Continue finishes now. */
    waitingForContinue: { on: bindAgain },
    bindingAgain: {
      invoke: {
        src: 'bindTelegramAgain',
        onDone: [
          { guard: { type: 'answerOk', params: ({ event }) => event.output }, ...finish },
          // A new reason (or Telegram's window closed: the same one): the dialog again.
          {
            target: 'waitingForContinue',
            actions: { type: 'keepBindResult', params: ({ event }) => event.output },
          },
        ],
        onError: 'waitingForContinue',
      },
    },
  },
  on: { CONFIRM: finish },
});
