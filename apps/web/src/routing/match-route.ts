/** The route table's match (decision 053): the app has fixed paths, no parameters. */

export interface RoutePath {
  /** '/dashboard' matches itself; '/login/*' matches '/login' and anything under it. */
  path: string;
}

/** As React Router read a path: segments decoded, an encoded '/' kept; a malformed one as is. */
function decodedPath(pathname: string): string {
  try {
    return pathname
      .split('/')
      .map((segment) => decodeURIComponent(segment).replaceAll('/', '%2F'))
      .join('/');
  } catch {
    return pathname;
  }
}

/** Case and trailing slashes do not matter, as under React Router: '/Dashboard/' is '/dashboard'. */
function normalized(path: string): string {
  return path.toLowerCase().replace(/\/+$/, '') || '/';
}

function matches(route: string, path: string): boolean {
  if (!route.endsWith('/*')) return normalized(route) === path;
  const base = normalized(route.slice(0, -2));
  return path === base || path.startsWith(`${base}/`);
}

/** The first route whose path matches, so a more specific path goes before a prefix of it. */
export function matchRoute<Route extends RoutePath>(
  routes: readonly Route[],
  pathname: string,
): Route | undefined {
  const path = normalized(decodedPath(pathname));
  return routes.find((route) => matches(route.path, path));
}
