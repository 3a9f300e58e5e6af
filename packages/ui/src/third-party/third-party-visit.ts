/**
 * What every third-party sign-in call adds besides the token (behaviour §3 "Third-party sign-in
 * request"; docs/decisions/146, 147): `risk_ext {version}`, `location_link` (the referrer, else
 * the page), `live_country_code` (else the stored current country), the e-mail or phone typed
 * before the button as `username`, and on a log-in the affiliate-derived `user_code`.
 */
import { RISK_EXT_VERSION, affiliateAnonymityCall, validateReferralCode } from '@foyer/contract';
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
}

/**
 * The log-in's `user_code`, derived from the affiliate: the code of the page's affiliate_id
 * (the anonymity look-up, silent), else the page's ?ref= or the referral cookie. A person who
 * is new gets an account with it; one who has an account is not changed by it.
 */
async function affiliateUserCode(api: ApiClient, channel: ChannelQuery) {
  if (channel.affiliateId) {
    const body = { affiliate_id: channel.affiliateId, group_id: channel.groupId };
    const answer = await api.call(affiliateAnonymityCall, body, { hideError: true });
    if (answer.ok && validateReferralCode(answer.result.code) === null) return answer.result.code;
  }
  return channel.ref ?? rememberedReferral();
}

export async function thirdPartyVisit(
  api: ApiClient,
  signUp: boolean,
  { page, channel = {}, typed = '' }: ThirdPartyVisitFacts,
) {
  const { location_link } = visitFields(page);
  const userCode = signUp ? undefined : await affiliateUserCode(api, channel);
  const username = typed.trim().slice(0, 128);
  return {
    risk_ext: { version: RISK_EXT_VERSION },
    ...(location_link ? { location_link } : {}),
    ...(await liveCountryField(api, true)),
    ...(username ? { username } : {}),
    ...(userCode ? { user_code: userCode } : {}),
  };
}
