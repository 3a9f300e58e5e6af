/**
 * The owner is told about every new way into the account and every new sub-account (decision
 * 106): a provider linked, Telegram bound, a sub-account created. Each message says what
 * happened, when, and what to do if it was not them, in the language of the request that made
 * the change (decision 098). It goes to the account's e-mail, else its phone; a sub-account has
 * neither, so its main account's holder is told.
 */
import { LANGUAGES, type ThirdPartyProvider } from '@foyer/contract';
import { accountAddress, type MessagePair, sendTo } from '../codes/index.js';
import { messageTexts } from '../messages/catalog.js';
import type { MessagingDeps } from '../shared/deps.js';

/** A way in the notice names: a provider of the link call, or Telegram. */
export type SignInMethod = ThirdPartyProvider | 'telegram';

/** Brand names, the same in every language; the Turkish provider's is configured. */
const BRAND_NAMES: Record<Exclude<SignInMethod, 'tr'>, string> = {
  google: 'Google',
  apple: 'Apple',
  telegram: 'Telegram',
};

/**
 * The recovery page, in the message's language when the web app's addresses know it (as the
 * QR link's): a reset ends every session and every app's access (decision 106).
 */
function resetLink(deps: MessagingDeps): string {
  const lang = LANGUAGES.find((known) => known === deps.language) ?? 'en';
  return `${deps.config.publicOrigin}/${lang}/app/user/retrieve`;
}

/** The time of a notice, as the catalog's texts write it (they add ' UTC' themselves). */
const whenOf = (utc: (at: number) => string, at: number) => utc(at).replace(/ UTC$/, '');

export function signInAddedMessage(
  deps: MessagingDeps,
  method: SignInMethod,
  at: number,
): MessagePair {
  const { t, utc } = messageTexts(deps.language);
  const name =
    method === 'tr'
      ? (deps.config.trProviderName ?? t('signInAdded.turkishProvider'))
      : BRAND_NAMES[method];
  const values = { method: name, when: whenOf(utc, at), link: resetLink(deps) };
  return {
    email: {
      subject: t('signInAdded.subject', values),
      text: [
        t('signInAdded.text', values),
        t('signInAdded.facts', values),
        t('signInAdded.ifNotYou', values),
      ].join('\n\n'),
      link: values.link,
    },
    sms: { text: t('signInAdded.sms', values) },
  };
}

export function subAccountCreatedMessage(
  deps: MessagingDeps,
  name: string,
  at: number,
): MessagePair {
  const { t, utc } = messageTexts(deps.language);
  const values = { name, when: whenOf(utc, at), link: resetLink(deps) };
  return {
    email: {
      subject: t('subAccountCreated.subject'),
      text: [
        t('subAccountCreated.text', values),
        t('subAccountCreated.facts', values),
        t('subAccountCreated.ifNotYou', values),
      ].join('\n\n'),
      link: values.link,
    },
    sms: { text: t('subAccountCreated.sms', values) },
  };
}

/** The trading password was set or changed (decision 160): told as a new way in is. */
export function tradingPasswordSetMessage(deps: MessagingDeps, at: number): MessagePair {
  const { t, utc } = messageTexts(deps.language);
  const values = { when: whenOf(utc, at), link: resetLink(deps) };
  return {
    email: {
      subject: t('tradingPasswordSet.subject'),
      text: [
        t('tradingPasswordSet.text'),
        t('tradingPasswordSet.facts', values),
        t('tradingPasswordSet.ifNotYou', values),
      ].join('\n\n'),
      link: values.link,
    },
    sms: { text: t('tradingPasswordSet.sms', values) },
  };
}

/** Sends the notice to the account's holder: its own address, else its main account's. */
export async function tellHolder(
  deps: MessagingDeps,
  accountId: string,
  message: MessagePair,
): Promise<void> {
  const { accounts, subAccounts } = deps.store;
  const account = await accounts.findById(accountId);
  const sub =
    account && !accountAddress(account) ? await subAccounts.findByAccount(accountId) : undefined;
  const holder = sub ? await accounts.findById(sub.parent_id) : account;
  const address = holder ? accountAddress(holder) : undefined;
  if (address) await sendTo(deps, address, message);
}
