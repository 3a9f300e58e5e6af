/** A machine's snapshot: immutable, one per step, what views and tests read. */
import type { StateNode } from './state-node';
import type { ActorStatus, StateValue } from './types';

export class Snapshot {
  readonly value: StateValue;
  private readonly ids: Set<string>;
  private readonly tags: Set<string>;

  constructor(
    root: StateNode,
    active: Iterable<StateNode>,
    readonly context: object,
    readonly status: ActorStatus,
    readonly children: Record<string, unknown>,
    readonly output?: unknown,
    readonly error?: unknown,
  ) {
    const nodes = new Set(active);
    this.value = valueOf(root, nodes);
    this.ids = new Set([...nodes].map((node) => node.id));
    this.tags = new Set([...nodes].flatMap((node) => node.tags));
    this.prefix = `${root.id}.`;
  }

  private readonly prefix: string;

  /** Whether every state the value (or dotted path) names is active. */
  matches(value: StateValue) {
    return paths(value).every((path) => this.ids.has(this.prefix + path));
  }

  hasTag(tag: string) {
    return this.tags.has(tag);
  }
}

function valueOf(node: StateNode, active: Set<StateNode>): StateValue {
  const children = node.children.filter((child) => active.has(child));
  if (node.kind === 'parallel') {
    return Object.fromEntries(children.map((child) => [child.key, valueOf(child, active)]));
  }
  const [child] = children;
  if (!child) return {};
  return child.children.length ? { [child.key]: valueOf(child, active) } : child.key;
}

/** `{ a: { b: 'c' } }` → `['a.b.c']`; `'a.b'` → `['a.b']`. */
export function paths(value: StateValue): string[] {
  if (typeof value === 'string') return [value];
  return Object.entries(value).flatMap(([key, inner]) => paths(inner).map((p) => `${key}.${p}`));
}
