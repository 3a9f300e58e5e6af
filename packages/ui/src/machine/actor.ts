/**
 * Running a machine: run-to-completion steps over a mailbox, eventless transitions after each
 * step, delayed transitions on timers cleared when their state is left, and invoked actors
 * (promises, or child machines) stopped when their state is left, their late results ignored.
 */
import { MachineLogic } from './machine-logic';
import { PromiseActor, type Child, type Report } from './promise-actor';
import { Snapshot } from './snapshot';
import { doneEvent, errorEvent, type Ref, type StateNode, type Transition } from './state-node';
import { defaultEntry, entrySet, exitSet, select } from './step';
import type { Observer, PromiseLogic, Subscription } from './types';

type Fn = (...args: unknown[]) => unknown;
/** An event as the mailbox holds it: the flow's own, a timer's, or an invoked actor's end. */
type EventObject = { type: string } & Record<string, unknown>;

export class MachineActor implements Child {
  private snapshot: Snapshot;
  private readonly active = new Set<StateNode>();
  private context: object;
  private children: Record<string, Child> = {};
  private readonly timers = new Map<
    string,
    { ms: number; handle?: ReturnType<typeof setTimeout> }
  >();
  private readonly queue: [EventObject, Child?][] = [];
  private readonly pending: (() => void)[] = [];
  private readonly observers = new Set<Observer<Snapshot>>();
  private started = false;
  private processing = false;
  private status: Snapshot['status'] = 'active';
  private output: unknown;

  constructor(
    private readonly logic: MachineLogic,
    input?: unknown,
    private readonly report?: Report,
  ) {
    const { context } = logic.config;
    this.context = typeof context === 'function' ? context({ input }) : context;
    const init = { type: 'xstate.init', input };
    this.enter(defaultEntry([logic.root]), init);
    this.settle(init);
    this.snapshot = this.take();
  }

  getSnapshot = () => this.snapshot;

  send = (event: EventObject) => this.receive(event);

  subscribe(observer: Observer<Snapshot> | ((snapshot: Snapshot) => void)): Subscription {
    const entry = typeof observer === 'function' ? { next: observer } : observer;
    this.observers.add(entry);
    return { unsubscribe: () => this.observers.delete(entry) };
  }

  /** Runs what the first step deferred (side-effect actions, timers, invoked actors), then the mailbox. */
  start() {
    if (this.started || this.status === 'stopped') return this;
    this.started = true;
    try {
      for (const action of this.pending.splice(0)) action();
      this.arm();
      if (this.status === 'done') this.finish();
    } catch (error) {
      this.fail(error);
    }
    this.drain();
    return this;
  }

  stop() {
    if (this.status !== 'active') return;
    this.halt();
    this.status = 'stopped';
    this.snapshot = this.take();
    for (const observer of [...this.observers]) observer.complete?.();
  }

  pause() {
    this.started = false;
    for (const timer of this.timers.values()) {
      clearTimeout(timer.handle);
      timer.handle = undefined;
    }
    for (const child of Object.values(this.children)) child.pause();
  }

  private receive(event: EventObject, from?: Child) {
    if (this.status !== 'active') return;
    this.queue.push([event, from]);
    this.drain();
  }

  /** Run to completion: one event at a time; what is sent meanwhile waits its turn. */
  private drain() {
    if (!this.started || this.processing) return;
    this.processing = true;
    try {
      for (
        let next = this.queue.shift();
        next && this.status === 'active';
        next = this.queue.shift()
      ) {
        const [event, from] = next;
        // The answer of an actor whose state was left since: ignored.
        if (from && !Object.values(this.children).includes(from)) continue;
        if (this.macrostep(event)) this.commit();
      }
    } catch (error) {
      this.fail(error);
    } finally {
      this.processing = false;
    }
  }

  private macrostep(event: EventObject) {
    const transitions = select(
      this.active,
      (node) => node.on[event.type],
      (t) => this.allows(t, event),
    );
    if (!transitions.length) {
      // An invoked actor's failure that no `onError` takes fails the machine, as in XState.
      if (event.type.startsWith(errorEvent(''))) throw event.error;
      return false;
    }
    this.microstep(transitions, event);
    this.settle(event);
    return true;
  }

  /** Eventless transitions, until none is enabled. */
  private settle(event: unknown) {
    for (let steps = 0; this.status === 'active'; steps++) {
      const transitions = select(
        this.active,
        (node) => node.always,
        (t) => this.allows(t, event),
      );
      if (!transitions.length) return;
      if (steps > 100) throw new Error(`Machine "${this.logic.id}": eventless transitions loop`);
      this.microstep(transitions, event);
    }
  }

