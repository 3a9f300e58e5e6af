/**
 * The texts of recovery and unblocking messages, in the language of the request (decision
 * 078). An address with no account gets a message that carries no code (as sign-up does the
 * other way round, decision 007), so the send answer and the act of sending are the same
 * whether or not the account exists.
 */
import type { MessagePair } from '../codes/index.js';
import { messageTexts } from '../messages/catalog.js';

/**
 * The code, and in an e-mail the link that resets the password without it (decision 105):
 * it still works when wrong codes typed elsewhere have stopped the code.
 */
export function recoveryCodeMessage(
  language: string,
  code: string,
  ttlMinutes: number,
  link?: string,
): MessagePair {
  const { t } = messageTexts(language);
  const text = t('recoveryCode.text', { code, minutes: ttlMinutes });
  const byLink = link === undefined ? '' : `\n\n${t('recoveryCode.link', { link })}`;
  return {
    email: {
      subject: t('recoveryCode.subject', { code }),
      text: `${text}${byLink}\n\n${t('recoveryCode.ifNotYou')}`,
      code,
      ...(link === undefined ? {} : { link }),
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

/** The code of a lost authenticator's reset (decision 143); e-mail only. */
export function unbindTwoFactorCodeMessage(
  language: string,
  code: string,
  ttlMinutes: number,
): MessagePair {
  const { t } = messageTexts(language);
  const text = t('unbindTwoFactorCode.text', { code, minutes: ttlMinutes });
  return {
    email: {
      subject: t('unbindTwoFactorCode.subject', { code }),
      text: `${text}\n\n${t('unbindTwoFactorCode.ifNotYou')}`,
      code,
    },
    sms: { text, code },
  };
}

/** An address with no account, or one without an authenticator: a notice with no code. */
export function unbindTwoFactorNoneMessage(language: string): MessagePair {
  const { t } = messageTexts(language);
  const text = t('unbindTwoFactorNone.text');
  return { email: { subject: t('unbindTwoFactorNone.subject'), text }, sms: { text } };
}
