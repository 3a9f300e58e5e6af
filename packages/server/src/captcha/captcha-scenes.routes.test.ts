/**
 * Each scene's captcha providers on the wire (decision 038): captcha-info offers a scene its
 * own, and a send or a login with another provider's answer is refused before anything is
 * sent or checked. The rule itself: captcha-gate.service.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { solvedCaptcha } from '../test-support/captcha.js';
import {
  PROVIDER_SECRETS,
  VERIFY_PATHS,
  servedCaptchaProviders,
} from '../test-support/captcha-providers.js';
import { databases } from '../test-support/databases.js';
import { routeTestApp } from '../test-support/route-test-app.js';
import { digestOf } from '../test-support/test-app.js';

const LOGIN_INFO = '/v3/public/user/captcha-info';
const REGISTER_INFO = '/user/public/captcha-info';

describe.each(databases)(
  'a captcha provider is accepted only for the scenes that offer it (decision 038) on $name',
  (database) => {
    let providers: Awaited<ReturnType<typeof servedCaptchaProviders>>;
    const env: Record<string, string> = {
      CAPTCHA_ON_LOGIN: 'true',
      CAPTCHA_ON_REGISTER: 'true',
      CAPTCHA_NEW: 'true',
      CAPTCHA_DOWNGRADE: 'recaptcha',
      // Sign-up offers only the proof-of-work; log-in only reCAPTCHA.
      CAPTCHA_SCENE_PROVIDERS: 'register=new; login=recaptcha',
      RECAPTCHA_SITE_KEY: 'site-key-1',
      RECAPTCHA_SECRET: PROVIDER_SECRETS.recaptchaSecret,
    };
    beforeAll(async () => {
      // Before the app is built (its beforeAll runs next): the verify URL points here.
      providers = await servedCaptchaProviders();
      env.RECAPTCHA_VERIFY_URL = `${providers.origin}${VERIFY_PATHS.recaptcha}`;
    });
    const t = routeTestApp(database, env);
    afterAll(() => providers?.stop());
    const email = 'scenes@example.com';
    const password = 'Passw0rd!';
    const sendSignUpCode = (address: string, captcha: object) =>
      t.post('/verify/register/email', { email: address, ...captcha });
    const login = (captcha: object) =>
      t.post('/login', { email, password: digestOf(password), ...captcha });

    beforeAll(async () => {
      const sent = await sendSignUpCode(email, await solvedCaptcha(t.app, 31004));
      expect(sent.ret_code).toBe(0);
      const registered = await t.post('/register/email', {
        email,
        emailverify: t.delivery.lastCodeTo(email),
        password: digestOf(password),
        uuid: sent.result.uuid,
      });
      expect(registered.ret_code).toBe(0);
    });

    it("captcha-info offers each scene's own providers", async () => {
      const atLogin = (await t.get(LOGIN_INFO)).result;
      expect(atLogin).toMatchObject({ success: 0, newCaptcha: false });
      const offered = atLogin.downgrade as { type: string }[];
      expect(offered.map((entry) => entry.type)).toEqual(['recaptcha']);
      const atSignUp = (await t.get(REGISTER_INFO)).result;
      expect(atSignUp).toMatchObject({ success: 1, newCaptcha: true, downgrade: [] });
    });

    it('a reCAPTCHA answer at sign-up, where only the proof-of-work was offered: 34001 notOffered, nothing sent', async () => {
      // The attacker has a token the provider would accept (e.g. from a solving service).
      providers.issue('farmed-token');
      const askedBefore = providers.seen.length;
      const sentBefore = t.delivery.sent.length;
      const answer = await sendSignUpCode('victim-target@example.com', {
        type: 'recaptcha',
        g_recaptcha_response: 'farmed-token',
      });
      expect(answer).toMatchObject({ ret_code: 34001, result: { reason: 'notOffered' } });
      expect(providers.seen.length).toBe(askedBefore);
      expect(t.delivery.sent.length).toBe(sentBefore);
    });

    it('at log-in a proof-of-work answer is 34001 notOffered with no token; its own reCAPTCHA logs in', async () => {
      const refused = await login(await solvedCaptcha(t.app, 31004));
      expect(refused).toMatchObject({ ret_code: 34001, result: { reason: 'notOffered' } });
      expect(refused.token).toBeUndefined();
      providers.issue('honest-token');
      const answer = await login({ type: 'recaptcha', g_recaptcha_response: 'honest-token' });
      expect(answer.ret_code).toBe(0);
    });
  },
);

describe.each(databases)(
  'by default each scene takes only its own captcha; a downgrade is opted into per scene (decision 109) on $name',
  (database) => {
    let providers: Awaited<ReturnType<typeof servedCaptchaProviders>>;
    const env: Record<string, string> = {
      CAPTCHA_ON_LOGIN: 'true',
      CAPTCHA_ON_REGISTER: 'true',
      CAPTCHA_NEW: 'true',
      CAPTCHA_DOWNGRADE: 'recaptcha',
      // The operator let log-in fall back to reCAPTCHA (behaviour §9 "recaptcha only on
      // regional sites"); no list names sign-up, so it keeps the default scene set.
      CAPTCHA_SCENE_PROVIDERS: 'login=new,recaptcha',
      RECAPTCHA_SITE_KEY: 'site-key-1',
      RECAPTCHA_SECRET: PROVIDER_SECRETS.recaptchaSecret,
    };
    beforeAll(async () => {
      providers = await servedCaptchaProviders();
      env.RECAPTCHA_VERIFY_URL = `${providers.origin}${VERIFY_PATHS.recaptcha}`;
    });
    const t = routeTestApp(database, env);
    afterAll(() => providers?.stop());

    it('captcha-info offers a scene that no list names only the proof-of-work, and the opted-in scene its downgrade', async () => {
      const atSignUp = (await t.get(REGISTER_INFO)).result;
      expect(atSignUp).toMatchObject({ success: 1, newCaptcha: true, downgrade: [] });
      const atRecovery = (await t.get(`${LOGIN_INFO}?scene=31006`)).result;
      expect(atRecovery).toMatchObject({ success: 1, newCaptcha: true, downgrade: [] });
      const atLogin = (await t.get(LOGIN_INFO)).result;
      expect(atLogin).toMatchObject({ success: 1, newCaptcha: true });
      const offered = atLogin.downgrade as { type: string }[];
      expect(offered.map((entry) => entry.type)).toEqual(['recaptcha']);
    });

    it('a farmed reCAPTCHA answer at sign-up, whose scene takes only the proof-of-work: 34001 notOffered, the provider not asked, nothing sent', async () => {
      // The attacker buys a token the provider would accept instead of doing the work.
      providers.issue('farmed-token');
      const askedBefore = providers.seen.length;
      const sentBefore = t.delivery.sent.length;
      const answer = await t.post('/verify/register/email', {
        email: 'farmed-target@example.com',
        type: 'recaptcha',
        g_recaptcha_response: 'farmed-token',
      });
      expect(answer).toMatchObject({ ret_code: 34001, result: { reason: 'notOffered' } });
      expect(providers.seen.length).toBe(askedBefore);
      expect(t.delivery.sent.length).toBe(sentBefore);
      // The scene's own captcha still opens it.
      const solved = await solvedCaptcha(t.app, 31004);
      const own = await t.post('/verify/register/email', {
        email: 'farmed-target@example.com',
        ...solved,
      });
      expect(own.ret_code).toBe(0);
    });

    it('the scene opted into the downgrade takes its reCAPTCHA answer (the downgrade chain stays)', async () => {
      providers.issue('honest-token');
      const answer = await t.post('/login', {
        email: 'nobody-here@example.com',
        password: digestOf('Passw0rd!'),
        type: 'recaptcha',
        g_recaptcha_response: 'honest-token',
      });
      // Past the captcha: the password check answers (no such account).
      expect(answer.ret_code).not.toBe(34001);
      expect(providers.seen.at(-1)).toMatchObject({ response: 'honest-token' });
    });
  },
);

describe('CAPTCHA_SCENE_PROVIDERS settings', () => {
  it('an unknown scene or provider stops start-up naming the variable', () => {
    expect(() => loadConfig({ CAPTCHA_SCENE_PROVIDERS: 'checkout=new' })).toThrow(
      /Invalid CAPTCHA_SCENE_PROVIDERS: "checkout=new" is not scene=provider,provider/,
    );
    expect(() => loadConfig({ CAPTCHA_SCENE_PROVIDERS: 'login=new,pigeon' })).toThrow(
      /Invalid CAPTCHA_SCENE_PROVIDERS: "pigeon" is not one of new, geecaptcha, recaptcha, qq/,
    );
  });

  it('an older provider that no scene falls back to while the proof-of-work is on stops start-up, naming the settings (decision 109)', () => {
    const keys = { RECAPTCHA_SITE_KEY: 'site', RECAPTCHA_SECRET: 'secret' };
    expect(() => loadConfig({ CAPTCHA_DOWNGRADE: 'recaptcha', ...keys })).toThrow(
      /Invalid CAPTCHA_DOWNGRADE: recaptcha is offered by no scene.*CAPTCHA_SCENE_PROVIDERS/,
    );
    expect(() =>
      loadConfig({
        CAPTCHA_DOWNGRADE: 'recaptcha',
        CAPTCHA_SCENE_PROVIDERS: 'login=new,recaptcha',
        ...keys,
      }),
    ).not.toThrow();
    // With the proof-of-work off, the older providers are every scene's own captcha.
    expect(() =>
      loadConfig({ CAPTCHA_NEW: 'false', CAPTCHA_DOWNGRADE: 'recaptcha', ...keys }),
    ).not.toThrow();
  });

  it('a scene may not offer a provider CAPTCHA_DOWNGRADE does not configure', () => {
    expect(() => loadConfig({ CAPTCHA_SCENE_PROVIDERS: 'register=new,recaptcha' })).toThrow(
      /Invalid CAPTCHA_SCENE_PROVIDERS: recaptcha for 31004 needs it in CAPTCHA_DOWNGRADE/,
    );
    expect(() =>
      loadConfig({ CAPTCHA_NEW: 'false', CAPTCHA_SCENE_PROVIDERS: 'login=new' }),
    ).toThrow(/Invalid CAPTCHA_SCENE_PROVIDERS: new for 31000 needs CAPTCHA_NEW=true/);
  });
});
