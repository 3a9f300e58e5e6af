/**
 * Decision 156: the operator's promo image, a file beside PROMO_CONFIG, is answered by the
 * banner call as copies resized to the panel's 304x280 box at 1x, 2x and 3x (behaviour §9
 * "Layout"), AVIF at quality 60 and WebP at 80, served by content-hashed names; a remote image
 * stays as it is and is never fetched; a missing or broken file stops start-up.
 */
import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PROMO_IMAGE_RATIOS, PROMO_IMAGE_SIZE_PX, type PromoValue } from '@foyer/contract';
import sharp from 'sharp';
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
import { isLocalImage } from './promo-images.service.js';

const sqlite = databases[0]!;

/** A photo-like test card: a gradient with noise, so the encoders have real work. */
async function picture(width: number, height: number, alpha = false): Promise<Buffer> {
  const channels = alpha ? 4 : 3;
  const pixels = Buffer.alloc(width * height * channels);
  for (let i = 0; i < width * height; i += 1) {
    const x = i % width;
    const y = Math.floor(i / width);
    pixels[i * channels] = (x * 255) / width;
    pixels[i * channels + 1] = (y * 255) / height;
    pixels[i * channels + 2] = (x * y) % 251;
    if (alpha) pixels[i * channels + 3] = x < width / 2 ? 0 : 255;
  }
  return sharp(pixels, { raw: { width, height, channels } }).png().toBuffer();
}

type Copies = PromoValue & Required<Pick<PromoValue, 'image' | 'image_set'>>;

/** A `srcset` as its candidates: [url, ratio]. */
const candidates = (srcset: string) =>
  srcset.split(', ').map((candidate) => {
    const [url, ratio] = candidate.split(' ');
    return [url!, Number(ratio!.replace('x', ''))] as const;
  });

