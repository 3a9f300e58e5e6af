/**
 * `oauth_tmp_login_id` (behaviour §7): in the OAuth view, the log-in, third-party log-in, QR
 * generate and sign-up calls name the partner app's client id, or `not_found` when the view's
 * address has none (decision 079). Imported only by the OAuth view, so it stays off the first
 * visit of the log-in and sign-up pages.
 */
import {
  loginCall,
  qrGenerateCall,
  registerEmailCall,
  registerMobileCall,
  registerPasswordCall,
  registerComplianceCall,
  thirdPartyLoginCall,
} from '@foyer/contract';

/** The calls that carry it, by path. */
export const OAUTH_LOGIN_ID_PATHS: readonly string[] = [
  loginCall.path,
  thirdPartyLoginCall.path,
  qrGenerateCall.path,
  registerEmailCall.path,
  registerMobileCall.path,
  registerPasswordCall.path,
  registerComplianceCall.path,
];

/** The widget's `requestFields` for the OAuth view of this client (null: none named). */
export function oauthRequestFields(
  clientId: string | null,
): (path: string) => Record<string, string> | undefined {
  const field = { oauth_tmp_login_id: clientId || 'not_found' };
  return (path) => (OAUTH_LOGIN_ID_PATHS.includes(path) ? field : undefined);
}
