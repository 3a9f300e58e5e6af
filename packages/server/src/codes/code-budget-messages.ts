/**
 * The notice sent when a wrong-code budget is spent (docs/decisions/034): once per window,
 * to the e-mail or phone the codes were for, in the language of the request that spent it
 * (decision 078). It carries no code and no link.
 */
import type { BudgetPurpose } from './code-budget.js';
import type { MessagePair } from './messages.js';
import { messageTexts } from '../messages/catalog.js';

/**
 * What whoever entered the codes of a purpose already had: nothing (sign-up, recovery), the
 * password (unblock, risk, two-factor), or a session (the re-authentication code of an account
 * without a password, decision 106); the advice follows. A lost authenticator's code is
 * asked with the address alone, as recovery is (decision 143).
 */
const ADVICE: Record<BudgetPurpose, 'adviceKnown' | 'adviceUnknown' | 'adviceSignedIn'> = {
  recovery: 'adviceUnknown',
  register: 'adviceUnknown',
  unblock: 'adviceKnown',
  risk: 'adviceKnown',
  twoFactor: 'adviceKnown',
  reauth: 'adviceSignedIn',
  unbind2fa: 'adviceUnknown',
};

export function wrongCodeBudgetMessage(
  language: string,
  purpose: BudgetPurpose,
  wrongCodes: number,
  retryAt: number,
): MessagePair {
  const { t, utc } = messageTexts(language);
  const text = t('wrongCodeBudget.text', {
    count: wrongCodes,
    codes: t(`wrongCodeBudget.codes.${purpose}`),
    until: utc(retryAt),
  });
  const said = t(`wrongCodeBudget.${ADVICE[purpose]}`);
  // The owner keeps the recovery e-mail's link and the known devices (decision 105).
  const advice = purpose === 'recovery' ? `${said} ${t('wrongCodeBudget.recoveryStill')}` : said;
  return {
    email: { subject: t('wrongCodeBudget.subject'), text: `${text}\n\n${advice}` },
    sms: { text: `${text} ${advice}` },
  };
}
