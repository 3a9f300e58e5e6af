/**
 * The notice of a ceiling of wrong passwords (decision 105): sent once, when the try that
 * reached it was made, to the account's e-mail or phone (a sub-account's main account's), in
 * the language of that request (decision 078). It carries no code and no link.
 */
import { holderAddress, type MessagePair, sendTo } from '../codes/index.js';
import { messageTexts } from '../messages/catalog.js';
import type { MessagingDeps } from '../shared/deps.js';
import type { Account } from '../store/accounts.store.js';
import type { CeilingReached } from './password-tries.js';

export function passwordCeilingMessage(language: string, reached: CeilingReached): MessagePair {
  const { t } = messageTexts(language);
  const text = t(reached === 'all' ? 'passwordCeiling.textAll' : 'passwordCeiling.textStrangers');
  const advice = t('passwordCeiling.advice');
  return {
    email: { subject: t('passwordCeiling.subject'), text: `${text}\n\n${advice}` },
    sms: { text: `${text} ${advice}` },
  };
}

/** Tells the holder once per ceiling reached (the counter's notice, claimed atomically). */
export async function tellOwnerOfCeiling(
  deps: MessagingDeps,
  account: Account,
  key: string,
  reached: CeilingReached,
): Promise<void> {
  const purpose = reached === 'all' ? 'passwordCeiling' : 'passwordStrangers';
  if (!(await deps.store.limits.claimNotice(purpose, key, deps.clock.now()))) return;
  const address = await holderAddress(deps, account);
  if (address) await sendTo(deps, address, passwordCeilingMessage(deps.language, reached));
}
