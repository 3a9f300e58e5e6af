import { QR_LOGIN_TTL_MS } from '@foyer/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStore, type Store } from '../store/store.js';
import { databases, type FreshDatabase } from '../test-support/databases.js';
import { signUpByEmail, type SignedUp } from '../test-support/flows.js';
import { buildTestApp, digestOf, json, postJson, type TestApp } from '../test-support/test-app.js';
import { codeAt, enableTwoFactor } from '../test-support/two-factor.js';

const CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';

interface Generated {
  uuid: string;
  link: string;
  secret: string;
  expire_time: number;
  /** Shown on the requesting screen beside the code. */
  number: string;
}

const codeOf = (qr: Generated) => new URL(qr.link).searchParams.get('code') ?? '';

/** Generates a code as the requesting browser (a Chrome on Linux) does. */
async function generateOn(t: TestApp, query = 'lang=ar-SA'): Promise<Generated> {
  const response = await t.app.inject({
    url: `/x-api/v3/public/qrcode/generate?${query}`,
    headers: { 'user-agent': CHROME },
  });
  return json(response).result as unknown as Generated;
}

function statusOn(t: TestApp, qr: Pick<Generated, 'uuid' | 'secret'>) {
  return t.app.inject({
    url: `/x-api/v3/public/qrcode/status?uuid=${qr.uuid}&secret=${qr.secret}`,
  });
}

/**
 * The approving device's confirm: the number read off the requesting screen and the
 * approver's password, as the confirm page sends them; `change` plays the attacker.
 */
function approveOn(
  t: TestApp,
  qr: Generated,
  approver: Pick<SignedUp, 'token' | 'password'>,
  change: Record<string, unknown> = {},
) {
  const body = { code: codeOf(qr), number: qr.number, password: digestOf(approver.password) };
  return postJson(
    t.app,
    '/v3/private/qrcode/confirm',
    { ...body, ...change },
    {
      usertoken: approver.token,
    },
  );
}

describe.each(databases)('QR-code log-in on $name', (database) => {
  let fresh: FreshDatabase;
  let t: TestApp;
  let other: TestApp;
  let operator: Store;
  let n = 0;
  const newEmail = () => `qr${(n += 1)}@example.com`;

  const generate = (app = t) => generateOn(app);
  const status = (qr: Pick<Generated, 'uuid' | 'secret'>, app = t) => statusOn(app, qr);
  const decide = (what: 'scan' | 'decline', code: string, token?: string) =>
    postJson(t.app, `/v3/private/qrcode/${what}`, { code }, token ? { usertoken: token } : {});
  const approve = (qr: Generated, approver: SignedUp, change: Record<string, unknown> = {}) =>
    approveOn(t, qr, approver, change);

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
    expect(qr.number).toMatch(/^\d{2}$/);
    expect(json(await status(qr))).toMatchObject({ ret_code: 0, result: { status: 'waiting' } });
  });

  it('a signed-in device sees which browser asks; the generating browser then sees "scanned"', async () => {
    const account = await signUpByEmail(t, newEmail());
    const qr = await generate();
    const scanned = json(await decide('scan', codeOf(qr), account.token));
    expect(scanned).toMatchObject({ ret_code: 0, result: { browser: 'Chrome 120 on Linux' } });
    expect(scanned.result.ip).toBeTypeOf('string');
    // Three distinct numbers to pick from, one of them the number the requesting screen shows.
    const choices = scanned.result.choices as string[];
    expect(new Set(choices).size).toBe(3);
    expect(choices).toContain(qr.number);
    // Opening the link again shows the same three: two scans do not give the number away.
    const again = json(await decide('scan', codeOf(qr), account.token));
    expect(again.result.choices).toEqual(choices);
    expect(json(await status(qr)).result.status).toBe('scanned');
  });

  it('confirmed: the status hands out the session token and cookie exactly once', async () => {
    const account = await signUpByEmail(t, newEmail());
    const qr = await generate();
    expect(json(await approve(qr, account)).ret_code).toBe(0);
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
    expect(json(await approve(qr, account)).ret_code).toBe(10016);
  });

  it('a code expires after two minutes (fake clock): status says expired, confirm is refused', async () => {
    const account = await signUpByEmail(t, newEmail());
    const qr = await generate();
    t.clock.advance(QR_LOGIN_TTL_MS - 1);
    expect(json(await status(qr)).result.status).toBe('waiting');
    t.clock.advance(1);
    expect(json(await status(qr)).result.status).toBe('expired');
    expect(json(await decide('scan', codeOf(qr), account.token)).ret_code).toBe(10016);
    expect(json(await approve(qr, account)).ret_code).toBe(10016);
  });

  it('an unknown uuid, or the right uuid with another secret, answers 10016', async () => {
    const qr = await generate();
    expect(json(await status({ uuid: 'no-such-uuid', secret: qr.secret })).ret_code).toBe(10016);
    expect(json(await status({ uuid: qr.uuid, secret: 'not-the-secret' })).ret_code).toBe(10016);
    const account = await signUpByEmail(t, newEmail());
    expect(json(await approve(qr, account, { code: 'not-a-code' })).ret_code).toBe(10016);
  });

  it('scan, confirm and decline need a signed-in session (10005)', async () => {
    const qr = await generate();
    for (const what of ['scan', 'decline'] as const) {
      expect(json(await decide(what, codeOf(qr))).ret_code).toBe(10005);
    }
    const noSession = { token: '', password: 'Passw0rd!' };
    expect(json(await approveOn(t, qr, noSession)).ret_code).toBe(10005);
    expect(json(await status(qr)).result.status).toBe('waiting');
  });

  it('bad input answers the envelope 10004, never a 500', async () => {
    const missing = await t.app.inject({ url: '/x-api/v3/public/qrcode/status?uuid=abc' });
    expect(missing.statusCode).toBe(400);
    expect(json(missing).ret_code).toBe(10004);
    const account = await signUpByEmail(t, newEmail());
    const bad = await approve(await generate(), account, { code: 'a b/c' });
    expect(json(bad).ret_code).toBe(10004);
  });

  it('an account banned after confirming gets no session: status answers 31003 (ban check)', async () => {
    const account = await signUpByEmail(t, newEmail());
    const qr = await generate();
    expect(json(await approve(qr, account)).ret_code).toBe(0);
    await operator.restrictions.restrict(account.id, 'banned', 'operator', t.clock.now());
    const answered = json(await status(qr));
    expect(answered.ret_code).toBe(31003);
    expect(answered.token).toBeUndefined();
  });

  it('two instances on one database: generated on one, confirmed and collected on the other', async () => {
    const account = await signUpByEmail(t, newEmail());
    const qr = await generate(t);
    expect(json(await approve(qr, account)).ret_code).toBe(0);
    const collected = json(await status(qr, other));
    expect(collected.result.status).toBe('confirmed');
    expect(collected.token).toBeTypeOf('string');
    expect(json(await status(qr, t)).ret_code).toBe(10016);
  });
});

