/**
 * Secrets stay out of query strings (decision 038): a query string lands in access logs, proxy
 * logs, browser history and Referer headers. Every GET call's query fields are read from its
 * schema; a field named like a secret is allowed only where the product fixes the call as a GET
 * with that field, so a new GET that takes a code, token or password fails here.
 */
import { describe, expect, it } from 'vitest';
import * as schemas from '../schemas/index.js';
import * as calls from './index.js';

/** Field names that carry something a stranger must not learn. */
const SECRET_NAME = /code|token|password|secret|ticket|uuid|risk/i;

/** GETs the product fixes with these fields; anything else secret-like goes in a POST body. */
const PINNED_GET_FIELDS: Record<string, readonly string[]> = {
  // The activation poll and the recall lookup: GET by the sign-up's uuid.
  registerVerifyResultCall: ['uuid', 'verify_code'],
  registerRecallInfoCall: ['uuid'],
  // The QR status poll: GET by uuid; the generating browser's secret rides with it.
  qrStatusCall: ['uuid', 'secret'],
  // The self-help ban status: GET with self_unbind_token.
  selfHelpBanStatusCall: ['self_unbind_token'],
};

/** Calls that share another call's schemas. */
const SCHEMAS_OF: Record<string, string> = { registerCaptchaInfoCall: 'captchaInfoSchemas' };

interface Route {
  method: string;
  path: string;
}

const getCalls = Object.entries(calls as Record<string, unknown>).filter(
  (entry): entry is [string, Route] =>
    typeof entry[1] === 'object' && entry[1] !== null && 'method' in entry[1],
);

function queryFields(callName: string): string[] {
  const schemaName = SCHEMAS_OF[callName] ?? callName.replace(/Call$/, 'Schemas');
  const found = (schemas as Record<string, unknown>)[schemaName] as
    { request: { shape?: Record<string, unknown> } } | undefined;
  if (!found) throw new Error(`${callName}: no ${schemaName} to read its query from`);
  return Object.keys(found.request.shape ?? {});
}

describe('secrets stay out of query strings (decision 038)', () => {
  const gets = getCalls.filter(([, route]) => route.method === 'GET');

  it('the GET calls are found (the check reads something)', () => {
    expect(gets.map(([name]) => name)).toEqual(
      expect.arrayContaining(['qrStatusCall', 'registerRecallInfoCall', 'countryListCall']),
    );
  });

  it.each(gets.map(([name, route]) => [name, route.path] as const))(
    '%s (GET %s) takes no secret in its query string unless the product fixes it',
    (name) => {
      const secretLike = queryFields(name).filter((field) => SECRET_NAME.test(field));
      const pinned = PINNED_GET_FIELDS[name] ?? [];
      expect(secretLike.filter((field) => !pinned.includes(field))).toEqual([]);
    },
  );

  it('every call that takes a password, a code to check or a captcha answer is a POST', () => {
    const checked = [
      'loginCall',
      'thirdPartyLoginCall',
      'registerEmailCall',
      'registerVerifyCall',
      'registerActivateCall',
    ];
    for (const name of checked) {
      expect((calls as unknown as Record<string, Route>)[name]?.method).toBe('POST');
    }
  });
});
