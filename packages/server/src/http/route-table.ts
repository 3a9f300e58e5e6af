/**
 * The server's route table as registered: every method and path with what it declares. The
 * door-enumeration test reads the doors from it (gates/doors.ts), so a new route that
 * makes accounts or sessions is found without anyone listing it; the API reference test reads
 * the answers, so a call missing from the reference is found the same way.
 */
import type { FastifyInstance } from 'fastify';
import type { Door } from '../gates/index.js';

export interface RouteEntry {
  method: string;
  url: string;
  door: Door | undefined;
  /** The answer schema of a contract call (http/route.ts); undefined for other routes. */
  answer: unknown;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered so far (http/route-table.ts). */
    routeTable: readonly RouteEntry[];
  }
}

/** Starts recording the routes; call before any route is registered. */
export function recordRouteTable(app: FastifyInstance): void {
  const table: RouteEntry[] = [];
  app.decorate('routeTable', table);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD') continue;
      const answer = (route.schema?.response as Record<number, unknown> | undefined)?.[200];
      table.push({ method, url: route.url, door: route.config?.door, answer });
    }
  });
}
