/**
 * What every third-party sign-in call adds besides the token (behaviour §3 "Third-party sign-in
 * request"; docs/decisions/146, 147): `risk_ext {version}`, `location_link` (the referrer, else
 * the page), `live_country_code` (else the stored current country), the e-mail or phone typed
 * before the button as `username`, and on a log-in the affiliate-derived `user_code`.
 */
import { affiliateAnonymityCall, codeInfoCall, validateReferralCode } from '@foyer/contract';
import type { ApiClient } from '../api/api-outcome';
import { rememberedReferral } from '../flows/register/referral/referral-cookie';
import { visitFields, type PageVisit } from '../flows/register/referral/visit-fields';
import { liveCountryField } from '../flows/shared/live-country';
import type { ChannelQuery } from '../host/channel-query';

/** What the page and the form say: its address, its channel, and what was typed. */
export interface ThirdPartyVisitFacts {
  page?: PageVisit | undefined;
  channel?: ChannelQuery | undefined;
  /** The e-mail or phone in the form when the provider's button was pressed ('' none). */
  typed?: string | undefined;
  /** The widget's language, as the code check's `locale`. */
  lang?: string | undefined;
}

/**
 * behaviour §3 `risk_ext {version}`: the version of the device report the widget sends with a
 * sign-in ('1': the `Guid` device id alone; docs/decisions/147). Kept here, not in the contract,
 * so that the first screen's bundle does not carry it.
 */
export const RISK_EXT_VERSION = '1';

const SILENT = { hideError: true };

/**
 * The log-in's `user_code`, derived from the affiliate: the code of the page's affiliate_id
 * (the anonymity look-up), else the page's ?ref= or the referral cookie once the server knows
 * it: the log-in view has no referral field, so a code the server would refuse (42001) is not
 * sent. A person who is new gets an account with it; one who has an account is not changed.
 */
async function affiliateUserCode(api: ApiClient, channel: ChannelQuery, lang: string) {
  if (channel.affiliateId) {
    const body = { affiliate_id: channel.affiliateId, group_id: channel.groupId };
    const answer = await api.call(affiliateAnonymityCall, body, SILENT);
    if (answer.ok && validateReferralCode(answer.result.code) === null) return answer.result.code;
  }
  const code = channel.ref ?? rememberedReferral();
  if (!code) return undefined;
  const checked = await api.call(codeInfoCall, { code, locale: lang }, SILENT);
  return checked.ok && checked.result.info.success ? code : undefined;
}

export async function thirdPartyVisit(
  api: ApiClient,
  signUp: boolean,
  { page, channel = {}, typed = '', lang = 'en' }: ThirdPartyVisitFacts,
) {
  const { location_link } = visitFields(page);
  const userCode = signUp ? undefined : await affiliateUserCode(api, channel, lang);
  const username = typed.trim().slice(0, 128);
  return {
    risk_ext: { version: RISK_EXT_VERSION },
    ...(location_link ? { location_link } : {}),
    ...(await liveCountryField(api, true)),
    ...(username ? { username } : {}),
    ...(userCode ? { user_code: userCode } : {}),
  };
}
