import { describe, expect, it } from 'vitest';
import { assign, createActor, fromPromise, setup, waitFor } from './index';

/** A promise the test settles by hand, and the signal it was given. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((yes, no) => ((resolve = yes), (reject = no)));
  return { promise, resolve, reject };
}

type Event = { type: 'FETCH'; id: number } | { type: 'CANCEL' } | { type: 'CONFIRM' };
interface Context {
  name: string | null;
  failure: unknown;
}

function fetcher() {
  const calls: {
    input: number;
    signal: AbortSignal;
    answer: ReturnType<typeof deferred<string>>;
  }[] = [];
  const logic = fromPromise<string, number>(({ input, signal }) => {
    const answer = deferred<string>();
    calls.push({ input, signal, answer });
    return answer.promise;
  });
  return { calls, logic };
}

const base = setup({
  types: {} as { context: Context; events: Event },
  actors: { fetchName: fromPromise<string, number>(async () => 'unused') },
  actions: {
    keepName: assign({ name: (_, name: string) => name }),
    keepFailure: assign({ failure: ({ event }) => (event as { error?: unknown }).error }),
  },
});

const machine = base.createMachine({
  id: 'm',
  context: { name: null, failure: null },
  initial: 'idle',
  states: {
    idle: { on: { FETCH: 'fetching' } },
    fetching: {
      on: { CANCEL: 'idle', FETCH: { target: 'fetching', reenter: true } },
      invoke: {
        src: 'fetchName',
        input: ({ event }) => (event.type === 'FETCH' ? event.id : 0),
        onDone: {
          target: 'named',
          actions: { type: 'keepName', params: ({ event }) => event.output },
        },
        onError: { target: 'idle', actions: 'keepFailure' },
      },
    },
    named: {},
  },
});

describe('invoked promises (decision 057)', () => {
  it('the input comes from the event that entered the state; the output reaches onDone', async () => {
    const { calls, logic } = fetcher();
    const actor = createActor(machine.provide({ actors: { fetchName: logic } })).start();
    actor.send({ type: 'FETCH', id: 7 });
    expect(calls.map((call) => call.input)).toEqual([7]);
    calls[0]!.answer.resolve('Ada');
    const snapshot = await waitFor(actor, (s) => s.matches('named'));
    expect(snapshot.context.name).toBe('Ada');
  });

  it('a rejection reaches onError with the error', async () => {
    const { calls, logic } = fetcher();
    const actor = createActor(machine.provide({ actors: { fetchName: logic } })).start();
    actor.send({ type: 'FETCH', id: 1 });
    const failure = new Error('offline');
    calls[0]!.answer.reject(failure);
    const snapshot = await waitFor(actor, (s) => s.context.failure !== null);
    expect(snapshot.value).toBe('idle');
    expect(snapshot.context.failure).toBe(failure);
  });

  it('leaving the state aborts the signal, and the answer that comes later is ignored', async () => {
    const { calls, logic } = fetcher();
    const actor = createActor(machine.provide({ actors: { fetchName: logic } })).start();
    actor.send({ type: 'FETCH', id: 1 });
    actor.send({ type: 'CANCEL' });
    expect(calls[0]!.signal.aborted).toBe(true);
    calls[0]!.answer.resolve('Too late');
    await calls[0]!.answer.promise;
    await Promise.resolve();
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.name).toBeNull();
  });

  it('a state entered again runs a new call; the answer of the one before is ignored', async () => {
    const { calls, logic } = fetcher();
    const actor = createActor(machine.provide({ actors: { fetchName: logic } })).start();
    actor.send({ type: 'FETCH', id: 1 });
    actor.send({ type: 'FETCH', id: 2 });
    expect(calls.map((call) => [call.input, call.signal.aborted])).toEqual([
      [1, true],
      [2, false],
    ]);
    calls[0]!.answer.resolve('First');
    calls[1]!.answer.resolve('Second');
    const snapshot = await waitFor(actor, (s) => s.matches('named'));
    expect(snapshot.context.name).toBe('Second');
  });
});

type ChildEvent = { type: 'CONFIRM' } | { type: 'CANCEL' };
const child = setup({
  types: {} as {
    context: { greeting: string };
    events: ChildEvent;
    input: { greeting: string };
    output: { confirmed: boolean; greeting: string };
  },
}).createMachine({
  id: 'child',
  context: ({ input }) => ({ greeting: input.greeting }),
  initial: 'asking',
  output: ({ context }) => ({ confirmed: true, greeting: context.greeting }),
  states: { asking: { on: { CONFIRM: 'confirmed' } }, confirmed: { type: 'final' } },
});

const parent = setup({
  types: {} as {
    context: { result: string };
    events: { type: 'CLOSE' };
    children: { dialog: 'dialog' };
  },
  actors: { dialog: child },
}).createMachine({
  id: 'parent',
  context: { result: '' },
  initial: 'open',
  states: {
    open: {
      on: { CLOSE: 'closed' },
      invoke: {
        src: 'dialog',
        id: 'dialog',
        input: () => ({ greeting: 'hello' }),
        onDone: {
          target: 'closed',
          actions: assign({
            result: ({ event }) => `${event.output.confirmed} ${event.output.greeting}`,
          }),
        },
      },
    },
    closed: {},
  },
});

describe('invoked promises without onError (decision 057)', () => {
  it("an invoked actor's failure that no onError takes fails the machine, as XState does", async () => {
    const failure = new Error('offline');
    const careless = base.createMachine({
      id: 'careless',
      context: { name: null, failure: null },
      initial: 'fetching',
      states: { fetching: { invoke: { src: 'fetchName', input: () => 1 } } },
    });
    const failing = fromPromise<string, number>(async () => {
      throw failure;
    });
    const actor = createActor(careless.provide({ actors: { fetchName: failing } }));
    const seen: unknown[] = [];
    actor.subscribe({ error: (error) => seen.push(error) });
    actor.start();
    await expect(waitFor(actor, (s) => s.status === 'done')).rejects.toBe(failure);
    expect(actor.getSnapshot().status).toBe('error');
    expect(seen).toEqual([failure]);
  });
});

describe('invoked machines (decision 057)', () => {
  it("the child's top-level final state ends it with its output, which raises the parent's onDone", () => {
    const actor = createActor(parent).start();
    const dialog = actor.getSnapshot().children.dialog!;
    expect(dialog.getSnapshot().context.greeting).toBe('hello');
    dialog.send({ type: 'CONFIRM' });
    expect(dialog.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().value).toBe('closed');
    expect(actor.getSnapshot().context.result).toBe('true hello');
  });

  it('the invoked actor is among the children, by its id, while its state is active', () => {
    const actor = createActor(parent).start();
    const dialog = actor.getSnapshot().children.dialog!;
    actor.send({ type: 'CLOSE' });
    expect(actor.getSnapshot().children.dialog).toBeUndefined();
    expect(dialog.getSnapshot().status).toBe('stopped');
    dialog.send({ type: 'CONFIRM' });
    expect(actor.getSnapshot().context.result).toBe('');
  });

  it('an invocation without an id is a child named as XState names it: "0." and its state\'s id', () => {
    const actor = createActor(machine.provide({ actors: { fetchName: fetcher().logic } })).start();
    actor.send({ type: 'FETCH', id: 1 });
    expect(Object.keys(actor.getSnapshot().children)).toEqual(['0.m.fetching']);
  });
});
