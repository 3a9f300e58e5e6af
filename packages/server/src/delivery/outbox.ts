/**
 * The dev outbox: outside production, with no provider configured, a message is stored
 * (and logged) instead of sent, and listed at /dev/outbox and /dev/outbox.json.
 */
import type { Clock } from '../services/clock.js';
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
      log.info(
        { channel: 'email', to: message.to, code: message.code },
        'dev outbox: e-mail stored',
      );
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
      log.info({ channel: 'sms', to: message.to, code: message.code }, 'dev outbox: SMS stored');
    },
  };
}
