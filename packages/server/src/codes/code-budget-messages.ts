/**
 * The notice sent when a wrong-code budget is spent (docs/decisions/034): once per window,
 * to the e-mail or phone the codes were for, in the language of the request that spent it
 * (decision 078). It carries no code and no link.
 */
import type { BudgetPurpose } from './code-budget.js';
import type { MessagePair } from './messages.js';
import { messageTexts } from '../messages/catalog.js';

/** Whether the password was known to whoever entered the codes of a purpose. */
const PASSWORD_KNOWN: Record<BudgetPurpose, boolean> = {
  recovery: false,
  register: false,
  unblock: true,
  risk: true,
  twoFactor: true,
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
  const said = t(
    PASSWORD_KNOWN[purpose] ? 'wrongCodeBudget.adviceKnown' : 'wrongCodeBudget.adviceUnknown',
  );
  // The owner keeps the recovery e-mail's link and the known devices (decision 105).
  const advice = purpose === 'recovery' ? `${said} ${t('wrongCodeBudget.recoveryStill')}` : said;
  return {
    email: { subject: t('wrongCodeBudget.subject'), text: `${text}\n\n${advice}` },
    sms: { text: `${text} ${advice}` },
  };
}
