import { useEffect, useRef } from 'react';
import type { LoadStatus } from './widget-options';

/** Reports LOADED_SUCCESS once, when the widget has mounted (behaviour §4). */
export function useReportLoaded(onLoadStatus: ((status: LoadStatus) => void) | undefined) {
  const reported = useRef(false);
  useEffect(() => {
    if (reported.current) return;
    reported.current = true;
    onLoadStatus?.('LOADED_SUCCESS');
  }, [onLoadStatus]);
}
