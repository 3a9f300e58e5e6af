/**
 * E-mail over SMTP with nodemailer (SMTP_URL: smtp:// or smtps://user:pass@host:port, checked
 * by config/delivery.config.ts). nodemailer is loaded at the first e-mail, not at start-up: an
 * instance that sends none (SMS only, the dev outbox) never holds its 35 modules.
 *
 * The connections are pooled (nodemailer's default of at most 5, 100 messages each): a code
 * send does not open a connection, greet, start TLS and log in for every message it sends.
 * Other nodemailer settings may be given in SMTP_URL's query (`?pool=false&maxConnections=2`).
 *
 * The sockets are Foyer's own, with Nagle's algorithm off (decision 101): nodemailer's keep it
 * on, and a message's last small write then waited for the mail server's delayed
 * acknowledgement, about 40 ms a message on Linux, which held every code send that long and
 * capped a pooled connection at about 20 messages a second.
 */
import { connect, type Socket } from 'node:net';
import type { Transporter } from 'nodemailer';
import type { EmailMessage } from './delivery.js';

/** What nodemailer tells `getSocket` of the connection it is about to make. */
interface ConnectionTarget {
  host?: string;
  port?: number;
  secure?: boolean;
  connectionTimeout?: number;
}

/** nodemailer's defaults where SMTP_URL leaves them out (smtp-connection's own). */
const DEFAULT_PORT = { implicitTls: 465, plain: 587 };
const DEFAULT_CONNECTION_TIMEOUT_MS = 2 * 60_000;

/**
 * A TCP connection to the mail server with Nagle's algorithm off, handed to nodemailer as a
 * proxy's socket would be (its `getSocket` option): nodemailer then speaks SMTP over it, and
 * for smtps:// starts TLS on it first, exactly as on a socket of its own.
 */
export function connectWithoutDelay(
  target: ConnectionTarget,
  done: (error: Error | null, socketOptions?: { connection: Socket }) => void,
): void {
  const port = target.port ?? (target.secure ? DEFAULT_PORT.implicitTls : DEFAULT_PORT.plain);
  const socket = connect({ host: target.host ?? 'localhost', port });
  const fail = (error: Error) => {
    socket.destroy();
    done(error);
  };
  socket.setTimeout(target.connectionTimeout ?? DEFAULT_CONNECTION_TIMEOUT_MS, () =>
    fail(new Error(`SMTP connection to ${target.host}:${port} timed out`)),
  );
  socket.once('error', fail);
  socket.once('connect', () => {
    socket.setTimeout(0);
    socket.setNoDelay(true);
    // nodemailer takes the socket's errors as it is handed over (synchronously), then ours go.
    done(null, { connection: socket });
    socket.removeListener('error', fail);
  });
}

export interface SmtpMailer {
  send(message: EmailMessage): Promise<void>;
  close(): void;
}

export function createSmtpMailer(smtpUrl: string, from: string): SmtpMailer {
  let transport: Promise<Transporter> | undefined;
  // nodemailer reads a URL's settings from the URL alone: the pool is asked for in its query,
  // unless the operator's URL says otherwise (`?pool=false`).
  const pooled = new URL(smtpUrl);
  if (!pooled.searchParams.has('pool')) pooled.searchParams.set('pool', 'true');
  const opened = () =>
    (transport ??= Promise.all([
      import('nodemailer'),
      import('nodemailer/lib/shared/index.js'),
    ]).then(([{ default: nodemailer }, { parseConnectionUrl }]) =>
      // The URL read as nodemailer reads it, with our sockets beside it (a `url` key would
      // make nodemailer ignore every other option).
      nodemailer.createTransport({
        ...parseConnectionUrl(pooled.href),
        getSocket: connectWithoutDelay,
      }),
    ));
  return {
    async send(message) {
      await (
        await opened()
      ).sendMail({ from, to: message.to, subject: message.subject, text: message.text });
    },
    close: () => void transport?.then((open) => open.close()),
  };
}
