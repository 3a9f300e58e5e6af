/** captcha-info's wiring (behaviour §7 "Captcha"): both paths, their scenes, their input. */
import type { PowChallenge } from '@foyer/contract/schemas';
import { describe, expect, it } from 'vitest';
import { databases } from '../test-support/databases.js';
import { routeTestApp } from '../test-support/route-test-app.js';

describe.each(databases)('captcha info (behaviour §7) on $name', (database) => {
  const t = routeTestApp(database);

  it('GET /v3/public/user/captcha-info answers the new captcha for the login scene 31000', async () => {
    const answer = await t.get('/v3/public/user/captcha-info');
    expect(answer).toMatchObject({
      ret_code: 0,
      result: { success: 1, newCaptcha: true, scene: 31000, visible: false },
    });
    const challenge = answer.result.pow as PowChallenge;
    expect(challenge.parameters.data.scene).toBe(31000);
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
  });

  it('sign-up asks /user/public/captcha-info and gets the register scene 31004', async () => {
    const answer = await t.get('/user/public/captcha-info');
    expect(answer.result.scene).toBe(31004);
  });

  it('a scene of behaviour §9 may be named; an unknown scene is a validation error', async () => {
    const eu = await t.get('/v3/public/user/captcha-info?scene=31014');
    expect(eu.result.scene).toBe(31014);
    const bad = await t.get('/v3/public/user/captcha-info?scene=1');
    expect(bad).toMatchObject({ ret_code: 10004 });
  });

  it('every challenge is new', async () => {
    const url = '/v3/public/user/captcha-info';
    const [a, b] = [await t.get(url), await t.get(url)];
    const nonce = (answer: typeof a) => (answer.result.pow as PowChallenge).parameters.nonce;
    expect(nonce(a)).not.toBe(nonce(b));
  });
});
