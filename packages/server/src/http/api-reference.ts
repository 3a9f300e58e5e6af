/**
 * The API reference, made from the routes themselves (decision 045): OpenAPI 3.1 at
 * /x-api/openapi.json, always on (it tells nothing the widget's bundle does not), and the
 * human page at /x-api/docs where API_DOCS allows it. Register before the routes: the
 * reference collects them as they are declared.
 */
import fastifySwagger from '@fastify/swagger';
import { API_PATH_PREFIX } from '@foyer/contract';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { readFile } from 'node:fs/promises';
import { apiDocsEnabled, type Config } from '../config.js';
import { USER_TOKEN_SECURITY } from './route.js';

export const OPENAPI_PATH = `${API_PATH_PREFIX}/openapi.json`;
export const API_DOCS_PATH = `${API_PATH_PREFIX}/docs`;

/** The reference's own pages, which are not calls of the API. */
export const isReferencePath = (url: string) =>
  url === OPENAPI_PATH || url === API_DOCS_PATH || url.startsWith(`${API_DOCS_PATH}/`);

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];

/** Only the API's calls: the web app, the dev outbox and the reference's pages stay out. */
function callsOnly(input: TransformInput) {
  const { url } = input;
  if (!url.startsWith(`${API_PATH_PREFIX}/`) || isReferencePath(url)) {
    return { schema: { hide: true }, url };
  }
  return jsonSchemaTransform(input);
}

export async function registerApiReference(app: FastifyInstance, config: Config): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Foyer auth API',
        description:
          'Every answer is the envelope {ret_code, ret_msg, result}: ret_code 0 with the ' +
          "call's result, or a failure code of the catalogue with HTTP 200. Private calls " +
          'need the session token in the UserToken header (or the foyer_token cookie).',
        version: await serverVersion(),
      },
      components: {
        securitySchemes: {
          [USER_TOKEN_SECURITY]: { type: 'apiKey', in: 'header', name: 'UserToken' },
        },
      },
    },
    transform: callsOnly,
  });
  app.get(OPENAPI_PATH, { schema: { hide: true } }, async () => app.swagger());
  if (apiDocsEnabled(config)) {
    // Loaded only where the page is on: a production instance never holds it.
    const { default: fastifySwaggerUi } = await import('@fastify/swagger-ui');
    await app.register(fastifySwaggerUi, { routePrefix: API_DOCS_PATH });
  }
}

async function serverVersion(): Promise<string> {
  // The same file from src/ (tests) and dist/: packages/server/package.json.
  const text = await readFile(new URL('../../package.json', import.meta.url), 'utf8');
  return (JSON.parse(text) as { version: string }).version;
}
