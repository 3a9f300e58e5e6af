import { useCallback } from 'react';
import { useNavigate } from './router';

/**
 * The widget's `onNavigate`: same-origin targets go through the router (no reload), any
 * other origin through a full navigation.
 */
export function useAppNavigate(): (url: string) => void {
  const navigate = useNavigate();
  return useCallback(
    (url: string) => {
      const target = new URL(url, window.location.href);
      if (target.origin !== window.location.origin) window.location.assign(target.href);
      else navigate(`${target.pathname}${target.search}${target.hash}`);
    },
    [navigate],
  );
}
