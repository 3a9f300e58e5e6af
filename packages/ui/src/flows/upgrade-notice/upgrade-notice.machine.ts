/**
 * The messaging bind-failure (upgrade) notice, shown after a log-in or a sign-up whose answer
 * carried a `tg_bind_result` that is not success (behaviour §4 "Login", "Third-party flow",
 * §8 messaging bind failure codes; decisions 072, 088). It finishes by itself 2000 ms after it
 * shows, or on Continue; "Bind again" asks Telegram once more and binds with the session just
 * opened: once pressed, the notice no longer finishes by itself. The flow that showed it goes on
 * when it is done (`finish`). No React, no fetch: use-upgrade-notice.ts provides the bind.
 */
import { UPGRADE_MODAL_FINISH_DELAY_MS } from '@foyer/contract';
import { assign, fromPromise, setup } from '../../machine';

/** "Bind again"'s outcome: bound, or the failure the server named (none: the window closed). */
export type TelegramRebind = { ok: boolean; bindResult?: string };

export interface UpgradeNoticeContext {
  /** The failure the notice names: the answer's `tg_bind_result`, then a refused rebind's. */
  bindResult: string;
}

export type UpgradeNoticeEvent =
  /** Continue (or Escape). */
  | { type: 'CONFIRM' }
  /** "Bind again" (behaviour §8). */
  | { type: 'BIND_AGAIN' };

const finished = { target: '#upgradeNotice.finished' } as const;
const bindAgain = { BIND_AGAIN: { target: 'bindingAgain' } } as const;

export const upgradeNoticeMachine = setup({
  types: {} as {
    context: UpgradeNoticeContext;
    events: UpgradeNoticeEvent;
    input: { bindResult: string };
  },
  actors: {
    /** Telegram's window, then the bind call with the session just opened. */
    bindTelegramAgain: fromPromise<TelegramRebind>(async () => {
      throw new Error('bindTelegramAgain is provided by the controller');
    }),
  },
  actions: {
    /** A refused rebind names its own reason; a closed window keeps the one shown. */
    keepBindResult: assign({
      bindResult: ({ context }, rebind: TelegramRebind) => rebind.bindResult ?? context.bindResult,
    }),
    /** The flow that showed the notice goes on (the controller calls it back). */
    finish: () => {},
  },
  guards: { bound: (_, rebind: TelegramRebind) => rebind.ok },
  delays: { finishDelay: UPGRADE_MODAL_FINISH_DELAY_MS },
}).createMachine({
  id: 'upgradeNotice',
  context: ({ input }) => ({ bindResult: input.bindResult }),
  initial: 'finishingSoon',
  on: { CONFIRM: finished },
  states: {
    /** behaviour §4: "2000 ms delay before finishing … after it". */
    finishingSoon: { after: { finishDelay: finished }, on: bindAgain },
    /** Bind again was pressed: the person is reading; only Continue finishes now. */
    waitingForContinue: { on: bindAgain },
    bindingAgain: {
      invoke: {
        src: 'bindTelegramAgain',
        onDone: [
          { guard: { type: 'bound', params: ({ event }) => event.output }, ...finished },
          // A new reason (or Telegram's window closed: the same one): the notice again.
          {
            target: 'waitingForContinue',
            actions: { type: 'keepBindResult', params: ({ event }) => event.output },
          },
        ],
        onError: 'waitingForContinue',
      },
    },
    finished: { type: 'final', entry: 'finish' },
  },
});
