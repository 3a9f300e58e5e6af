/** The activation-link e-mail of a sign-up (docs/decisions/026), beside messages.ts. */
import type { MessagePair } from '../codes/index.js';
import { messageTexts } from '../messages/catalog.js';

/**
 * The link opens a page that shows which sign-up it is and asks for a click on Confirm, so a
 * mail scanner that fetches links activates nothing. In the request's language (078).
 */
export function activationLinkMessage(
  language: string,
  link: string,
  ttlMinutes: number,
): MessagePair {
  const { t } = messageTexts(language);
  const text = t('activationLink.text', { link, minutes: ttlMinutes });
  return {
    email: {
      subject: t('activationLink.subject'),
      text: `${text}\n\n${t('activationLink.ifNotYou')}`,
      link,
    },
    // Links are e-mail only; a phone sign-up always gets a code.
    sms: { text },
  };
}
