/**
 * The message that tells an account of each QR approval (decision 039): when, and the
 * requesting browser and address as the server saw them when the code was made, never as
 * the requester described itself. In the language of the approving request (decision 078).
 */
import type { MessagePair } from '../codes/index.js';
import { messageTexts } from '../messages/catalog.js';

export interface ApprovedRequester {
  /** The server's summary of the requester's User-Agent header. */
  browser: string;
  ip: string;
  /** ISO country of the IP ('' when unknown). */
  country: string;
}

export function qrApprovedMessage(
  language: string,
  approvedAt: number,
  requester: ApprovedRequester,
): MessagePair {
  const { t, utc } = messageTexts(language);
  // The catalog's texts write ' UTC' after the time themselves.
  const when = utc(approvedAt).replace(/ UTC$/, '');
  const place = requester.country ? `${requester.ip} (${requester.country})` : requester.ip;
  const values = { when, browser: requester.browser, place };
  return {
    email: {
      subject: t('qrApproved.subject'),
      text: `${t('qrApproved.text')}\n\n${t('qrApproved.facts', values)}\n\n${t('qrApproved.ifNotYou')}`,
    },
    sms: { text: t('qrApproved.sms', values) },
  };
}
