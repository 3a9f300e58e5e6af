/**
 * What a third-party sign-up sends besides the id token (behaviour §3 "Third-party sign-in
 * request"; behaviour §4 "Referral, affiliate and channel fields travel through the provider
 * round trip"): `user_code`, the referral field's value, and the sign-up's channel fields.
 */
import type { SignUpFields } from '../../login/login.setup';
import type { CredentialsForm } from '../../shared/credentials-form';
import type { ChannelPayload } from './channel-fields';

export function thirdPartySignUpFields(
  form: Pick<CredentialsForm, 'referral'>,
  channel: ChannelPayload,
): SignUpFields {
  const referral = form.referral.trim();
  const { affiliate_id, group_id, regist_channel, channel_source, channel_info } = channel;
  return {
    ...(referral ? { user_code: referral } : {}),
    ...(affiliate_id ? { affiliate_id } : {}),
    ...(group_id ? { group_id } : {}),
    ...(regist_channel ? { regist_channel } : {}),
    ...(channel_source ? { channel_source } : {}),
    ...(channel_info ? { channel_info } : {}),
  };
}
