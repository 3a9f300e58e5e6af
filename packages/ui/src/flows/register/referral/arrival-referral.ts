/**
 * What the sign-up flow reads of the referral channel as the page loads (docs/decisions/028):
 * the code the visitor arrived with, and when the page was loaded. The channel fields of the
 * payload (sign-up-channel.ts) load with the first send.
 */
import type { HostConfig } from '../../../host/host-config';
import { rememberReferral, rememberedReferral } from './referral-cookie';

/** When the page was loaded (behaviour §3 last_refresh_time). */
export const PAGE_LOADED_AT = Date.now();

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
