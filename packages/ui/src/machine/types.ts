/**
 * The types of the statechart subset (decision 057): the machine configs our flows write, in
 * XState v5's shape, typed enough that a wrong event, action, guard or actor name, a wrong
 * actor input or a misread `event.output` fails `tsc`.
 */
export interface EventObject {
  type: string;
}

/** `'idle'`, or `{ verifyingCode: { code: 'waitingForCode', resend: 'canResend' } }`. */
export type StateValue = string | { [key: string]: StateValue };

/** What an invoked actor's `onDone` receives. */
export interface DoneEvent<TOutput> {
  type: string;
  output: TOutput;
}

/** What an invoked actor's `onError` receives. */
export interface ErrorEvent {
  type: string;
  error: unknown;
}

export interface ActionArgs<TContext, TEvent> {
  context: TContext;
  event: TEvent;
}

export type ActionFn<TContext, TEvent, TParams> = (
  args: ActionArgs<TContext, TEvent>,
  params: TParams,
) => void;

export type GuardFn<TContext, TEvent, TParams> = (
  args: ActionArgs<TContext, TEvent>,
  params: TParams,
) => boolean;

/** An action made by `assign`: the interpreter merges what `update` returns into the context. */
export interface AssignAction<TContext, TEvent, TParams> extends ActionFn<
  TContext,
  TEvent,
  TParams
> {
  readonly update: (args: ActionArgs<TContext, TEvent>, params: TParams) => Partial<TContext>;
}

/** An invoked promise: `signal` aborts when the invoking state is left. */
export interface PromiseLogic<TOutput, TInput> {
  readonly run: (args: { input: TInput; signal: AbortSignal }) => PromiseLike<TOutput>;
}

export interface Observer<T> {
  next?: (value: T) => void;
  error?: (error: unknown) => void;
  complete?: () => void;
}

export interface Subscription {
  unsubscribe(): void;
}

export type ActorStatus = 'active' | 'done' | 'error' | 'stopped';

export interface ActorRef<TSnapshot, TEvent> {
  send(event: TEvent): void;
  getSnapshot(): TSnapshot;
  subscribe(observer: Observer<TSnapshot> | ((snapshot: TSnapshot) => void)): Subscription;
  start(): this;
  stop(): void;
}

export interface PromiseSnapshot<TOutput> {
  status: ActorStatus;
  output: TOutput | undefined;
  error: unknown;
}

