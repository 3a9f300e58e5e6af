/**
 * Every send behind the same guards (docs/decisions/035), as an attacker tries them: the
 * sign-up resend, the recovery send, the self-help unblock send and the security-verification
 * send each take the captcha of their own scene; the resend also the sign-up restrictions
 * and the farming check, and keeps the registration's first expiry; a sign-up risk token's
 * code goes to its own target only.
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { CAPTCHA_SCENES, RESEND_COOLDOWN_MS, SELF_HELP_BAN_WINDOW_MS } from '@foyer/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStore, type Store } from '../store/store.js';
import { solvedCaptcha } from '../test-support/captcha.js';
import { databases, type FreshDatabase } from '../test-support/databases.js';
import { buildTestApp, digestOf, json, type TestApp } from '../test-support/test-app.js';

const TTL_SECONDS = 600;
const FARMING_THRESHOLD = 3;
const RESEND = '/user/public/register/send/verify/item';
const RISK_SEND = '/user/public/risk/send-code';
// Documentation addresses (RFC 5737): the GEO_TABLE of this suite puts this one in the US.
const IN_US = '203.0.113.5';
const GEO_TABLE = ['cidr,country', '203.0.113.0/28,US'].join('\n');

describe.each(databases)('every send behind the same guards on $name', (database) => {
  let fresh: FreshDatabase;
  let t: TestApp;
  let operator: Store;
  let n = 0;
  const newEmail = (tag: string) => `${tag}${(n += 1)}@example.com`;
  /** Each scenario its own address, so the farming counts never mix between tests. */
  const newIp = () => `10.35.0.${(n += 1)}`;

  async function post(path: string, body: object, ip: string) {
    const url = `/x-api${path}`;
    return json(await t.app.inject({ method: 'POST', url, payload: body, remoteAddress: ip }));
  }
  const captcha = (scene: keyof typeof CAPTCHA_SCENES) =>
    solvedCaptcha(t.app, CAPTCHA_SCENES[scene]);
  const sentTo = (to: string) => t.delivery.sent.filter((m) => m.to === to).length;

  /** A code sign-up started as the widget starts it: register captcha solved. */
  async function startSignUp(email: string, ip: string, verifyType: 1 | 2 = 1) {
    const body = { email, verify_type: verifyType, ...(await captcha('register')) };
    const sent = await post('/user/public/register/info', body, ip);
    expect(sent.ret_code).toBe(0);
    expect(sentTo(email)).toBe(1);
    return String(sent.result.uuid);
  }

  /** FARMING_THRESHOLD - 1 sign-ups from `ip`, then the next target answers a risk token. */
  async function riskTokenFor(email: string, ip: string) {
    for (let i = 1; i < FARMING_THRESHOLD; i += 1) await startSignUp(newEmail('farm'), ip);
    const body = { email, ...(await captcha('register')) };
    const asked = await post('/verify/register/email', body, ip);
    expect(asked.result.risk_token_type).toBe('pass');
    expect(sentTo(email)).toBe(0);
    return String(asked.result.risk_token);
  }

  beforeAll(async () => {
    fresh = await database.create();
    const geoTable = join(fresh.dataDir, 'geo-table.csv');
    await writeFile(geoTable, GEO_TABLE);
    t = await buildTestApp(fresh, {
      CAPTCHA_ON_REGISTER: 'true',
      CAPTCHA_ON_SENDS: 'true',
      GEO_TABLE: geoTable,
      REGISTRATION_TTL_SECONDS: String(TTL_SECONDS),
      SIGN_UP_RISK_TARGETS_PER_HOUR: String(FARMING_THRESHOLD),
      RATE_LIMIT_SEND_CODE_PER_MINUTE: '10000',
      RATE_LIMIT_LOGIN_PER_MINUTE: '10000',
    });
    operator = await openStore(fresh);
  });
  afterAll(async () => {
    await operator?.destroy();
    await t?.app.close();
    await fresh?.dispose();
  });

  describe('the sign-up resend', () => {
    it('resend without captcha is refused (34001) and nothing is sent', async () => {
      const ip = newIp();
      const email = newEmail('no-captcha');
      const uuid = await startSignUp(email, ip);
      t.clock.advance(RESEND_COOLDOWN_MS);
      expect((await post(RESEND, { uuid }, ip)).ret_code).toBe(34001);
      expect(sentTo(email)).toBe(1);
    });

    it('resend with a captcha answer of another scene is refused and nothing is sent', async () => {
      const ip = newIp();
      const email = newEmail('other-scene');
      const uuid = await startSignUp(email, ip);
      t.clock.advance(RESEND_COOLDOWN_MS);
      for (const scene of ['login', 'recovery', 'riskVerification'] as const) {
        const answer = await post(RESEND, { uuid, ...(await captcha(scene)) }, ip);
        expect(answer.ret_code).toBe(34001);
      }
      expect(sentTo(email)).toBe(1);
      // The register scene's captcha is what opens it: the legitimate resend still works.
      expect((await post(RESEND, { uuid, ...(await captcha('register')) }, ip)).ret_code).toBe(0);
      expect(sentTo(email)).toBe(2);
    });

    it('a solved captcha buys one resend: replaying it is refused', async () => {
      const ip = newIp();
      const email = newEmail('replay');
      const uuid = await startSignUp(email, ip);
      t.clock.advance(RESEND_COOLDOWN_MS);
      const solved = await captcha('register');
      expect((await post(RESEND, { uuid, ...solved }, ip)).ret_code).toBe(0);
      t.clock.advance(RESEND_COOLDOWN_MS);
      expect((await post(RESEND, { uuid, ...solved }, ip)).ret_code).toBe(34001);
      expect(sentTo(email)).toBe(2);
    });

    it('resend from a banned IP is refused (31018, restrictions) and nothing is sent', async () => {
      const ip = newIp();
      const email = newEmail('banned-ip');
      const uuid = await startSignUp(email, ip);
      t.clock.advance(RESEND_COOLDOWN_MS);
      await operator.restrictions.banRange(`${ip}/32`, t.clock.now());
      try {
        const answer = await post(RESEND, { uuid, ...(await captcha('register')) }, ip);
        expect(answer).toMatchObject({ ret_code: 31018, result: { ip } });
      } finally {
        await operator.restrictions.unbanRange(`${ip}/32`);
      }
      expect(sentTo(email)).toBe(1);
    });

    it('resend from a banned region is refused (43001, restrictions) and nothing is sent', async () => {
      const email = newEmail('banned-region');
      const uuid = await startSignUp(email, newIp());
      t.clock.advance(RESEND_COOLDOWN_MS);
      const answer = await post(RESEND, { uuid, ...(await captcha('register')) }, IN_US);
      expect(answer).toMatchObject({ ret_code: 43001, result: { country_code: 'US' } });
      expect(sentTo(email)).toBe(1);
    });

    it('resend from an address farming sign-ups answers a risk token and sends nothing; the passed token resends', async () => {
      const email = newEmail('farmed-resend');
      const uuid = await startSignUp(email, newIp());
      t.clock.advance(RESEND_COOLDOWN_MS);
      // Another address, past the threshold of different targets in the hour.
      const farmer = newIp();
      for (let i = 1; i < FARMING_THRESHOLD; i += 1) await startSignUp(newEmail('farm'), farmer);
      const asked = await post(RESEND, { uuid, ...(await captcha('register')) }, farmer);
      expect(asked.result.risk_token_type).toBe('pass');
      expect(sentTo(email)).toBe(1);
      const riskToken = String(asked.result.risk_token);
      const riskBody = { risk_token: riskToken, ...(await captcha('riskVerification')) };
      expect((await post(RISK_SEND, riskBody, farmer)).ret_code).toBe(0);
      const code = t.delivery.lastCodeTo(email);
      const check = { risk_token: riskToken, code };
      expect((await post('/user/public/risk/check', check, farmer)).ret_code).toBe(0);
      const resent = { uuid, risk_token: riskToken, ...(await captcha('register')) };
      expect((await post(RESEND, resent, farmer)).ret_code).toBe(0);
      expect(sentTo(email)).toBe(3);
    });

    it('resend keeps the original expiry: the registration ends when it would have without resends', async () => {
      const ip = newIp();
      const email = newEmail('expiry');
      const uuid = await startSignUp(email, ip, 2);
      const expiresAt = t.clock.now() + TTL_SECONDS * 1000;
      const recall = async () =>
        json(await t.app.inject({ url: `/x-api/user/public/register/recall/info?uuid=${uuid}` }))
          .result;
      // An attacker resending every minute does not keep the sign-up (and its sends) alive.
      for (let minute = 1; minute < TTL_SECONDS / 60; minute += 1) {
        t.clock.advance(RESEND_COOLDOWN_MS);
        expect((await post(RESEND, { uuid, ...(await captcha('register')) }, ip)).ret_code).toBe(0);
        expect(await recall()).toMatchObject({ requester: { expire_time: expiresAt } });
      }
      const sent = sentTo(email);
      t.clock.set(expiresAt);
      const late = await post(RESEND, { uuid, ...(await captcha('register')) }, ip);
      expect(late.ret_code).toBe(10016);
      expect(sentTo(email)).toBe(sent);
      expect((await recall()).recall_stage).toBe('expired');
    });

    it('a code sign-up keeps its expiry too: its code is refused after the first expiry', async () => {
      const ip = newIp();
      const email = newEmail('code-expiry');
      const uuid = await startSignUp(email, ip);
      const expiresAt = t.clock.now() + TTL_SECONDS * 1000;
      t.clock.set(expiresAt - RESEND_COOLDOWN_MS);
      expect((await post(RESEND, { uuid, ...(await captcha('register')) }, ip)).ret_code).toBe(0);
      t.clock.set(expiresAt);
      const code = t.delivery.lastCodeTo(email);
      const verified = await post('/user/public/register/verify', { uuid, code }, ip);
      expect(verified.ret_code).toBe(32002);
    });
  });

  describe('the recovery and unblock sends', () => {
    it('recovery send without captcha is refused (34001) and nothing is sent', async () => {
      const ip = newIp();
      const account = await signUpWithCaptcha(newEmail('recover'), ip);
      const before = sentTo(account.email);
      const body = { email: account.email };
      expect((await post('/user/find-password/validation', body, ip)).ret_code).toBe(34001);
      const loginScene = { ...body, ...(await captcha('login')) };
      expect((await post('/user/find-password/validation', loginScene, ip)).ret_code).toBe(34001);
      expect(sentTo(account.email)).toBe(before);
      const solved = { ...body, ...(await captcha('recovery')) };
      expect((await post('/user/find-password/validation', solved, ip)).ret_code).toBe(0);
      expect(sentTo(account.email)).toBe(before + 1);
    });

    it('the self-help unblock send without its captcha is refused (34001) and nothing is sent', async () => {
      const ip = newIp();
      const account = await signUpWithCaptcha(newEmail('unblock'), ip);
      const accountId = String(account.id);
      const since = t.clock.now() - SELF_HELP_BAN_WINDOW_MS - 1;
      await operator.restrictions.restrict(accountId, 'banned', 'self_help', since);
      const before = sentTo(account.email);
      const body = { email: account.email, password: digestOf(account.password) };
      const unblock = '/user/public/self-help/deblocking';
      expect((await post(unblock, body, ip)).ret_code).toBe(34001);
      expect((await post(unblock, { ...body, ...(await captcha('login')) }, ip)).ret_code).toBe(
        34001,
      );
      expect(sentTo(account.email)).toBe(before);
      const solved = { ...body, ...(await captcha('selfUnblock')) };
      expect((await post(unblock, solved, ip)).result.self_unbind_token).toBeTruthy();
      expect(sentTo(account.email)).toBe(before + 1);
    });
  });

  describe('the security-verification (risk) send', () => {
    it('risk send without captcha, or with another scene, is refused (34001) and nothing is sent', async () => {
      const ip = newIp();
      const email = newEmail('risk-captcha');
      const riskToken = await riskTokenFor(email, ip);
      expect((await post(RISK_SEND, { risk_token: riskToken }, ip)).ret_code).toBe(34001);
      const other = { risk_token: riskToken, ...(await captcha('register')) };
      expect((await post(RISK_SEND, other, ip)).ret_code).toBe(34001);
      expect(sentTo(email)).toBe(0);
      const solved = { risk_token: riskToken, ...(await captcha('riskVerification')) };
      expect((await post(RISK_SEND, solved, ip)).ret_code).toBe(0);
      expect(sentTo(email)).toBe(1);
    });

    it('risk send of a sign-up token to another target is refused: nothing reaches the victim', async () => {
      const ip = newIp();
      const mine = newEmail('attacker');
      const victim = newEmail('victim');
      const riskToken = await riskTokenFor(mine, ip);
      // Naming the victim beside the token: the risk send takes no address, and says so.
      const aimed = {
        risk_token: riskToken,
        email: victim,
        ...(await captcha('riskVerification')),
      };
      expect((await post(RISK_SEND, aimed, ip)).ret_code).toBe(10004);
      // The token passed on its own target, then spent on the victim's sign-up send.
      const solved = { risk_token: riskToken, ...(await captcha('riskVerification')) };
      expect((await post(RISK_SEND, solved, ip)).ret_code).toBe(0);
      const check = { risk_token: riskToken, code: t.delivery.lastCodeTo(mine) };
      expect((await post('/user/public/risk/check', check, ip)).ret_code).toBe(0);
      const spent = { email: victim, risk_token: riskToken, ...(await captcha('register')) };
      expect((await post('/verify/register/email', spent, ip)).ret_code).toBe(44001);
      expect(sentTo(victim)).toBe(0);
      expect(sentTo(mine)).toBe(1);
    });

    it('risk send of a sign-up token from a banned IP is refused (31018) and nothing is sent', async () => {
      const ip = newIp();
      const email = newEmail('risk-banned');
      const riskToken = await riskTokenFor(email, ip);
      await operator.restrictions.banRange(`${ip}/32`, t.clock.now());
      try {
        const solved = { risk_token: riskToken, ...(await captcha('riskVerification')) };
        expect((await post(RISK_SEND, solved, ip)).ret_code).toBe(31018);
      } finally {
        await operator.restrictions.unbanRange(`${ip}/32`);
      }
      expect(sentTo(email)).toBe(0);
    });
  });

  it('every send path refuses a body without a captcha and sends nothing', async () => {
    const ip = newIp();
    const email = newEmail('every-path');
    const uuid = await startSignUp(email, ip);
    t.clock.advance(RESEND_COOLDOWN_MS);
    const before = t.delivery.sent.length;
    const sends: [string, object][] = [
      ['/verify/register/email', { email: newEmail('path') }],
      ['/verify/register/mobile', { country_code: '44', mobile: '7700900555' }],
      ['/user/public/register/info', { email: newEmail('path'), verify_type: 1 }],
      [RESEND, { uuid }],
      ['/user/find-password/validation', { email }],
      ['/user/public/self-help/deblocking', { email, password: digestOf('Passw0rd!') }],
      [RISK_SEND, { risk_token: 'any-token' }],
    ];
    for (const [path, body] of sends) {
      expect((await post(path, body, ip)).ret_code, path).toBe(34001);
    }
    expect(t.delivery.sent.length).toBe(before);
  });

  /** An account made through the guarded sign-up: register captcha first. */
  async function signUpWithCaptcha(email: string, ip: string) {
    const body = { email, ...(await captcha('register')) };
    expect((await post('/verify/register/email', body, ip)).ret_code).toBe(0);
    const password = 'Passw0rd!';
    const registered = await post(
      '/register/email',
      { email, emailverify: t.delivery.lastCodeTo(email), password: digestOf(password) },
      ip,
    );
    expect(registered.ret_code).toBe(0);
    return { id: registered.result.id, email, password };
  }
});
