import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, Socket, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SMTPServer, type SMTPServerOptions } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createSmtpMailer } from './smtp-mailer.js';

interface Taken {
  to: string[];
  secure: boolean;
  user: string | undefined;
}

function startSmtp(taken: Taken[], options: SMTPServerOptions = {}): Promise<SMTPServer> {
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    onAuth(auth, _session, callback) {
      if (auth.username === 'mailer' && auth.password === 's3cret') {
        return callback(null, { user: 'mailer' });
      }
      return callback(new Error('bad credentials'));
    },
    onData(stream, session, callback) {
      stream.resume();
      stream.on('end', () => {
        taken.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          secure: session.secure,
          user: session.user as string | undefined,
        });
        callback();
      });
    },
    ...options,
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

const portOf = (smtp: SMTPServer) => (smtp.server.address() as AddressInfo).port;
const stop = (smtp: SMTPServer | undefined) =>
  new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()));

const message = (to: string) => ({ to, subject: 'Code', text: 'Your code is 123456.' });

describe('e-mail over SMTP (decision 101)', () => {
  let plain: SMTPServer;
  let implicitTls: SMTPServer;
  const taken: Taken[] = [];
  const certDir = mkdtempSync(join(tmpdir(), 'foyer-smtp-tls-'));

  beforeAll(async () => {
    // A self-signed certificate for a mail server that speaks TLS from the first byte (smtps).
    execFileSync('openssl', [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-keyout',
      join(certDir, 'key.pem'),
      '-out',
      join(certDir, 'cert.pem'),
    ]);
    plain = await startSmtp(taken);
    implicitTls = await startSmtp(taken, {
      secure: true,
      key: readFileSync(join(certDir, 'key.pem')),
      cert: readFileSync(join(certDir, 'cert.pem')),
    });
  });
  afterAll(async () => {
    await stop(plain);
    await stop(implicitTls);
    rmSync(certDir, { recursive: true, force: true });
  });

  it("the mailer's connection has Nagle's algorithm off, so a message's last write is not held for the server's acknowledgement", async () => {
    const port = portOf(plain);
    const noDelay = vi.spyOn(Socket.prototype, 'setNoDelay');
    const mailer = createSmtpMailer(`smtp://mailer:s3cret@127.0.0.1:${port}`, 'noreply@foyer.test');
    try {
      await mailer.send(message('nagle@example.com'));
      // The mailer's side of the connection is the socket whose far end is the server's port
      // (the server's own side, in this process too, has the client's port there).
      const mailerSide = noDelay.mock.contexts.filter(
        (socket) => (socket as Socket).remotePort === port,
      );
      expect(mailerSide).toHaveLength(1);
      expect(noDelay.mock.calls[noDelay.mock.contexts.indexOf(mailerSide[0])]).toEqual([true]);
      expect(taken.at(-1)).toMatchObject({ to: ['nagle@example.com'], user: 'mailer' });
    } finally {
      noDelay.mockRestore();
      mailer.close();
    }
  });

  it('smtps:// still starts TLS first on that connection, and logs in over it', async () => {
    const url = `smtps://mailer:s3cret@127.0.0.1:${portOf(implicitTls)}?tls.rejectUnauthorized=false`;
    const mailer = createSmtpMailer(url, 'noreply@foyer.test');
    try {
      await mailer.send(message('tls@example.com'));
      expect(taken.at(-1)).toEqual({ to: ['tls@example.com'], secure: true, user: 'mailer' });
    } finally {
      mailer.close();
    }
  });

  it('a mail server that does not answer fails the send with an error, not a crash or a wait', async () => {
    // A port that was just free: nothing listens there.
    const closed = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as AddressInfo;
        probe.close(() => resolve(port));
      });
    });
    const mailer = createSmtpMailer(`smtp://127.0.0.1:${closed}`, 'noreply@foyer.test');
    try {
      await expect(mailer.send(message('nobody@example.com'))).rejects.toThrow(/ECONNREFUSED/);
    } finally {
      mailer.close();
    }
  });
});
