/**
 * Picks a provider per channel: SMTP when SMTP_URL is set, the SMS webhook when
 * SMS_WEBHOOK_URL is set, otherwise the dev outbox (never in production, where an
 * unconfigured channel fails loudly instead of silently dropping codes).
 */
import { outboxEnabled, type Config } from '../config.js';
import type { Clock } from '../services/clock.js';
import type { OutboxStore } from '../store/outbox.store.js';
import type { Delivery, DeliveryLog } from './delivery.js';
import { createOutbox } from './outbox.js';
import { createSmsWebhook } from './sms-webhook.js';
import { createSmtpMailer } from './smtp-mailer.js';

export interface ManagedDelivery extends Delivery {
  /** Which provider each channel uses, for the start-up log. */
  describe(): { email: string; sms: string };
  close(): void;
}

const notConfigured = (what: string) => async () => {
  throw new Error(`${what} is not configured in production`);
};

export function createDelivery(
  config: Config,
  outboxStore: OutboxStore,
  clock: Clock,
  log: DeliveryLog,
): ManagedDelivery {
  const outbox = outboxEnabled(config) ? createOutbox(outboxStore, clock, log) : undefined;
  const mailer = config.smtpUrl ? createSmtpMailer(config.smtpUrl, config.mailFrom) : undefined;
  const sms = config.smsWebhookUrl ? createSmsWebhook(config.smsWebhookUrl) : undefined;

  if (!mailer && !outbox) log.warn({}, 'SMTP_URL is not set: e-mail cannot be sent');
  if (!sms && !outbox) log.warn({}, 'SMS_WEBHOOK_URL is not set: SMS cannot be sent');

  return {
    sendEmail: mailer
      ? (message) => mailer.send(message)
      : (outbox?.email ?? notConfigured('E-mail delivery (SMTP_URL)')),
    sendSms: sms
      ? (message) => sms.send(message)
      : (outbox?.sms ?? notConfigured('SMS delivery (SMS_WEBHOOK_URL)')),
    describe: () => ({
      email: mailer ? 'smtp' : outbox ? 'dev outbox' : 'none',
      sms: sms ? 'webhook' : outbox ? 'dev outbox' : 'none',
    }),
    close: () => mailer?.close(),
  };
}
