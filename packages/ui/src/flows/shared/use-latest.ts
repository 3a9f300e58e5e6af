import { useLayoutEffect, useRef } from 'react';

/**
 * A ref that always holds the latest value. Machines are created once; their side-effect
 * actions read host callbacks through this, so a new callback prop is never missed.
 */
export function useLatest<T>(value: T) {
  const ref = useRef(value);
  useLayoutEffect(() => {
    ref.current = value;
  });
  return ref;
}
