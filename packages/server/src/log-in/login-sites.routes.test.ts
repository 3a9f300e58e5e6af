import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStore, type Store } from '../store/store.js';
import { databases, type FreshDatabase } from '../test-support/databases.js';
import { buildTestApp, digestOf, json, postJson, type TestApp } from '../test-support/test-app.js';

const PASSWORD = 'Passw0rd!';
const HK_HOST = 'hk.exchange.example';
const MAIN_HOST = 'exchange.example';
const NL_HOST = 'exchange.example.nl';

describe.each(databases)(
  'log-in on the right regional site (behaviour §1 sites, §8 400601 / 400602) on $name',
  (database) => {
    let fresh: FreshDatabase;
    let t: TestApp;
    let operator: Store;
    let n = 0;

    /** Signs up through the API of the site `host` serves. */
    async function signUpOn(host: string) {
      const email = `site${(n += 1)}@example.com`;
      const sent = json(await postJson(t.app, '/verify/register/email', { email }, { host }));
      expect(sent.ret_code).toBe(0);
      const registered = json(
        await postJson(
          t.app,
          '/register/email',
          { email, emailverify: t.delivery.lastCodeTo(email), password: digestOf(PASSWORD) },
          { host },
        ),
      );
      expect(registered.ret_code).toBe(0);
      return { email, id: String(registered.result.id) };
    }
    const logInOn = async (host: string, email: string) =>
      json(await postJson(t.app, '/login', { email, password: digestOf(PASSWORD) }, { host }));

    beforeAll(async () => {
      fresh = await database.create();
      t = await buildTestApp(fresh, {
        RATE_LIMIT_LOGIN_PER_MINUTE: '1000',
        RATE_LIMIT_SEND_CODE_PER_MINUTE: '1000',
      });
      operator = await openStore(fresh);
    });
    afterAll(async () => {
      await operator?.destroy();
      await t?.app.close();
      await fresh?.dispose();
    });

    it('an account keeps the site it was registered on', async () => {
      const hk = await signUpOn(HK_HOST);
      const main = await signUpOn(MAIN_HOST);
      expect((await operator.accounts.findById(hk.id))?.site).toBe('HKG');
      expect((await operator.accounts.findById(main.id))?.site).toBe('BYBIT');
    });

    it('400601: Hong Kong user on another site, with no session', async () => {
      const hk = await signUpOn(HK_HOST);
      const answer = await logInOn(MAIN_HOST, hk.email);
      expect(answer).toMatchObject({ ret_code: 400601 });
      expect(answer.token).toBeUndefined();
      expect((await logInOn(HK_HOST, hk.email)).ret_code).toBe(0);
    });

    it('400602: non-Hong Kong user on Hong Kong site', async () => {
      const main = await signUpOn(MAIN_HOST);
      expect(await logInOn(HK_HOST, main.email)).toMatchObject({ ret_code: 400602 });
      expect((await logInOn(MAIN_HOST, main.email)).ret_code).toBe(0);
    });

    it('a wrong password on another site is only a wrong password (the site is not revealed)', async () => {
      const hk = await signUpOn(HK_HOST);
      const answer = json(
        await postJson(
          t.app,
          '/login',
          { email: hk.email, password: digestOf('Wrong-pass1') },
          { host: MAIN_HOST },
        ),
      );
      expect(answer.ret_code).toBe(31002);
    });

    it('the answer names the account’s own site as currentSite, for the site check (behaviour §4)', async () => {
      const nl = await signUpOn(NL_HOST);
      const answer = await logInOn(MAIN_HOST, nl.email);
      expect(answer).toMatchObject({ ret_code: 0, currentSite: 'NLD' });
      const main = await signUpOn(MAIN_HOST);
      expect(await logInOn(MAIN_HOST, main.email)).toMatchObject({ currentSite: 'BYBIT' });
    });

    it('grey release (behaviour §6): an account whose id ends in 0, 1, 2, 3 or 5 is also told its own site of the nine', async () => {
      for (let i = 0; i < 6; i += 1) {
        const eu = await signUpOn('eu.exchange.example');
        const answer = await logInOn(MAIN_HOST, eu.email);
        expect(answer).toMatchObject({ ret_code: 0, currentSite: 'BYBIT' });
        if ('01235'.includes(eu.id.slice(-1))) expect(answer).toHaveProperty('accountSite', 'EU');
        else expect(answer).not.toHaveProperty('accountSite');
      }
    });

    it('with every digit in the grey release (GREY_RELEASE_DIGITS), each account is told its own site; with none, none is', async () => {
      const everyone = await buildTestApp(fresh, { GREY_RELEASE_DIGITS: '0,1,2,3,4,5,6,7,8,9' });
      const nobody = await buildTestApp(fresh, { GREY_RELEASE_DIGITS: 'none' });
      try {
        const tr = await signUpOn('tr.exchange.example');
        const logIn = (app: TestApp) =>
          postJson(app.app, '/login', { email: tr.email, password: digestOf(PASSWORD) }, { host: MAIN_HOST }); // prettier-ignore
        expect(json(await logIn(everyone))).toMatchObject({ currentSite: 'BYBIT', accountSite: 'TUR' }); // prettier-ignore
        expect(json(await logIn(nobody))).not.toHaveProperty('accountSite');
      } finally {
        await everyone.app.close();
        await nobody.app.close();
      }
    });

    it('the answer header x-refer-site-id names the site: HKG, BYBIT, NLD; the others map to BYBIT', async () => {
      const hosts = {
        'hk.exchange.example': 'HKG',
        'exchange.example.nl': 'NLD',
        'exchange.example': 'BYBIT',
        'tr.exchange.example': 'BYBIT',
        'eu.exchange.example': 'BYBIT',
      };
      for (const [host, wire] of Object.entries(hosts)) {
        const response = await postJson(t.app, '/login', { email: 'x' }, { host });
        expect(response.headers['x-refer-site-id']).toBe(wire);
      }
    });

    it('POST /user/public/login_compliance is the same log-in, with the same site rules (decision 081)', async () => {
      const eu = await signUpOn('eu.exchange.example');
      const answer = json(
        await postJson(
          t.app,
          '/user/public/login_compliance',
          { email: eu.email, password: digestOf(PASSWORD) },
          { host: 'eu.exchange.example' },
        ),
      );
      expect(answer).toMatchObject({ ret_code: 0, result: { id: eu.id } });
      expect(answer.token).toBeTruthy();
      const hk = await signUpOn(HK_HOST);
      const refused = json(
        await postJson(
          t.app,
          '/user/public/login_compliance',
          { email: hk.email, password: digestOf(PASSWORD) },
          { host: 'eu.exchange.example' },
        ),
      );
      expect(refused.ret_code).toBe(400601);
      const bad = json(await postJson(t.app, '/user/public/login_compliance', { email: 5 }));
      expect(bad.ret_code).not.toBe(0);
      expect(typeof bad.ret_msg).toBe('string');
    });

    it('the auth cookie is named by the environment: foyer_token, foyer_token_testnet on testnet', async () => {
      const main = await signUpOn(MAIN_HOST);
      const cookieOf = async (host: string) => {
        const response = await postJson(
          t.app,
          '/login',
          { email: main.email, password: digestOf(PASSWORD) },
          { host },
        );
        const cookies = [response.headers['set-cookie'] ?? []].flat();
        return cookies
          .map((cookie) => cookie.split('=')[0])
          .filter((name) => name?.startsWith('foyer_token'));
      };
      expect(await cookieOf(MAIN_HOST)).toEqual(['foyer_token']);
      expect(await cookieOf('testnet.exchange.example')).toEqual(['foyer_token_testnet']);
    });
  },
);
