/**
 * E-mail over SMTP with nodemailer (SMTP_URL: smtp:// or smtps://user:pass@host:port, checked
 * by config/delivery.config.ts). nodemailer is loaded at the first e-mail, not at start-up: an
 * instance that sends none (SMS only, the dev outbox) never holds its 35 modules.
 */
import type { Transporter } from 'nodemailer';
import type { EmailMessage } from './delivery.js';

export interface SmtpMailer {
  send(message: EmailMessage): Promise<void>;
  close(): void;
}

export function createSmtpMailer(smtpUrl: string, from: string): SmtpMailer {
  let transport: Promise<Transporter> | undefined;
  const opened = () =>
    (transport ??= import('nodemailer').then(({ default: nodemailer }) =>
      nodemailer.createTransport(smtpUrl),
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
