/**
 * A machine config made into a tree of state nodes, checked once, when the machine is made:
 * a key, a target, a delay or an action, guard or actor name outside the subset throws here,
 * not later in the middle of a flow.
 */
type Fn = (...args: never[]) => unknown;

/** An action or guard as written: a name, `{ type, params }`, or a function. */
export interface Ref {
  name?: string;
  params?: unknown;
  fn?: Fn;
}

export interface Transition {
  source: StateNode;
  targets: StateNode[];
  guard?: Ref;
  actions: Ref[];
  reenter: boolean;
}

export interface Invoke {
  id: string;
  src: string;
  input?: (args: { context: object; event: unknown }) => unknown;
}

export interface StateNode {
  key: string;
  /** The path from the root, dotted: what `#id` targets name. */
  id: string;
  parent?: StateNode;
  kind: 'atomic' | 'compound' | 'parallel' | 'final';
  /** Document order: parents before children, siblings as written. */
  order: number;
  states: Record<string, StateNode>;
  children: StateNode[];
  initial?: StateNode;
  on: Record<string, Transition[]>;
  always: Transition[];
  /** Delayed transitions: the delay's name and the event its timer sends. */
  after: { delay: string; event: string }[];
  entry: Ref[];
  invoke?: Invoke;
  tags: string[];
}

/** What the tree is checked against: the names `setup` declared. */
export interface Names {
  actions: object;
  guards: object;
  actors: object;
  delays: object;
}

type Config = Record<string, unknown>;

const STATE_KEYS = [
  'type',
  'initial',
  'states',
  'on',
  'entry',
  'always',
  'after',
  'invoke',
  'tags',
];
const ROOT_KEYS = [...STATE_KEYS, 'id', 'context', 'output'];
const INVOKE_KEYS = ['src', 'id', 'input', 'onDone', 'onError'];
const TRANSITION_KEYS = ['target', 'guard', 'actions', 'reenter'];

export const afterEvent = (delay: string, node: StateNode) => `xstate.after.${delay}.${node.id}`;
export const doneEvent = (id: string) => `xstate.done.actor.${id}`;
export const errorEvent = (id: string) => `xstate.error.actor.${id}`;

const list = <T>(value: T | readonly T[] | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? [...value] : [value as T];

export function buildTree(config: Config, names: Names): StateNode {
  const byId = new Map<string, StateNode>();
  const pending: [StateNode, string[], Transition][] = [];
  let order = 0;
  const refuse = (where: string, what: string): never => {
    throw new Error(
      `Machine "${String(config.id)}": ${what} at "${where}" is outside the statechart subset (docs/decisions/057-own-statechart-interpreter.md)`,
    );
  };
  const known = (table: object, name: string, where: string, what: string) => {
    if (!(name in table)) refuse(where, `the ${what} "${name}", not declared in setup,`);
  };

  const ref = (value: unknown, table: object, where: string, what: string): Ref => {
    if (typeof value === 'function') return { fn: value as Fn };
    const { type, params, ...rest } = (typeof value === 'string' ? { type: value } : value) as {
      type: string;
      params?: unknown;
    };
    if (Object.keys(rest).length) refuse(where, `a ${what} with ${Object.keys(rest).join(', ')}`);
    known(table, type, where, what);
    return { name: type, params };
  };

  const transitions = (node: StateNode, value: unknown): Transition[] =>
    list(value as Config | string).map((item) => {
      const written = (typeof item === 'string' ? { target: item } : item) as Config;
      for (const key of Object.keys(written)) {
        if (!TRANSITION_KEYS.includes(key)) refuse(node.id, `the transition key "${key}"`);
      }
      const transition: Transition = {
        source: node,
        targets: [],
        guard:
          written.guard === undefined
            ? undefined
            : ref(written.guard, names.guards, node.id, 'guard'),
        actions: list(written.actions).map((a) => ref(a, names.actions, node.id, 'action')),
        reenter: written.reenter === true,
      };
      pending.push([node, list(written.target as string | undefined), transition]);
      return transition;
    });

  const build = (key: string, written: Config, parent?: StateNode): StateNode => {
    const id = parent ? `${parent.id}.${key}` : key;
    for (const name of Object.keys(written)) {
      if (!(parent ? STATE_KEYS : ROOT_KEYS).includes(name)) refuse(id, `the key "${name}"`);
    }
    const states = (written.states ?? {}) as Record<string, Config>;
    const hasChildren = Object.keys(states).length > 0;
    const type = written.type as string | undefined;
    if (type !== undefined && type !== 'parallel' && type !== 'final') {
      refuse(id, `the state type "${type}"`);
    }
    const node: StateNode = {
      key,
      id,
      parent,
      kind: type === 'parallel' || type === 'final' ? type : hasChildren ? 'compound' : 'atomic',
      order: order++,
      states: {},
      children: [],
      on: {},
      always: [],
      after: [],
      entry: [],
      tags: list(written.tags as string | string[] | undefined),
    };
    byId.set(id, node);
    node.entry = list(written.entry).map((a) => ref(a, names.actions, id, 'action'));
    for (const [event, value] of Object.entries((written.on ?? {}) as Config)) {
      node.on[event] = transitions(node, value);
    }
    node.always = transitions(node, written.always);
    for (const [delay, value] of Object.entries((written.after ?? {}) as Config)) {
      known(names.delays, delay, id, 'delay');
      const event = afterEvent(delay, node);
      node.after.push({ delay, event });
      node.on[event] = transitions(node, value);
    }
    if (written.invoke !== undefined) {
      const invoke = written.invoke as Config;
      for (const name of Object.keys(invoke)) {
        if (!INVOKE_KEYS.includes(name)) refuse(id, `the invoke key "${name}"`);
      }
      known(names.actors, invoke.src as string, id, 'actor');
      // XState's id of an unnamed invocation: its index in the state, then the state's id.
      const invokeId = (invoke.id as string | undefined) ?? `0.${id}`;
      node.invoke = {
        id: invokeId,
        src: invoke.src as string,
        input: invoke.input as Invoke['input'],
      };
      node.on[doneEvent(invokeId)] = transitions(node, invoke.onDone);
      node.on[errorEvent(invokeId)] = transitions(node, invoke.onError);
    }
    for (const [childKey, child] of Object.entries(states)) {
      const childNode = build(childKey, child, node);
      node.states[childKey] = childNode;
      node.children.push(childNode);
    }
    if (node.kind === 'compound') {
      const initial = written.initial as string | undefined;
      node.initial = initial === undefined ? undefined : node.states[initial];
      if (!node.initial) refuse(id, `a compound state without a valid initial ("${initial}")`);
    }
    return node;
  };

  const root = build(config.id as string, config);
  for (const [source, targets, transition] of pending) {
    transition.targets = targets.map(
      (target) =>
        resolveTarget(source, target, byId) ?? refuse(source.id, `the target "${target}"`),
    );
  }
  return root;
}

function resolveTarget(source: StateNode, target: string, byId: Map<string, StateNode>) {
  if (target.startsWith('#')) return byId.get(target.slice(1));
  const [from, path] = target.startsWith('.') ? [source, target.slice(1)] : [source.parent, target];
  return from ? byId.get(`${from.id}.${path}`) : undefined;
}

export const isDescendant = (node: StateNode, of: StateNode): boolean =>
  node.parent !== undefined && (node.parent === of || isDescendant(node.parent, of));
