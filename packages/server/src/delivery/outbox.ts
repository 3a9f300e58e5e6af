/**
 * The dev outbox: where it is on (config.ts outboxEnabled: DEV_OUTBOX, or a loopback
 * PUBLIC_ORIGIN), a message of a channel with no provider is stored instead of sent, and
 * listed at /dev/outbox and /dev/outbox.json. The log says that one was stored, never its
 * code, link or address (docs/decisions/037).
 */
import type { Clock } from '../shared/clock.js';
import type { OutboxStore } from '../store/outbox.store.js';
import type { DeliveryLog, EmailMessage, SmsMessage } from './delivery.js';

export interface OutboxDelivery {
  email(message: EmailMessage): Promise<void>;
  sms(message: SmsMessage): Promise<void>;
}

export function createOutbox(outbox: OutboxStore, clock: Clock, log: DeliveryLog): OutboxDelivery {
  return {
    async email(message) {
      await outbox.insert({
        channel: 'email',
        to: message.to,
        subject: message.subject,
        text: message.text,
        code: message.code ?? null,
        link: message.link ?? null,
        sent_at: clock.now(),
      });
      log.info({ channel: 'email' }, 'dev outbox: e-mail stored (see /dev/outbox)');
    },
    async sms(message) {
      await outbox.insert({
        channel: 'sms',
        to: message.to,
        subject: null,
        text: message.text,
        code: message.code ?? null,
        link: null,
        sent_at: clock.now(),
      });
      log.info({ channel: 'sms' }, 'dev outbox: SMS stored (see /dev/outbox)');
    },
  };
}
