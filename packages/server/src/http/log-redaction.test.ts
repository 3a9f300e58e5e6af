import { describe, expect, it } from 'vitest';
import { databases } from '../test-support/databases.js';
import { buildTestApp, digestOf, postJson } from '../test-support/test-app.js';
import { redactQuery } from './logging.js';

describe('logs', () => {
  it('never contain the password digest, the UserToken header or the session cookie, even at trace level', async () => {
    const fresh = await databases[0]!.create();
    const lines: string[] = [];
    const t = await buildTestApp(
      fresh,
      { LOG_LEVEL: 'trace' },
      { logStream: { write: (line) => lines.push(line) } },
    );
    try {
      const password = digestOf('Secret-pass-1');
      await postJson(t.app, '/login', { email: 'log@example.com', password });
      await t.app.inject({
        url: '/x-api/v2/private/user/profile',
        headers: { usertoken: 'token-abc-123', cookie: 'foyer_token=cookie-xyz-789' },
      });
      const log = lines.join('');
      expect(log).toContain('request completed');
      expect(log).not.toContain(password);
      expect(log).not.toContain('token-abc-123');
      expect(log).not.toContain('cookie-xyz-789');
    } finally {
      await t.app.close();
      await fresh.dispose();
    }
  });

  it('never contain a query value, the Authorization header or a code the outbox stored', async () => {
    const fresh = await databases[0]!.create();
    const lines: string[] = [];
    const t = await buildTestApp(
      fresh,
      { LOG_LEVEL: 'trace' },
      { delivery: undefined, logStream: { write: (line) => lines.push(line) } },
    );
    try {
      await postJson(t.app, '/verify/register/email', { email: 'outbox-log@example.com' });
      const code = String(
        ((await t.app.inject({ url: '/dev/outbox.json' })).json() as { code: string }[])[0]?.code,
      );
      expect(code).toMatch(/^\d{6}$/);
      await t.app.inject({
        url: `/x-api/v2/public/country-list?code=${code}&risk_token=rt-secret-456&flag`,
        headers: { authorization: 'Bearer bearer-secret-321' },
      });
      const log = lines.join('');
      expect(log).toContain(
        '"url":"/x-api/v2/public/country-list?code=[redacted]&risk_token=[redacted]&flag=[redacted]"',
      );
      expect(log).toContain('dev outbox: e-mail stored');
      expect(log).not.toContain(code);
      expect(log).not.toContain('rt-secret-456');
      expect(log).not.toContain('bearer-secret-321');
      expect(log).not.toContain('outbox-log@example.com');
    } finally {
      await t.app.close();
      await fresh.dispose();
    }
  });

  it('a logged URL keeps its path and parameter names, never their values', () => {
    expect(redactQuery('/en/register/activate?uuid=u-1&token=t-2')).toBe(
      '/en/register/activate?uuid=[redacted]&token=[redacted]',
    );
    expect(redactQuery('/x-api/login')).toBe('/x-api/login');
    expect(redactQuery('/a?')).toBe('/a?');
  });
});
