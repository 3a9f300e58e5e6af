/**
 * The re-authentication code's message (decision 106), in the language of the request that
 * asked for it (decision 098). Only a signed-in session asks for one, so its last line says
 * what to do if that session is not the owner's.
 */
import type { MessagePair } from '../codes/index.js';
import { messageTexts } from '../messages/catalog.js';

export function reauthCodeMessage(language: string, code: string, ttlMinutes: number): MessagePair {
  const { t } = messageTexts(language);
  const text = t('reauthCode.text', { code, minutes: ttlMinutes });
  return {
    email: {
      subject: t('reauthCode.subject', { code }),
      text: `${text}\n\n${t('reauthCode.ifNotYou')}`,
      code,
    },
    sms: { text, code },
  };
}
