import { describe, expect, it } from 'vitest';
import { apiBaseForOrigin, environmentFromHost } from './environment';
import { deriveHostConfig, type PageFacts } from './host-config';
import { directionOf, languageOf, splitLanguageSegment } from './language';
import { platformFrom, telegramPlatformIn } from './platform';
import { serviceHostsOf } from '@foyer/contract';

const DESKTOP_UA = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130 Safari/537.36';
const PHONE_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148';

describe('environment is derived from the page host', () => {
  it("testnet is recognised by a 'testnet' label", () => {
    expect(environmentFromHost('testnet.example.com')).toBe('testnet');
    expect(environmentFromHost('www.api-testnet.example.com')).toBe('testnet');
  });
  it('a public host is production', () => {
    expect(environmentFromHost('www.example.com')).toBe('production');
    expect(environmentFromHost('example.co.uk')).toBe('production');
  });
  it('localhost and IP addresses are other', () => {
    for (const host of ['localhost', '127.0.0.1', '[::1]', 'box.local', 'intranet']) {
      expect(environmentFromHost(host)).toBe('other');
    }
  });
  it("the API path prefix '/x-api' is added to the origin", () => {
    expect(apiBaseForOrigin('https://www.example.com')).toBe('https://www.example.com/x-api');
  });
  it('a trailing dot or capitals change nothing: localhost. is still a machine of ours', () => {
    expect(environmentFromHost('LOCALHOST.')).toBe('other');
    expect(environmentFromHost('WWW.Example.COM.')).toBe('production');
  });
  it("a host app reads the websocket and chat origins from the page's location", () => {
    const hosts = serviceHostsOf(new URL('https://app.testnet.example.co.uk/en/login?x=1'));
    expect([hosts.websocketOrigin, hosts.chatOrigin]).toEqual([
      'wss://stream-testnet.example.co.uk',
      'https://chat-testnet.example.co.uk',
    ]);
    expect(serviceHostsOf(new URL('http://localhost:5173/')).websocketOrigin).toBe(
      'ws://localhost:5173',
    );
  });
});

describe('device platform', () => {
  it('is h5 on a phone user agent or a narrow viewport, else pc', () => {
    expect(platformFrom(PHONE_UA, 1280)).toBe('h5');
    expect(platformFrom(DESKTOP_UA, 400)).toBe('h5');
    expect(platformFrom(DESKTOP_UA, 1280)).toBe('pc');
  });

  it("inside Telegram's web view it is the Mini App variant (pc, ios, android) whatever the agent or width (behaviour §1)", () => {
    expect(platformFrom(PHONE_UA, 390, 'ios')).toBe('tg_ios');
    expect(platformFrom(PHONE_UA, 390, 'android')).toBe('tg_android');
    expect(platformFrom(DESKTOP_UA, 1280, 'tdesktop')).toBe('tg_pc');
    expect(platformFrom(DESKTOP_UA, 400, 'weba')).toBe('tg_pc');
  });

  it("Telegram's web view is told by its WebApp with launch data; its script in a browser has none", () => {
    const webApp = (initData: string, platform = 'ios') => ({
      Telegram: { WebApp: { initData, platform } },
    });
    expect(telegramPlatformIn(webApp('query_id=1&user=%7B%7D&hash=ab'))).toBe('ios');
    expect(telegramPlatformIn(webApp('', 'unknown'))).toBeUndefined();
    expect(telegramPlatformIn({})).toBeUndefined();
    expect(telegramPlatformIn({ Telegram: {} })).toBeUndefined();
  });

  it("the host config takes the page's Telegram client; an option (the Mini App shell) still wins", () => {
    const page: PageFacts = {
      origin: 'https://www.example.com',
      hostname: 'www.example.com',
      pathname: '/en/login',
      search: '',
      userAgent: PHONE_UA,
      viewportWidth: 390,
    };
    expect(deriveHostConfig(page).platform).toBe('h5');
    expect(deriveHostConfig({ ...page, telegramPlatform: 'android' }).platform).toBe('tg_android');
    expect(
      deriveHostConfig({ ...page, telegramPlatform: 'android' }, { platform: 'tg_ios' }).platform,
    ).toBe('tg_ios');
  });
});

describe('language segment', () => {
  it('is removed before matching', () => {
    expect(splitLanguageSegment('/ar-SA/login')).toEqual({ lang: 'ar-SA', path: '/login' });
    expect(splitLanguageSegment('/en')).toEqual({ lang: 'en', path: '/' });
    expect(splitLanguageSegment('/EN/register')).toEqual({ lang: 'en', path: '/register' });
  });
  it('an unknown segment is treated as no language', () => {
    expect(splitLanguageSegment('/xx-YY/login')).toEqual({ lang: undefined, path: '/xx-YY/login' });
    expect(splitLanguageSegment('/login')).toEqual({ lang: undefined, path: '/login' });
  });
  it("defaults to 'en'; an explicit option wins", () => {
    expect(languageOf('/login')).toBe('en');
    expect(languageOf('/ja-JP/login')).toBe('ja-JP');
    expect(languageOf('/ja-JP/login', 'ar-SA')).toBe('ar-SA');
  });
  it('right-to-left layout is used for right-to-left languages', () => {
    expect(directionOf('ar-SA')).toBe('rtl');
    expect(directionOf('en')).toBe('ltr');
  });
});

describe('host configuration', () => {
  const page: PageFacts = {
    origin: 'https://www.example.com',
    hostname: 'www.example.com',
    pathname: '/ar-SA/register',
    search: '?ref=ABC123',
    userAgent: DESKTOP_UA,
    viewportWidth: 1280,
  };
  it('derives environment, API base, platform, site, language and the referral query', () => {
    expect(deriveHostConfig(page)).toEqual({
      environment: 'production',
      apiBase: 'https://www.example.com/x-api',
      platform: 'pc',
      site: 'BYBIT',
      lang: 'ar-SA',
      refFromQuery: 'ABC123',
      channel: { ref: 'ABC123' },
    });
  });
  it('site chosen by site flag, else by host name', () => {
    expect(deriveHostConfig({ ...page, hostname: 'eu.example.com' }).site).toBe('EU');
    expect(deriveHostConfig({ ...page, hostname: 'eu.example.com' }, { site: 'tur' }).site).toBe(
      'TUR',
    );
  });
  it('the apiBase option overrides the derived one', () => {
    expect(deriveHostConfig(page, { apiBase: 'https://api.test/x-api' }).apiBase).toBe(
      'https://api.test/x-api',
    );
  });
});
