/** A Delivery that keeps what it was asked to send, for service and route tests. */
import type { Delivery, EmailMessage, SmsMessage } from '../delivery/delivery.js';

export type Sent = ({ channel: 'email' } & EmailMessage) | ({ channel: 'sms' } & SmsMessage);

export interface RecordingDelivery extends Delivery {
  sent: Sent[];
  /** The code of the last message to `to` (throws when that message carried none). */
  lastCodeTo(to: string): string;
}

export function recordingDelivery(): RecordingDelivery {
  const sent: Sent[] = [];
  return {
    sent,
    async sendEmail(message) {
      sent.push({ channel: 'email', ...message });
    },
    async sendSms(message) {
      sent.push({ channel: 'sms', ...message });
    },
    lastCodeTo(to) {
      const message = sent.findLast((m) => m.to === to);
      if (!message?.code) throw new Error(`no code was sent to ${to}`);
      return message.code;
    },
  };
}
