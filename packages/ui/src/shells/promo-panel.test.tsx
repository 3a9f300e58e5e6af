import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COUNTRIES, fakeApi, ok } from '../test-support/fake-api';
import { fillLanguage, readPromoValue, safeUrl } from './configured-promo';
import { RegisterLoginPage } from './register-login-page';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const LOGIN_PROMO = {
  title: 'Trade in minutes',
  subtitle: 'Zero fees this week',
  image: '/promo/login.png',
  image_link: '/{lang}/fiat/trade/express/home',
};

describe('Promo panel driven by remote config (behaviour §2, §3)', () => {
  it('the log-in page shows web_loginpage_config: title, subtitle, image linked with the language filled', async () => {
    const api = fakeApi({
      'GET /v2/public/country-list': () => ok(COUNTRIES),
      'GET /register/countryCode': () => ok({ country_code: '' }),
      'POST /v3/config/banner': (body) =>
        ok({
          list: (body.keys as string[])
            .filter((key) => key === 'web_loginpage_config')
            .map((key) => ({ key, value: JSON.stringify(LOGIN_PROMO), language: 'en' })),
        }),
    });
    render(<RegisterLoginPage mode="login" lang="en" onNavigate={vi.fn()} />);
    expect(await screen.findByRole('heading', { name: 'Trade in minutes' })).toBeVisible();
    expect(screen.getByText('Zero fees this week')).toBeVisible();
    const link = screen.getByRole('link', { name: 'Trade in minutes' });
    expect(link).toHaveAttribute('href', '/en/fiat/trade/express/home');
    expect(link.querySelector('img')).toHaveAttribute('src', '/promo/login.png');
    const asked = api.requests.find((r) => r.path === '/v3/config/banner');
    expect(asked?.body).toMatchObject({
      keys: ['web_loginpage_config'],
      properties: { language: 'en' },
    });
  });

  it('the sign-up page shows web_signuppage_config: title, subtitle, image linked with the language filled', async () => {
    const api = fakeApi({
      'GET /v2/public/country-list': () => ok(COUNTRIES),
      'GET /register/countryCode': () => ok({ country_code: '' }),
      'POST /v3/config/banner': (body) =>
        ok({
          list: (body.keys as string[])
            .filter((key) => key === 'web_signuppage_config')
            .map((key) => ({
              key,
              value: JSON.stringify({
                title: 'Welcome bonus',
                subtitle: 'For new accounts this month',
                image: '/promo/signup.png',
                image_link: '/{lang}/fiat/trade/express/home',
              }),
              language: 'ar-SA',
            })),
        }),
    });
    render(<RegisterLoginPage mode="register" lang="ar-SA" onNavigate={vi.fn()} />);
    expect(await screen.findByRole('heading', { name: 'Welcome bonus' })).toBeVisible();
    expect(screen.getByText('For new accounts this month')).toBeVisible();
    const link = screen.getByRole('link', { name: 'Welcome bonus' });
    expect(link).toHaveAttribute('href', '/ar-SA/fiat/trade/express/home');
    expect(link.querySelector('img')).toHaveAttribute('src', '/promo/signup.png');
    const asked = api.requests.find((r) => r.path === '/v3/config/banner');
    expect(asked?.body).toMatchObject({
      keys: ['web_signuppage_config'],
      properties: { language: 'ar-SA' },
    });
  });

  it('the image comes as a picture: AVIF then WebP copies at 1x, 2x, 3x, the image as its fallback', async () => {
    const avif = '/promo-images/a1.avif 1x, /promo-images/a2.avif 2x, /promo-images/a3.avif 3x';
    const webp = '/promo-images/w1.webp 1x, /promo-images/w2.webp 2x, /promo-images/w3.webp 3x';
    fakeApi({
      'GET /v2/public/country-list': () => ok(COUNTRIES),
      'GET /register/countryCode': () => ok({ country_code: '' }),
      'POST /v3/config/banner': () =>
        ok({
          list: [
            {
              key: 'web_loginpage_config',
              value: JSON.stringify({
                ...LOGIN_PROMO,
                image: '/promo-images/f1.jpg',
                image_set: { avif, webp },
              }),
              language: 'en',
            },
          ],
        }),
    });
    render(<RegisterLoginPage mode="login" lang="en" onNavigate={vi.fn()} />);
    const link = await screen.findByRole('link', { name: 'Trade in minutes' });
    expect(link).toHaveAttribute('href', '/en/fiat/trade/express/home');
    const picture = link.querySelector('picture');
    const sources = [...(picture?.querySelectorAll('source') ?? [])];
    expect(sources.map((source) => [source.type, source.srcset])).toEqual([
      ['image/avif', avif],
      ['image/webp', webp],
    ]);
    const img = picture?.querySelector('img');
    expect(img).toBe(picture?.lastElementChild);
    expect(img).toHaveAttribute('src', '/promo-images/f1.jpg');
    expect(img).toHaveAttribute('alt', '');
    expect(img).toHaveAttribute('width', '304');
    expect(img).toHaveAttribute('height', '280');
  });

  it('without remote config (none, or a failed call) the widget shows its own panel', async () => {
    fakeApi({
      'GET /v2/public/country-list': () => ok(COUNTRIES),
      'POST /v3/config/banner': () => ({ ret_code: 10500, ret_msg: 'down' }),
    });
    render(<RegisterLoginPage mode="register" onNavigate={vi.fn()} />);
    await waitFor(() =>
      expect(
        screen.getByRole('heading', { name: 'Your front door to digital assets' }),
      ).toBeVisible(),
    );
    // A failed look-up shows no toast: the toast region stays empty.
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });
});

