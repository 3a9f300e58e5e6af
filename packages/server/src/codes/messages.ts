/**
 * The texts of the messages the server sends, in the language of the request that caused them
 * (messages/catalog.ts, decision 078). A message to an address that already has an account
 * carries no code: it tells the owner to log in instead (decision 007), and the send-code
 * answer is the same as for a new address, so sign-up does not reveal accounts.
 */
import type { EmailMessage, SmsMessage } from '../delivery/delivery.js';
import { messageTexts } from '../messages/catalog.js';

export interface MessagePair {
  email: Omit<EmailMessage, 'to'>;
  sms: Omit<SmsMessage, 'to'>;
}

export function registerCodeMessage(
  language: string,
  code: string,
  ttlMinutes: number,
): MessagePair {
  const { t } = messageTexts(language);
  const text = t('registerCode.text', { code, minutes: ttlMinutes });
  return {
    email: {
      subject: t('registerCode.subject', { code }),
      text: `${text}\n\n${t('registerCode.ifNotYou')}`,
      code,
    },
    sms: { text, code },
  };
}

export function accountExistsMessage(language: string, publicOrigin: string): MessagePair {
  const { t } = messageTexts(language);
  const link = `${publicOrigin}/login`;
  return {
    email: {
      subject: t('accountExists.subject'),
      text: t('accountExists.text', { link }),
      link,
    },
    sms: { text: t('accountExists.sms', { link }) },
  };
}

/** The security verification code of a login from a new device or country (decision 017). */
const RISK_REASONS = { login: 'riskCode.reasonLogin', signUp: 'riskCode.reasonSignUp' };

export function riskCodeMessage(
  language: string,
  code: string,
  ttlMinutes: number,
  reason: keyof typeof RISK_REASONS = 'login',
): MessagePair {
  const { t } = messageTexts(language);
  const text = t('riskCode.text', { code, minutes: ttlMinutes });
  return {
    email: {
      subject: t('riskCode.subject', { code }),
      text: `${text}\n\n${t(RISK_REASONS[reason])}`,
      code,
    },
    sms: { text, code },
  };
}
