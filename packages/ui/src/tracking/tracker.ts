/**
 * The widget's one event stream as the first chunk carries it (decision 144): a bounded queue
 * and the import of the stream itself, started by the first event (the page view, 20 ms after
 * the first screen). Masking, empty-value removal and sending live in the lazy chunk.
 */
import type { TrackEvent } from '@foyer/contract';
import type { EventStream, StreamDeps } from './event-stream';

/** Reports one event of the table (behaviour §4 tracking) to the host or the server. */
export type Track = (event: TrackEvent) => void;

/** Events kept while the stream's chunk loads; more are dropped, never an error. */
const WAITING_MAX = 50;

export function createTracker(deps: StreamDeps): Track {
  const waiting: TrackEvent[] = [];
  let stream: EventStream | undefined;
  let loading = false;
  return function track(event) {
    if (stream) return stream.emit(event);
    if (waiting.length < WAITING_MAX) waiting.push(event);
    if (loading) return;
    loading = true;
    import('./event-stream').then(
      ({ createEventStream }) => {
        const loaded = createEventStream(deps);
        stream = loaded;
        for (const queued of waiting.splice(0)) loaded.emit(queued);
      },
      // A chunk that failed to load is asked again with the next event.
      () => (loading = false),
    );
  };
}
