import { describe, expect, it } from 'vitest';
import { setup } from './index';

type Event = { type: 'GO' } | { type: 'BACK' };
const base = setup({
  types: {} as { context: { n: number }; events: Event },
  actions: { count: () => {} },
  guards: { never: () => false },
  delays: { short: 10 },
});

/** A config as a later flow might write it, past what the types allow. */
const make = (config: Record<string, unknown>) => () =>
  base.createMachine({ id: 'm', context: { n: 0 }, ...config } as never);

describe('a machine is checked when it is made (decision 057)', () => {
  it('a feature outside the subset throws, naming the feature and the state', () => {
    const history = make({ initial: 'a', states: { a: {}, h: { type: 'history' } } });
    expect(history).toThrow(/the state type "history" at "m.h" is outside the statechart subset/);
    expect(make({ initial: 'a', states: { a: { exit: 'count' } } })).toThrow(/the key "exit"/);
    expect(make({ initial: 'a', states: { a: { description: 'x' } } })).toThrow(/"description"/);
    expect(
      make({ initial: 'a', states: { a: { on: { GO: { target: 'a', delay: 1 } } } } }),
    ).toThrow(/the transition key "delay"/);
  });

  it('a name not declared in setup throws: action, guard, delay, actor', () => {
    expect(make({ initial: 'a', states: { a: { entry: 'counts' } } })).toThrow(
      /the action "counts"/,
    );
    const guard = { initial: 'a', states: { a: { always: { guard: 'nevr', target: 'a' } } } };
    expect(make(guard)).toThrow(/the guard "nevr"/);
    expect(make({ initial: 'a', states: { a: { after: { long: 'a' } } } })).toThrow(
      /the delay "long"/,
    );
    expect(make({ initial: 'a', states: { a: { invoke: { src: 'fetch' } } } })).toThrow(
      /the actor "fetch"/,
    );
  });

  it('a target that names no state throws', () => {
    expect(make({ initial: 'a', states: { a: { on: { GO: 'b' } } } })).toThrow(/the target "b"/);
    expect(make({ initial: 'a', states: { a: { on: { GO: '#m.a.x' } } } })).toThrow(/"#m.a.x"/);
  });

  it('a compound state needs an initial state that exists', () => {
    expect(make({ states: { a: {} } })).toThrow(/without a valid initial/);
    expect(make({ initial: 'z', states: { a: {} } })).toThrow(/without a valid initial \("z"\)/);
  });

  it('the top-level states are listed in the order written', () => {
    const machine = base.createMachine({
      id: 'm',
      context: { n: 0 },
      initial: 'b',
      states: { b: {}, a: {}, c: {} },
    });
    expect(Object.keys(machine.states)).toEqual(['b', 'a', 'c']);
  });
});
