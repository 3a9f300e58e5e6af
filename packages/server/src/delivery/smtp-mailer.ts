/** E-mail over SMTP with nodemailer (SMTP_URL: smtp:// or smtps://user:pass@host:port). */
import nodemailer from 'nodemailer';
import type { EmailMessage } from './delivery.js';

export interface SmtpMailer {
  send(message: EmailMessage): Promise<void>;
  close(): void;
}

export function createSmtpMailer(smtpUrl: string, from: string): SmtpMailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(message) {
      await transport.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
      });
    },
    close: () => transport.close(),
  };
}
