/**
 * The texts of recovery and unblocking messages, in the language of the request (decision
 * 078). An address with no account gets a message that carries no code (as sign-up does the
 * other way round, decision 007), so the send answer and the act of sending are the same
 * whether or not the account exists.
 */
import type { MessagePair } from '../codes/messages.js';
import { messageTexts } from '../messages/catalog.js';

export function recoveryCodeMessage(
  language: string,
  code: string,
  ttlMinutes: number,
): MessagePair {
  const { t } = messageTexts(language);
  const text = t('recoveryCode.text', { code, minutes: ttlMinutes });
  return {
    email: {
      subject: t('recoveryCode.subject', { code }),
      text: `${text}\n\n${t('recoveryCode.ifNotYou')}`,
      code,
    },
    sms: { text, code },
  };
}

export function noAccountRecoveryMessage(language: string, publicOrigin: string): MessagePair {
  const { t } = messageTexts(language);
  const link = `${publicOrigin}/register`;
  return {
    email: {
      subject: t('noAccountRecovery.subject'),
      text: t('noAccountRecovery.text', { link }),
      link,
    },
    sms: { text: t('noAccountRecovery.sms', { link }) },
  };
}

export function unblockCodeMessage(
  language: string,
  code: string,
  ttlMinutes: number,
): MessagePair {
  const { t } = messageTexts(language);
  const text = t('unblockCode.text', { code, minutes: ttlMinutes });
  return {
    email: {
      subject: t('unblockCode.subject', { code }),
      text: `${text}\n\n${t('unblockCode.ifNotYou')}`,
      code,
    },
    sms: { text, code },
  };
}
