/**
 * The channel fields of the sign-up payload (docs/decisions/028), loaded with the first send
 * (use-register.ts); what the flow reads as the page loads is in arrival-referral.ts.
 */
import type { CredentialsForm } from '../../shared/credentials-form';
import type { ChannelQuery } from '../../../host/channel-query';
import type { HostConfig } from '../../../host/host-config';
import { channelFields, type ChannelPayload } from './channel-fields';
import { PAGE_LOADED_AT } from './arrival-referral';
import { trackingFields } from './tracking-fields';
import { visitFields } from './visit-fields';
import type { ApiClient } from '../../../api/api-outcome';
import { liveCountryField } from '../../shared/live-country';

export interface SignUpChannelFacts {
  /** The affiliate's code the page put in the field, if any (not typed by hand). */
  presetRef?: string | undefined;
  /**
   * The site's compliance config hides the referral block: the page's code, affiliate and group
   * travel neither as fields nor in the tracking (decision 090).
   */
  referralHidden?: boolean;
  /** The EU site's news opt-in, as the tracking's ext_json.eu_subscription (1/0). */
  euSubscription?: boolean | undefined;
}

/** The channel fields of the sign-up payload: query channel and tracking fields. */
export function signUpChannel(
  host: HostConfig,
  lang: string,
  form: Pick<CredentialsForm, 'referral' | 'email' | 'mobile' | 'method'>,
  { presetRef, referralHidden = false, euSubscription }: SignUpChannelFacts = {},
): ChannelPayload {
  const channel = referralHidden ? withoutReferral(host.channel) : host.channel;
  const tracking = trackingFields({
    channel,
    typedRef: form.referral,
    presetRef,
    euSubscription,
    email: form.method === 'email' ? form.email : '',
    mobile: form.method === 'mobile' ? form.mobile : '',
    lang,
    referrer: document.referrer,
    path: window.location.pathname + window.location.search,
    search: window.location.search,
    signupTime: Date.now(),
    lastRefreshTime: PAGE_LOADED_AT,
  });
  return channelFields(channel, tracking);
}

function withoutReferral(channel: ChannelQuery): ChannelQuery {
  const { ref: _ref, affiliateId: _affiliate, groupId: _group, ...kept } = channel;
  return kept;
}

/**
 * Where the sign-up comes from and the live country (decisions 146, 147). `g` goes only with
 * the call that makes an account by e-mail, the one payload behaviour §3 lists it in.
 */
export async function signUpVisit(api: ApiClient, withG: boolean) {
  const { g, ...visit } = visitFields();
  return { ...visit, ...(withG && g ? { g } : {}), ...(await liveCountryField(api)) };
}
