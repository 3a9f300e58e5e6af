import { API_PATH_PREFIX, ok, type CallRoute } from '@foyer/contract';
import { defineSchemas } from '@foyer/contract/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { databases, type FreshDatabase } from '../test-support/databases.js';
import { buildTestApp, json, type TestApp } from '../test-support/test-app.js';
import type { AnswerMismatch } from './answer-check.js';
import { route } from './route.js';

/** Throwaway calls, registered through the helper beside the real ones. */
const echoSchemas = defineSchemas({
  request: z.object({ name: z.string().max(8) }),
  result: z.object({ hello: z.string() }),
});
const echoGet: CallRoute = { method: 'GET', path: '/test/echo', private: false };
const echoPost: CallRoute = { method: 'POST', path: '/test/echo', private: false };
const misfit: CallRoute = { method: 'POST', path: '/test/misfit', private: false };
const privateEcho: CallRoute = { method: 'GET', path: '/test/private/echo', private: true };

/** A handler bug: the answer's id is a number, and a secret rides along undeclared. */
const LEAKED = 'do-not-log-this-value';

describe('route(): one registration per contract call', () => {
  let fresh: FreshDatabase;
  let t: TestApp;
  const mismatches: AnswerMismatch[] = [];
  const lines: string[] = [];

  beforeAll(async () => {
    fresh = await databases[0]!.create();
    t = await buildTestApp(
      fresh,
      { LOG_LEVEL: 'error' },
      {
        onAnswerMismatch: (mismatch) => mismatches.push(mismatch),
        logStream: { write: (line) => lines.push(line) },
      },
    );
    await t.app.register(
      async (app) => {
        route(app, echoGet, echoSchemas, {}, async (query) => ok({ hello: query.name }));
        route(app, echoPost, echoSchemas, {}, async (body) => ok({ hello: body.name }));
        route(app, privateEcho, echoSchemas, {}, async (query) => ok({ hello: query.name }));
        const misfitSchemas = defineSchemas({
          request: z.object({}),
          result: z.object({ id: z.string() }),
        });
        route(app, misfit, misfitSchemas, {}, async () =>
          ok({ id: 42 as unknown as string, secret: LEAKED }),
        );
      },
      { prefix: API_PATH_PREFIX },
    );
  });
  afterAll(async () => {
    await t?.app.close();
    await fresh?.dispose();
  });

  it('a GET call reads its request from the query string', async () => {
    const response = await t.app.inject({ url: '/x-api/test/echo?name=ada' });
    expect(json(response)).toEqual({ ret_code: 0, ret_msg: 'OK', result: { hello: 'ada' } });
  });

  it('any other call reads it from the JSON body', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/x-api/test/echo',
      payload: { name: 'bob' },
    });
    expect(json(response).result).toEqual({ hello: 'bob' });
  });

  it('the request schema refuses bad input with 10004, as before', async () => {
    const response = await t.app.inject({ url: '/x-api/test/echo?name=much-too-long' });
    expect(response.statusCode).toBe(400);
    expect(json(response).ret_code).toBe(10004);
  });

  it('a private call stands behind the session gate: without a session, 10005', async () => {
    const response = await t.app.inject({ url: '/x-api/test/private/echo?name=eve' });
    expect(json(response)).toMatchObject({ ret_code: 10005 });
  });

  describe('an answer that does not fit its schema is caught', () => {
    it('the client gets the 10500 envelope of a bug, with HTTP 500 and nothing of the answer', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/x-api/test/misfit',
        payload: {},
      });
      expect(response.statusCode).toBe(500);
      expect(json(response)).toEqual({ ret_code: 10500, ret_msg: 'Internal error', result: {} });
      expect(response.body).not.toContain(LEAKED);
    });

    it('the mismatch is reported with the route and the paths at fault', () => {
      expect(mismatches).toContainEqual({
        method: 'POST',
        url: '/x-api/test/misfit',
        problems: ['result.id: Invalid input: expected string, received number'],
      });
    });

    it('it is logged as an error, without the answer’s values', () => {
      const log = lines.join('');
      expect(log).toContain('does not fit its schema');
      expect(log).toContain('result.id');
      expect(log).not.toContain(LEAKED);
    });
  });
});