describe('Promo values are read without trusting them', () => {
  it('a link is followed only when http(s) or a path on this origin', () => {
    expect(safeUrl('/en/x')).toBe('/en/x');
    expect(safeUrl('https://example.com/a')).toBe('https://example.com/a');
    expect(safeUrl('javascript:alert(1)')).toBeUndefined();
    expect(safeUrl('data:text/html,hi')).toBeUndefined();
    expect(safeUrl('//evil.example/x')).toBeUndefined();
    expect(safeUrl('/\\evil.example')).toBeUndefined();
  });

  it('the language placeholder is filled everywhere it appears', () => {
    expect(fillLanguage('/{lang}/a?l={lang}', 'ar-SA')).toBe('/ar-SA/a?l=ar-SA');
  });

  it('a value that is not JSON with a title is ignored', () => {
    expect(readPromoValue('nope', 'en')).toBeUndefined();
    expect(readPromoValue('{"subtitle":"x"}', 'en')).toBeUndefined();
    expect(readPromoValue('{"title":"T","image_link":"javascript:x"}', 'en')).toEqual({
      title: 'T',
      subtitle: undefined,
      image: undefined,
      sources: [],
      link: undefined,
    });
  });

  it('only the server’s copies are taken as sources: paths on this origin at 1x to 3x', () => {
    const sourcesOf = (image_set: unknown) =>
      readPromoValue(JSON.stringify({ title: 'T', image: '/a.png', image_set }), 'en')?.sources;
    expect(sourcesOf({ avif: '/p/a.avif 1x', webp: '/p/a.webp 1x, /p/b.webp 2x' })).toEqual([
      ['image/avif', '/p/a.avif 1x'],
      ['image/webp', '/p/a.webp 1x, /p/b.webp 2x'],
    ]);
    expect(sourcesOf({ webp: '//evil.example/a.webp 1x' })).toEqual([]);
    expect(sourcesOf({ webp: '/a.webp 1x, https://evil.example/b.webp 2x' })).toEqual([]);
    expect(sourcesOf({ webp: 'javascript:alert(1) 1x' })).toEqual([]);
    expect(sourcesOf({ webp: '/a.webp 4x' })).toEqual([]);
    expect(sourcesOf({ webp: '/a.webp 100w' })).toEqual([]);
    expect(sourcesOf({ webp: ['/a.webp 1x'] })).toEqual([]);
    expect(sourcesOf('/a.webp 1x')).toEqual([]);
    expect(sourcesOf(null)).toEqual([]);
  });
});
