/**
 * The integration points of the referral channel with the sign-up flow (docs/decisions/028):
 * the code the visitor arrived with, and the channel fields of the sign-up payload.
 */
import type { CredentialsForm } from '../../shared/credentials-form';
import type { HostConfig } from '../../../host/host-config';
import { channelFields, type ChannelPayload } from './channel-fields';
import { rememberReferral, rememberedReferral } from './referral-cookie';
import { trackingFields } from './tracking-fields';

/** When the page was loaded (behaviour §3 last_refresh_time). */
const PAGE_LOADED_AT = Date.now();

/**
 * The referral code a visitor arrives with: the page's ?ref= (kept in the referral cookie),
 * else the cookie of an earlier page. Call once per flow.
 */
export function arrivalReferral(host: HostConfig): string {
  if (host.refFromQuery) {
    rememberReferral(host.refFromQuery);
    return host.refFromQuery;
  }
  return rememberedReferral() ?? '';
}

/**
 * The channel fields of the sign-up payload: query channel and tracking fields. `presetRef` is
 * the affiliate's code the page put in the field, if any (not typed by hand).
 */
export function signUpChannel(
  host: HostConfig,
  lang: string,
  form: Pick<CredentialsForm, 'referral' | 'email' | 'mobile' | 'method'>,
  presetRef?: string,
): ChannelPayload {
  const tracking = trackingFields({
    channel: host.channel,
    typedRef: form.referral,
    presetRef,
    email: form.method === 'email' ? form.email : '',
    mobile: form.method === 'mobile' ? form.mobile : '',
    lang,
    referrer: document.referrer,
    path: window.location.pathname + window.location.search,
    search: window.location.search,
    signupTime: Date.now(),
    lastRefreshTime: PAGE_LOADED_AT,
  });
  return channelFields(host.channel, tracking);
}