/** Everything a machine's types hang on, gathered by `setup`. */
export interface MachineTypes {
  context: object;
  events: EventObject;
  input: unknown;
  output: unknown;
  actors: Record<string, AnyLogic>;
  /** Action name → its params. */
  actions: Record<string, unknown>;
  /** Guard name → its params. */
  guards: Record<string, unknown>;
  delays: string;
  /** Invoke id → the actor name it runs. */
  children: Record<string, string>;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyLogic = PromiseLogic<any, any> | Machine<any>;

export type OutputOf<L> =
  L extends PromiseLogic<infer O, infer _I> ? O : L extends Machine<infer T> ? T['output'] : never;

export type InputOf<L> =
  L extends PromiseLogic<infer _O, infer I> ? I : L extends Machine<infer T> ? T['input'] : never;

export type ActorRefFrom<L> =
  L extends Machine<infer T>
    ? ActorRef<MachineSnapshot<T>, T['events']>
    : L extends PromiseLogic<infer O, infer _I>
      ? ActorRef<PromiseSnapshot<O>, never>
      : never;

export type SnapshotFrom<M> = M extends Machine<infer T> ? MachineSnapshot<T> : never;

export interface MachineSnapshot<T extends MachineTypes> {
  readonly status: ActorStatus;
  readonly value: StateValue;
  readonly context: T['context'];
  /** The machine's `output`, once it reached a top-level final state. */
  readonly output: T['output'] | undefined;
  readonly error: unknown;
  /** The invoked actors, by invoke id, while their state is active. */
  readonly children: {
    [K in keyof T['children']]?: ActorRefFrom<T['actors'][T['children'][K]]>;
  };
  /** Whether the state value (or `'a.b'` path) given is active: one the config has, or tsc fails. */
  matches(value: MatchValue<T>): boolean;
  hasTag(tag: string): boolean;
}

type StatesOf<S> = S extends { readonly states: infer C extends object } ? C : never;
type KeysOf<S> = keyof StatesOf<S> & string;

/** The state values below a state's config, whole or in part (a region of a parallel state, or a parent alone). */
type ValueBelow<S> =
  | KeysOf<S>
  | (S extends { readonly type: 'parallel' }
      ? { [K in KeysOf<S>]?: ValueBelow<StatesOf<S>[K]> }
      : {
          [K in KeysOf<S>]: [KeysOf<StatesOf<S>[K]>] extends [never]
            ? never
            : { [P in K]: ValueBelow<StatesOf<S>[K]> };
        }[KeysOf<S>]);

/** The dotted paths below a state's config: `'verifyingCode'`, `'verifyingCode.resend.canResend'`. */
type PathBelow<S> = { [K in KeysOf<S>]: K | `${K}.${PathBelow<StatesOf<S>[K]>}` }[KeysOf<S>];

/** The top-level states of a machine's config (the keys of its `states`). */
export type TopStateOf<M> = M extends Machine<infer T> ? KeysOf<ConfigOf<T>> : never;

type ConfigOf<T> = T extends { config: infer C } ? C : never;

/**
 * What `matches` takes: a state value or dotted path the machine's config has (typed from the
 * config `createMachine` was given); any value for a machine whose config type is not known.
 */
export type MatchValue<T extends MachineTypes> = [ConfigOf<T>] extends [never]
  ? StateValue
  : ValueBelow<ConfigOf<T>> | PathBelow<ConfigOf<T>>;

type Params<C, E, P> = P | ((args: ActionArgs<C, E>) => P);

type Named<T extends MachineTypes, E, Table extends Record<string, unknown>> = {
  [K in keyof Table & string]: K | { type: K; params: Params<T['context'], E, Table[K]> };
}[keyof Table & string];

export type ActionRef<T extends MachineTypes, E> =
  Named<T, E, T['actions']> | ActionFn<T['context'], E, undefined>;

export type Actions<T extends MachineTypes, E> = ActionRef<T, E> | readonly ActionRef<T, E>[];

export type GuardRef<T extends MachineTypes, E> =
  Named<T, E, T['guards']> | ((args: ActionArgs<T['context'], E>) => boolean);

export interface TransitionConfig<T extends MachineTypes, E> {
  target?: string;
  guard?: GuardRef<T, E>;
  actions?: Actions<T, E>;
  /** Exit and enter again the state the transition leaves from (and its target). */
  reenter?: boolean;
}

export type Transitions<T extends MachineTypes, E> =
  string | TransitionConfig<T, E> | readonly TransitionConfig<T, E>[];

export type InvokeConfig<T extends MachineTypes> = {
  [K in keyof T['actors'] & string]: {
    src: K;
    id?: string;
    input?: (args: ActionArgs<T['context'], T['events']>) => InputOf<T['actors'][K]>;
    onDone?: Transitions<T, DoneEvent<OutputOf<T['actors'][K]>>>;
    onError?: Transitions<T, ErrorEvent>;
  };
}[keyof T['actors'] & string];

export interface StateConfig<T extends MachineTypes> {
  type?: 'parallel' | 'final';
  initial?: string;
  states?: Record<string, StateConfig<T>>;
  on?: {
    [K in T['events']['type']]?: Transitions<T, Extract<T['events'], { type: K }>>;
  };
  entry?: Actions<T, T['events']>;
  /** Eventless transitions, taken as soon as their guard holds after a step. */
  always?: Transitions<T, T['events']>;
  /** Delayed transitions, by the name of a delay given to `setup`. */
  after?: { [K in T['delays']]?: Transitions<T, T['events']> };
  invoke?: InvokeConfig<T>;
  tags?: string | readonly string[];
}

export interface MachineConfig<T extends MachineTypes> extends StateConfig<T> {
  id: string;
  context: T['context'] | ((args: { input: T['input'] }) => T['context']);
  output?: (args: { context: T['context'] }) => T['output'];
}

export interface Implementations<T extends MachineTypes> {
  actors: { [K in keyof T['actors']]: T['actors'][K] };
  actions: { [K in keyof T['actions']]: ActionFn<T['context'], T['events'], T['actions'][K]> };
  guards: { [K in keyof T['guards']]: GuardFn<T['context'], T['events'], T['guards'][K]> };
  delays: Record<T['delays'], number>;
}

/** A machine: its top-level states, and `provide` to replace implementations. */
export interface Machine<T extends MachineTypes> {
  readonly id: string;
  readonly config: MachineConfig<T>;
  /** The top-level states, in the order the config lists them. */
  readonly states: Record<string, unknown>;
  provide(implementations: {
    [P in 'actors' | 'actions' | 'guards']?: Partial<Implementations<T>[P]>;
  }): Machine<T>;
  /** The snapshot of a state value and context (no entry action runs): for tests of views. */
  resolveState(state: { value: StateValue; context: T['context'] }): MachineSnapshot<T>;
  /** Only in the types: what `setup` gathered. */
  readonly __types?: T;
}
