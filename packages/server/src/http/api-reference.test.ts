import { loginSchemas } from '@foyer/contract/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { databases, type FreshDatabase } from '../test-support/databases.js';
import { buildTestApp, type TestApp } from '../test-support/test-app.js';
import { isReferencePath } from './api-reference.js';

type JsonSchema = { [key: string]: unknown };
interface Operation {
  security?: unknown;
  responses: { 200: { content: { 'application/json': { schema: JsonSchema } } } };
}
interface OpenApi {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
}

/** The JSON Schema of a zod schema as the reference writes it (a constant as a one-value enum). */
function jsonSchemaOf(schema: z.ZodType): JsonSchema {
  const { $schema: _, ...json } = z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any' });
  return constAsEnum(json) as JsonSchema;
}

function constAsEnum(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(constAsEnum);
  if (typeof value !== 'object' || value === null) return value;
  const entries = Object.entries(value).map(([key, inner]) =>
    key === 'const' ? ['enum', [inner]] : [key, constAsEnum(inner)],
  );
  return Object.fromEntries(entries);
}

const answerOf = (operation: Operation) =>
  operation.responses[200].content['application/json'].schema;

describe('The API reference (decision 045)', () => {
  let fresh: FreshDatabase;
  let t: TestApp;
  let doc: OpenApi;

  beforeAll(async () => {
    fresh = await databases[0]!.create();
    t = await buildTestApp(fresh, { API_DOCS: 'true' });
    doc = (await t.app.inject({ url: '/x-api/openapi.json' })).json();
  });
  afterAll(async () => {
    await t?.app.close();
    await fresh?.dispose();
  });

  /** The API's routes, their path parameters written as OpenAPI writes them (`{provider}`). */
  const apiRoutes = () =>
    t.app.routeTable
      .filter((route) => route.url.startsWith('/x-api/') && !isReferencePath(route.url))
      .map((route) => ({ ...route, url: route.url.replace(/:(\w+)/g, '{$1}') }));

  it('is OpenAPI 3.1', () => {
    expect(doc.openapi).toBe('3.1.0');
  });

  it('every route under /x-api is a contract call: it declares its answer schema', () => {
    const undeclared = apiRoutes().filter((route) => route.answer === undefined);
    expect(undeclared.map((route) => `${route.method} ${route.url}`)).toEqual([]);
  });

  it('lists every route of the route table under /x-api, and nothing else', () => {
    const listed = Object.entries(doc.paths).flatMap(([url, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${url}`),
    );
    const routes = apiRoutes().map((route) => `${route.method} ${route.url}`);
    expect(routes.length).toBeGreaterThan(0);
    expect(listed.sort()).toEqual(routes.sort());
  });

  it('documents each answer as the route declares it: its result in the success envelope, or a failure', () => {
    for (const route of apiRoutes()) {
      const documented = answerOf(doc.paths[route.url]![route.method.toLowerCase()]!);
      expect(documented, `${route.method} ${route.url}`).toEqual(
        jsonSchemaOf(route.answer as z.ZodType),
      );
      const [success, failure] = documented.oneOf as JsonSchema[];
      expect(success).toMatchObject({ required: ['ret_code', 'ret_msg', 'result'] });
      expect(failure).toMatchObject({ required: ['ret_code', 'ret_msg', 'result'] });
    }
  });

  it('the log-in answer’s result is the contract’s login result schema', () => {
    const [success] = answerOf(doc.paths['/x-api/login']!.post!).oneOf as JsonSchema[];
    const properties = success!.properties as Record<string, JsonSchema>;
    expect(properties.result).toEqual(jsonSchemaOf(loginSchemas.result));
  });

  it('private calls name the UserToken header; public ones do not', () => {
    expect(doc.paths['/x-api/v2/private/user/profile']!.get!.security).toEqual([{ userToken: [] }]);
    expect(doc.paths['/x-api/login']!.post!.security).toBeUndefined();
  });

  it('/x-api/docs shows the reference to a person when API_DOCS is on', async () => {
    const page = await t.app.inject({ url: '/x-api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    const spec = await t.app.inject({ url: '/x-api/docs/json' });
    expect(spec.json()).toEqual(doc);
  });

  it('with API_DOCS off there is no page, and openapi.json is still served', async () => {
    const off = await buildTestApp(fresh, { API_DOCS: 'false' });
    try {
      const page = await off.app.inject({ url: '/x-api/docs' });
      expect(page.statusCode).toBe(404);
      expect(page.json()).toMatchObject({ ret_code: 10404 });
      expect((await off.app.inject({ url: '/x-api/openapi.json' })).json()).toEqual(doc);
    } finally {
      await off.app.close();
    }
  });
});
