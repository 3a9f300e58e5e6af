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

const DOWNLOAD = {
  BYBIT: {
    app_store: 'https://apps.apple.example/app/foyer',
    google_play: 'https://play.google.example/store/apps/details?id=foyer',
    after_sign_up_on_phone: true,
  },
  EU: { apk: 'https://eu.exchange.example/foyer.apk', qr_url: 'https://eu.exchange.example/get' },
};

describe('the web config’s download part (decision 132, POST /v3/config/web)', () => {
  let fresh: FreshDatabase;
  let t: TestApp;
  const downloadOn = async (host: string) =>
    json(await postJson(t.app, '/v3/config/web', {}, { host })).result.download as unknown;

  beforeAll(async () => {
    fresh = await sqlite.create();
    t = await buildTestApp(fresh, { APP_DOWNLOAD: JSON.stringify(DOWNLOAD) });
  });
  afterAll(async () => {
    await t?.app.close();
    await fresh?.dispose();
  });

  it('answers the site’s own entry, its phone flag false when the operator left it out', async () => {
    expect(await downloadOn('eu.exchange.example')).toEqual({
      ...DOWNLOAD.EU,
      after_sign_up_on_phone: false,
    });
  });

  it('a site the operator did not name takes the main site’s entry', async () => {
    expect(await downloadOn('exchange.example')).toEqual(DOWNLOAD.BYBIT);
    expect(await downloadOn('kz.exchange.example')).toEqual(DOWNLOAD.BYBIT);
  });

  it('without APP_DOWNLOAD the answer has no download part: no app configured', async () => {
    const bare = await sqlite.create();
    const plain = await buildTestApp(bare);
    try {
      const answer = json(await postJson(plain.app, '/v3/config/web', {}));
      expect(answer.ret_code).toBe(0);
      expect(answer.result).not.toHaveProperty('download');
    } finally {
      await plain.app.close();
      await bare.dispose();
    }
  });

  it('a main site with no entry leaves the other sites without one', async () => {
    const bare = await sqlite.create();
    const euOnly = await buildTestApp(bare, { APP_DOWNLOAD: JSON.stringify({ EU: DOWNLOAD.EU }) });
    try {
      const answer = json(
        await postJson(euOnly.app, '/v3/config/web', {}, { host: 'nl.x.example' }),
      );
      expect(answer.result).not.toHaveProperty('download');
    } finally {
      await euOnly.app.close();
      await bare.dispose();
    }
  });

  it.each([
    ['not JSON', '{', /Invalid APP_DOWNLOAD: not JSON/],
    ['an unknown site', JSON.stringify({ MARS: DOWNLOAD.EU }), /Invalid APP_DOWNLOAD: .*"MARS"/],
    ['an entry with no link', JSON.stringify({ BYBIT: { qr_url: 'https://x.example/' } }), /BYBIT: name at least one/], // prettier-ignore
    ['an http address off loopback', JSON.stringify({ BYBIT: { apk: 'http://x.example/a.apk' } }), /BYBIT\.apk: https:\/\/ only/], // prettier-ignore
    ['a field of no meaning', JSON.stringify({ BYBIT: { ...DOWNLOAD.BYBIT, web: 'https://x.example/' } }), /Invalid APP_DOWNLOAD: BYBIT/], // prettier-ignore
  ])('%s stops start-up with a message naming the variable', (_, value, message) => {
    expect(() => testConfig(fresh, { APP_DOWNLOAD: value })).toThrow(message);
  });
});
