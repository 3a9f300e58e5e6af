/**
 * The texts of recovery and unblocking messages. An address with no account gets a message
 * that carries no code (as sign-up does the other way round, decision 007), so the send
 * answer and the act of sending are the same whether or not the account exists.
 */
import type { MessagePair } from '../codes/messages.js';

const BRAND = 'Foyer';

export function recoveryCodeMessage(code: string, ttlMinutes: number): MessagePair {
  const text = `Your ${BRAND} password reset code is ${code}. It expires in ${ttlMinutes} minutes.`;
  return {
    email: {
      subject: `${BRAND} password reset code: ${code}`,
      text: `${text}\n\nIf you did not ask to reset your password, you can ignore this e-mail; your password is unchanged.`,
      code,
    },
    sms: { text, code },
  };
}

export function noAccountRecoveryMessage(publicOrigin: string): MessagePair {
  const link = `${publicOrigin}/register`;
  return {
    email: {
      subject: `${BRAND} password reset requested`,
      text:
        `Someone asked to reset the ${BRAND} password of this address, but it has no account.\n` +
        `To create one, sign up: ${link}\n\nIf it was not you, you can ignore this e-mail.`,
      link,
    },
    sms: {
      text: `Someone asked to reset a ${BRAND} password for this number, which has no account. Sign up: ${link}`,
    },
  };
}

export function unblockCodeMessage(code: string, ttlMinutes: number): MessagePair {
  const text = `Your ${BRAND} code to unblock your account is ${code}. It expires in ${ttlMinutes} minutes.`;
  return {
    email: {
      subject: `${BRAND} account unblock code: ${code}`,
      text: `${text}\n\nIf you did not ask to unblock your account, change your password now.`,
      code,
    },
    sms: { text, code },
  };
}
