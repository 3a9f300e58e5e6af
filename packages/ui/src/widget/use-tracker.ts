import { useMemo } from 'react';
import type { TrackEvent } from '@foyer/contract';
import { useLatest } from '../flows/shared/use-latest';
import { createTracker, type Track } from '../tracking/tracker';

/**
 * The widget's one event stream (decision 144), made once per API base; the host's `onTrack` is
 * read as it is when an event leaves, so a new callback from a render is the one called.
 */
export function useTracker(apiBase: string, onTrack?: (event: TrackEvent) => void): Track {
  const latest = useLatest(onTrack);
  return useMemo(
    () => createTracker({ apiBase, hostOnTrack: () => latest.current }),
    [apiBase, latest],
  );
}
