/**
 * The captcha gate without HTTP (behaviour §4 "Captcha required before submit", §9 "Captcha
 * scenes"; decisions 022, 038): the proof-of-work on a real store on each engine with a fake
 * clock, the older providers through a stand-in of their verify calls.
 */
import { CAPTCHA_SCENES } from '@foyer/contract';
import { describe, expect, it } from 'vitest';
import { databases } from '../test-support/databases.js';
import {
  PROVIDER_SECRETS,
  VERIFY_PATHS,
  captchaProviders,
  md5,
} from '../test-support/captcha-providers.js';
import { freshTestDeps } from '../test-support/test-app.js';
import { solvedAnswer } from '../test-support/captcha.js';
import {
  createCaptchaGate,
  type CaptchaAnswer,
  type CaptchaGateSettings,
} from './captcha-gate.service.js';
import { createCaptcha } from './captcha.service.js';

const LOGIN = 31000;
const REGISTER = 31004;
const IP = '192.0.2.10';
const ORIGIN = 'https://provider.example';
const { recaptchaSecret, geetestId, geetestKey, qqAppId, qqAppSecret } = PROVIDER_SECRETS;

describe.each(databases)('the captcha gate, on $name', (database) => {
  const deps = freshTestDeps(database);
  const providers = captchaProviders();
  const pow = () =>
    createCaptcha({
      secret: 'k'.repeat(64),
      difficulty: 1_000,
      store: deps.store,
      clock: deps.clock,
    });
  const settings = {
    recaptcha: {
      siteKey: 'site-key-1',
      secret: recaptchaSecret,
      scriptUrl: `${ORIGIN}/recaptcha.js`,
      verifyUrl: `${ORIGIN}${VERIFY_PATHS.recaptcha}`,
      fetch: providers.fetch,
    },
    geetest: {
      id: geetestId,
      key: geetestKey,
      scriptUrl: `${ORIGIN}/gt.js`,
      verifyUrl: `${ORIGIN}${VERIFY_PATHS.geetest}`,
      fetch: providers.fetch,
    },
    qq: {
      appId: qqAppId,
      appSecret: qqAppSecret,
      scriptUrl: `${ORIGIN}/TCaptcha.js`,
      verifyUrl: `${ORIGIN}${VERIFY_PATHS.qq}`,
      fetch: providers.fetch,
    },
  };
  /** A gate with the new captcha off and every older provider, unless told otherwise. */
  const gate = (more: Partial<CaptchaGateSettings> = {}) =>
    createCaptchaGate({
      pow: pow(),
      newEnabled: false,
      downgrade: ['geecaptcha', 'recaptcha', 'qq'],
      ...settings,
      ...more,
    });
  const refused = (reason: string) => ({ ok: false, error: { kind: 'captchaFailed', reason } });
  const accepted = { ok: true, value: undefined };
  /** What the widget sends after solving the proof-of-work of the gate's scene. */
  async function solvedPow(scene: number, on = gate({ newEnabled: true })) {
    const challenge = (await on.info(scene)).pow!;
    return { gate: on, answer: await solvedAnswer(challenge, scene) };
  }
  const geetestAnswer = (challenge: string, seccode: string): CaptchaAnswer => ({
    type: 'geecaptcha',
    geetest_challenge: challenge,
    geetest_validate: md5(`${geetestKey}geetest${challenge}`),
    geetest_seccode: seccode,
  });

  describe('what captcha-info offers', () => {
    it('the new captcha: success 1 and a challenge signed for the scene; the visible flag as set', async () => {
      const info = await gate({ newEnabled: true, downgrade: [], visible: true }).info(REGISTER);
      expect(info).toMatchObject({
        success: 1,
        newCaptcha: true,
        scene: REGISTER,
        downgrade: [],
        visible: true,
      });
      expect(info.pow?.parameters.data.scene).toBe(REGISTER);
    });

    it('without it: success 0, no challenge, and the older providers in CAPTCHA_DOWNGRADE order with their public fields only', async () => {
      const [first, second] = [await gate().info(LOGIN), await gate().info(LOGIN)];
      expect(first).toMatchObject({ success: 0, newCaptcha: false, scene: LOGIN, visible: false });
      expect(first).not.toHaveProperty('pow');
      expect(first.downgrade).toEqual([
        {
          type: 'geecaptcha',
          gt: geetestId,
          challenge: expect.stringMatching(/^[0-9a-f]{32}$/),
          script_url: `${ORIGIN}/gt.js`,
        },
        { type: 'recaptcha', site_key: 'site-key-1', script_url: `${ORIGIN}/recaptcha.js` },
        { type: 'qqcatpcha', app_id: qqAppId, script_url: `${ORIGIN}/TCaptcha.js` },
      ]);
      for (const secret of [geetestKey, qqAppSecret, recaptchaSecret]) {
        expect(JSON.stringify(first)).not.toContain(secret);
      }
      expect(second.downgrade[0]).not.toEqual(first.downgrade[0]);
      const reordered = await gate({ downgrade: ['qq', 'recaptcha'] }).info(LOGIN);
      expect(reordered.downgrade.map((entry) => entry.type)).toEqual(['qqcatpcha', 'recaptcha']);
      expect(reordered).not.toHaveProperty('gt');
    });

    it('behaviour §3 "Captcha info: gt, challenge, sGt, sChallenge": with the image captcha offered, its id and challenge top-level, and a spare challenge of the same id (decision 147)', async () => {
      const info = await gate().info(LOGIN);
      const geetest = info.downgrade[0];
      expect(geetest?.type).toBe('geecaptcha');
      expect(info).toMatchObject({
        gt: geetestId,
        challenge: geetest?.type === 'geecaptcha' ? geetest.challenge : 'none',
        sGt: geetestId,
        sChallenge: expect.stringMatching(/^[0-9a-f]{32}$/),
      });
      expect(info.sChallenge).not.toBe(info.challenge);
    });

    it('a scene named in CAPTCHA_SCENE_PROVIDERS offers its own (decision 038); the others only the proof-of-work (decision 109)', async () => {
      const sceneProviders = new Map([
        [REGISTER, ['new'] as const],
        [LOGIN, ['recaptcha'] as const],
      ]);
      const narrowed = gate({ newEnabled: true, sceneProviders });
      expect(await narrowed.info(REGISTER)).toMatchObject({ success: 1, downgrade: [] });
      const atLogin = await narrowed.info(LOGIN);
      expect(atLogin).toMatchObject({ success: 0, newCaptcha: false });
      expect(atLogin.downgrade.map((entry) => entry.type)).toEqual(['recaptcha']);
      const elsewhere = await narrowed.info(31014);
      expect(elsewhere.success).toBe(1);
      expect(elsewhere.downgrade).toEqual([]);
    });

    it('by default each scene offers only its own captcha: the proof-of-work while it is on, else the older providers (decision 109)', async () => {
      for (const scene of Object.values(CAPTCHA_SCENES)) {
        const own = await gate({ newEnabled: true }).info(scene);
        expect(own, String(scene)).toMatchObject({ success: 1, newCaptcha: true, downgrade: [] });
        const off = await gate().info(scene);
        expect(off.downgrade.map((entry) => entry.type)).toEqual([
          'geecaptcha',
          'recaptcha',
          'qqcatpcha',
        ]);
      }
    });
  });

  describe('checking an answer', () => {
    it('the new captcha: a solved challenge of the scene passes; none is missing', async () => {
      const { gate: on, answer } = await solvedPow(LOGIN);
      expect(await on.check(answer, LOGIN, IP)).toEqual(accepted);
      expect(await on.check({}, LOGIN, IP)).toEqual(refused('missing'));
    });

    it('with the new captcha off, a proof-of-work answer or none is missing', async () => {
      const { answer } = await solvedPow(LOGIN);
      expect(await gate().check(answer, LOGIN, IP)).toEqual(refused('missing'));
      expect(await gate().check({}, LOGIN, IP)).toEqual(refused('missing'));
    });

    it('reCAPTCHA: the server sends secret, response and the remote IP; a confirmed token passes once', async () => {
      providers.issue('token-ok');
      const answer = { type: 'recaptcha', g_recaptcha_response: 'token-ok' };
      expect(await gate().check(answer, LOGIN, IP)).toEqual(accepted);
      expect(providers.seen.at(-1)).toEqual({
        secret: recaptchaSecret,
        response: 'token-ok',
        remoteip: IP,
      });
      expect(await gate().check(answer, LOGIN, IP)).toEqual(refused('rejected'));
      const madeUp = { type: 'recaptcha', g_recaptcha_response: 'made-up' };
      expect(await gate().check(madeUp, LOGIN, IP)).toEqual(refused('rejected'));
    });

    it('GeeTest: a validate made with the key that the provider confirms passes once; the server sends seccode, challenge and id', async () => {
      providers.issue('sec-1|jordan');
      const answer = geetestAnswer('a'.repeat(32), 'sec-1|jordan');
      expect(await gate().check(answer, LOGIN, IP)).toEqual(accepted);
      expect(providers.seen.at(-1)).toEqual({
        seccode: 'sec-1|jordan',
        challenge: 'a'.repeat(32),
        captchaid: geetestId,
        json_format: '1',
      });
      expect(await gate().check(answer, LOGIN, IP)).toEqual(refused('rejected'));
      const neverIssued = geetestAnswer('b'.repeat(32), 'never-issued');
      expect(await gate().check(neverIssued, LOGIN, IP)).toEqual(refused('rejected'));
    });

    it('GeeTest: a validate not made with the key is refused without asking the provider', async () => {
      providers.issue('sec-2');
      const asked = providers.seen.length;
      const forged = {
        ...geetestAnswer('b'.repeat(32), 'sec-2'),
        geetest_validate: 'f'.repeat(32),
      };
      expect(await gate().check(forged, LOGIN, IP)).toEqual(refused('rejected'));
      expect(providers.seen.length).toBe(asked);
    });

    it('QQ: the server sends app id, secret, ticket, randstr and the remote IP; a confirmed ticket passes once', async () => {
      providers.issue('t-1');
      const answer = { type: 'qqcatpcha', ticket: 't-1', randstr: '@abc' };
      expect(await gate().check(answer, LOGIN, IP)).toEqual(accepted);
      expect(providers.seen.at(-1)).toEqual({
        aid: qqAppId,
        AppSecretKey: qqAppSecret,
        Ticket: 't-1',
        Randstr: '@abc',
        UserIP: IP,
      });
      expect(await gate().check(answer, LOGIN, IP)).toEqual(refused('rejected'));
      const forged = { type: 'qqcatpcha', ticket: 'forged', randstr: 'x' };
      expect(await gate().check(forged, LOGIN, IP)).toEqual(refused('rejected'));
    });

    it("an older provider's answer without its fields is missing, and the provider is not asked", async () => {
      const asked = providers.seen.length;
      for (const type of ['recaptcha', 'geecaptcha', 'qqcatpcha']) {
        expect(await gate().check({ type }, LOGIN, IP), type).toEqual(refused('missing'));
      }
      expect(providers.seen.length).toBe(asked);
    });

    it("by default an older provider's answer is refused at every scene while the proof-of-work is on (notOffered), the provider not asked (decision 109)", async () => {
      const on = gate({ newEnabled: true });
      const asked = providers.seen.length;
      for (const scene of Object.values(CAPTCHA_SCENES)) {
        providers.issue(`farmed-${scene}`);
        const answers: CaptchaAnswer[] = [
          { type: 'recaptcha', g_recaptcha_response: `farmed-${scene}` },
          geetestAnswer('d'.repeat(32), `farmed-${scene}`),
          { type: 'qqcatpcha', ticket: `farmed-${scene}`, randstr: 'r' },
        ];
        for (const answer of answers) {
          expect(await on.check(answer, scene, IP), `${answer.type} ${scene}`).toEqual(
            refused('notOffered'),
          );
        }
      }
      expect(providers.seen.length).toBe(asked);
    });

    it('a provider not in CAPTCHA_DOWNGRADE, or no provider at all, is refused (provider)', async () => {
      const onlyRecaptcha = gate({ downgrade: ['recaptcha'] });
      expect(await onlyRecaptcha.check(geetestAnswer('c'.repeat(32), 'x'), LOGIN, IP)).toEqual(
        refused('provider'),
      );
      expect(await onlyRecaptcha.check({ type: 'carrier-pigeon' }, LOGIN, IP)).toEqual(
        refused('provider'),
      );
    });

    it('a provider that cannot be asked refuses (provider): never an error', async () => {
      const unreachable = async () => {
        throw new TypeError('fetch failed');
      };
      const down = gate({
        recaptcha: { ...settings.recaptcha, fetch: unreachable },
        qq: { ...settings.qq, fetch: unreachable },
      });
      const recaptcha = { type: 'recaptcha', g_recaptcha_response: 'anything' };
      expect(await down.check(recaptcha, LOGIN, IP)).toEqual(refused('provider'));
      const qq = { type: 'qqcatpcha', ticket: 't', randstr: 'r' };
      expect(await down.check(qq, LOGIN, IP)).toEqual(refused('provider'));
    });

    it('an answer from a provider the scene does not offer is refused (notOffered), the provider not asked (decision 038)', async () => {
      const sceneProviders = new Map([
        [REGISTER, ['new'] as const],
        [LOGIN, ['recaptcha'] as const],
      ]);
      const narrowed = gate({ newEnabled: true, downgrade: ['recaptcha'], sceneProviders });
      providers.issue('farmed-token');
      const asked = providers.seen.length;
      const farmed = { type: 'recaptcha', g_recaptcha_response: 'farmed-token' };
      expect(await narrowed.check(farmed, REGISTER, IP)).toEqual(refused('notOffered'));
      expect(providers.seen.length).toBe(asked);
      const { answer } = await solvedPow(REGISTER, narrowed);
      expect(await narrowed.check(answer, LOGIN, IP)).toEqual(refused('notOffered'));
      expect(await narrowed.check(farmed, LOGIN, IP)).toEqual(accepted);
    });
  });
});
