import type { ActorRef } from './types';

const ENDED = 'The actor ended without satisfying the predicate';

/**
 * The first snapshot of the actor that satisfies the predicate (now, or when it comes).
 * Rejects if the actor fails, or has ended or ends without ever satisfying it.
 */
export function waitFor<TSnapshot extends { status: string }>(
  actor: ActorRef<TSnapshot, never>,
  predicate: (snapshot: TSnapshot) => boolean,
): Promise<TSnapshot> {
  return new Promise((resolve, reject) => {
    const now = actor.getSnapshot();
    if (predicate(now)) return resolve(now);
    if (now.status !== 'active') return reject(new Error(ENDED));
    const subscription = actor.subscribe({
      next: (snapshot) => {
        if (!predicate(snapshot)) return;
        subscription.unsubscribe();
        resolve(snapshot);
      },
      error: reject,
      complete: () => reject(new Error(ENDED)),
    });
  });
}
