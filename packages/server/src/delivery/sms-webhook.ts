/**
 * SMS through an HTTP webhook: each message is POSTed as JSON {to, text} to SMS_WEBHOOK_URL,
 * where a gateway (or a small adapter in front of a provider's API) sends it. Any answer
 * but 2xx is a failure.
 */
import type { SmsMessage } from './delivery.js';

const WEBHOOK_TIMEOUT_MS = 10_000;

export interface SmsProvider {
  send(message: SmsMessage): Promise<void>;
}

export function createSmsWebhook(url: string): SmsProvider {
  return {
    async send(message) {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ to: message.to, text: message.text }),
        signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
      });
      // Drain the body so the connection can be reused.
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`SMS webhook answered HTTP ${response.status}`);
    },
  };
}
