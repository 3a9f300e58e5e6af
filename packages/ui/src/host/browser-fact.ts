/**
 * Facts only the visitor's browser knows (its storage, the address bar's host, a messaging
 * app's web view), read so that a page rendered before any script runs hydrates without a
 * mismatch (apps/web prerenders the first screen, docs/decisions/050): the prerender and the
 * hydrating render see `beforeScript`, a value correct for every visitor; React then renders
 * again at once with the browser's value. A page rendered in the browser alone sees the
 * browser's value from its first render, as before.
 */
import { useSyncExternalStore } from 'react';

// These facts do not change while the page is open: nothing to subscribe to.
const unchanging = () => () => {};

export function useBrowserFact<T extends string | boolean | null>(
  read: () => T,
  beforeScript: T,
): T {
  return useSyncExternalStore(unchanging, read, () => beforeScript);
}
