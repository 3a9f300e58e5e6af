/**
 * A raw key in a page's visible text (issue 15: "no raw key"). The translator shows a missing
 * key without its namespace (`verify.carrierNotice`, decision 052), as i18next did; a key with
 * its namespace shows when a page has no translator at all. E-mail and web addresses look like
 * dotted words too, so they are taken out of the text first.
 */

/** A key with its namespace: `login:title`, `app:titles.login`. */
const NAMESPACED_KEY =
  /\b(app|common|login|register|errors|twoFactor|qr|recovery|subAccount|securityVerification|loginView|loginDialogs|captcha|referral|registerExtras|restrictions|thirdParty):[A-Za-z][\w.]*/;

/**
 * A key's path shown bare: dotted words of two letters or more, each lowercase first,
 * `verify.sentTo`, `dialogs.locked.title` (not "e.g.", not "Foyer.com").
 */
const BARE_KEY = /\b[a-z][A-Za-z]+(?:\.[a-z][A-Za-z]+)+\b/;

/** E-mail addresses, and web addresses with a scheme or `www.` (host names of our pages). */
const ADDRESSES = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+|\bhttps?:\/\/\S+|\bwww\.\S+/g;

/** The first raw key in `text`, or undefined when there is none. */
export function rawKeyIn(text: string): string | undefined {
  const words = text.replace(ADDRESSES, ' ');
  return NAMESPACED_KEY.exec(words)?.[0] ?? BARE_KEY.exec(words)?.[0];
}
