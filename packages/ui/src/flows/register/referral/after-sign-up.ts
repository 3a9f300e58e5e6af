/**
 * What follows a sign-up on the channel's side (behaviour §4): the referral cookie is removed, and
 * a cabital arrival (channel_source 'cabital' with cabitaluuid) is attached to the new account.
 * A log-in attaches it too (behaviour §4 "Cabital"; decision 032). The attach never
 * holds the sign-up or log-in up for more than 3 s.
 */
import { CABITAL_CHANNEL, cabitalPostRegisterCall } from '@foyer/contract';
import type { ApiClient } from '../../../api/api-outcome';
import type { ChannelQuery } from '../../../host/channel-query';
import { forgetReferral } from './referral-cookie';

export const CHANNEL_ATTACH_TIMEOUT_MS = 3000;

/** Whether the page's channel asks for the cabital attach. */
export function cabitalAttachOf(channel: ChannelQuery) {
  if (channel.channelSource !== CABITAL_CHANNEL || !channel.cabitalUuid) return null;
  return { channel: CABITAL_CHANNEL, uuid: channel.cabitalUuid, status: 1 };
}

/**
 * The cabital channel attach (behaviour §4 "Cabital": after register/login), at most 3 s; nothing
 * when the page's channel does not ask for it. Needs the session of the sign-up or log-in.
 */
export async function attachChannel(api: ApiClient, channel: ChannelQuery): Promise<void> {
  const attach = cabitalAttachOf(channel);
  if (!attach) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const controller = new AbortController();
  const call = api.call(cabitalPostRegisterCall, attach, {
    hideError: true,
    signal: controller.signal,
  });
  const timeout = new Promise<void>((resolve) => {
    timer = setTimeout(() => {
      controller.abort();
      resolve();
    }, CHANNEL_ATTACH_TIMEOUT_MS);
  });
  await Promise.race([call.then(() => undefined), timeout]);
  clearTimeout(timer);
}

export async function afterSignUp(api: ApiClient, channel: ChannelQuery): Promise<void> {
  forgetReferral();
  await attachChannel(api, channel);
}

/** After a log-in: the same attach as after sign-up; the referral cookie stays. */
export const afterLogIn = attachChannel;
