/**
 * Picks a provider per channel: SMTP when SMTP_URL is set, the SMS webhook when
 * SMS_WEBHOOK_URL is set, otherwise the dev outbox where it is on (config.ts outboxEnabled).
 * A channel with neither stops start-up (docs/decisions/037): a server that cannot send a
 * code must say so before it takes a sign-up, not drop the code or fail every send later.
 */
import { outboxEnabled, type Config } from '../config.js';
import type { Clock } from '../shared/clock.js';
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

/**
 * Throws the start-up error of a channel with no provider and no dev outbox, naming the
 * variables that would fix it.
 */
export function assertDeliverable(config: Config): void {
  const outbox = outboxEnabled(config);
  for (const [variable, channel, set] of [
    ['SMTP_URL', 'e-mail', config.smtpUrl],
    ['SMS_WEBHOOK_URL', 'SMS', config.smsWebhookUrl],
  ] as const) {
    if (set || outbox) continue;
    throw new Error(
      `Invalid ${variable}: ${channel} cannot be sent: ${variable} is not set and the dev ` +
        `outbox is off (PUBLIC_ORIGIN ${config.publicOrigin} is not loopback, or ` +
        `DEV_OUTBOX=false). Set ${variable}; the dev outbox serves loopback origins only.`,
    );
  }
}

export function createDelivery(
  config: Config,
  outboxStore: OutboxStore,
  clock: Clock,
  log: DeliveryLog,
): ManagedDelivery {
  assertDeliverable(config);
  const outbox = outboxEnabled(config) ? createOutbox(outboxStore, clock, log) : undefined;
  const mailer = config.smtpUrl ? createSmtpMailer(config.smtpUrl, config.mailFrom) : undefined;
  const sms = config.smsWebhookUrl ? createSmsWebhook(config.smsWebhookUrl) : undefined;
  const fallback = outbox as NonNullable<typeof outbox>;

  return {
    sendEmail: mailer ? (message) => mailer.send(message) : fallback.email,
    sendSms: sms ? (message) => sms.send(message) : fallback.sms,
    describe: () => ({
      email: mailer ? 'smtp' : 'dev outbox',
      sms: sms ? 'webhook' : 'dev outbox',
    }),
    close: () => mailer?.close(),
  };
}
