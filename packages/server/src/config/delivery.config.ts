/** How codes and links reach people: SMTP, the SMS webhook, or the dev outbox. */
import type { Config } from '../config.js';
import { boolean, isLoopbackOrigin, optionalUrl, required, setting } from './settings.js';

export const DELIVERY_SETTINGS = {
  /** SMTP_URL: smtp:// or smtps://user:pass@host:port; when set, e-mail goes over SMTP. */
  smtpUrl: setting('SMTP_URL', undefined, (raw) => optionalUrl(raw, ['smtp:', 'smtps:'])),
  /** MAIL_FROM: the From header of every e-mail. */
  mailFrom: setting('MAIL_FROM', 'Foyer <no-reply@foyer.localhost>', (raw) => required(raw)),
  /** SMS_WEBHOOK_URL: when set, each SMS is POSTed there as JSON {to, text}. */
  smsWebhookUrl: setting('SMS_WEBHOOK_URL', undefined, (raw) =>
    optionalUrl(raw, ['http:', 'https:']),
  ),
  /**
   * DEV_OUTBOX: store messages without a provider in the dev outbox and serve it at
   * /dev/outbox (docs/decisions/037). Unset: on when PUBLIC_ORIGIN is loopback, else off.
   * `true` with a non-loopback PUBLIC_ORIGIN stops start-up; `false` turns it off everywhere.
   */
  devOutbox: setting('DEV_OUTBOX', undefined, (raw) =>
    raw === undefined ? undefined : boolean(raw),
  ),
};

/**
 * Whether the dev outbox is on: messages without a provider are stored, and /dev/outbox
 * lists them to anyone who asks. Only where everyone who can ask is on this machine.
 */
export function outboxEnabled(config: Config): boolean {
  return config.devOutbox ?? isLoopbackOrigin(config.publicOrigin);
}

export function checkDevOutbox(config: Config): void {
  if (config.devOutbox !== true || isLoopbackOrigin(config.publicOrigin)) return;
  throw new Error(
    `Invalid DEV_OUTBOX: true is refused with the non-loopback PUBLIC_ORIGIN ` +
      `${config.publicOrigin}: the outbox would show every code and link to anyone. Unset ` +
      `DEV_OUTBOX (or set it to false) and configure SMTP_URL and SMS_WEBHOOK_URL.`,
  );
}
