/**
 * The message that tells an account of each QR approval (decision 039): when, and the
 * requesting browser and address as the server saw them when the code was made, never as
 * the requester described itself.
 */
import type { MessagePair } from '../codes/messages.js';

const BRAND = 'Foyer';

export interface ApprovedRequester {
  /** The server's summary of the requester's User-Agent header. */
  browser: string;
  ip: string;
  /** ISO country of the IP ('' when unknown). */
  country: string;
}

export function qrApprovedMessage(approvedAt: number, requester: ApprovedRequester): MessagePair {
  const when = new Date(approvedAt).toISOString().replace('T', ' ').slice(0, 16);
  const place = requester.country ? `${requester.ip} (${requester.country})` : requester.ip;
  const facts = `Time: ${when} UTC\nBrowser: ${requester.browser}\nIP address: ${place}`;
  const ifNot =
    'If this was not you, change your password now: someone who can use your account ' +
    'approved a log-in for another browser.';
  return {
    email: {
      subject: `${BRAND}: a log-in by QR code was approved`,
      text: `A log-in to your ${BRAND} account by QR code was approved.\n\n${facts}\n\n${ifNot}`,
    },
    sms: {
      text: `${BRAND}: a QR log-in was approved at ${when} UTC for ${requester.browser}, IP ${place}. If this was not you, change your password now.`,
    },
  };
}
