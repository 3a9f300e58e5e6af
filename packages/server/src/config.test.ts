import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

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
    expect(config).toMatchObject({ publicOrigin: 'https://foyer.example', trustProxy: true });
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
});
