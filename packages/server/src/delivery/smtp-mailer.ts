/**
 * E-mail over SMTP with nodemailer (SMTP_URL: smtp:// or smtps://user:pass@host:port, checked
 * by config/delivery.config.ts). nodemailer is loaded at the first e-mail, not at start-up: an
 * instance that sends none (SMS only, the dev outbox) never holds its 35 modules.
 *
 * The connections are pooled (nodemailer's default of at most 5, 100 messages each): a code
 * send does not open a connection, greet, start TLS and log in for every message it sends.
 * Other nodemailer settings may be given in SMTP_URL's query (`?pool=false&maxConnections=2`).
 */
import type { Transporter } from 'nodemailer';
import type { EmailMessage } from './delivery.js';

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
    (transport ??= import('nodemailer').then(({ default: nodemailer }) =>
      nodemailer.createTransport(pooled.href),
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
