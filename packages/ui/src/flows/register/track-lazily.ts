import type { TrackEvent } from '@foyer/contract';
import type { Track } from '../../tracking/tracker';
import type * as RegisterTracking from './register-tracking';

/**
 * Tracks the event a sign-up moment makes (register-tracking.ts), whose code loads with the
 * first of them: the first chunk has no room for it (decision 144). A chunk that fails to load
 * loses the event, never the sign-up.
 */
export function trackLazily(
  track: Track,
  eventOf: (tracking: typeof RegisterTracking) => TrackEvent | undefined,
): void {
  void import('./register-tracking').then(
    (tracking) => {
      const event = eventOf(tracking);
      if (event) track(event);
    },
    () => undefined,
  );
}
