import { QR_LOGIN_TTL_MS } from '@foyer/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStore, type Store } from '../store/store.js';
import { databases, type FreshDatabase } from '../test-support/databases.js';
import { signUpByEmail } from '../test-support/flows.js';
import { buildTestApp, json, postJson, type TestApp } from '../test-support/test-app.js';

const CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';

interface Generated {
  uuid: string;
  link: string;
  secret: string;
  expire_time: number;
}

describe.each(databases)('QR-code log-in on $name', (database) => {
  let fresh: FreshDatabase;
  let t: TestApp;
  let other: TestApp;
  let operator: Store;
  let n = 0;
  const newEmail = () => `qr${(n += 1)}@example.com`;

  const generate = async (app = t) => {
    const response = await app.app.inject({
      url: '/x-api/v3/public/qrcode/generate?lang=ar-SA',
      headers: { 'user-agent': CHROME },
    });
    return json(response).result as unknown as Generated;
  };
  const status = async (qr: Pick<Generated, 'uuid' | 'secret'>, app = t) =>
    app.app.inject({
      url: `/x-api/v3/public/qrcode/status?uuid=${qr.uuid}&secret=${qr.secret}`,
    });
  const codeOf = (qr: Generated) => new URL(qr.link).searchParams.get('code') ?? '';
  const decide = (what: 'scan' | 'confirm' | 'decline', code: string, token?: string) =>
    postJson(t.app, `/v3/private/qrcode/${what}`, { code }, token ? { usertoken: token } : {});

  beforeAll(async () => {
    fresh = await database.create();
    t = await buildTestApp(fresh);
    // A second instance on the same database, as behind a load balancer.
    other = await buildTestApp(fresh);
    operator = await openStore(fresh);
  });
  afterAll(async () => {
    await operator?.destroy();
    await t?.app.close();
    await other?.app.close();
    await fresh?.dispose();
  });

  it('generate answers a uuid, the confirm-page link and the expiry; the secret is not in the link', async () => {
    const qr = await generate();
    expect(qr.link).toMatch(/^http:\/\/localhost:\d+\/ar-SA\/qr-login\?code=[\w-]{40,}$/);
    expect(qr.link).not.toContain(qr.secret);
    expect(qr.link).not.toContain(qr.uuid);
    expect(qr.expire_time - t.clock.now()).toBe(QR_LOGIN_TTL_MS);
    expect(json(await status(qr))).toMatchObject({ ret_code: 0, result: { status: 'waiting' } });
  });

  it('a signed-in device sees which browser asks; the generating browser then sees "scanned"', async () => {
    const account = await signUpByEmail(t, newEmail());
    const qr = await generate();
    const scanned = json(await decide('scan', codeOf(qr), account.token));
    expect(scanned).toMatchObject({ ret_code: 0, result: { browser: 'Chrome 120 on Linux' } });
    expect(scanned.result.ip).toBeTypeOf('string');
    expect(json(await status(qr)).result.status).toBe('scanned');
  });

  it('confirmed: the status hands out the session token and cookie exactly once', async () => {
    const account = await signUpByEmail(t, newEmail());
    const qr = await generate();
    expect(json(await decide('confirm', codeOf(qr), account.token)).ret_code).toBe(0);
    const first = await status(qr);
    const body = json(first);
    expect(body).toMatchObject({ ret_code: 0, result: { status: 'confirmed', id: account.id } });
    expect(body.token).toBeTypeOf('string');
    expect(first.cookies.find((c) => c.name === 'foyer_token')?.value).toBe(body.token);
    const profile = await t.app.inject({
      url: '/x-api/v2/private/user/profile',
      headers: { usertoken: String(body.token) },
    });
    expect(json(profile).result.id).toBe(account.id);

    const second = await status(qr);
    expect(json(second)).toMatchObject({ ret_code: 10016 });
    expect(json(second).token).toBeUndefined();
    expect(second.cookies).toHaveLength(0);
  });

  it('declined: the status says declined and never hands out a session', async () => {
    const account = await signUpByEmail(t, newEmail());
    const qr = await generate();
    expect(json(await decide('decline', codeOf(qr), account.token)).ret_code).toBe(0);
    const answered = json(await status(qr));
    expect(answered).toMatchObject({ ret_code: 0, result: { status: 'declined' } });
    expect(answered.token).toBeUndefined();
    // Decided once: a later confirm is refused.
    expect(json(await decide('confirm', codeOf(qr), account.token)).ret_code).toBe(10016);
  });

  it('a code expires after two minutes (fake clock): status says expired, confirm is refused', async () => {
    const account = await signUpByEmail(t, newEmail());
    const qr = await generate();
    t.clock.advance(QR_LOGIN_TTL_MS - 1);
    expect(json(await status(qr)).result.status).toBe('waiting');
    t.clock.advance(1);
    expect(json(await status(qr)).result.status).toBe('expired');
    expect(json(await decide('scan', codeOf(qr), account.token)).ret_code).toBe(10016);
    expect(json(await decide('confirm', codeOf(qr), account.token)).ret_code).toBe(10016);
  });

  it('an unknown uuid, or the right uuid with another secret, answers 10016', async () => {
    const qr = await generate();
    expect(json(await status({ uuid: 'no-such-uuid', secret: qr.secret })).ret_code).toBe(10016);
    expect(json(await status({ uuid: qr.uuid, secret: 'not-the-secret' })).ret_code).toBe(10016);
    const account = await signUpByEmail(t, newEmail());
    expect(json(await decide('confirm', 'not-a-code', account.token)).ret_code).toBe(10016);
  });

  it('scan, confirm and decline need a signed-in session (10005)', async () => {
    const qr = await generate();
    for (const what of ['scan', 'confirm', 'decline'] as const) {
      expect(json(await decide(what, codeOf(qr))).ret_code).toBe(10005);
    }
    expect(json(await status(qr)).result.status).toBe('waiting');
  });

  it('bad input answers the envelope 10004, never a 500', async () => {
    const missing = await t.app.inject({ url: '/x-api/v3/public/qrcode/status?uuid=abc' });
    expect(missing.statusCode).toBe(400);
    expect(json(missing).ret_code).toBe(10004);
    const account = await signUpByEmail(t, newEmail());
    const bad = await decide('confirm', 'a b/c', account.token);
    expect(json(bad).ret_code).toBe(10004);
  });

  it('an account banned after confirming gets no session: status answers 31003 (ban check)', async () => {
    const account = await signUpByEmail(t, newEmail());
    const qr = await generate();
    expect(json(await decide('confirm', codeOf(qr), account.token)).ret_code).toBe(0);
    await operator.restrictions.restrict(account.id, 'banned', 'operator', t.clock.now());
    const answered = json(await status(qr));
    expect(answered.ret_code).toBe(31003);
    expect(answered.token).toBeUndefined();
  });

  it('two instances on one database: generated on one, confirmed and collected on the other', async () => {
    const account = await signUpByEmail(t, newEmail());
    const qr = await generate(t);
    expect(json(await decide('confirm', codeOf(qr), account.token)).ret_code).toBe(0);
    const collected = json(await status(qr, other));
    expect(collected.result.status).toBe('confirmed');
    expect(collected.token).toBeTypeOf('string');
    expect(json(await status(qr, t)).ret_code).toBe(10016);
  });
});

describe.each(databases)('QR-code generate is rate-limited per IP on $name', (database) => {
  let fresh: FreshDatabase;
  let t: TestApp;
  beforeAll(async () => {
    fresh = await database.create();
    t = await buildTestApp(fresh);
  });
  afterAll(async () => {
    await t?.app.close();
    await fresh?.dispose();
  });

  it('after 20 codes a minute from one IP, generate answers 10006', async () => {
    const codes = [];
    for (let i = 0; i < 21; i += 1) {
      codes.push(json(await t.app.inject({ url: '/x-api/v3/public/qrcode/generate' })).ret_code);
    }
    expect(codes.slice(0, 20).every((code) => code === 0)).toBe(true);
    expect(codes[20]).toBe(10006);
  });
});
