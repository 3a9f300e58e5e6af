/**
 * The machines' type checking (decision 057): each `@ts-expect-error` below is a mistake
 * `npm run typecheck` must refuse; if the types stop catching it, tsc fails on the unused
 * directive. The calls are never run: only their types are under test.
 */
import { describe, expect, it } from 'vitest';
import type { registerMachine } from '../flows/register/register.machine';
import {
  assign,
  createActor,
  fromPromise,
  setup,
  type SnapshotFrom,
  type TopStateOf,
} from './index';

type Event = { type: 'SUBMIT' } | { type: 'TYPED'; value: string };
const base = setup({
  types: {} as { context: { value: string; id: number }; events: Event },
  actors: { save: fromPromise<{ id: number }, { value: string }>(async () => ({ id: 1 })) },
  actions: { keep: assign({ value: (_, value: string) => value }), effect: () => {} },
  guards: { long: (_, min: number) => min > 3 },
  delays: { pause: 300 },
});

const mistakes: Record<string, (snapshot: never) => unknown> = {
  eventType: () => {
    const machine = base.createMachine({
      id: 'm',
      context: { value: '', id: 0 },
      initial: 'a',
      states: { a: {} },
    });
    // @ts-expect-error: no such event
    createActor(machine).send({ type: 'SUBMITT' });
    // @ts-expect-error: TYPED carries a value
    createActor(machine).send({ type: 'TYPED' });
  },
  names: () =>
    base.createMachine({
      id: 'm',
      context: { value: '', id: 0 },
      initial: 'a',
      states: {
        a: {
          // @ts-expect-error: no such action
          entry: 'keeep',
          // @ts-expect-error: no such guard
          always: { guard: 'short', target: 'a' },
          // @ts-expect-error: no such delay
          after: { pauze: 'a' },
          // @ts-expect-error: no such event
          on: { SUBMITT: 'a' },
        },
        b: {
          on: {
            // @ts-expect-error: the params of `keep` are a string
            SUBMIT: { actions: { type: 'keep', params: 3 } },
            // the event is narrowed by its key: TYPED has a value
            TYPED: { actions: { type: 'keep', params: ({ event }) => event.value } },
          },
        },
      },
    }),
  invoke: () =>
    base.createMachine({
      id: 'm',
      context: { value: '', id: 0 },
      initial: 'a',
      states: {
        a: {
          invoke: {
            src: 'save',
            // @ts-expect-error: save takes { value }
            input: ({ context }) => ({ text: context.value }),
            onDone: {
              // @ts-expect-error: the output is { id: number }
              actions: assign({ value: ({ event }) => event.output.value }),
            },
          },
        },
        b: {
          // @ts-expect-error: no such actor
          invoke: { src: 'load' },
        },
      },
    }),
  provide: () => {
    const machine = base.createMachine({
      id: 'm',
      context: { value: '', id: 0 },
      initial: 'a',
      states: { a: {} },
    });
    // @ts-expect-error: no such action to provide
    machine.provide({ actions: { efect: () => {} } });
    machine.provide({
      // @ts-expect-error: the provided save must answer { id: number }
      actors: { save: fromPromise(async () => ({ id: 'one' })) },
    });
  },
  matches: () => {
    const machine = base.createMachine({
      id: 'm',
      context: { value: '', id: 0 },
      initial: 'a',
      states: {
        a: {},
        b: {
          type: 'parallel',
          states: { x: { initial: 'one', states: { one: {}, two: {} } }, y: {} },
        },
      },
    });
    const snapshot = createActor(machine).getSnapshot();
    snapshot.matches('a');
    snapshot.matches('b.x.two');
    snapshot.matches({ b: { x: 'one' } });
    snapshot.matches({ b: { x: 'one', y: {} } });
    // @ts-expect-error: no such state
    snapshot.matches('typo');
    // @ts-expect-error: no such state below b.x
    snapshot.matches('b.x.three');
    // @ts-expect-error: no region z in b
    snapshot.matches({ b: { z: 'one' } });
  },
  flowMatches: (snapshot: SnapshotFrom<typeof registerMachine>) => {
    snapshot.matches({ verifyingCode: { resend: 'canResend' } });
    // @ts-expect-error: the sign-up machine has no such state (states written in their own file too)
    snapshot.matches({ verifyingCode: { resend: 'canResnd' } });
    // @ts-expect-error: no such top-level state
    snapshot.matches('showingUpgradeNotise');
    const top: TopStateOf<typeof registerMachine> = 'registered';
    // @ts-expect-error: the top-level states come from the config (register-screen.ts's map)
    const typo: TopStateOf<typeof registerMachine> = 'registerd';
    return [top, typo];
  },
};

describe('the machines keep their type checking (decisions 057, 126)', () => {
  it('mistakes in events, names, params, actor input and output, and state values fail tsc (see npm run typecheck)', () => {
    expect(Object.keys(mistakes)).toEqual([
      'eventType',
      'names',
      'invoke',
      'provide',
      'matches',
      'flowMatches',
    ]);
  });
});
