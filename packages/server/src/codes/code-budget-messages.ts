/**
 * The notice sent when a wrong-code budget is spent (docs/decisions/034): once per window,
 * to the e-mail or phone the codes were for. It carries no code and no link.
 */
import type { BudgetPurpose } from './code-budget.js';
import type { MessagePair } from './messages.js';

const BRAND = 'Foyer';

/** What the codes were for, in the owner's words; and whether the password was known. */
const PURPOSES: Record<BudgetPurpose, { codes: string; passwordKnown: boolean }> = {
  recovery: { codes: 'password reset codes', passwordKnown: false },
  register: { codes: 'sign-up verification codes', passwordKnown: false },
  unblock: { codes: 'account unblock codes', passwordKnown: true },
  risk: { codes: 'security verification codes', passwordKnown: true },
  twoFactor: { codes: 'Google Authenticator codes', passwordKnown: true },
};

export function wrongCodeBudgetMessage(
  purpose: BudgetPurpose,
  wrongCodes: number,
  retryAt: number,
): MessagePair {
  const { codes, passwordKnown } = PURPOSES[purpose];
  const until = new Date(retryAt)
    .toISOString()
    .replace(/\.\d{3}Z$/, ' UTC')
    .replace('T', ' ');
  const text =
    `${wrongCodes} wrong ${BRAND} ${codes} were entered for this address in the last 24 hours. ` +
    `We stopped sending and checking these codes until ${until}.`;
  const advice = passwordKnown
    ? 'If it was not you, someone knows your password: change it now.'
    : 'If it was not you, nobody got in: no code was guessed. You can ignore this message.';
  return {
    email: { subject: `${BRAND}: too many wrong codes`, text: `${text}\n\n${advice}` },
    sms: { text: `${text} ${advice}` },
  };
}
