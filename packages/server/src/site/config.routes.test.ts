import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { databases, type FreshDatabase } from '../test-support/databases.js';
import {
  buildTestApp,
  json,
  postJson,
  testConfig,
  type TestApp,
} from '../test-support/test-app.js';

const PROMO = {
  web_loginpage_config: {
    en: {
      title: 'Trade in minutes',
      subtitle: 'Welcome back',
      image: '/promo/login.png',
      image_link: '/{lang}/fiat/trade/express/home',
    },
    ar: { title: 'تداول خلال دقائق' },
  },
  web_signuppage_config: { 'ar-SA': { title: 'افتح حسابك' } },
};

const sqlite = databases[0]!;

describe('promo config (behaviour §7 POST /v3/config/banner)', () => {
  let fresh: FreshDatabase;
  let t: TestApp;
  const banner = async (body: object, headers = {}) =>
    json(await postJson(t.app, '/v3/config/banner', body, headers));

  beforeAll(async () => {
    fresh = await sqlite.create();
    const file = join(fresh.dataDir, 'promo.json');
    await writeFile(file, JSON.stringify(PROMO));
    t = await buildTestApp(fresh, { PROMO_CONFIG: file });
  });
  afterAll(async () => {
    await t?.app.close();
    await fresh?.dispose();
  });

  it('answers the entry of each asked key: key, value (JSON), language', async () => {
    const answer = await banner({
      project_name: 'foyer',
      keys: ['web_loginpage_config'],
      properties: { language: 'en' },
    });
    expect(answer.ret_code).toBe(0);
    const list = answer.result.list as { key: string; value: string; language: string }[];
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ key: 'web_loginpage_config', language: 'en' });
    expect(JSON.parse(list[0]!.value)).toEqual(PROMO.web_loginpage_config.en);
  });

  it('picks the language, then its base language, then English', async () => {
    const list = async (language: string, key: string) =>
      (await banner({ keys: [key], properties: { language } })).result.list as {
        language: string;
      }[];
    expect((await list('ar-SA', 'web_loginpage_config'))[0]?.language).toBe('ar');
    expect((await list('ja-JP', 'web_loginpage_config'))[0]?.language).toBe('en');
    expect((await list('ar-SA', 'web_signuppage_config'))[0]?.language).toBe('ar-SA');
    expect(await list('ja-JP', 'web_signuppage_config')).toEqual([]);
  });

  it('the Lang header is the language when the body names none', async () => {
    const answer = await banner({ keys: ['web_loginpage_config'] }, { lang: 'ar-SA' });
    expect((answer.result.list as { language: string }[])[0]?.language).toBe('ar');
  });

  it('an unknown key is left out; a bad body is a validation error in the envelope', async () => {
    expect((await banner({ keys: ['nope'] })).result.list).toEqual([]);
    expect((await banner({ keys: 'web_loginpage_config' })).ret_code).toBe(10004);
  });

  it('a bad PROMO_CONFIG file stops start-up with a message naming the variable', async () => {
    const file = join(fresh.dataDir, 'bad-promo.json');
    await writeFile(file, JSON.stringify({ web_loginpage_config: { en: { subtitle: 'x' } } }));
    await expect(buildApp(testConfig(fresh, { PROMO_CONFIG: file }))).rejects.toThrow(
      /Invalid PROMO_CONFIG: web_loginpage_config\.en\.title/,
    );
  });
});
