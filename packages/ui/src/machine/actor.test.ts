import { describe, expect, it, vi } from 'vitest';
import { assign, createActor, setup, waitFor } from './index';

type Event =
  { type: 'NEXT' } | { type: 'CODE' } | { type: 'RESEND' } | { type: 'QUIT' } | { type: 'BOOM' };
const base = setup({
  types: {} as { context: { sent: number }; events: Event; output: { sent: number } },
  actions: { send: assign({ sent: ({ context }) => context.sent + 1 }), leave: () => {} },
});

const machine = base.createMachine({
  id: 'm',
  context: { sent: 0 },
  initial: 'verifying',
  output: ({ context }) => ({ sent: context.sent }),
  states: {
    verifying: {
      type: 'parallel',
      on: { QUIT: 'left' },
      states: {
        code: {
          initial: 'waiting',
          states: { waiting: { tags: 'typing', on: { CODE: '#m.done' } } },
        },
        resend: {
          initial: 'counting',
          states: {
            counting: { on: { NEXT: 'canResend' } },
            canResend: {
              tags: ['resendable'],
              on: { RESEND: { target: 'counting', actions: 'send' } },
            },
          },
        },
      },
    },
    left: { entry: 'leave', on: { NEXT: 'verifying' } },
    done: { type: 'final' },
  },
});

describe('parallel states (decision 057)', () => {
  it('entering a parallel state enters every region; the value names each', () => {
    const actor = createActor(machine).start();
    expect(actor.getSnapshot().value).toEqual({
      verifying: { code: 'waiting', resend: 'counting' },
    });
  });

  it('an event moves only the region that handles it; one handled above leaves them all', () => {
    const actor = createActor(machine).start();
    actor.send({ type: 'NEXT' });
    expect(actor.getSnapshot().value).toEqual({
      verifying: { code: 'waiting', resend: 'canResend' },
    });
    actor.send({ type: 'QUIT' });
    expect(actor.getSnapshot().value).toBe('left');
    actor.send({ type: 'NEXT' });
    expect(actor.getSnapshot().matches({ verifying: { resend: 'counting' } })).toBe(true);
  });

  it('of two regions whose transitions would leave the same states, the one written first wins', () => {
    const twoWays = base.createMachine({
      id: 'two',
      context: { sent: 0 },
      initial: 'both',
      states: {
        both: {
          type: 'parallel',
          states: {
            first: { initial: 'a', states: { a: { on: { NEXT: '#two.left' } } } },
            second: {
              initial: 'b',
              states: { b: { on: { NEXT: { target: '#two.right', actions: 'send' } } } },
            },
          },
        },
        left: {},
        right: {},
      },
    });
    const actor = createActor(twoWays).start();
    actor.send({ type: 'NEXT' });
    expect(actor.getSnapshot().value).toBe('left');
    expect(actor.getSnapshot().context.sent).toBe(0);
  });
});

describe('snapshots (decision 057)', () => {
  it('matches takes a state value or a dotted path; hasTag reads the tags of every active state', () => {
    const actor = createActor(machine).start();
    actor.send({ type: 'NEXT' });
    const snapshot = actor.getSnapshot();
    expect(snapshot.matches('verifying')).toBe(true);
    expect(snapshot.matches('verifying.resend.canResend')).toBe(true);
    expect(snapshot.matches({ verifying: { code: 'waiting', resend: 'canResend' } })).toBe(true);
    expect(snapshot.matches({ verifying: { resend: 'counting' } })).toBe(false);
    expect(snapshot.matches('left')).toBe(false);
    expect([
      snapshot.hasTag('typing'),
      snapshot.hasTag('resendable'),
      snapshot.hasTag('x'),
    ]).toEqual([true, true, false]);
  });

  it('resolveState gives the snapshot of a value, its default children entered, no action run', () => {
    const leave = vi.fn();
    const at = machine.provide({ actions: { leave } }).resolveState({
      value: 'verifying',
      context: { sent: 3 },
    });
    expect(at.value).toEqual({ verifying: { code: 'waiting', resend: 'counting' } });
    expect(at.context.sent).toBe(3);
    expect(machine.resolveState({ value: 'left', context: { sent: 0 } }).value).toBe('left');
    expect(leave).not.toHaveBeenCalled();
  });
});

describe('final states (decision 057)', () => {
  it('a top-level final state ends the actor with its output; later events change nothing', () => {
    const actor = createActor(machine).start();
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'RESEND' });
    actor.send({ type: 'CODE' });
    const done = actor.getSnapshot();
    expect(done.status).toBe('done');
    expect(done.output).toEqual({ sent: 1 });
    actor.send({ type: 'QUIT' });
    expect(actor.getSnapshot()).toBe(done);
  });

  it('waitFor resolves with the first snapshot that satisfies it, and rejects when the actor ends first', async () => {
    const actor = createActor(machine).start();
    const resendable = waitFor(actor, (s) => s.hasTag('resendable'));
    const never = waitFor(actor, (s) => s.matches('left'));
    actor.send({ type: 'NEXT' });
    await expect(resendable).resolves.toMatchObject({ status: 'active' });
    actor.send({ type: 'CODE' });
    await expect(never).rejects.toThrow(/ended without satisfying/);
    await expect(waitFor(actor, (s) => s.matches('left'))).rejects.toThrow(/ended without/);
  });
});

describe('provide and errors (decision 057)', () => {
  it('provide replaces implementations in a new machine and leaves the first as it was', () => {
    const leave = vi.fn();
    const provided = machine.provide({ actions: { leave } });
    const actor = createActor(provided).start();
    actor.send({ type: 'QUIT' });
    expect(leave).toHaveBeenCalledTimes(1);
    createActor(machine).start().send({ type: 'QUIT' });
    expect(leave).toHaveBeenCalledTimes(1);
  });

  it('an action that throws is a bug: the actor ends in error, and send throws it when nobody listens', () => {
    const boom = new Error('boom');
    const broken = machine.provide({
      actions: {
        leave: () => {
          throw boom;
        },
      },
    });
    const actor = createActor(broken).start();
    expect(() => actor.send({ type: 'QUIT' })).toThrow(boom);
    expect(actor.getSnapshot().status).toBe('error');
    expect(actor.getSnapshot().error).toBe(boom);
  });

  it("a step that throws is not half shown: the snapshot in error is the last step's, as in XState", () => {
    const broken = machine.provide({
      actions: {
        leave: () => {
          throw new Error('boom');
        },
      },
    });
    const actor = createActor(broken).start();
    actor.subscribe({ error: () => {} });
    actor.send({ type: 'NEXT' });
    const before = actor.getSnapshot();
    actor.send({ type: 'QUIT' });
    expect(actor.getSnapshot().status).toBe('error');
    expect(actor.getSnapshot().value).toEqual(before.value);
    expect(actor.getSnapshot().hasTag('resendable')).toBe(true);
  });
});
