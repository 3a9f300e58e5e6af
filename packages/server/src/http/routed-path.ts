/**
 * Which path a request is, as the router read it: rules that depend on the path (the rate
 * limits, `no-store`, the site header, the 404/405 answers) ask this, never the raw URL. The
 * router decodes percent-escapes before it matches, so `/%78-api/login` runs `/x-api/login`;
 * a rule that read the raw URL let that spelling past every limit (issue 34, point 1).
 */
import { API_PATH_PREFIX } from '@foyer/contract';
import type { FastifyRequest } from 'fastify';

/**
 * The path without its query, percent-decoded once as the router decodes it; a malformed
 * escape is left as it is (the router answers such a URL 400 before any rule asks).
 */
export function decodedPath(url: string): string {
  const path = url.split('?')[0] ?? '/';
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/**
 * The pattern of the route that answers the request (`/x-api/login`,
 * `/x-api/thirdparty/authorize/:provider`), or the decoded path when no route or a wildcard
 * route answers.
 */
export function routedPath(request: FastifyRequest): string {
  const route = request.routeOptions.url;
  return route !== undefined && !route.includes('*') ? route : decodedPath(request.url);
}

const underApi = (path: string) =>
  path === API_PATH_PREFIX || path.startsWith(`${API_PATH_PREFIX}/`);

/**
 * Whether the request is a call of the API: by its route's pattern, and by the decoded path
 * when no route answers or a wildcard does (the web app's files, `/*`, also take the GETs of
 * unknown API paths, which they hand to the 404 answer).
 */
export function isApiRequest(request: FastifyRequest): boolean {
  const route = request.routeOptions.url;
  if (route !== undefined && !route.includes('*')) return underApi(route);
  return underApi(decodedPath(request.url));
}
