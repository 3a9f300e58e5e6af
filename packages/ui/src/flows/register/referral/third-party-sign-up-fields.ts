/**
 * What a third-party sign-up sends besides the id token (behaviour §3 "Third-party sign-in
 * request"; behaviour §4 "Referral, affiliate and channel fields travel through the provider
 * round trip"): `user_code`, the referral field's value (with `isManuallyModifyUserCode`), the
 * e-mail or phone typed as `username`, and the sign-up's channel fields.
 */
import type { SignUpFields } from '../../login/login.setup';
import type { CredentialsForm } from '../../shared/credentials-form';
import type { ChannelPayload } from './channel-fields';

export function thirdPartySignUpFields(
  form: Pick<CredentialsForm, 'referral' | 'method' | 'email' | 'mobile'>,
  channel: ChannelPayload,
): SignUpFields {
  const referral = form.referral.trim();
  const { affiliate_id, group_id, regist_channel, channel_source, channel_info } = channel;
  const manual = channel.isManuallyModifyUserCode;
  // The e-mail or phone typed before the button, as `username` (decision 147).
  const username = (form.method === 'email' ? form.email : form.mobile).trim();
  return {
    ...(username ? { username } : {}),
    ...(referral ? { user_code: referral } : {}),
    ...(referral && manual !== undefined ? { isManuallyModifyUserCode: manual } : {}),
    ...(affiliate_id ? { affiliate_id } : {}),
    ...(group_id ? { group_id } : {}),
    ...(regist_channel ? { regist_channel } : {}),
    ...(channel_source ? { channel_source } : {}),
    ...(channel_info ? { channel_info } : {}),
  };
}
