/**
 * The widget's event stream (decision 144), loaded after the first screen: every event is
 * masked and stripped of empty values here, once, then given to the host's `onTrack`, or, when
 * the host gave none, batched to `POST /v2/public/metrics`.
 */
import type { TrackEvent } from '@foyer/contract';
import { withoutEmpty } from '@foyer/contract';
import { createBatchSender, type BatchSender } from './batch-sender';
import { masked } from './mask';

export interface StreamDeps {
  /** The host's `onTrack` as it is now (the option may change from render to render). */
  hostOnTrack: () => ((event: TrackEvent) => void) | undefined;
  /** The API base, e.g. `https://example.com/x-api`. */
  apiBase: string;
}

export interface EventStream {
  emit(event: TrackEvent): void;
}

/** What leaves the stream: masked, without empty, null or undefined values. */
export function cleaned(event: TrackEvent): TrackEvent {
  return withoutEmpty(masked(event)) as TrackEvent;
}

export function createEventStream(
  deps: StreamDeps,
  sender: BatchSender = createBatchSender(`${deps.apiBase.replace(/\/+$/, '')}/v2/public/metrics`),
): EventStream {
  return {
    emit(event) {
      const out = cleaned(event);
      const onTrack = deps.hostOnTrack();
      if (!onTrack) return sender.add(out);
      try {
        onTrack(out);
      } catch {
        // A host's failing callback is the host's; the widget goes on.
      }
    },
  };
}
