import type { PowChallenge } from '@foyer/contract/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases, type FreshDatabase } from '../test-support/databases.js';
import { buildTestApp, json, type TestApp } from '../test-support/test-app.js';

describe.each(databases)('captcha info (behaviour §7) on $name', (database) => {
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

  it('GET /v3/public/user/captcha-info answers the new captcha for the login scene 31000', async () => {
    const answer = json(await t.app.inject({ url: '/x-api/v3/public/user/captcha-info' }));
    expect(answer).toMatchObject({
      ret_code: 0,
      result: { success: 1, newCaptcha: true, scene: 31000, visible: false },
    });
    const challenge = answer.result.challenge as PowChallenge;
    expect(challenge.parameters.data.scene).toBe(31000);
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
  });

  it('sign-up asks /user/public/captcha-info and gets the register scene 31004', async () => {
    const answer = json(await t.app.inject({ url: '/x-api/user/public/captcha-info' }));
    expect(answer.result.scene).toBe(31004);
  });

  it('a scene of behaviour §9 may be named; an unknown scene is a validation error', async () => {
    const eu = json(await t.app.inject({ url: '/x-api/v3/public/user/captcha-info?scene=31014' }));
    expect(eu.result.scene).toBe(31014);
    const bad = await t.app.inject({ url: '/x-api/v3/public/user/captcha-info?scene=1' });
    expect(json(bad)).toMatchObject({ ret_code: 10004 });
  });

  it('every challenge is new', async () => {
    const url = '/x-api/v3/public/user/captcha-info';
    const [a, b] = [json(await t.app.inject({ url })), json(await t.app.inject({ url }))];
    const nonce = (answer: typeof a) => (answer.result.challenge as PowChallenge).parameters.nonce;
    expect(nonce(a)).not.toBe(nonce(b));
  });
});
