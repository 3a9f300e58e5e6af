/**
 * The waitlist join behind the guards of every send (decisions 035, 034, 109), as an attacker
 * tries it: the join e-mails a link, so it takes the captcha of scene register 31004 (one
 * solved captcha buys one join) and counts against the daily send caps per address and per
 * IP, in one statement with its 60 s resend wait. Nothing is sent or kept when refused, and
 * bad input answers the envelope.
 */
import { CAPTCHA_SCENES, RESEND_COOLDOWN_MS } from '@foyer/contract';
import { describe, expect, it } from 'vitest';
import { SENDS_PER_TARGET_PER_DAY } from '../codes/code-budget.js';
import { solvedCaptcha } from '../test-support/captcha.js';
import { databases } from '../test-support/databases.js';
import { routeTestApp } from '../test-support/route-test-app.js';
import { json } from '../test-support/test-app.js';

const JOIN = '/user/public/waitlist/join';
const SENDS_PER_IP = 3;

describe.each(databases)(
  'the waitlist join takes the captcha and counts against the daily caps (decision 109) on $name',
  (database) => {
    const t = routeTestApp(database, {
      CAPTCHA_ON_REGISTER: 'true',
      SEND_CODES_PER_IP_PER_DAY: String(SENDS_PER_IP),
      RATE_LIMIT_SEND_CODE_PER_MINUTE: '10000',
    });
    let n = 0;
    const newEmail = (tag: string) => `${tag}${(n += 1)}@example.com`;
    /** Each scenario its own address, so the per-IP counts never mix between tests. */
    const newIp = () => `10.109.${Math.floor((n += 1) / 250)}.${n % 250}`;
    const captcha = (scene: keyof typeof CAPTCHA_SCENES = 'register') =>
      solvedCaptcha(t.app, CAPTCHA_SCENES[scene]);
    const join = async (body: object, ip: string) =>
      json(
        await t.app.inject({
          method: 'POST',
          url: `/x-api${JOIN}`,
          payload: body,
          remoteAddress: ip,
        }),
      );
    const linksTo = (to: string) =>
      t.delivery.sent.filter((m) => m.to === to && m.channel === 'email' && m.link).length;

    it('a join without a captcha is refused (34001): nothing is sent or kept', async () => {
      const email = newEmail('no-captcha');
      expect(await join({ email }, newIp())).toMatchObject({ ret_code: 34001 });
      expect(linksTo(email)).toBe(0);
      expect(await t.store.waitlist.find(email)).toBeUndefined();
    });

    it("a join with another scene's captcha is refused (34001); the register scene's opens it", async () => {
      const email = newEmail('other-scene');
      const ip = newIp();
      for (const scene of ['login', 'recovery', 'riskVerification'] as const) {
        expect((await join({ email, ...(await captcha(scene)) }, ip)).ret_code).toBe(34001);
      }
      expect(linksTo(email)).toBe(0);
      expect((await join({ email, ...(await captcha()) }, ip)).ret_code).toBe(0);
      expect(linksTo(email)).toBe(1);
    });

    it('a solved captcha buys one join: replaying it is refused and sends nothing', async () => {
      const solved = await captcha();
      const ip = newIp();
      const [first, second] = [newEmail('replay'), newEmail('replay')];
      expect((await join({ email: first, ...solved }, ip)).ret_code).toBe(0);
      expect((await join({ email: second, ...solved }, ip)).ret_code).toBe(34001);
      expect(linksTo(second)).toBe(0);
    });

    it("joins from many addresses flood one inbox no longer: the address's daily cap refuses the next with 47002, nothing sent", async () => {
      const victim = newEmail('victim');
      for (let i = 0; i < SENDS_PER_TARGET_PER_DAY; i += 1) {
        expect((await join({ email: victim, ...(await captcha()) }, newIp())).ret_code).toBe(0);
        t.clock.advance(RESEND_COOLDOWN_MS);
      }
      expect(linksTo(victim)).toBe(SENDS_PER_TARGET_PER_DAY);
      const over = await join({ email: victim, ...(await captcha()) }, newIp());
      expect(over).toMatchObject({ ret_code: 47002, result: { retry_at: expect.any(Number) } });
      expect(linksTo(victim)).toBe(SENDS_PER_TARGET_PER_DAY);
    });

    it("joins and sign-up sends share the address's cap: joins spend it, and the sign-up code is refused too", async () => {
      const victim = newEmail('shared-cap');
      for (let i = 0; i < SENDS_PER_TARGET_PER_DAY; i += 1) {
        expect((await join({ email: victim, ...(await captcha()) }, newIp())).ret_code).toBe(0);
        t.clock.advance(RESEND_COOLDOWN_MS);
      }
      const body = { email: victim, ...(await captcha()) };
      const sent = json(
        await t.app.inject({
          method: 'POST',
          url: '/x-api/verify/register/email',
          payload: body,
          remoteAddress: newIp(),
        }),
      );
      expect(sent.ret_code).toBe(47002);
    });

    it('one IP joining many addresses reaches its daily cap: 47003, nothing sent or kept', async () => {
      const ip = newIp();
      for (let i = 0; i < SENDS_PER_IP; i += 1) {
        expect(
          (await join({ email: newEmail('from-one-ip'), ...(await captcha()) }, ip)).ret_code,
        ).toBe(0);
      }
      const email = newEmail('from-one-ip');
      const over = await join({ email, ...(await captcha()) }, ip);
      expect(over).toMatchObject({ ret_code: 47003, result: { retry_at: expect.any(Number) } });
      expect(linksTo(email)).toBe(0);
      expect(await t.store.waitlist.find(email)).toBeUndefined();
    });

    it('a second join within the 60 s wait answers the same, sends nothing and spends none of the caps', async () => {
      const ip = newIp();
      const email = newEmail('within-wait');
      expect((await join({ email, ...(await captcha()) }, ip)).ret_code).toBe(0);
      expect((await join({ email, ...(await captcha()) }, ip)).ret_code).toBe(0);
      expect(linksTo(email)).toBe(1);
      // The refused wait gave its caps back: the IP still has SENDS_PER_IP - 1 sends.
      for (let i = 1; i < SENDS_PER_IP; i += 1) {
        expect(
          (await join({ email: newEmail('after-wait'), ...(await captcha()) }, ip)).ret_code,
        ).toBe(0);
      }
      expect(
        (await join({ email: newEmail('after-wait'), ...(await captcha()) }, ip)).ret_code,
      ).toBe(47003);
    });

    it('bad captcha input answers the envelope, never a 500', async () => {
      const ip = newIp();
      const email = newEmail('bad-input');
      const garbage = { magpie_verify_info: { token: '%%%not-base64%%%', scene: 31004 } };
      expect(await join({ email, ...garbage }, ip)).toMatchObject({ ret_code: 34001 });
      expect((await join({ email, type: 'carrier-pigeon' }, ip)).ret_code).toBe(10004);
      expect((await join({ email, magpie_verify_info: 'x' }, ip)).ret_code).toBe(10004);
      expect(linksTo(email)).toBe(0);
    });
  },
);
