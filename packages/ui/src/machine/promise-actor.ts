/** An invoked promise as an actor, and what every invoked actor answers to its parent. */
import type { Observer, PromiseLogic, Subscription } from './types';

/** How a child tells its parent it ended: done with an output, or failed. */
export type Report = (result: {
  status: 'done' | 'error';
  output?: unknown;
  error?: unknown;
}) => void;

export interface Child {
  start(): unknown;
  stop(): void;
  /** Stops for now, keeping the state: `start` takes up from there (React's remounts). */
  pause(): void;
}

/** An invoked promise: aborted through its signal when stopped; a late result is dropped. */
export class PromiseActor implements Child {
  private snapshot = {
    status: 'active',
    output: undefined as unknown,
    error: undefined as unknown,
  };
  private controller?: AbortController;
  private readonly observers = new Set<Observer<unknown>>();

  constructor(
    private readonly logic: PromiseLogic<unknown, unknown>,
    private readonly input: unknown,
    private readonly report: Report,
  ) {}

  getSnapshot = () => this.snapshot;

  send() {}

  subscribe(observer: Observer<unknown> | ((snapshot: unknown) => void)): Subscription {
    const entry = typeof observer === 'function' ? { next: observer } : observer;
    this.observers.add(entry);
    return { unsubscribe: () => this.observers.delete(entry) };
  }

  start() {
    if (this.controller || this.snapshot.status !== 'active') return this;
    const controller = (this.controller = new AbortController());
    const { logic, input } = this;
    new Promise((resolve) => resolve(logic.run({ input, signal: controller.signal }))).then(
      (output) => this.end(controller, { status: 'done', output, error: undefined }),
      (error: unknown) => this.end(controller, { status: 'error', output: undefined, error }),
    );
    return this;
  }

  pause() {
    this.controller?.abort();
    this.controller = undefined;
  }

  stop() {
    this.pause();
    if (this.snapshot.status === 'active') this.snapshot = { ...this.snapshot, status: 'stopped' };
  }

  private end(controller: AbortController, snapshot: PromiseActor['snapshot']) {
    if (this.controller !== controller) return;
    this.controller = undefined;
    this.snapshot = snapshot;
    for (const observer of [...this.observers]) observer.next?.(snapshot);
    this.report(snapshot as Parameters<Report>[0]);
  }
}
