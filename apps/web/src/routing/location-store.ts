/**
 * The browser's location as a store (decision 053): the History API is the state, this module
 * only tells its readers when it moved. `navigate` pushes or replaces an entry; Back and
 * Forward arrive as `popstate`. No history state of ours: nothing in the app reads one, and
 * the sign-up guard copies whatever is there (decision 030).
 */

export interface AppLocation {
  pathname: string;
  search: string;
  hash: string;
}

export interface NavigateOptions {
  /** Replace the current entry instead of pushing one (redirects, the log-in/sign-up toggle). */
  replace?: boolean;
}

const listeners = new Set<() => void>();
let snapshot: AppLocation | undefined;

/** The same object while the address is the same, as `useSyncExternalStore` requires. */
export function browserLocation(): AppLocation {
  const { pathname, search, hash } = window.location;
  if (snapshot?.pathname !== pathname || snapshot.search !== search || snapshot.hash !== hash)
    snapshot = { pathname, search, hash };
  return snapshot;
}

function notify(): void {
  for (const listener of listeners) listener();
}

/** Listens to every move: ours, and Back or Forward. */
export function subscribeToLocation(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener('popstate', notify);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('popstate', notify);
  };
}

/**
 * Goes to a path of this site without reloading ('/ar-SA/dashboard?newUser=true'). The page
 * keeps its scroll position and focus, as it did under React Router.
 */
export function navigate(to: string, { replace = false }: NavigateOptions = {}): void {
  try {
    if (replace) window.history.replaceState(null, '', to);
    else window.history.pushState(null, '', to);
  } catch {
    // Safari throws past 100 pushes in 30 s: a full navigation still gets there.
    if (replace) window.location.replace(to);
    else window.location.assign(to);
    return;
  }
  notify();
}
