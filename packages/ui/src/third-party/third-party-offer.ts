/**
 * Which third-party buttons a visitor sees (behaviour §6, §2 "Login view" third-party block;
 * docs/decisions/064): a pure function of the server's offer and the facts around the page.
 */
import {
  thirdPartyBlock,
  type SiteCode,
  type ThirdPartyProvider,
  type ThirdPartyTokenType,
} from '@foyer/contract';

export interface OfferFacts {
  /** `third_party.providers` of POST /v3/config/web: the providers the server can verify. */
  offered: readonly ThirdPartyProvider[];
  /** POST /v3/config/web names a Telegram bot (`telegram_bot_name` and `telegram_bot_id`). */
  telegramBot: boolean;
  site: SiteCode;
  /** The `hideThirdParty` option (also how a host applies the compliance 'hide' action). */
  hiddenByOption: boolean;
  /** The page runs inside the Telegram app (its web view). */
  inTelegram: boolean;
  /** The visitor's country as the server sees it (GET /register/countryCode), if known. */
  visitorCountry: string | undefined;
}

/** Visitors from here see no Google button (behaviour §6 "Google hidden for Chinese visitors"). */
export const GOOGLE_HIDDEN_COUNTRY = 'CN';
/** The order of the buttons elsewhere than on the Turkish site (docs/decisions/068). */
const GLOBAL_ORDER = [
  'google',
  'apple',
  'telegram',
] as const satisfies readonly ThirdPartyTokenType[];

/** The buttons to show, in order; empty when the block is hidden. */
export function buttonsToShow(facts: OfferFacts): ThirdPartyTokenType[] {
  if (facts.hiddenByOption || facts.inTelegram) return [];
  // The site table says which block a site shows (behaviour §6: none on Kazakhstan, one
  // Turkish button on the Turkish site).
  const block = thirdPartyBlock(facts.site);
  if (block === 'none') return [];
  if (block === 'turkish') return facts.offered.includes('tr') ? ['tr'] : [];
  const chinese = facts.visitorCountry?.toUpperCase() === GOOGLE_HIDDEN_COUNTRY;
  return GLOBAL_ORDER.filter((provider) =>
    provider === 'telegram'
      ? facts.telegramBot
      : facts.offered.includes(provider) && !(provider === 'google' && chinese),
  );
}
