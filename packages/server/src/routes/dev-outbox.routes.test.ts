import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases, type FreshDatabase } from '../test-support/databases.js';
import { buildTestApp, json, postJson, type TestApp } from '../test-support/test-app.js';

describe.each(databases)(
  'dev outbox on $name (no SMTP_URL, no SMS_WEBHOOK_URL, not production)',
  (database) => {
    let fresh: FreshDatabase;
    let t: TestApp;

    beforeAll(async () => {
      fresh = await database.create();
      t = await buildTestApp(fresh, {}, { delivery: undefined });
    });
    afterAll(async () => {
      await t?.app.close();
      await fresh?.dispose();
    });

    it('GET /dev/outbox.json lists [{channel, to, subject, text, code, link, sentAt}] newest first', async () => {
      await postJson(t.app, '/verify/register/email', { email: 'first@example.com' });
      t.clock.advance(1000);
      await postJson(t.app, '/verify/register/mobile', {
        country_code: '44',
        mobile: '7911123456',
      });
      const response = await t.app.inject({ url: '/dev/outbox.json' });
      expect(response.headers['cache-control']).toBe('no-store');
      const [sms, email] = response.json() as Record<string, unknown>[];
      expect(sms).toEqual({
        channel: 'sms',
        to: '+447911123456',
        subject: null,
        text: expect.stringContaining(String(sms?.code)),
        code: expect.stringMatching(/^\d{6}$/),
        link: null,
        sentAt: t.clock.now(),
      });
      expect(email).toMatchObject({
        channel: 'email',
        to: 'first@example.com',
        subject: expect.any(String),
        code: expect.stringMatching(/^\d{6}$/),
        sentAt: t.clock.now() - 1000,
      });
    });

    it('GET /dev/outbox shows the same as an escaped HTML page', async () => {
      t.clock.advance(1000);
      await postJson(t.app, '/verify/register/email', {
        email: "o'brien&<b>@example.com".replace('<b>', 'x'),
      });
      const response = await t.app.inject({ url: '/dev/outbox' });
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.body).toContain('o&#39;brien&amp;x@example.com');
      expect(response.body).not.toContain("o'brien&x");
    });
  },
);

describe('dev outbox in production', () => {
  it('neither /dev/outbox nor /dev/outbox.json exists when NODE_ENV=production', async () => {
    const fresh = await databases[0]!.create();
    const t = await buildTestApp(fresh, { NODE_ENV: 'production' }, { delivery: undefined });
    try {
      for (const url of ['/dev/outbox', '/dev/outbox.json']) {
        const response = await t.app.inject({ url });
        expect(response.statusCode).toBe(404);
        expect(json(response).ret_code).toBe(10404);
      }
      // With no provider configured in production, a send fails loudly (and generically).
      const sent = await postJson(t.app, '/verify/register/email', { email: 'p@example.com' });
      expect(sent.statusCode).toBe(500);
      expect(json(sent)).toMatchObject({ ret_code: 10500, ret_msg: 'Internal error' });
    } finally {
      await t.app.close();
      await fresh.dispose();
    }
  });
});
