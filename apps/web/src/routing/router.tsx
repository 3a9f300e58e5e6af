/**
 * The app's router (decision 053): the address bar's location for the pages, read once at the
 * root and handed down, and the hooks the pages use. Routes are matched in app.tsx
 * (`matchRoute`); links are `Link`.
 */
import {
  createContext,
  useContext,
  useDeferredValue,
  useMemo,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import {
  browserLocation,
  navigate,
  subscribeToLocation,
  type AppLocation,
  type NavigateOptions,
} from './location-store';

const LocationContext = createContext<AppLocation | null>(null);

interface RouterProps {
  /**
   * The location to render on the server (the prerender, decision 050), where there is no
   * address bar. In the browser, the hydrating render reads the browser's, which is the page
   * the server sent.
   */
  staticLocation?: string;
  children: ReactNode;
}

function parsePath(path: string): AppLocation {
  const url = new URL(path, 'http://prerender.invalid');
  return { pathname: url.pathname, search: url.search, hash: url.hash };
}

export function Router({ staticLocation, children }: RouterProps) {
  const serverLocation = useMemo(
    () => (staticLocation === undefined ? undefined : parsePath(staticLocation)),
    [staticLocation],
  );
  const current = useSyncExternalStore(
    subscribeToLocation,
    browserLocation,
    () => serverLocation ?? browserLocation(),
  );
  // The page on screen stays until the next one's code has loaded, as React Router's
  // transitions did: a lazy page suspends this deferred render, not the visible one, so no
  // "Loading" flashes between two pages.
  const location = useDeferredValue(current);
  return <LocationContext.Provider value={location}>{children}</LocationContext.Provider>;
}

/** The location the pages show (pathname with its language segment, search, hash). */
export function useLocation(): AppLocation {
  const location = useContext(LocationContext);
  if (!location) throw new Error('useLocation outside <Router>');
  return location;
}

/** `navigate(to, { replace })`; the same function for the app's lifetime. */
export function useNavigate(): (to: string, options?: NavigateOptions) => void {
  return navigate;
}

/** The query of the location shown; read-only (no page writes its query). */
export function useSearchParams(): URLSearchParams {
  const { search } = useLocation();
  return useMemo(() => new URLSearchParams(search), [search]);
}
