/**
 * The same machine on both engines (decision 126): ours as the flows run it, and XState 5.33
 * (a development dependency only) made from the very same config and implementations. Every
 * invoked promise is replaced, on both sides, by a fake the test settles; every named
 * side-effect action and every invocation is written to a log, so the two can be compared.
 */
import * as x from 'xstate';
import { fromPromise } from '../machine';
import type { MachineLogic } from '../machine/machine-logic';

type Fn = (...args: unknown[]) => unknown;
type Table = Record<string, unknown>;

/** A fake invoked promise waiting for the test. */
export interface Pending {
  src: string;
  resolve: (output: unknown) => void;
  reject: (error: unknown) => void;
}

/** What one engine records while it runs. */
export interface Trace {
  log: unknown[];
  pending: Pending[];
  /** The invoked logic → its `src`, to name the children of our snapshots. */
  srcOf: WeakMap<object, string>;
}

export const newTrace = (): Trace => ({ log: [], pending: [], srcOf: new WeakMap() });

const fakeRun = (trace: Trace, src: string) => (input: unknown) => {
  trace.log.push({ invoke: src, input });
  return new Promise((resolve, reject) => trace.pending.push({ src, resolve, reject }));
};

const logged = (trace: Trace, name: string, action: Fn): Fn =>
  function (this: unknown, ...args: unknown[]) {
    trace.log.push({ action: name });
    return action.apply(this, args);
  };

const isAssign = (action: unknown): action is Fn & { update: Fn } =>
  typeof action === 'function' && 'update' in action;

/** Our machine, its promises faked and its side-effect actions logged. */
export function ours(machine: MachineLogic, trace: Trace): MachineLogic {
  const actors: Table = {};
  for (const [src, logic] of Object.entries(machine.impl.actors)) {
    const fake =
      'root' in (logic as object)
        ? ours(logic as MachineLogic, trace)
        : fromPromise(({ input }) => fakeRun(trace, src)(input));
    trace.srcOf.set(fake, src);
    actors[src] = fake;
  }
  const actions: Table = {};
  for (const [name, action] of Object.entries(machine.impl.actions)) {
    actions[name] = isAssign(action) ? action : logged(trace, name, action as Fn);
  }
  return machine.provide({ actors, actions });
}

/** Our config in XState's hands: `assign` actions (ours: a function with `update`) become its own. */
function convert(value: unknown): unknown {
  if (isAssign(value)) return x.assign((args, params) => value.update(args, params) as never);
  if (typeof value === 'function' || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map(convert);
  return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, convert(inner)]));
}

/** The same machine made by XState's `setup`, with the same fakes and logs. */
export function theirs(machine: MachineLogic, trace: Trace): x.AnyStateMachine {
  const actors: Table = {};
  for (const [src, logic] of Object.entries(machine.impl.actors)) {
    actors[src] =
      'root' in (logic as object)
        ? theirs(logic as MachineLogic, trace)
        : x.fromPromise(({ input }) => fakeRun(trace, src)(input));
  }
  const actions: Table = {};
  for (const [name, action] of Object.entries(machine.impl.actions)) {
    actions[name] = isAssign(action) ? convert(action) : logged(trace, name, action as Fn);
  }
  const { context, output, ...rest } = machine.config as unknown as Table;
  return x
    .setup({
      actors,
      actions,
      guards: machine.impl.guards,
      delays: machine.impl.delays,
    } as never)
    .createMachine({
      ...(convert(rest) as object),
      context,
      output,
    } as never) as unknown as x.AnyStateMachine;
}

/** Every event type a config's `on` names, and every tag it gives. */
export function eventsAndTags(config: unknown) {
  const events = new Set<string>();
  const tags = new Set<string>();
  const walk = (node: Table) => {
    for (const type of Object.keys((node.on as Table | undefined) ?? {})) events.add(type);
    for (const tag of [node.tags ?? []].flat() as string[]) tags.add(tag);
    for (const child of Object.values((node.states as Table | undefined) ?? {})) {
      walk(child as Table);
    }
  };
  walk(config as Table);
  return { events: [...events].sort(), tags: [...tags].sort() };
}
