import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { assign, createActor, setup } from './index';

type Event = { type: 'LEAVE' } | { type: 'STAY' };
const base = setup({
  types: {} as { context: { ticks: number }; events: Event },
  actions: { tick: assign({ ticks: ({ context }) => context.ticks + 1 }) },
  delays: { second: 1000, twoSeconds: 2000 },
});

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('delayed transitions (after, decision 057)', () => {
  it('a delayed transition is taken when its named delay has passed', () => {
    const machine = base.createMachine({
      id: 'm',
      context: { ticks: 0 },
      initial: 'waiting',
      states: { waiting: { after: { second: 'done' } }, done: {} },
    });
    const actor = createActor(machine).start();
    vi.advanceTimersByTime(999);
    expect(actor.getSnapshot().value).toBe('waiting');
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().value).toBe('done');
  });

  it('a timer of a state left before it fires does not fire', () => {
    const machine = base.createMachine({
      id: 'm',
      context: { ticks: 0 },
      initial: 'waiting',
      states: {
        waiting: {
          after: { second: { target: 'late', actions: 'tick' } },
          on: { LEAVE: 'elsewhere' },
        },
        elsewhere: { on: { LEAVE: 'waiting' } },
        late: {},
      },
    });
    const actor = createActor(machine).start();
    vi.advanceTimersByTime(500);
    actor.send({ type: 'LEAVE' });
    vi.advanceTimersByTime(5000);
    expect(actor.getSnapshot().value).toBe('elsewhere');
    expect(actor.getSnapshot().context.ticks).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('a state entered again starts its timer from zero; a timer waits for start', () => {
    const machine = base.createMachine({
      id: 'm',
      context: { ticks: 0 },
      initial: 'waiting',
      states: {
        waiting: { after: { second: 'late' }, on: { STAY: { target: 'waiting', reenter: true } } },
        late: {},
      },
    });
    const actor = createActor(machine);
    vi.advanceTimersByTime(5000);
    actor.start();
    vi.advanceTimersByTime(900);
    actor.send({ type: 'STAY' });
    vi.advanceTimersByTime(900);
    expect(actor.getSnapshot().value).toBe('waiting');
    vi.advanceTimersByTime(100);
    expect(actor.getSnapshot().value).toBe('late');
  });

  it('a self-transition without reenter keeps the timer running', () => {
    const machine = base.createMachine({
      id: 'm',
      context: { ticks: 0 },
      initial: 'waiting',
      states: { waiting: { after: { second: 'late' }, on: { STAY: 'waiting' } }, late: {} },
    });
    const actor = createActor(machine).start();
    vi.advanceTimersByTime(900);
    actor.send({ type: 'STAY' });
    vi.advanceTimersByTime(100);
    expect(actor.getSnapshot().value).toBe('late');
  });

  it('a ticking state re-entered by its own timer counts each period, guards deciding the end', () => {
    const machine = base.createMachine({
      id: 'm',
      context: { ticks: 0 },
      initial: 'counting',
      states: {
        counting: {
          after: {
            second: [
              { guard: ({ context }) => context.ticks >= 2, target: 'over' },
              { target: 'counting', reenter: true, actions: 'tick' },
            ],
          },
        },
        over: {},
      },
    });
    const actor = createActor(machine).start();
    vi.advanceTimersByTime(2000);
    expect(actor.getSnapshot().context.ticks).toBe(2);
    expect(actor.getSnapshot().value).toBe('counting');
    vi.advanceTimersByTime(1000);
    expect(actor.getSnapshot().value).toBe('over');
  });

  it('stopping the actor clears its timers', () => {
    const machine = base.createMachine({
      id: 'm',
      context: { ticks: 0 },
      initial: 'waiting',
      states: { waiting: { after: { twoSeconds: 'late' } }, late: {} },
    });
    const actor = createActor(machine).start();
    actor.stop();
    expect(vi.getTimerCount()).toBe(0);
    expect(actor.getSnapshot().status).toBe('stopped');
  });
});
