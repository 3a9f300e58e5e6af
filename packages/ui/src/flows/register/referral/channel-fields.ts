/**
 * The channel fields merged into a sign-up payload (behaviour §3): affiliate_id, group_id,
 * regist_channel, channel_source and the tracking fields. Pure; docs/decisions/028.
 */
import type { TrackingFields } from '@foyer/contract';
import type { ChannelQuery } from '../../../host/channel-query';
import { withoutEmpty } from '@foyer/contract';

export interface ChannelPayload {
  affiliate_id?: string;
  group_id?: string;
  regist_channel?: string;
  channel_source?: string;
  channel_info?: TrackingFields;
  /** behaviour §3 register payloads: 1 when the code was typed, 0 when it came with the link. */
  isManuallyModifyUserCode?: 0 | 1;
}

export function channelFields(channel: ChannelQuery, tracking?: TrackingFields): ChannelPayload {
  return withoutEmpty({
    affiliate_id: channel.affiliateId,
    group_id: channel.groupId,
    regist_channel: channel.registerChannel,
    channel_source: channel.channelSource,
    channel_info: tracking,
    isManuallyModifyUserCode: tracking?.ext_json?.is_manual_input,
  }) as ChannelPayload;
}
