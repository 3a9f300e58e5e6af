/** A machine as made by `createMachine`: its checked tree of states and its implementations. */
import { Snapshot, paths } from './snapshot';
import { buildTree, type StateNode } from './state-node';
import { defaultEntry } from './step';
import type { StateValue } from './types';

type Table = Record<string, unknown>;

export interface Impl {
  actors: Table;
  actions: Table;
  guards: Table;
  delays: Table;
}

export interface Config {
  id: string;
  context: object | ((args: { input: unknown }) => object);
  output?: (args: { context: object; event: unknown }) => unknown;
}

export class MachineLogic {
  readonly root: StateNode;

  constructor(
    readonly config: Config,
    readonly impl: Impl,
    root?: StateNode,
  ) {
    this.root = root ?? buildTree(config as unknown as Table, impl);
  }

  get id() {
    return this.root.id;
  }

  get states() {
    return this.root.states;
  }

  provide(more: Partial<Impl>) {
    const impl = { ...this.impl };
    for (const key of ['actors', 'actions', 'guards'] as const) {
      impl[key] = { ...impl[key], ...more[key] };
    }
    return new MachineLogic(this.config, impl, this.root);
  }

  resolveState({ value, context }: { value: StateValue; context: object }) {
    const targets = paths(value).map((path) =>
      path.split('.').reduce<StateNode | undefined>((node, key) => node?.states[key], this.root),
    );
    if (targets.some((node) => !node)) throw new Error(`No state ${JSON.stringify(value)}`);
    return new Snapshot(this.root, defaultEntry(targets as StateNode[]), context, 'active', {});
  }
}