describe.each(databases)('QR approval cannot be phished or chained, on $name', (database) => {
  let fresh: FreshDatabase;
  let t: TestApp;
  let n = 0;
  const newAccount = () => signUpByEmail(t, `qr-approve${(n += 1)}@example.com`);
  const profileOf = (token: string) =>
    t.app.inject({ url: '/x-api/v2/private/user/profile', headers: { usertoken: token } });
  /** Approves a fresh code with `approver` and collects its session token. */
  const qrSessionFrom = async (approver: Pick<SignedUp, 'token' | 'password'>) => {
    const qr = await generateOn(t);
    expect(json(await approveOn(t, qr, approver)).ret_code).toBe(0);
    return String(json(await statusOn(t, qr)).token);
  };

  beforeAll(async () => {
    fresh = await database.create();
    t = await buildTestApp(fresh);
  });
  afterAll(async () => {
    await t?.app.close();
    await fresh?.dispose();
  });

  it('a QR approval without the matching number is refused (47050) and voids the request', async () => {
    const owner = await newAccount();
    const qr = await generateOn(t);
    const scanned = json(
      await postJson(
        t.app,
        '/v3/private/qrcode/scan',
        { code: codeOf(qr) },
        { usertoken: owner.token },
      ),
    );
    // The phished owner picks a number the requesting screen does not show.
    const wrong = (scanned.result.choices as string[]).find((choice) => choice !== qr.number);
    expect(json(await approveOn(t, qr, owner, { number: wrong }))).toMatchObject({
      ret_code: 47050,
    });
    const after = json(await statusOn(t, qr));
    expect(after.result.status).toBe('declined');
    expect(after.token).toBeUndefined();
    // Voided: even the right number cannot bring it back; the requester must make a new one.
    expect(json(await approveOn(t, qr, owner)).ret_code).toBe(10016);
    // And no number at all is bad input, never a confirmation.
    const other = await generateOn(t);
    expect(json(await approveOn(t, other, owner, { number: undefined })).ret_code).toBe(10004);
  });

  it('a QR approval with a wrong password is refused (31002), counted like a log-in failure', async () => {
    const owner = await newAccount();
    const qr = await generateOn(t);
    const refused = json(await approveOn(t, qr, owner, { password: digestOf('not-the-password') }));
    expect(refused).toMatchObject({ ret_code: 31002, result: { pass_err_count: 1 } });
    expect(json(await statusOn(t, qr)).result.status).toBe('waiting');
    // The log-in with the same identity sees the same failure count: one lock-out for both.
    const login = json(
      await postJson(t.app, '/login', {
        email: `qr-approve${n}@example.com`,
        password: digestOf('still-not-it'),
      }),
    );
    expect(login).toMatchObject({ ret_code: 31002, result: { pass_err_count: 2 } });
  });

  it('with two-factor on, a QR approval without the current code is refused (47051)', async () => {
    const owner = await newAccount();
    const secret = await enableTwoFactor(t, owner.token);
    const qr = await generateOn(t);
    const scanned = json(
      await postJson(
        t.app,
        '/v3/private/qrcode/scan',
        { code: codeOf(qr) },
        { usertoken: owner.token },
      ),
    );
    expect(scanned.result.google2fa).toBe(true);
    expect(json(await approveOn(t, qr, owner)).ret_code).toBe(47051);
    expect(json(await approveOn(t, qr, owner, { google2fa: '000000' })).ret_code).toBe(35001);
    expect(json(await statusOn(t, qr)).token).toBeUndefined();
    const google2fa = codeAt(secret, t.clock.now());
    expect(json(await approveOn(t, qr, owner, { google2fa })).ret_code).toBe(0);
  });

  it('a session made by QR expires no later than the approving session (fake clock)', async () => {
    const owner = await newAccount();
    // Twenty hours into the owner's 24-hour session, a thief approves a code with it…
    t.clock.advance(20 * 3_600_000);
    const stolen = await qrSessionFrom(owner);
    expect(json(await profileOf(stolen)).ret_code).toBe(0);
    // …and approves another with the QR-made session, to try to chain past the first.
    const chained = await qrSessionFrom({ token: stolen, password: owner.password });
    t.clock.advance(4 * 3_600_000 - 1);
    expect(json(await profileOf(chained)).ret_code).toBe(0);
    t.clock.advance(1);
    for (const token of [owner.token, stolen, chained]) {
      expect(json(await profileOf(token)).ret_code).toBe(10005);
    }
  });

  it('the sixth QR approval of an account in an hour is refused (47052)', async () => {
    const owner = await newAccount();
    for (let i = 0; i < 5; i += 1) {
      expect(json(await approveOn(t, await generateOn(t), owner)).ret_code).toBe(0);
      t.clock.advance(60_000);
    }
    const sixth = await generateOn(t);
    expect(json(await approveOn(t, sixth, owner)).ret_code).toBe(47052);
    expect(json(await statusOn(t, sixth)).token).toBeUndefined();
    // An hour after the first, one more is allowed.
    t.clock.advance(56 * 60_000);
    expect(json(await approveOn(t, await generateOn(t), owner)).ret_code).toBe(0);
  });

  it('parallel QR approvals of one account: exactly five pass, the others are refused (47052)', async () => {
    t.clock.advance(60_000);
    const owner = await newAccount();
    for (let i = 0; i < 3; i += 1) {
      expect(json(await approveOn(t, await generateOn(t), owner)).ret_code).toBe(0);
    }
    // Four at once, fewer than the password's lock-out counts (its hits precede the check).
    const codes = [];
    for (let i = 0; i < 4; i += 1) codes.push(await generateOn(t));
    const answers = await Promise.all(codes.map((qr) => approveOn(t, qr, owner)));
    const retCodes = answers.map((answer) => Number(json(answer).ret_code));
    expect(retCodes.sort((x, y) => x - y)).toEqual([0, 0, 47052, 47052]);
  });

  it('a QR code approved twice counts once: the second answers 10016, and four more still pass', async () => {
    t.clock.advance(60_000);
    const owner = await newAccount();
    const qr = await generateOn(t);
    expect(json(await approveOn(t, qr, owner)).ret_code).toBe(0);
    expect(json(await approveOn(t, qr, owner)).ret_code).toBe(10016);
    for (let i = 0; i < 4; i += 1) {
      expect(json(await approveOn(t, await generateOn(t), owner)).ret_code).toBe(0);
    }
    expect(json(await approveOn(t, await generateOn(t), owner)).ret_code).toBe(47052);
  });

  it('the owner gets an e-mail per approval, with the browser and IP the server saw', async () => {
    const owner = await newAccount();
    const to = `qr-approve${n}@example.com`;
    const told = () =>
      t.delivery.sent.filter((m) => m.to === to && m.channel === 'email' && /QR/.test(m.subject));
    expect(json(await approveOn(t, await generateOn(t), owner)).ret_code).toBe(0);
    expect(json(await approveOn(t, await generateOn(t), owner)).ret_code).toBe(0);
    expect(told()).toHaveLength(2);
    const [first] = told();
    expect(first?.channel === 'email' && first.text).toContain('Chrome 120 on Linux');
    expect(first?.channel === 'email' && first.text).toContain('127.0.0.1');
    expect(first?.channel === 'email' && first.text).toMatch(/if this was not you/i);
    // A refused approval tells nothing: the e-mail says what happened, not what was tried.
    await approveOn(t, await generateOn(t), owner, { password: digestOf('wrong') });
    expect(told()).toHaveLength(2);
  });

  it('the browser shown is the one the server saw, never one the requester names', async () => {
    const owner = await newAccount();
    const qr = await generateOn(t, 'lang=en&browser=Your%20own%20laptop&ua=Safari%2017');
    const scanned = json(
      await postJson(
        t.app,
        '/v3/private/qrcode/scan',
        { code: codeOf(qr) },
        { usertoken: owner.token },
      ),
    );
    expect(scanned.result).toMatchObject({ browser: 'Chrome 120 on Linux', ip: '127.0.0.1' });
    expect(JSON.stringify(scanned.result)).not.toMatch(/laptop|Safari/);
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
