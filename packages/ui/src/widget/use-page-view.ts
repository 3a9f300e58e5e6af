import { useEffect } from 'react';
import { TRACKING_AFTER_PAGE_VIEW_MS } from '@foyer/contract';
import type { Track } from '../tracking/tracker';
import type { WidgetMode } from './widget-options';

/**
 * behaviour §9 "tracking event 20 ms after page view": the view shown is tracked that long after
 * it shows, and again after each switch; a view left sooner is not tracked.
 */
export function usePageView(view: WidgetMode, track: Track): void {
  useEffect(() => {
    const timer = setTimeout(() => track({ name: 'pageView', view }), TRACKING_AFTER_PAGE_VIEW_MS);
    return () => clearTimeout(timer);
  }, [view, track]);
}
