/**
 * The typed entry points: `setup` gathers a machine's types and implementations,
 * `createActor` runs it; `assign` and `fromPromise` make actions and actors.
 */
import { MachineActor } from './actor';
import { MachineLogic, type Impl } from './machine-logic';
import type {
  ActionArgs,
  ActionFn,
  ActorRef,
  AnyLogic,
  AssignAction,
  EventObject,
  GuardFn,
  Machine,
  MachineConfig,
  MachineTypes,
  MachineSnapshot,
  PromiseLogic,
  StateConfig,
} from './types';

export function setup<
  TContext extends object,
  TEvent extends EventObject,
  TActors extends Record<string, AnyLogic> = Record<never, AnyLogic>,
  TActions extends Record<string, unknown> = Record<never, unknown>,
  TGuards extends Record<string, unknown> = Record<never, unknown>,
  TDelays extends string = never,
  TInput = undefined,
  TOutput = undefined,
  TChildren extends Record<string, keyof TActors & string> = Record<never, never>,
>(implementations: {
  types: {
    context: TContext;
    events: TEvent;
    input?: TInput;
    output?: TOutput;
    children?: TChildren;
  };
  actors?: TActors;
  actions?: { [K in keyof TActions]: ActionFn<TContext, TEvent, TActions[K]> };
  guards?: { [K in keyof TGuards]: GuardFn<TContext, TEvent, TGuards[K]> };
  delays?: Record<TDelays, number>;
}) {
  type T = {
    context: TContext;
    events: TEvent;
    input: TInput;
    output: TOutput;
    actors: TActors;
    actions: TActions;
    guards: TGuards;
    delays: TDelays;
    children: TChildren;
  };
  const impl: Impl = { actors: {}, actions: {}, guards: {}, delays: {}, ...implementations };
  return {
    /** The config's own type is kept (`const`): `matches` takes only the states it has. */
    createMachine: <const C extends MachineConfig<T>>(config: C): Machine<T & { config: C }> =>
      new MachineLogic(config as never, impl) as never,
    /** A state's config typed for this machine, for states written in their own file. */
    createStateConfig: <const C extends StateConfig<T>>(config: C) => config,
  };
}

type PropertyAssigner<TContext, TEvent, TParams> = {
  [K in keyof NoInfer<TContext>]?:
    | NoInfer<TContext>[K]
    | ((args: ActionArgs<NoInfer<TContext>, NoInfer<TEvent>>, params: TParams) => TContext[K]);
};

/** An action that merges into the context what it is given, property by property or at once. */
export function assign<TContext, TEvent, TParams = undefined>(
  assignment:
    | PropertyAssigner<TContext, TEvent, TParams>
    | ((
        args: ActionArgs<NoInfer<TContext>, NoInfer<TEvent>>,
        params: TParams,
      ) => Partial<TContext>),
): AssignAction<TContext, TEvent, TParams> {
  const update =
    typeof assignment === 'function'
      ? assignment
      : (args: ActionArgs<TContext, TEvent>, params: TParams) =>
          Object.fromEntries(
            Object.entries(assignment).map(([key, value]) => [
              key,
              typeof value === 'function' ? value(args, params) : value,
            ]),
          ) as Partial<TContext>;
  return Object.assign(() => {}, { update });
}

/** An actor that runs a promise; `signal` aborts when the state that invoked it is left. */
export function fromPromise<TOutput, TInput = unknown>(
  run: (args: { input: TInput; signal: AbortSignal }) => PromiseLike<TOutput>,
): PromiseLogic<TOutput, TInput> {
  return { run };
}

/** An actor for a machine: its first state is resolved now; side effects wait for `start`. */
export function createActor<T extends MachineTypes>(
  machine: Machine<T>,
  options?: { input?: T['input'] },
): ActorRef<MachineSnapshot<T>, T['events']> {
  return new MachineActor(machine as unknown as MachineLogic, options?.input) as never;
}
