/**
 * The built web app (WEB_DIST_DIR), when it exists: files as they are, hashed /assets/*
 * cached for a year, index.html never cached and answered for any other page path (SPA
 * fallback, outside /x-api and /dev), or the page's first screen prerendered at build time
 * (prerendered-pages.ts, decision 050). The build writes `x.br` and `x.gz` beside each file;
 * the one the browser accepts is sent (`preCompressed`), the file itself otherwise, so a
 * cache must key on Accept-Encoding (docs/decisions/046). Without a build, GET / says how
 * to make one.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { RegisterType } from '@foyer/contract';
import type { FastifyInstance } from 'fastify';
import type { FailureHandling } from '../http/failures.js';
import { registerTypeFor } from '../sign-up/index.js';
import { deviceIdOf } from './device-id.js';
import { pageFile, prerenderedPages } from './prerendered-pages.js';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

export async function registerWebApp(
  app: FastifyInstance,
  webDistDir: string,
  failures: FailureHandling,
  site: {
    /** REGISTER_TYPE: which prerendered sign-up page to send; unset, the device's (decision 056). */
    registerType?: RegisterType;
    /** Cookies the server issues are Secure when visitors reach it over https. */
    secureCookies: boolean;
  },
): Promise<void> {
  if (!existsSync(join(webDistDir, 'index.html'))) {
    app.get('/', async function buildHint(_request, reply) {
      return reply
        .type('text/plain; charset=utf-8')
        .send(
          `Foyer API is running under /x-api. No web app at ${webDistDir}: run \`npm run build\`.\n`,
        );
    });
    return;
  }

  await app.register(fastifyStatic, {
    root: webDistDir,
    wildcard: true,
    cacheControl: false,
    preCompressed: true,
    setHeaders(res, path) {
      const isAsset = path.startsWith(join(webDistDir, 'assets'));
      res.setHeader('cache-control', isAsset ? IMMUTABLE : REVALIDATE);
      res.setHeader('vary', 'accept-encoding');
    },
  });
  const pages = await prerenderedPages(webDistDir);
  failures.setPageFallback((request, reply) => {
    const file = pageFile(pages, request, () => {
      if (site.registerType) return site.registerType;
      // The page differs by device: a cache keys it on the device id's cookie too (this
      // header replaces the one setHeaders gives every file).
      reply.header('vary', 'accept-encoding, cookie');
      const guid = deviceIdOf(request, reply, { secure: site.secureCookies });
      return registerTypeFor(undefined, guid);
    });
    return reply.header('cache-control', REVALIDATE).sendFile(file);
  });
}
