/**
 * The texts of the messages the server sends. A message to an address that already has an
 * account carries no code: it tells the owner to log in instead (decision 007), and the
 * send-code answer is the same as for a new address, so sign-up does not reveal accounts.
 */
import type { EmailMessage, SmsMessage } from '../delivery/delivery.js';

const BRAND = 'Foyer';

export interface MessagePair {
  email: Omit<EmailMessage, 'to'>;
  sms: Omit<SmsMessage, 'to'>;
}

export function registerCodeMessage(code: string, ttlMinutes: number): MessagePair {
  const text = `Your ${BRAND} verification code is ${code}. It expires in ${ttlMinutes} minutes.`;
  return {
    email: {
      subject: `${BRAND} verification code: ${code}`,
      text: `${text}\n\nIf you did not try to sign up, you can ignore this e-mail.`,
      code,
    },
    sms: { text, code },
  };
}

export function accountExistsMessage(publicOrigin: string): MessagePair {
  const link = `${publicOrigin}/login`;
  return {
    email: {
      subject: `Someone tried to sign up to ${BRAND} with this address`,
      text:
        `Someone tried to sign up with this address, but it already has a ${BRAND} account.\n` +
        `If it was you, log in instead: ${link}\n\nIf it was not you, you can ignore this e-mail.`,
      link,
    },
    sms: {
      text: `Someone tried to sign up to ${BRAND} with this number, which already has an account. Log in instead: ${link}`,
    },
  };
}

/** The security verification code of a login from a new device or country (decision 017). */
const RISK_REASONS = {
  login:
    'Someone logged in to your account from a new device or country. ' +
    'If it was not you, do not share this code and change your password.',
  signUp:
    `Someone is signing up to ${BRAND} with this address and was asked to verify it first. ` +
    'If it was not you, ignore this message.',
};

export function riskCodeMessage(
  code: string,
  ttlMinutes: number,
  reason: keyof typeof RISK_REASONS = 'login',
): MessagePair {
  const text = `Your ${BRAND} security verification code is ${code}. It expires in ${ttlMinutes} minutes.`;
  return {
    email: {
      subject: `${BRAND} security verification code: ${code}`,
      text: `${text}\n\n${RISK_REASONS[reason]}`,
      code,
    },
    sms: { text, code },
  };
}
