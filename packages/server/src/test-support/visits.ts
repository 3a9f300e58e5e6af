/**
 * Requests as the widget sends them from somewhere: a device (Guid header), an address and,
 * once signed in, a session; sign-up and log-in from there. For route tests whose answers
 * depend on where the visitor is (risk verification, guided sign-ins, restrictions).
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect } from 'vitest';
import type { RouteTestApp } from './route-test-app.js';
import { digestOf, json } from './test-app.js';

export interface Where {
  headers: Record<string, string>;
  remoteAddress: string;
}

/** A request from a device (none without a Guid), an address, and a session if any. */
export const from = (guid: string | undefined, ip: string, session?: string): Where => ({
  headers: { ...(guid ? { guid } : {}), ...(session ? { usertoken: session } : {}) },
  remoteAddress: ip,
});

/**
 * GEO_TABLE for the app of `env`: the table is written to a file before the app is built, so
 * call this before routeTestApp(database, env) in the describe block.
 */
export function withGeoTable(env: Record<string, string>, csv: string): void {
  let dir = '';
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'foyer-geo-'));
    env.GEO_TABLE = join(dir, 'geo-table.csv');
    await writeFile(env.GEO_TABLE, csv);
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));
}

/** Calls, sign-up and log-in from a place, with one password for every account. */
export function visits(t: RouteTestApp, password = 'Passw0rd!') {
  async function call(
    method: 'GET' | 'POST',
    path: string,
    body: object | undefined,
    where: Where,
  ) {
    const response = await t.app.inject({
      method,
      url: `/x-api${path}`,
      ...(body ? { payload: body } : {}),
      headers: where.headers,
      remoteAddress: where.remoteAddress,
    });
    return { response, body: json(response) };
  }
  /** The old e-mail sign-up from a place; answers the account's id and session token. */
  async function signUp(email: string, where: Where) {
    await call('POST', '/verify/register/email', { email }, where);
    const emailverify = t.delivery.lastCodeTo(email);
    const body = { email, emailverify, password: digestOf(password) };
    const registered = await call('POST', '/register/email', body, where);
    expect(registered.body.ret_code).toBe(0);
    return { id: String(registered.body.result.id), token: String(registered.body.token) };
  }
  const login = (email: string, where: Where, extra: object = {}) =>
    call('POST', '/login', { email, password: digestOf(password), ...extra }, where);
  return { call, signUp, login };
}
