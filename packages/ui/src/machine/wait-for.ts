import type { ActorRef } from './types';

/**
 * The first snapshot of the actor that satisfies the predicate (now, or when it comes).
 * Rejects if the actor fails, or ends without ever satisfying it.
 */
export function waitFor<TSnapshot>(
  actor: ActorRef<TSnapshot, never>,
  predicate: (snapshot: TSnapshot) => boolean,
): Promise<TSnapshot> {
  return new Promise((resolve, reject) => {
    if (predicate(actor.getSnapshot())) return resolve(actor.getSnapshot());
    const subscription = actor.subscribe({
      next: (snapshot) => {
        if (!predicate(snapshot)) return;
        subscription.unsubscribe();
        resolve(snapshot);
      },
      error: reject,
      complete: () => reject(new Error('The actor ended without satisfying the predicate')),
    });
  });
}
