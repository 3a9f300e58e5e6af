/**
 * Facts only the visitor's browser knows (its storage, the address bar's host, a messaging
 * app's web view), read so that a page rendered before any script runs hydrates without a
 * mismatch (apps/web prerenders the first screen, docs/decisions/050): the prerender and the
 * hydrating render see `beforeScript`, a value correct for every visitor; the page that
 * hydrates then shows the browser's facts (`BrowserFactsShown`), in a transition. A page
 * rendered in the browser alone sees the browser's value from its first render.
 *
 * Not `useSyncExternalStore` with a server snapshot: React re-renders a snapshot that differs
 * after hydration synchronously, and that forced render also hydrates, at once and in one
 * task, the part of the page still waiting in a Suspense boundary (on a slow phone, one
 * long task of 300 ms; docs/performance.md). A transition is rendered in slices.
 */
import { createContext, useContext } from 'react';

/**
 * Whether the browser's facts may show: false while a prerendered page is rendered and
 * hydrated, true in a page the browser renders alone (the default).
 */
export const BrowserFactsShown = createContext(true);

export function useBrowserFact<T extends string | boolean | null>(
  read: () => T,
  beforeScript: T,
): T {
  return useContext(BrowserFactsShown) ? read() : beforeScript;
}
