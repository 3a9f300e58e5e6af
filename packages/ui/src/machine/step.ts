/**
 * Which transitions an event enables, and which states a set of transitions exits and enters:
 * SCXML's algorithm as XState v5 runs it, for atomic, compound, parallel and final states.
 */
import { isDescendant, type StateNode, type Transition } from './state-node';

/** The transitions an event takes: for each active atomic state, the first enabled one found
 * from that state up through its ancestors; of two that exit the same states, the deeper wins. */
export function select(
  active: Set<StateNode>,
  candidates: (node: StateNode) => Transition[] | undefined,
  enabled: (transition: Transition) => boolean,
): Transition[] {
  const chosen: Transition[] = [];
  const atoms = [...active].filter((node) => !node.children.some((child) => active.has(child)));
  for (const atom of atoms.sort(byOrder)) {
    let found: Transition | undefined;
    for (let node: StateNode | undefined = atom; node && !found; node = node.parent) {
      found = candidates(node)?.find(enabled);
    }
    if (found && !chosen.includes(found)) chosen.push(found);
  }
  return withoutConflicts(chosen, active);
}

function withoutConflicts(transitions: Transition[], active: Set<StateNode>) {
  let kept: Transition[] = [];
  for (const transition of transitions) {
    const exits = exitSet([transition], active);
    const clashing = kept.filter((other) =>
      exitSet([other], active).some((s) => exits.includes(s)),
    );
    if (clashing.some((other) => !isDescendant(transition.source, other.source))) continue;
    kept = kept.filter((other) => !clashing.includes(other));
    kept.push(transition);
  }
  return kept;
}

/** The state whose descendants a transition exits and enters (undefined: above the root). */
function domainOf(transition: Transition): StateNode | undefined {
  const { source, targets, reenter } = transition;
  if (!reenter && targets.every((t) => t === source || isDescendant(t, source))) return source;
  const [head, ...tail] = [...targets, source];
  for (let node = head?.parent; node; node = node.parent) {
    if (tail.every((other) => isDescendant(other, node))) return node;
  }
  return reenter ? undefined : root(source);
}

const root = (node: StateNode): StateNode => (node.parent ? root(node.parent) : node);
const byOrder = (a: StateNode, b: StateNode) => a.order - b.order;
const within = (node: StateNode, domain: StateNode | undefined) =>
  domain === undefined || isDescendant(node, domain);

/** The active states the transitions leave, deepest and last-written first. */
export function exitSet(transitions: Transition[], active: Set<StateNode>): StateNode[] {
  const exits = new Set<StateNode>();
  for (const transition of transitions) {
    if (!transition.targets.length) continue;
    const domain = domainOf(transition);
    for (const node of active) if (within(node, domain)) exits.add(node);
  }
  return [...exits].sort((a, b) => b.order - a.order);
}

/** The states the transitions enter, in document order (parents first). */
export function entrySet(transitions: Transition[]): StateNode[] {
  const enter = new Set<StateNode>();
  for (const transition of transitions) {
    const domain = domainOf(transition);
    for (const target of transition.targets) {
      addWithDescendants(target, enter);
      addAncestors(target, domain, enter);
    }
  }
  return [...enter].sort(byOrder);
}

/** The states a machine starts in, or a state value resolves to (its default descendants). */
export function defaultEntry(targets: StateNode[]): StateNode[] {
  const enter = new Set<StateNode>();
  for (const target of targets) {
    addWithDescendants(target, enter);
    addAncestors(target, undefined, enter);
  }
  return [...enter].sort(byOrder);
}

function addWithDescendants(node: StateNode, enter: Set<StateNode>) {
  enter.add(node);
  if (node.kind === 'compound' && node.initial) addWithDescendants(node.initial, enter);
  if (node.kind === 'parallel') addMissingRegions(node, enter);
}

function addAncestors(node: StateNode, domain: StateNode | undefined, enter: Set<StateNode>) {
  for (let parent = node.parent; parent && parent !== domain; parent = parent.parent) {
    enter.add(parent);
    if (parent.kind === 'parallel') addMissingRegions(parent, enter);
  }
}

function addMissingRegions(parallel: StateNode, enter: Set<StateNode>) {
  for (const region of parallel.children) {
    const entered = [...enter].some((node) => node === region || isDescendant(node, region));
    if (!entered) addWithDescendants(region, enter);
  }
}
