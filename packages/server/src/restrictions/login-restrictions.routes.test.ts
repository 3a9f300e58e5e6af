/**
 * Log-in's answers to bans and terminations (behaviour §8 "The product's codes", "IP
 * limited"): each refusal's ret_code, message and fields. The standing rules themselves:
 * restrictions.service.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { databases } from '../test-support/databases.js';
import { signUpByEmail, signUpByMobile } from '../test-support/flows.js';
import { routeTestApp } from '../test-support/route-test-app.js';
import { digestOf } from '../test-support/test-app.js';
import { hashPassword } from '../shared/passwords.service.js';

describe.each(databases)(
  'log-in meets bans and terminations for real (behaviour §8) on $name',
  (database) => {
    const t = routeTestApp(database, { RATE_LIMIT_LOGIN_PER_MINUTE: '1000' });
    let n = 0;
    const newAccount = async () => {
      const email = `restricted${(n += 1)}@example.com`;
      return { email, ...(await signUpByEmail(t, email)) };
    };
    const login = (email: string, password: string) =>
      t.post('/login', { email, password: digestOf(password) });
    // The operators' view of the same database (what the admin CLI writes).
    const store = () => t.store;

    it('31018 IP limited: a log-in from a banned range is refused with the visitor IP', async () => {
      const account = await newAccount();
      await store().restrictions.banRange('127.0.0.0/8', t.clock.now());
      try {
        expect(await login(account.email, account.password)).toMatchObject({
          ret_code: 31018,
          result: { ip: '127.0.0.1' },
        });
      } finally {
        await store().restrictions.unbanRange('127.0.0.0/8');
      }
      expect((await login(account.email, account.password)).ret_code).toBe(0);
    });

    it('31020 phone-limit: a log-in by mobile from a banned range', async () => {
      const mobile = `77009${String((n += 1)).padStart(5, '0')}`;
      const account = await signUpByMobile(t, '44', mobile);
      await store().restrictions.banRange('127.0.0.1', t.clock.now());
      try {
        const password = digestOf(account.password);
        const answer = await t.post('/login', { country_code: '44', mobile, password });
        expect(answer).toMatchObject({ ret_code: 31020, result: { ip: '127.0.0.1' } });
      } finally {
        await store().restrictions.unbanRange('127.0.0.1');
      }
    });

    it('41007 unsupported jurisdiction (mobile only): a log-in by a number of a banned place is refused before the password, with no session', async () => {
      // An Ontario number from before Ontario was banned: sign-up refuses such numbers now.
      const mobile = `416555${String((n += 1)).padStart(4, '0')}`;
      const id = `9${String(n).padStart(8, '0')}`;
      const password = 'Passw0rd!';
      await store().accounts.insert({
        id,
        email: null,
        country_code: '1',
        mobile,
        password_hash: await hashPassword(digestOf(password)),
        country: 'CA',
        created_at: t.clock.now(),
      });
      const byMobile = (countryCode: string, number: string, typed: string) =>
        t.post('/login', { country_code: countryCode, mobile: number, password: digestOf(typed) });
      const refused = { ret_code: 41007, result: {} };
      expect(await byMobile('1', mobile, password)).toMatchObject(refused);
      expect((await byMobile('1', mobile, password)).token).toBeUndefined();
      // The same answer with a wrong password, or for a number no account has: nothing is told.
      expect(await byMobile('1', mobile, 'Wrong-pass1')).toMatchObject(refused);
      expect(await byMobile('98', '9121234567', password)).toMatchObject(refused);
      // A number of a place that is not banned is only a wrong password.
      expect(await byMobile('1', '6045550123', password)).toMatchObject({ ret_code: 31002 });
    });

    it('31003 banned account: with the right password, the ban info (time, self-help or not)', async () => {
      const account = await newAccount();
      const since = t.clock.now() - 3_600_000;
      await store().restrictions.restrict(account.id, 'banned', 'self_help', since);
      expect(await login(account.email, account.password)).toMatchObject({
        ret_code: 31003,
        result: { banned_status: 1, is_self_help_baned: true, baned_time: since },
      });
      expect((await login(account.email, account.password)).token).toBeUndefined();
    });

    it('a wrong password on a banned account is only a wrong password (the ban is not revealed)', async () => {
      const account = await newAccount();
      await store().restrictions.restrict(account.id, 'banned', 'operator', t.clock.now());
      expect(await login(account.email, 'Wrong-pass1')).toMatchObject({ ret_code: 31002 });
    });

    it("40029: 'This account has been terminated.'", async () => {
      const account = await newAccount();
      await store().restrictions.restrict(account.id, 'terminated', 'operator', t.clock.now());
      expect(await login(account.email, account.password)).toMatchObject({
        ret_code: 40029,
        ret_msg: 'This account has been terminated.',
      });
    });
  },
);