  private microstep(transitions: Transition[], event: unknown) {
    for (const node of exitSet(transitions, this.active)) this.exit(node);
    for (const transition of transitions) {
      for (const action of transition.actions) this.run(action, event);
    }
    this.enter(entrySet(transitions), event);
  }

  private exit(node: StateNode) {
    this.active.delete(node);
    for (const { event } of node.after) {
      clearTimeout(this.timers.get(event)?.handle);
      this.timers.delete(event);
    }
    const id = node.invoke?.id;
    const child = id === undefined ? undefined : this.children[id];
    if (child) {
      child.stop();
      this.children = Object.fromEntries(
        Object.entries(this.children).filter(([key]) => key !== id),
      );
    }
  }

  private enter(nodes: StateNode[], event: unknown) {
    for (const node of nodes) {
      this.active.add(node);
      for (const action of node.entry) this.run(action, event);
      for (const { delay, event: type } of node.after) {
        this.timers.set(type, { ms: this.logic.impl.delays[delay] as number });
      }
      if (node.invoke) this.spawn(node, event);
      if (node.kind === 'final' && node.parent === this.logic.root) this.status = 'done';
    }
    if (this.status === 'done') this.output = this.logic.config.output?.(this.args(event));
  }

  private spawn(node: StateNode, event: unknown) {
    const { id, src, input } = node.invoke!;
    const logic = this.logic.impl.actors[src];
    const given = input?.(this.args(event));
    const report: Report = ({ status, output, error }) =>
      this.receive(
        status === 'done' ? { type: doneEvent(id), output } : { type: errorEvent(id), error },
        child,
      );
    const child: Child =
      logic instanceof MachineLogic
        ? new MachineActor(logic, given, report)
        : new PromiseActor(logic as PromiseLogic<unknown, unknown>, given, report);
    this.children = { ...this.children, [id]: child };
  }

  private args(event: unknown) {
    return { context: this.context, event };
  }

  private params(ref: Ref, event: unknown) {
    return typeof ref.params === 'function' ? ref.params(this.args(event)) : ref.params;
  }

  private allows({ guard }: Transition, event: unknown) {
    if (!guard) return true;
    const check = (guard.fn ?? this.logic.impl.guards[guard.name!]) as Fn;
    return Boolean(check(this.args(event), this.params(guard, event)));
  }

  /** `assign` updates the context at once; other actions run now, or at `start` if not yet. */
  private run(ref: Ref, event: unknown) {
    const action = (ref.fn ?? this.logic.impl.actions[ref.name!]) as Fn & { update?: Fn };
    const args = this.args(event);
    const params = this.params(ref, event);
    if (action.update)
      this.context = { ...this.context, ...(action.update(args, params) as object) };
    else if (this.started) action(args, params);
    else this.pending.push(() => action(args, params));
  }

  /** Starts the timers and invoked actors a step left waiting. */
  private arm() {
    if (!this.started) return;
    for (const [type, timer] of this.timers) {
      timer.handle ??= setTimeout(() => {
        this.timers.delete(type);
        this.receive({ type });
      }, timer.ms);
    }
    for (const child of Object.values(this.children)) child.start();
  }

  private commit() {
    this.arm();
    this.snapshot = this.take();
    for (const observer of [...this.observers]) observer.next?.(this.snapshot);
    if (this.status === 'done') this.finish();
  }

  private finish() {
    this.halt();
    for (const observer of [...this.observers]) observer.complete?.();
    this.report?.({ status: 'done', output: this.output });
  }

  private halt() {
    for (const timer of this.timers.values()) clearTimeout(timer.handle);
    this.timers.clear();
    for (const child of Object.values(this.children)) child.stop();
  }

  /** A bug (an action or guard threw): the actor ends in error; a view rethrows it. */
  private fail(error: unknown) {
    this.halt();
    this.status = 'error';
    // As XState: the last step's snapshot, in error (the step that threw is not half shown).
    this.snapshot = Object.assign(Object.create(Snapshot.prototype) as Snapshot, this.snapshot, {
      status: 'error',
      error,
    });
    const handlers = [...this.observers].filter((observer) => observer.error);
    for (const observer of handlers) observer.error?.(error);
    if (this.report) this.report({ status: 'error', error });
    else if (!handlers.length) throw error;
  }

  private take() {
    const { root } = this.logic;
    const children = this.children;
    return new Snapshot(root, this.active, this.context, this.status, children, this.output);
  }
}
