/**
 * QR-code log-in (behaviour §1, §2, §9) as a state machine: generate a code, poll its status every
 * 2 s while the time left counts down, then finish like a password log-in on confirmation,
 * or say it was declined or expired and offer a fresh code. No React, no fetch: the
 * controller (use-qr-login.ts) provides `generate`, `checkStatus` and `completeLogin`.
 */
import { assign, fromPromise, setup } from '../../machine';
import { QR_POLL_INTERVAL_MS, RET_CODES, type QrLoginStatus } from '@foyer/contract';
import type { ApiOutcome } from '../../api/api-outcome';
import type { RefusedAnswer } from '../../api/refusal-message';
import { refusedAnswerOf } from '../shared/field-refusal';

/** What generate answers, as the machine keeps it. */
export interface QrTicket {
  uuid: string;
  link: string;
  secret: string;
  expires_in_ms: number;
  /** Shown beside the code; the approving device picks it (number matching). */
  number: string;
}

export interface QrStatusAnswer {
  status: QrLoginStatus;
  id?: string;
}

export interface QrLoginContext {
  ticket: QrTicket | null;
  /** Whole seconds the code still works, counted down locally. */
  secondsLeft: number;
  /** The signed-in device opened the link. */
  scanned: boolean;
  accountId: string | undefined;
  /**
   * The refused answer when no code could be made: its words stay beside "Refresh QR code"
   * after the toast (issue 37; refusal-message.ts).
   */
  refused: RefusedAnswer | null;
}

export type QrLoginEvent = { type: 'REFRESH' };

const TICK_MS = 1000;
const EXPIRED_CODE = RET_CODES.EXPIRED.code;

const statusOf = (answer: ApiOutcome<QrStatusAnswer>): QrLoginStatus | 'unknown' => {
  if (answer.ok) return answer.result.status;
  // 10016: unknown, expired or already used; anything else (network, 10006) is retried.
  return answer.retCode === EXPIRED_CODE ? 'expired' : 'unknown';
};

export const qrLoginMachine = setup({
  types: {} as { context: QrLoginContext; events: QrLoginEvent },
  actors: {
    generate: fromPromise<ApiOutcome<QrTicket>>(async () => {
      throw new Error('generate is provided by the controller');
    }),
    checkStatus: fromPromise<ApiOutcome<QrStatusAnswer>, QrTicket>(async () => {
      throw new Error('checkStatus is provided by the controller');
    }),
  },
  actions: {
    /** Finishes like a password log-in: the widget's complete(). */
    completeLogin: () => {},
  },
  guards: {
    generated: (_, answer: ApiOutcome<QrTicket>) => answer.ok,
    statusIs: (_, p: { answer: ApiOutcome<QrStatusAnswer>; status: QrLoginStatus }) =>
      statusOf(p.answer) === p.status,
    lastSecond: ({ context }) => context.secondsLeft <= 1,
  },
  delays: { poll: QR_POLL_INTERVAL_MS, tick: TICK_MS },
}).createMachine({
  id: 'qrLogin',
  context: {
    ticket: null,
    secondsLeft: 0,
    scanned: false,
    accountId: undefined,
    refused: null,
  },
  initial: 'generating',
  states: {
    generating: {
      entry: assign({ ticket: null, scanned: false, refused: null }),
      invoke: {
        src: 'generate',
        onDone: [
          {
            guard: { type: 'generated', params: ({ event }) => event.output },
            target: 'showingCode',
            actions: assign(({ event }) => {
              const ticket = event.output.ok ? event.output.result : null;
              return { ticket, secondsLeft: Math.floor((ticket?.expires_in_ms ?? 0) / 1000) };
            }),
          },
          {
            target: 'failed',
            actions: assign({
              refused: ({ event }) => refusedAnswerOf(event.output),
            }),
          },
        ],
        onError: { target: 'failed' },
      },
    },
    showingCode: {
      type: 'parallel',
      states: {
        polling: {
          initial: 'waiting',
          states: {
            waiting: { after: { poll: 'checking' } },
            checking: {
              invoke: {
                src: 'checkStatus',
                input: ({ context }) => context.ticket!,
                onDone: [
                  {
                    guard: statusGuard('confirmed'),
                    target: '#qrLogin.confirmed',
                    actions: assign({
                      accountId: ({ event }) =>
                        event.output.ok ? event.output.result.id : undefined,
                    }),
                  },
                  { guard: statusGuard('declined'), target: '#qrLogin.declined' },
                  { guard: statusGuard('expired'), target: '#qrLogin.expired' },
                  {
                    guard: statusGuard('scanned'),
                    target: 'waiting',
                    actions: assign({ scanned: true }),
                  },
                  { target: 'waiting' },
                ],
                // A failed request is asked again at the next poll.
                onError: { target: 'waiting' },
              },
            },
          },
        },
        countdown: {
          initial: 'counting',
          states: {
            counting: {
              after: {
                tick: [
                  { guard: 'lastSecond', target: '#qrLogin.expired' },
                  {
                    target: 'counting',
                    reenter: true,
                    actions: assign({ secondsLeft: ({ context }) => context.secondsLeft - 1 }),
                  },
                ],
              },
            },
          },
        },
      },
    },
    confirmed: { type: 'final', entry: 'completeLogin' },
    declined: { on: { REFRESH: 'generating' } },
    expired: { entry: assign({ secondsLeft: 0 }), on: { REFRESH: 'generating' } },
    failed: { on: { REFRESH: 'generating' } },
  },
});

function statusGuard(status: QrLoginStatus) {
  return {
    type: 'statusIs' as const,
    params: ({ event }: { event: { output: ApiOutcome<QrStatusAnswer> } }) => ({
      answer: event.output,
      status,
    }),
  };
}
