import { describe, expect, it } from 'vitest';
import { apiDocsEnabled, loadConfig, outboxEnabled, reachedOverHttps } from './config.js';

describe('config: one validated table', () => {
  it('has a working default for every setting (npm start with nothing set)', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8080,
      host: 'localhost',
      dataDir: './data',
      databaseUrl: undefined,
      publicOrigin: 'http://localhost:8080',
      smtpUrl: undefined,
      mailFrom: 'Foyer <no-reply@foyer.localhost>',
      smsWebhookUrl: undefined,
      nodeEnv: 'development',
      logLevel: 'info',
      sessionTtlHours: 24,
      loginLockoutMinutes: 15,
      trustProxy: false,
      rateLimitPerMinute: 300,
      geoTable: undefined,
    });
    expect(config.webDistDir).toMatch(/apps\/web\/dist$/);
  });

  it('the server is reached over https exactly when PUBLIC_ORIGIN is an https origin', () => {
    expect(reachedOverHttps(loadConfig({}))).toBe(false);
    expect(reachedOverHttps(loadConfig({ PUBLIC_ORIGIN: 'https://foyer.example' }))).toBe(true);
    expect(reachedOverHttps(loadConfig({ PUBLIC_ORIGIN: 'http://foyer.example' }))).toBe(false);
  });

  it('PUBLIC_ORIGIN defaults to localhost on PORT; PORT=0 is allowed (a free port)', () => {
    expect(loadConfig({ PORT: '3000' }).publicOrigin).toBe('http://localhost:3000');
    expect(loadConfig({ PORT: '0' }).port).toBe(0);
  });

  it('an empty value counts as unset (DATABASE_URL empty → SQLite)', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' })).toMatchObject({
      databaseUrl: undefined,
      port: 8080,
    });
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '65536'],
    ['PORT', '-1'],
    ['DATABASE_URL', 'mysql://x'],
    ['DATABASE_URL', 'not a url'],
    ['SMTP_URL', 'http://mail.example'],
    ['SMS_WEBHOOK_URL', 'ftp://x'],
    ['PUBLIC_ORIGIN', 'localhost:8080'],
    ['PUBLIC_ORIGIN', 'https://example.com/app'],
    ['NODE_ENV', 'prod'],
    ['LOG_LEVEL', 'loud'],
    ['SESSION_TTL_HOURS', '0'],
    ['LOGIN_LOCKOUT_MINUTES', '1.5'],
    ['TRUST_PROXY', 'yes'],
    ['RATE_LIMIT_PER_MINUTE', '0'],
    ['GEO_TABLE', '/nonexistent/geo.csv'],
    ['REGISTRATION_TTL_SECONDS', '9'],
    ['REGISTRATION_TTL_SECONDS', '86401'],
    ['CUSTOMER_SERVICE_URL', 'http://chat.example/'],
    ['CUSTOMER_SERVICE_URL', 'javascript:alert(1)'],
    ['CUSTOMER_SERVICE_URL', 'https://agent:secret@chat.example/'],
    ['CUSTOMER_SERVICE_URL', 'not a url'],
  ])('a bad %s (%s) stops start-up with a message naming the variable', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`^Invalid ${name}: `));
  });

  it('accepts the documented forms', () => {
    const config = loadConfig({
      DATABASE_URL: 'postgresql://u@127.0.0.1/db',
      SMTP_URL: 'smtps://user:pass@mail.example:465',
      SMS_WEBHOOK_URL: 'https://sms.example/hook',
      PUBLIC_ORIGIN: 'https://foyer.example/',
      TRUST_PROXY: '1',
      NODE_ENV: 'production',
    });
    expect(config).toMatchObject({
      publicOrigin: 'https://foyer.example',
      trustProxy: { hops: 1 },
    });
  });

  it('never echoes a URL that may hold a password', () => {
    expect(() => loadConfig({ SMTP_URL: 'http://user:secret@mail.example' })).toThrow(
      /^(?!.*secret)/,
    );
  });

  it('REGISTRATION_TTL_SECONDS: a sign-up waits 30 minutes unless set (10 s to a day)', () => {
    expect(loadConfig({}).registrationTtlSeconds).toBe(1800);
    expect(loadConfig({ REGISTRATION_TTL_SECONDS: '10' }).registrationTtlSeconds).toBe(10);
  });

  it('CUSTOMER_SERVICE_URL: unset by default; https anywhere, http on loopback only', () => {
    expect(loadConfig({}).customerServiceUrl).toBeUndefined();
    for (const url of ['https://chat.example/help', 'http://127.0.0.1:9/cs', 'http://localhost/']) {
      expect(loadConfig({ CUSTOMER_SERVICE_URL: url }).customerServiceUrl).toBe(url);
    }
  });

  describe('DEV_OUTBOX: the outbox only where everyone who can read it is on this machine', () => {
    it.each([
      'http://localhost:8080',
      'http://app.localhost:3000',
      'http://127.0.0.1:9',
      'http://127.1.2.3',
      'http://[::1]:8080',
    ])('is on by default with the loopback origin %s (npm start on a laptop)', (origin) => {
      expect(outboxEnabled(loadConfig({ PUBLIC_ORIGIN: origin }))).toBe(true);
      expect(outboxEnabled(loadConfig({ PUBLIC_ORIGIN: origin, DEV_OUTBOX: 'true' }))).toBe(true);
    });

    it.each([
      'https://foyer.example',
      'http://10.0.0.1:8080',
      'http://localhost.example.com',
      'http://127.0.0.1.nip.io',
      'http://[::2]',
    ])('is off by default with the public origin %s, whatever NODE_ENV says', (origin) => {
      for (const nodeEnv of ['development', 'test', 'production']) {
        expect(outboxEnabled(loadConfig({ PUBLIC_ORIGIN: origin, NODE_ENV: nodeEnv }))).toBe(false);
      }
    });

    it('NODE_ENV no longer turns it off, DEV_OUTBOX=false does', () => {
      expect(outboxEnabled(loadConfig({ NODE_ENV: 'production' }))).toBe(true);
      expect(outboxEnabled(loadConfig({ DEV_OUTBOX: 'false' }))).toBe(false);
    });

    it('DEV_OUTBOX=true with a non-loopback PUBLIC_ORIGIN stops start-up, naming both', () => {
      expect(() =>
        loadConfig({ PUBLIC_ORIGIN: 'https://foyer.example', DEV_OUTBOX: 'true' }),
      ).toThrow(/^Invalid DEV_OUTBOX: .*PUBLIC_ORIGIN https:\/\/foyer\.example/);
      expect(() => loadConfig({ DEV_OUTBOX: 'maybe' })).toThrow(/^Invalid DEV_OUTBOX: /);
    });
  });

  describe('API_DOCS: the reference page where development happens, or where it is asked for', () => {
    it('is on by default with a loopback origin, off with a public one (decision 045)', () => {
      expect(apiDocsEnabled(loadConfig({ PUBLIC_ORIGIN: 'http://localhost:8080' }))).toBe(true);
      expect(apiDocsEnabled(loadConfig({ PUBLIC_ORIGIN: 'https://foyer.example' }))).toBe(false);
    });

    it('API_DOCS=true turns it on anywhere, API_DOCS=false off anywhere', () => {
      const pub = { PUBLIC_ORIGIN: 'https://foyer.example' };
      expect(apiDocsEnabled(loadConfig({ ...pub, API_DOCS: 'true' }))).toBe(true);
      expect(apiDocsEnabled(loadConfig({ API_DOCS: 'false' }))).toBe(false);
      expect(() => loadConfig({ API_DOCS: 'maybe' })).toThrow(/^Invalid API_DOCS: /);
    });
  });

  describe('TRUST_PROXY: a hop count or the proxies, never everyone', () => {
    it('is false by default and for false or 0', () => {
      expect(loadConfig({}).trustProxy).toBe(false);
      expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
      expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    });

    it('takes a hop count, or a comma-separated list of addresses and CIDRs', () => {
      expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toEqual({ hops: 2 });
      expect(loadConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,::1' }).trustProxy).toEqual({
        addresses: ['127.0.0.1', '10.0.0.0/8', '::1'],
      });
    });

    it.each(['true', 'TRUE', '*'])('refuses %s (every client) and says the new form', (value) => {
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(
        /^Invalid TRUST_PROXY: .*every client.*e\.g\. 1.*127\.0\.0\.1,10\.0\.0\.0\/8/,
      );
    });

    it.each(['10.0.0.0/33', 'proxy.example', '127.0.0.1,*', '1.5'])('refuses %s', (value) => {
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/^Invalid TRUST_PROXY: /);
    });
  });
});
