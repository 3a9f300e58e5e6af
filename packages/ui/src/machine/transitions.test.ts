import { describe, expect, it, vi } from 'vitest';
import { assign, createActor, setup } from './index';

type Event = { type: 'GO' } | { type: 'SET'; n: number } | { type: 'PING' };
interface Context {
  n: number;
  log: string[];
}
const noted = (line: string) =>
  assign<Context, unknown>({ log: ({ context }) => [...context.log, line] });
const base = setup({
  types: {} as { context: Context; events: Event },
  actions: {
    note: assign({ log: ({ context }, line: string) => [...context.log, line] }),
    setN: assign({ n: ({ context, event }) => (event.type === 'SET' ? event.n : context.n) }),
    effect: (_, _line: string) => {},
  },
  guards: {
    above: ({ context }, limit: number) => context.n > limit,
  },
});
const context = { n: 0, log: [] };

describe('transitions (XState v5 semantics, decision 057)', () => {
  it('the first transition whose guard holds is taken; guard params come as a value or from the event', () => {
    const machine = base.createMachine({
      id: 'm',
      context,
      initial: 'a',
      states: {
        a: {
          on: {
            SET: [
              { guard: { type: 'above', params: ({ event }) => event.n }, target: 'b' },
              { guard: { type: 'above', params: -1 }, target: 'c', actions: 'setN' },
            ],
          },
        },
        b: {},
        c: {},
      },
    });
    const actor = createActor(machine).start();
    actor.send({ type: 'SET', n: 5 });
    expect(actor.getSnapshot().value).toBe('c');
    expect(actor.getSnapshot().context.n).toBe(5);
  });

  it('eventless transitions are taken after each step, one after another, until none holds', () => {
    const machine = base.createMachine({
      id: 'm',
      context,
      initial: 'a',
      states: {
        a: { on: { SET: { target: 'b', actions: 'setN' } } },
        b: { always: { guard: { type: 'above', params: 1 }, target: 'c' } },
        c: { always: { target: 'd' }, entry: noted('c') },
        d: {},
      },
    });
    const actor = createActor(machine).start();
    actor.send({ type: 'SET', n: 1 });
    expect(actor.getSnapshot().value).toBe('b');
    actor.send({ type: 'SET', n: 2 });
    expect(actor.getSnapshot().value).toBe('b');
    const again = createActor(machine).start();
    again.send({ type: 'SET', n: 2 });
    expect(again.getSnapshot().value).toBe('d');
    expect(again.getSnapshot().context.log).toEqual(['c']);
  });

  it('run to completion: an event sent by an action waits until the step that sent it is over', () => {
    const seen: string[] = [];
    const machine = base.createMachine({
      id: 'm',
      context,
      initial: 'a',
      states: {
        a: { on: { GO: { target: 'b', actions: (): void => actor.send({ type: 'PING' }) } } },
        b: { entry: () => seen.push('entered b'), on: { PING: 'c' } },
        c: { entry: () => seen.push('entered c') },
      },
    });
    const actor = createActor(machine).start();
    actor.send({ type: 'GO' });
    expect(seen).toEqual(['entered b', 'entered c']);
  });

  it("the transition's actions run before the entry actions, and parents are entered before children", () => {
    const machine = base.createMachine({
      id: 'm',
      context,
      initial: 'a',
      states: {
        a: { on: { GO: { target: 'b.two', actions: { type: 'note', params: 'transition' } } } },
        b: {
          entry: { type: 'note', params: 'b' },
          initial: 'one',
          states: { one: { entry: noted('one') }, two: { entry: noted('two') } },
        },
      },
    });
    const actor = createActor(machine).start();
    actor.send({ type: 'GO' });
    expect(actor.getSnapshot().context.log).toEqual(['transition', 'b', 'two']);
    expect(actor.getSnapshot().value).toEqual({ b: 'two' });
  });

  it('assign merges into the context; each assigner reads the context before it, later actions after it', () => {
    const machine = base.createMachine({
      id: 'm',
      context: { n: 1, log: [] },
      initial: 'a',
      states: {
        a: {
          on: {
            GO: {
              actions: [
                assign({
                  n: ({ context }) => context.n + 1,
                  log: ({ context }) => [`${context.n}`],
                }),
                assign(({ context }) => ({ log: [...context.log, `${context.n}`] })),
              ],
            },
          },
        },
      },
    });
    const actor = createActor(machine).start();
    actor.send({ type: 'GO' });
    expect(actor.getSnapshot().context).toEqual({ n: 2, log: ['1', '2'] });
  });

  it('a target inside the source keeps the source; with reenter the source is left and entered again', () => {
    const machine = base.createMachine({
      id: 'm',
      context,
      initial: 'form',
      states: {
        form: {
          entry: noted('form'),
          initial: 'idle',
          states: { idle: {}, waiting: {} },
          on: {
            GO: { target: '.waiting' },
            PING: { target: '.waiting', reenter: true },
          },
        },
      },
    });
    const actor = createActor(machine).start();
    actor.send({ type: 'GO' });
    expect(actor.getSnapshot().context.log).toEqual(['form']);
    actor.send({ type: 'PING' });
    expect(actor.getSnapshot().context.log).toEqual(['form', 'form']);
    expect(actor.getSnapshot().matches('form.waiting')).toBe(true);
  });

  it('#id targets name a state by its path from the root, from anywhere', () => {
    const machine = base.createMachine({
      id: 'm',
      context,
      initial: 'a',
      states: {
        a: { initial: 'deep', states: { deep: { on: { GO: '#m.b.inner' } } } },
        b: { initial: 'first', states: { first: {}, inner: {} } },
      },
    });
    const actor = createActor(machine).start();
    actor.send({ type: 'GO' });
    expect(actor.getSnapshot().value).toEqual({ b: 'inner' });
  });

  it('an event no active state handles changes nothing: the snapshot stays the same object', () => {
    const machine = base.createMachine({ id: 'm', context, initial: 'a', states: { a: {} } });
    const actor = createActor(machine).start();
    const before = actor.getSnapshot();
    actor.send({ type: 'GO' });
    expect(actor.getSnapshot()).toBe(before);
  });

  it('side-effect actions of the first state wait for start; its assigns are already in the snapshot', () => {
    const effect = vi.fn();
    const machine = base.createMachine({
      id: 'm',
      context,
      initial: 'a',
      states: { a: { entry: [{ type: 'effect', params: 'hello' }, noted('a')] } },
    });
    const actor = createActor(machine.provide({ actions: { effect } }));
    expect(actor.getSnapshot().context.log).toEqual(['a']);
    expect(effect).not.toHaveBeenCalled();
    actor.start();
    expect(effect).toHaveBeenCalledWith(expect.objectContaining({ context }), 'hello');
  });
});
