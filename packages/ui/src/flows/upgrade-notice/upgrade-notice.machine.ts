/**
 * The messaging bind-failure (upgrade) notice, shown after a log-in or a sign-up whose answer
 * carried a `tg_bind_result` that is not success (behaviour §4 "Login", "Third-party flow",
 * §8 messaging bind failure codes; decisions 072, 088). It finishes by itself 2000 ms after it
 * shows, or on Continue; "Bind again" first asks the person to confirm it is them (decision 106:
 * the password or a sent code, and the authenticator code when on), then asks Telegram once more
 * and binds with the session just opened: once pressed, the notice no longer finishes by itself.
 * The flow that showed it goes on when it is done (`finish`). No React, no fetch:
 * use-upgrade-notice.ts provides the bind.
 */
import { UPGRADE_MODAL_FINISH_DELAY_MS } from '@foyer/contract';
import { assign, fromPromise, setup } from '../../machine';
import type { ReauthMethod, ReauthProblem, ReauthValues } from '../../reauth/use-reauthentication';

/**
 * "Bind again"'s outcome: bound, or the failure the server named (none: the window closed), or
 * the re-authentication refused (said beside its field).
 */
export type TelegramRebind = { ok: boolean; bindResult?: string; reauth?: ReauthProblem };

/** What the person confirmed it is them with. */
export interface NoticeProof {
  method: ReauthMethod;
  values: ReauthValues;
}

export interface UpgradeNoticeContext {
  /** The failure the notice names: the answer's `tg_bind_result`, then a refused rebind's. */
  bindResult: string;
  /** The proof the last bind carried. */
  proof: NoticeProof | null;
  /** Its refusal, when the server refused the password or a code. */
  reauthRefusal: ReauthProblem | null;
}

export type UpgradeNoticeEvent =
  /** Continue (or Escape). */
  | { type: 'CONFIRM' }
  /** "Bind again" (behaviour §8): the fields that confirm it is them come first. */
  | { type: 'BIND_AGAIN' }
  /** The person confirmed it is them: Telegram is asked, then the bind is made. */
  | { type: 'BIND'; proof: NoticeProof };

const finished = { target: '#upgradeNotice.finished' } as const;
const bindAgain = { BIND_AGAIN: { target: 'confirmingIdentity' } } as const;

export const upgradeNoticeMachine = setup({
  types: {} as {
    context: UpgradeNoticeContext;
    events: UpgradeNoticeEvent;
    input: { bindResult: string };
  },
  actors: {
    /** Telegram's window, then the bind call with the session just opened. */
    bindTelegramAgain: fromPromise<TelegramRebind, NoticeProof>(async () => {
      throw new Error('bindTelegramAgain is provided by the controller');
    }),
  },
  actions: {
    /** A refused rebind names its own reason; a closed window keeps the one shown. */
    keepBindResult: assign({
      bindResult: ({ context }, rebind: TelegramRebind) => rebind.bindResult ?? context.bindResult,
    }),
    keepProof: assign({
      proof: (_, event: { proof: NoticeProof }) => event.proof,
      reauthRefusal: null,
    }),
    keepReauthRefusal: assign({
      reauthRefusal: (_, rebind: TelegramRebind) => rebind.reauth ?? null,
    }),
    /** The flow that showed the notice goes on (the controller calls it back). */
    finish: () => {},
  },
  guards: {
    bound: (_, rebind: TelegramRebind) => rebind.ok,
    reauthRefused: (_, rebind: TelegramRebind) => rebind.reauth !== undefined,
  },
  delays: { finishDelay: UPGRADE_MODAL_FINISH_DELAY_MS },
}).createMachine({
  id: 'upgradeNotice',
  context: ({ input }) => ({ bindResult: input.bindResult, proof: null, reauthRefusal: null }),
  initial: 'finishingSoon',
  on: { CONFIRM: finished },
  states: {
    /** behaviour §4: "2000 ms delay before finishing … after it". */
    finishingSoon: { after: { finishDelay: finished }, on: bindAgain },
    /** Bind again was pressed: the person is reading; only Continue finishes now. */
    waitingForContinue: { on: bindAgain },
    /** "Confirm it's you" is shown (decision 106); Bind goes on to Telegram with it. */
    confirmingIdentity: {
      on: {
        BIND: {
          target: 'bindingAgain',
          actions: { type: 'keepProof', params: ({ event }) => event },
        },
      },
    },
    bindingAgain: {
      invoke: {
        src: 'bindTelegramAgain',
        input: ({ context }) => context.proof as NoticeProof,
        onDone: [
          { guard: { type: 'bound', params: ({ event }) => event.output }, ...finished },
          // The password or a code was refused: asked again, said beside its field.
          {
            guard: { type: 'reauthRefused', params: ({ event }) => event.output },
            target: 'confirmingIdentity',
            actions: { type: 'keepReauthRefusal', params: ({ event }) => event.output },
          },
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
