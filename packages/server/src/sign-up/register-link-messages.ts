/** The activation-link e-mail of a sign-up (docs/decisions/026), beside messages.ts. */
import type { MessagePair } from '../codes/messages.js';

const BRAND = 'Foyer';

/**
 * The link opens a page that shows which sign-up it is and asks for a click on Confirm, so a
 * mail scanner that fetches links activates nothing.
 */
export function activationLinkMessage(link: string, ttlMinutes: number): MessagePair {
  const text =
    `Confirm your e-mail address to finish signing up to ${BRAND}: ${link}\n` +
    `The link works once and expires in ${ttlMinutes} minutes.`;
  return {
    email: {
      subject: `Confirm your ${BRAND} sign-up`,
      text: `${text}\n\nIf you did not try to sign up, you can ignore this e-mail.`,
      link,
    },
    // Links are e-mail only; a phone sign-up always gets a code.
    sms: { text },
  };
}
