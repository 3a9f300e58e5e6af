import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases, type FreshDatabase } from '../test-support/databases.js';
import { buildTestApp, json, postJson } from '../test-support/test-app.js';

const sqlite = databases[0]!;

interface Received {
  from: string | undefined;
  to: string[];
  raw: string;
  user: string | undefined;
}

function startSmtp(received: Received[], connections: { count: number }): Promise<SMTPServer> {
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    onConnect(_session, callback) {
      connections.count += 1;
      callback();
    },
    onAuth(auth, _session, callback) {
      if (auth.username === 'mailer' && auth.password === 's3cret')
        return callback(null, { user: 'mailer' });
      return callback(new Error('bad credentials'));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined,
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
          user: session.user as string | undefined,
        });
        callback();
      });
    },
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

function startWebhook(received: { body: unknown; type: string | undefined }[]): Promise<Server> {
  const server = createServer((request: IncomingMessage, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      received.push({ body: JSON.parse(body), type: request.headers['content-type'] });
      response.writeHead(received.length > 1 ? 502 : 204).end();
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

describe('delivery over real servers', () => {
  let fresh: FreshDatabase;
  let smtp: SMTPServer;
  let webhook: Server;
  const mails: Received[] = [];
  const hooks: { body: unknown; type: string | undefined }[] = [];
  const smtpConnections = { count: 0 };

  beforeAll(async () => {
    fresh = await sqlite.create();
    smtp = await startSmtp(mails, smtpConnections);
    webhook = await startWebhook(hooks);
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => smtp?.close(() => resolve()));
    await new Promise<void>((resolve) => webhook?.close(() => resolve()));
    await fresh?.dispose();
  });

  it('with SMTP_URL, the code e-mail is received by a real SMTP server, with auth and MAIL_FROM', async () => {
    const port = (smtp.server.address() as AddressInfo).port;
    const t = await buildTestApp(
      fresh,
      {
        SMTP_URL: `smtp://mailer:s3cret@127.0.0.1:${port}`,
        MAIL_FROM: 'Foyer Test <noreply@foyer.test>',
      },
      { delivery: undefined },
    );
    try {
      const sent = json(
        await postJson(t.app, '/verify/register/email', { email: 'Smtp@Example.com' }),
      );
      expect(sent.ret_code).toBe(0);
      expect(mails).toHaveLength(1);
      const [mail] = mails;
      expect(mail).toMatchObject({
        from: 'noreply@foyer.test',
        to: ['smtp@example.com'],
        user: 'mailer',
      });
      expect(mail?.raw).toMatch(/^From: Foyer Test <noreply@foyer\.test>/m);
      expect(mail?.raw).toMatch(
        /Your Foyer verification code is \d{6}\. It expires in 10 minutes\./,
      );
      // SMTP set, so e-mail no longer lands in the dev outbox.
      expect((await t.app.inject({ url: '/dev/outbox.json' })).json()).toEqual([]);
    } finally {
      await t.app.close();
    }
  });

  it('e-mails share pooled SMTP connections: three codes sent one after another, one connection', async () => {
    const port = (smtp.server.address() as AddressInfo).port;
    const t = await buildTestApp(
      fresh,
      { SMTP_URL: `smtp://mailer:s3cret@127.0.0.1:${port}` },
      { delivery: undefined },
    );
    try {
      mails.length = 0;
      smtpConnections.count = 0;
      for (const email of ['pool-1@example.com', 'pool-2@example.com', 'pool-3@example.com']) {
        const sent = json(await postJson(t.app, '/verify/register/email', { email }));
        expect(sent.ret_code).toBe(0);
      }
      expect(mails.map((mail) => mail.to)).toEqual([
        ['pool-1@example.com'],
        ['pool-2@example.com'],
        ['pool-3@example.com'],
      ]);
      expect(smtpConnections.count).toBe(1);
    } finally {
      await t.app.close();
    }
  });

  it('with SMS_WEBHOOK_URL, the SMS is POSTed as JSON {to, text}; a non-2xx answer is a failure', async () => {
    const port = (webhook.address() as AddressInfo).port;
    const t = await buildTestApp(
      fresh,
      { SMS_WEBHOOK_URL: `http://127.0.0.1:${port}/sms` },
      { delivery: undefined },
    );
    try {
      const sent = json(
        await postJson(t.app, '/verify/register/mobile', {
          country_code: '44',
          mobile: '7911123456',
        }),
      );
      expect(sent.ret_code).toBe(0);
      expect(hooks[0]).toEqual({
        type: 'application/json',
        body: { to: '+447911123456', text: expect.stringMatching(/verification code is \d{6}/) },
      });
      const failed = await postJson(t.app, '/verify/register/mobile', {
        country_code: '44',
        mobile: '7911123457',
      });
      expect(failed.statusCode).toBe(500);
      expect(json(failed).ret_code).toBe(10500);
    } finally {
      await t.app.close();
    }
  });
});