describe('the promo image resized for the panel (decision 156)', () => {
  let fresh: FreshDatabase;
  let t: TestApp;
  let remote: Server;
  let remoteAsked = 0;
  let remoteImage: string;

  const valueOf = async (key: string, language = 'en') => {
    const answer = json(
      await postJson(t.app, '/v3/config/banner', { keys: [key], properties: { language } }),
    );
    const entry = (answer.result.list as { value: string }[])[0];
    return JSON.parse(entry!.value) as PromoValue;
  };
  const get = (url: string) => t.app.inject({ method: 'GET', url });

  beforeAll(async () => {
    remote = createServer((_request, response) => {
      remoteAsked += 1;
      response.end();
    });
    await new Promise<void>((done) => remote.listen(0, '127.0.0.1', done));
    remoteImage = `http://127.0.0.1:${(remote.address() as AddressInfo).port}/promo.png`;
    fresh = await sqlite.create();
    await mkdir(join(fresh.dataDir, 'images'));
    await writeFile(join(fresh.dataDir, 'images/login.png'), await picture(1200, 1000));
    await writeFile(join(fresh.dataDir, 'images/small.png'), await picture(640, 600, true));
    const file = join(fresh.dataDir, 'promo.json');
    await writeFile(
      file,
      JSON.stringify({
        web_loginpage_config: {
          en: { title: 'Trade', image: 'images/login.png', image_link: '/{lang}/x' },
          // The same file for a second language: made once, answered alike.
          ar: { title: 'تداول', image: './images/login.png' },
          de: { title: 'Handel', image: remoteImage },
          fr: { title: 'Échange', image: '/promo/fr.png' },
        },
        web_signuppage_config: {
          en: {
            title: 'Join',
            image: 'images/small.png',
            image_set: { avif: 'x 1x', webp: 'y 1x' },
          },
        },
      }),
    );
    t = await buildTestApp(fresh, { PROMO_CONFIG: file });
  });
  afterAll(async () => {
    await t?.app.close();
    await fresh?.dispose();
    remote?.close();
  });

  it('a local image is answered as AVIF and WebP copies of the 304x280 box at 1x, 2x and 3x', async () => {
    const { image_set } = (await valueOf('web_loginpage_config')) as Copies;
    for (const [format, srcset] of Object.entries(image_set)) {
      const found = candidates(srcset);
      expect(found.map(([, ratio]) => ratio)).toEqual([...PROMO_IMAGE_RATIOS]);
      for (const [url, ratio] of found) {
        const response = await get(url);
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toBe(`image/${format}`);
        expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        const meta = await sharp(response.rawPayload).metadata();
        expect(meta.format).toBe(format === 'avif' ? 'heif' : 'webp');
        if (format === 'avif') expect(meta.compression).toBe('av1');
        expect([meta.width, meta.height]).toEqual([
          PROMO_IMAGE_SIZE_PX.width * ratio,
          PROMO_IMAGE_SIZE_PX.height * ratio,
        ]);
        // Content-hashed: the name is the copy's own digest, so a new image is a new URL.
        const digest = createHash('sha256').update(response.rawPayload).digest('hex');
        expect(url).toBe(`/promo-images/${digest.slice(0, 20)}.${format}`);
      }
    }
  });

  it('image stays as the fallback: an opaque image as a 304x280 JPEG, the link untouched', async () => {
    const value = (await valueOf('web_loginpage_config')) as Copies;
    expect(value.image_link).toBe('/{lang}/x');
    const response = await get(value.image);
    expect(response.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(response.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 304, 280]);
  });

  it('one file named by two languages is made once: the same copies', async () => {
    expect(await valueOf('web_loginpage_config', 'ar')).toMatchObject({
      image: (await valueOf('web_loginpage_config')).image,
      image_set: (await valueOf('web_loginpage_config')).image_set,
    });
  });

  it('a smaller image gets only the ratios it fills, a transparent one a PNG fallback, and the file’s own image_set is ignored', async () => {
    const { image, image_set } = (await valueOf('web_signuppage_config')) as Copies;
    // 640x600 fills 2x (608x560) but not 3x (912x840).
    expect(candidates(image_set.webp).map(([, ratio]) => ratio)).toEqual([1, 2]);
    expect(candidates(image_set.avif).map(([, ratio]) => ratio)).toEqual([1, 2]);
    const fallback = await get(image);
    expect(fallback.headers['content-type']).toBe('image/png');
    expect((await sharp(fallback.rawPayload).metadata()).hasAlpha).toBe(true);
  });

  it('a remote image or a path on the site is answered as written, and the server never fetches it', async () => {
    expect(await valueOf('web_loginpage_config', 'de')).toEqual({
      title: 'Handel',
      image: remoteImage,
    });
    expect(await valueOf('web_loginpage_config', 'fr')).toEqual({
      title: 'Échange',
      image: '/promo/fr.png',
    });
    expect(remoteAsked).toBe(0);
  });

  it.each([
    ['an unknown name', '/promo-images/0123456789abcdef0123.webp'],
    ['the source file’s name', '/promo-images/login.png'],
    ['the config beside it', '/promo-images/..%2Fpromo.json'],
    ['a climb out of the folder', '/promo-images/../../promo.json'],
    ['a deeper path', '/promo-images/images/login.png'],
    ['the folder itself', '/promo-images/'],
  ])('%s is a 404 with the envelope, never a file off the disk', async (_, url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ ret_code: 10404 });
  });

  it('a file that is not a local name is not taken for one', () => {
    expect(isLocalImage('images/a.png')).toBe(true);
    expect(isLocalImage('a.png')).toBe(true);
    expect(isLocalImage('https://cdn.example/a.png')).toBe(false);
    expect(isLocalImage('HTTP://cdn.example/a.png')).toBe(false);
    expect(isLocalImage('data:image/png;base64,AA')).toBe(false);
    expect(isLocalImage('/promo/a.png')).toBe(false);
    expect(isLocalImage('//cdn.example/a.png')).toBe(false);
  });
});

describe('a promo image that cannot be made stops start-up (decision 156)', () => {
  let fresh: FreshDatabase;
  beforeAll(async () => {
    fresh = await sqlite.create();
  });
  afterAll(async () => {
    await fresh?.dispose();
  });

  const startWith = async (image: string, bytes?: Buffer) => {
    if (bytes) await writeFile(join(fresh.dataDir, image), bytes);
    const file = join(fresh.dataDir, 'promo.json');
    await writeFile(file, JSON.stringify({ web_loginpage_config: { en: { title: 'T', image } } }));
    return buildApp(testConfig(fresh, { PROMO_CONFIG: file }));
  };

  it('a missing file names the entry, the file and the reason', async () => {
    await expect(startWith('missing.png')).rejects.toThrow(
      'Invalid PROMO_CONFIG: web_loginpage_config.en.image: missing.png: cannot be read (ENOENT)',
    );
  });

  it('a file that is no image, or a cut one, says so', async () => {
    await expect(startWith('text.png', Buffer.from('not an image'))).rejects.toThrow(
      /^Invalid PROMO_CONFIG: web_loginpage_config\.en\.image: text\.png: not an image/,
    );
    const cut = (await picture(400, 400)).subarray(0, 2000);
    await expect(startWith('cut.png', cut)).rejects.toThrow(
      /^Invalid PROMO_CONFIG: web_loginpage_config\.en\.image: cut\.png: /,
    );
  });
});
