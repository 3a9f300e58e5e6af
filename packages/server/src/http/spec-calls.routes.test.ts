/**
 * behaviour §7: every call of the spec's table answers. Each path below is the table's, in
 * its order, with its method (a path the spec does not name is ours: the region/IP look-up,
 * the self-help ban status, the Turkish bind and log-in, the invite avatar). Called with a minimal body, or none, each
 * answers the JSON envelope (`ret_code` a number, `ret_msg` a string): a refusal of the input
 * or of a missing session is an answer; the unknown path (10404, HTTP 404), the wrong method
 * (10405) and a server error (HTTP 500) are not.
 */
import { RET_CODES } from '@foyer/contract';
import { describe, expect, it } from 'vitest';
import { databases } from '../test-support/databases.js';
import { routeTestApp } from '../test-support/route-test-app.js';

type Method = 'GET' | 'POST';

/** behaviour §7's table, row by row: method, path, and the minimal body or query. */
const SPEC_CALLS: ReadonlyArray<readonly [Method, string, object?]> = [
  ['POST', '/user/public/register/info'],
  ['POST', '/user/public/register/verify'],
  ['GET', '/user/public/register/verify/result'],
  ['POST', '/user/public/register/password'],
  ['POST', '/user/public/register/send/verify/item'],
  ['GET', '/user/public/register/recall/info?uuid=unknown-sign-up'],
  ['POST', '/verify/register/email', { email: 'spec-calls@example.com' }],
  ['POST', '/verify/register/mobile'],
  ['POST', '/register/email'],
  ['POST', '/register/mobile'],
  ['POST', '/user/public/register_compliance'],
  ['POST', '/user/public/risk/default-intercept', { sence: 30002 }],
  ['POST', '/user/public/login/thirdparty'],
  ['POST', '/login'],
  ['POST', '/user/public/login_compliance'],
  ['POST', '/user/public/ban/einfo', { self_unbind_token: 'unknown' }],
  ['GET', '/v3/public/qrcode/generate'],
  ['GET', '/v3/public/qrcode/status'],
  ['POST', '/user/private/one_people_bind/set', { bind: 1 }],
  ['POST', '/user/private/bind/telegram'],
  ['GET', '/user/private/telegram-bind-status'],
  ['POST', '/user/private/unbind/telegram'],
  ['GET', '/v2/private/user/profile'],
  ['GET', '/v2/public/country-list'],
  ['GET', '/register/countryCode'],
  ['POST', '/s1/code/info', { code: 'SPEC7' }],
  ['GET', '/register/permission_v2'],
  ['POST', '/affiliate/v5/anonymity', { affiliate_id: '1' }],
  ['POST', '/s1/affiliate-openapi/anonymity', { affiliate_id: '1' }],
  ['POST', '/affiliate/apis/v1/open-info', { affid: '1' }],
  ['POST', '/v3/private/misc/cabital/post-register'],
  ['POST', '/v3/config/banner'],
  ['POST', '/v3/config/web'],
  ['GET', '/v3/public/user/captcha-info?type=CAPTCHA_TYPE_BEHAVIOR_GEETEST&scene=31000'],
  ['GET', '/user/public/captcha-info?scene=31004'],
  ['GET', '/oauth/v1/private/pre_authorize'],
  ['POST', '/oauth/v1/private/confirm_auth'],
  ['POST', '/user/find-password/validation'],
  ['POST', '/user/find/password'],
  ['POST', '/user/find-password/unbind-google-2fa/send-code-to-email'],
  ['POST', '/user/public/self-help/deblocking'],
  ['GET', '/user/public/self-help/ban-status?self_unbind_token=unknown'],
  ['POST', '/growth/miniapp/task/v1/complete_task'],
  // Region/IP lookup: the spec shows no path; ours.
  ['GET', '/user/public/ip-info'],
  // Turkish bind and log-in by the popup's quick_token: no path shown; ours are the link of a
  // signed-in account and the third-party log-in, with token_type 'tr' (decisions 069, 084).
  ['POST', '/user/private/thirdparty/link', { token_type: 'tr', token: 'quick-token' }],
  ['POST', '/user/public/login/thirdparty', { token_type: 'tr', token: 'quick-token' }],
  // Invite avatar by id and country: the spec shows no path; ours (decision 142).
  ['GET', '/affiliate/apis/v1/avatar?affid=1&country=GB'],
  ['POST', '/v2/public/metrics', { events: [] }],
];

const NOT_ANSWERS: readonly number[] = [
  RET_CODES.NOT_FOUND.code,
  RET_CODES.METHOD_NOT_ALLOWED.code,
];

describe.each(databases)('every call of behaviour §7 answers, on $name', (database) => {
  const t = routeTestApp(database, {
    RATE_LIMIT_PER_MINUTE: '10000',
    RATE_LIMIT_LOGIN_PER_MINUTE: '10000',
    RATE_LIMIT_SEND_CODE_PER_MINUTE: '10000',
    RATE_LIMIT_CODE_INFO_PER_MINUTE: '10000',
  });

  const calls = SPEC_CALLS.map(([method, path, body]) => ({ method, path, body }));

  it.each(calls)('$method $path answers the envelope', async ({ method, path, body }) => {
    const response = await t.inject(method, path, method === 'POST' ? (body ?? {}) : undefined);
    expect(response.statusCode).not.toBe(404);
    expect(response.statusCode).not.toBe(405);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const envelope = response.json<{ ret_code: unknown; ret_msg: unknown }>();
    expect(typeof envelope.ret_code).toBe('number');
    expect(typeof envelope.ret_msg).toBe('string');
    expect(NOT_ANSWERS).not.toContain(envelope.ret_code);
  });

  it('the walk can fail: a path no call has is the unknown path, 10404', async () => {
    const response = await t.inject('POST', '/user/public/no-such-call', {});
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ ret_code: RET_CODES.NOT_FOUND.code });
  });
});
