/**
 * The widget sends the browser's fingerprint with every call that may open a session for it
 * (decision 150): the contract marks those calls `opensSession`, and the api wrapper reads the
 * mark. This test holds the mark to the route table: every door that can sign this browser in
 * is marked, and nothing else is. A new door without the mark fails here, so its log-ins
 * would not be checked by fingerprint.
 */
import * as contract from '@foyer/contract';
import type { CallRoute } from '@foyer/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases, type FreshDatabase } from '../test-support/databases.js';
import { buildTestApp, type TestApp } from '../test-support/test-app.js';

/** Doors that make an account or session for someone else than the browser that calls. */
const NOT_THIS_BROWSER = ['POST /x-api/user/private/sub-account/create'];

const isCall = (value: unknown): value is CallRoute =>
  typeof value === 'object' && value !== null && 'method' in value && 'path' in value;

describe('the calls that open a session carry the fingerprint (decision 150)', () => {
  let fresh: FreshDatabase;
  let t: TestApp;
  beforeAll(async () => {
    fresh = await databases[0]!.create();
    t = await buildTestApp(fresh);
  });
  afterAll(async () => {
    await t?.app.close();
    await fresh?.dispose();
  });

  it('every door of the route table that signs this browser in is marked opensSession in the contract, and no other call', () => {
    const doors = t.app.routeTable
      .filter((route) => route.door)
      .map((route) => `${route.method} ${route.url}`)
      .filter((route) => !NOT_THIS_BROWSER.includes(route));
    const marked = Object.values(contract as Record<string, unknown>).flatMap((value) =>
      isCall(value) && value.opensSession ? [`${value.method} /x-api${value.path}`] : [],
    );
    expect([...new Set(marked)].sort()).toEqual([...new Set(doors)].sort());
  });
});
