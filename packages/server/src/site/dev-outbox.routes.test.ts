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

describe.each(databases)('dev outbox off the loopback on $name', (database) => {
  const PUBLIC = { PUBLIC_ORIGIN: 'https://foyer.example' };
  let fresh: FreshDatabase;
  beforeAll(async () => {
    fresh = await database.create();
  });
  afterAll(async () => {
    await fresh?.dispose();
  });

  it.each(['development', 'production'])(
    '/dev/outbox.json answers 404 with a non-loopback PUBLIC_ORIGIN (NODE_ENV=%s): an attacker asks a code for a victim and finds no outbox',
    async (nodeEnv) => {
      const t = await buildTestApp(fresh, { ...PUBLIC, NODE_ENV: nodeEnv });
      try {
        const victim = `victim-${nodeEnv}@example.com`;
        const sent = await postJson(t.app, '/verify/register/email', { email: victim });
        expect(json(sent).ret_code).toBe(0);
        const code = t.delivery.lastCodeTo(victim);
        for (const url of ['/dev/outbox', '/dev/outbox.json']) {
          const response = await t.app.inject({ url });
          expect(response.statusCode).toBe(404);
          expect(json(response).ret_code).toBe(10404);
          expect(response.body).not.toContain(code);
        }
      } finally {
        await t.app.close();
      }
    },
  );

  it('DEV_OUTBOX=false turns it off on a loopback origin too', async () => {
    const t = await buildTestApp(fresh, { DEV_OUTBOX: 'false' });
    try {
      expect((await t.app.inject({ url: '/dev/outbox.json' })).statusCode).toBe(404);
    } finally {
      await t.app.close();
    }
  });

  it('with no provider and no outbox the server does not start, naming the variables', async () => {
    const start = (env: Record<string, string>) =>
      buildTestApp(fresh, { ...PUBLIC, ...env }, { delivery: undefined });
    await expect(start({})).rejects.toThrow(/^Invalid SMTP_URL: .*PUBLIC_ORIGIN.*DEV_OUTBOX/);
    await expect(start({ SMTP_URL: 'smtp://127.0.0.1:2525' })).rejects.toThrow(
      /^Invalid SMS_WEBHOOK_URL: /,
    );
    await expect(
      start({ DEV_OUTBOX: 'false', PUBLIC_ORIGIN: 'http://localhost:8080' }),
    ).rejects.toThrow(/^Invalid SMTP_URL: /);
  });

  it('with both providers set it starts on a public origin, and still serves no outbox', async () => {
    const t = await buildTestApp(
      fresh,
      { ...PUBLIC, SMTP_URL: 'smtp://127.0.0.1:2525', SMS_WEBHOOK_URL: 'http://127.0.0.1:9/sms' },
      { delivery: undefined },
    );
    try {
      expect((await t.app.inject({ url: '/dev/outbox.json' })).statusCode).toBe(404);
    } finally {
      await t.app.close();
    }
  });
});

describe.each(databases)(
  'the dev outbox answers only who asks on this machine, for a loopback origin (decision 109), on $name',
  (database) => {
    // HOST=0.0.0.0 with the default loopback PUBLIC_ORIGIN: the outbox is on, and any
    // network can reach the port.
    let fresh: FreshDatabase;
    let t: TestApp;
    let code: string;
    const victim = 'outbox-victim@example.com';
    const ask = (url: string, remoteAddress: string, headers: Record<string, string> = {}) =>
      t.app.inject({ url, remoteAddress, headers: { host: 'localhost:8080', ...headers } });

    beforeAll(async () => {
      fresh = await database.create();
      t = await buildTestApp(
        fresh,
        { HOST: '0.0.0.0', TRUST_PROXY: '127.0.0.1,::1' },
        { delivery: undefined },
      );
      expect(
        json(await postJson(t.app, '/verify/register/email', { email: victim })).ret_code,
      ).toBe(0);
      const listed = (await ask('/dev/outbox.json', '127.0.0.1')).json() as { code: string }[];
      code = listed[0]!.code;
    });
    afterAll(async () => {
      await t?.app.close();
      await fresh?.dispose();
    });

    const expectRefused = async (response: Awaited<ReturnType<typeof ask>>) => {
      expect(response.statusCode).toBe(404);
      expect(json(response).ret_code).toBe(10404);
      expect(response.body).not.toContain(code);
      expect(response.body).not.toContain(victim);
    };

    it.each(['203.0.113.7', '::ffff:203.0.113.7', '2001:db8::7', '10.0.0.2'])(
      'a visitor from another machine (%s) naming the loopback Host gets 404, as for an unknown path',
      async (peer) => {
        for (const url of ['/dev/outbox', '/dev/outbox.json'])
          await expectRefused(await ask(url, peer));
      },
    );

    it.each(['foyer.example', 'foyer.example:8080', 'localhost.foyer.example', '127.0.0.1.nip.io'])(
      'a request on loopback with a forged Host (%s) gets 404',
      async (host) => {
        for (const url of ['/dev/outbox', '/dev/outbox.json']) {
          await expectRefused(await ask(url, '127.0.0.1', { host }));
        }
      },
    );

    it('a visitor who forges X-Forwarded-For: 127.0.0.1 is still answered by its socket: 404', async () => {
      await expectRefused(
        await ask('/dev/outbox.json', '203.0.113.7', { 'x-forwarded-for': '127.0.0.1' }),
      );
    });

    it('a request a proxy on this machine relays for a visitor (X-Forwarded-For, Forwarded) gets 404', async () => {
      await expectRefused(
        await ask('/dev/outbox.json', '127.0.0.1', { 'x-forwarded-for': '203.0.113.7' }),
      );
      await expectRefused(
        await ask('/dev/outbox.json', '127.0.0.1', { forwarded: 'for=203.0.113.7' }),
      );
    });

    it('malformed Host headers get 404, never a 500', async () => {
      for (const host of ['localhost:8080@evil.example', '[::1', 'local host', '127.0.0.999']) {
        await expectRefused(await ask('/dev/outbox.json', '127.0.0.1', { host }));
      }
    });

    it.each([
      ['127.0.0.1', 'localhost:8080'],
      ['127.0.0.1', 'tr.localhost:8080'],
      ['127.8.9.10', '127.0.0.1:8080'],
      ['::1', '[::1]:8080'],
      ['::ffff:127.0.0.1', 'LOCALHOST'],
    ])('on loopback (%s) for a loopback Host (%s) it answers', async (peer, host) => {
      const response = await ask('/dev/outbox.json', peer, { host });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain(code);
    });
  },
);
