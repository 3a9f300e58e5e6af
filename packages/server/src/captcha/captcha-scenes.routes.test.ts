import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { encodeCaptchaToken } from '@foyer/contract';
import type { PowChallenge } from '@foyer/contract/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { databases, type FreshDatabase } from '../test-support/databases.js';
import { buildTestApp, digestOf, json, postJson, type TestApp } from '../test-support/test-app.js';

/** A loopback reCAPTCHA siteverify that accepts every token it issued, once. */
function fakeSiteverify() {
  const live = new Set<string>();
  let asked = 0;
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      asked += 1;
      const ok = live.delete(new URLSearchParams(body).get('response') ?? '');
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ success: ok }));
    });
  });
  return {
    asked: () => asked,
    issue: (token: string) => live.add(token),
    start: () =>
      new Promise<string>((resolve) =>
        server.listen(0, '127.0.0.1', () => {
          resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}/siteverify`);
        }),
      ),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const LOGIN_INFO = '/x-api/v3/public/user/captcha-info';
const REGISTER_INFO = '/x-api/user/public/captcha-info';

describe.each(databases)(
  'a captcha provider is accepted only for the scenes that offer it (decision 038) on $name',
  (database) => {
    const provider = fakeSiteverify();
    let fresh: FreshDatabase;
    let t: TestApp;
    const email = 'scenes@example.com';
    const password = 'Passw0rd!';

    /** What the widget does on the sign-up form: fetch the scene's challenge and solve it. */
    async function solvedForSignUp() {
      const info = json(await t.app.inject({ url: `${REGISTER_INFO}?scene=31004` }));
      const challenge = info.result.challenge as PowChallenge;
      const solution = await solveChallenge({ challenge: challenge as Challenge, deriveKey });
      return { token: encodeCaptchaToken(challenge, solution!), scene: 31004 };
    }
    const sendSignUpCode = async (address: string, captcha: object) =>
      json(await postJson(t.app, '/verify/register/email', { email: address, ...captcha }));
    const login = async (captcha: object) =>
      json(await postJson(t.app, '/login', { email, password: digestOf(password), ...captcha }));

    beforeAll(async () => {
      const verifyUrl = await provider.start();
      fresh = await database.create();
      t = await buildTestApp(fresh, {
        CAPTCHA_ON_LOGIN: 'true',
        CAPTCHA_ON_REGISTER: 'true',
        CAPTCHA_NEW: 'true',
        CAPTCHA_DOWNGRADE: 'recaptcha',
        // Sign-up offers only the proof-of-work; log-in only reCAPTCHA.
        CAPTCHA_SCENE_PROVIDERS: 'register=new; login=recaptcha',
        RECAPTCHA_SITE_KEY: 'site-key-1',
        RECAPTCHA_SECRET: 'server-secret',
        RECAPTCHA_VERIFY_URL: verifyUrl,
      });
      const sent = await sendSignUpCode(email, { magpie_verify_info: await solvedForSignUp() });
      expect(sent.ret_code).toBe(0);
      const registered = json(
        await postJson(t.app, '/register/email', {
          email,
          emailverify: t.delivery.lastCodeTo(email),
          password: digestOf(password),
          uuid: sent.result.uuid,
        }),
      );
      expect(registered.ret_code).toBe(0);
    });
    afterAll(async () => {
      await t?.app.close();
      await fresh?.dispose();
      await provider.stop();
    });

    it("captcha-info offers each scene's own providers", async () => {
      const atLogin = json(await t.app.inject({ url: LOGIN_INFO })).result;
      expect(atLogin).toMatchObject({ success: 0, newCaptcha: false });
      const offered = atLogin.downgrade as { type: string }[];
      expect(offered.map((entry) => entry.type)).toEqual(['recaptcha']);
      const atSignUp = json(await t.app.inject({ url: REGISTER_INFO })).result;
      expect(atSignUp).toMatchObject({ success: 1, newCaptcha: true, downgrade: [] });
    });

    it('a reCAPTCHA answer is refused at sign-up, where only the proof-of-work was offered', async () => {
      // The attacker has a token the provider would accept (e.g. from a solving service).
      provider.issue('farmed-token');
      const askedBefore = provider.asked();
      const sentBefore = t.delivery.sent.length;
      const answer = await sendSignUpCode('victim-target@example.com', {
        type: 'recaptcha',
        g_recaptcha_response: 'farmed-token',
      });
      expect(answer).toMatchObject({ ret_code: 34001, result: { reason: 'notOffered' } });
      expect(provider.asked()).toBe(askedBefore);
      expect(t.delivery.sent.length).toBe(sentBefore);
    });

    it('a proof-of-work answer is refused at log-in, where only reCAPTCHA was offered', async () => {
      const answer = await login({ magpie_verify_info: await solvedForSignUp() });
      expect(answer).toMatchObject({ ret_code: 34001, result: { reason: 'notOffered' } });
      expect(answer.token).toBeUndefined();
    });

    it("each scene's own provider still works: reCAPTCHA at log-in", async () => {
      provider.issue('honest-token');
      const answer = await login({ type: 'recaptcha', g_recaptcha_response: 'honest-token' });
      expect(answer.ret_code).toBe(0);
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

  it('a scene may not offer a provider CAPTCHA_DOWNGRADE does not configure', () => {
    expect(() => loadConfig({ CAPTCHA_SCENE_PROVIDERS: 'register=new,recaptcha' })).toThrow(
      /Invalid CAPTCHA_SCENE_PROVIDERS: recaptcha for 31004 needs it in CAPTCHA_DOWNGRADE/,
    );
    expect(() =>
      loadConfig({ CAPTCHA_NEW: 'false', CAPTCHA_SCENE_PROVIDERS: 'login=new' }),
    ).toThrow(/Invalid CAPTCHA_SCENE_PROVIDERS: new for 31000 needs CAPTCHA_NEW=true/);
  });
});
