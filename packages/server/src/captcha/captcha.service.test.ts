import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { encodeCaptchaToken } from '@foyer/contract';
import type { PowChallenge } from '@foyer/contract/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStore, type Store } from '../store/store.js';
import { databases, type FreshDatabase } from '../test-support/databases.js';
import { fakeClock, type FakeClock } from '../test-support/fake-clock.js';
import { CAPTCHA_TTL_MS, createCaptcha, type Captcha } from './captcha.service.js';

const LOGIN = 31000;
const REGISTER = 31004;

async function solve(challenge: PowChallenge): Promise<string> {
  const solution = await solveChallenge({ challenge: challenge as Challenge, deriveKey });
  if (!solution) throw new Error('no solution');
  return encodeCaptchaToken(challenge, solution);
}

describe.each(databases)(
  'self-hosted captcha (behaviour §4 "Captcha required before submit") on $name',
  (database) => {
    let fresh: FreshDatabase;
    let store: Store;
    let clock: FakeClock;
    let captcha: Captcha;

    beforeAll(async () => {
      fresh = await database.create();
      store = await openStore(fresh);
      clock = fakeClock();
      captcha = createCaptcha({ secret: 'k'.repeat(64), difficulty: 2_000, store, clock });
    });
    afterAll(async () => {
      await store?.destroy();
      await fresh?.dispose();
    });

    it('a solved challenge passes for its scene', async () => {
      const token = await solve(await captcha.issue(LOGIN));
      expect(await captcha.verify({ token, scene: LOGIN }, LOGIN)).toEqual({
        ok: true,
        value: undefined,
      });
    });

    it('a missing captcha result is refused', async () => {
      expect(await captcha.verify(undefined, LOGIN)).toMatchObject({
        ok: false,
        error: { kind: 'captchaFailed', reason: 'missing' },
      });
    });

    it('a token that is not a solved challenge is refused as malformed', async () => {
      for (const token of ['x', Buffer.from('{"a":1}').toString('base64url')]) {
        expect(await captcha.verify({ token, scene: LOGIN }, LOGIN)).toMatchObject({
          error: { reason: 'malformed' },
        });
      }
    });

    it('a forged answer is refused: wrong counter, edited parameters, another key', async () => {
      const challenge = await captcha.issue(LOGIN);
      const solution = await solveChallenge({ challenge: challenge as Challenge, deriveKey });
      const wrongKey = encodeCaptchaToken(challenge, { ...solution!, derivedKey: 'ab'.repeat(32) });
      const edited = encodeCaptchaToken(
        { ...challenge, parameters: { ...challenge.parameters, keyPrefix: '00' } },
        solution!,
      );
      const other = createCaptcha({ secret: 'z'.repeat(64), difficulty: 2_000, store, clock });
      const foreign = await solve(await other.issue(LOGIN));
      for (const token of [wrongKey, edited, foreign]) {
        expect(await captcha.verify({ token, scene: LOGIN }, LOGIN)).toMatchObject({
          error: { reason: 'forged' },
        });
      }
    });

    it('an expired answer is refused (5 minutes)', async () => {
      const token = await solve(await captcha.issue(LOGIN));
      clock.advance(CAPTCHA_TTL_MS);
      expect(await captcha.verify({ token, scene: LOGIN }, LOGIN)).toMatchObject({
        error: { reason: 'expired' },
      });
    });

    it('a reused answer is refused: each solved challenge counts once', async () => {
      const token = await solve(await captcha.issue(LOGIN));
      expect((await captcha.verify({ token, scene: LOGIN }, LOGIN)).ok).toBe(true);
      expect(await captcha.verify({ token, scene: LOGIN }, LOGIN)).toMatchObject({
        error: { reason: 'reused' },
      });
    });

    it('an answer for another scene is refused (sign-up challenge used to log in)', async () => {
      const token = await solve(await captcha.issue(REGISTER));
      expect(await captcha.verify({ token, scene: REGISTER }, LOGIN)).toMatchObject({
        error: { reason: 'scene' },
      });
    });
  },
);
