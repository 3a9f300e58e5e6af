/** React bindings: a machine's actor for a component's life, and a view of any actor. */
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import type { MachineActor } from './actor';
import { createActor } from './setup';
import type { ActorRef, Machine, MachineSnapshot, MachineTypes } from './types';

/**
 * Starts the machine's actor when the component mounts and stops it when it unmounts. A
 * remount of the same component (React's strict mode, Activity) takes up where it was:
 * invoked promises run again, timers start again.
 */
export function useMachine<T extends MachineTypes>(
  machine: Machine<T>,
  options?: { input?: T['input'] },
) {
  const [actor] = useState(() => createActor(machine, options));
  useEffect(() => {
    actor.start();
    return () => (actor as unknown as MachineActor).pause();
  }, [actor]);
  const snapshot = useSelector(actor, (s: MachineSnapshot<T>) => s);
  return [snapshot, actor.send, actor] as const;
}

/**
 * What the selector picks from the actor's snapshot, kept up to date. The component renders
 * again on every new snapshot; a failed actor's error is thrown to the error boundary.
 */
export function useSelector<TSnapshot extends { status: string; error?: unknown }, TSelected>(
  actor: ActorRef<TSnapshot, never>,
  selector: (snapshot: TSnapshot) => TSelected,
): TSelected {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const subscription = actor.subscribe({ next: onChange, error: onChange });
      return () => subscription.unsubscribe();
    },
    [actor],
  );
  const snapshot = useSyncExternalStore(subscribe, actor.getSnapshot, actor.getSnapshot);
  if (snapshot.status === 'error') throw snapshot.error;
  return selector(snapshot);
}
