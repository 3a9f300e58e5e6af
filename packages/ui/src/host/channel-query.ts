/**
 * The channel of the page's query (behaviour §2 "Query parameters read"): ref, affiliate_id (digits
 * only, else ignored), group_id, register_channel, channel_source and cabitaluuid. A pure
 * function of the query string; docs/decisions/028.
 */
import { REFERRAL_CODE_MAX_LENGTH, validateAffiliateId } from '@foyer/contract';

export interface ChannelQuery {
  ref?: string;
  affiliateId?: string;
  groupId?: string;
  registerChannel?: string;
  channelSource?: string;
  cabitalUuid?: string;
}

const MAX_PARAM_LENGTH = 128;

function param(query: URLSearchParams, name: string, max = MAX_PARAM_LENGTH): string | undefined {
  const value = query.get(name)?.trim();
  return value ? value.slice(0, max) : undefined;
}

export function channelQueryOf(search: string): ChannelQuery {
  const query = new URLSearchParams(search);
  const affiliate = param(query, 'affiliate_id', 20);
  const entries: [keyof ChannelQuery, string | undefined][] = [
    ['ref', param(query, 'ref', REFERRAL_CODE_MAX_LENGTH)],
    ['affiliateId', affiliate && validateAffiliateId(affiliate) === null ? affiliate : undefined],
    ['groupId', param(query, 'group_id', 32)],
    ['registerChannel', param(query, 'register_channel', 64)],
    ['channelSource', param(query, 'channel_source', 32)],
    ['cabitalUuid', param(query, 'cabitaluuid')],
  ];
  return Object.fromEntries(entries.filter(([, value]) => value !== undefined));
}
