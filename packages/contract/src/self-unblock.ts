/**
 * Whether a site offers self-unblock (behaviour §4 "Ban check"; decision 153). The unblock's
 * calls check the password by the main log-in's door (no compliance endpoint, log-in's captcha
 * scene), so the sites whose log-in goes through `login_compliance` (decision 081) do not offer
 * it: a self-help ban past its 24 h shows the account-banned toast there instead. Its own
 * module: only the widget's lazily loaded log-in effects read it, never its first screen.
 */
import { REGISTER_COMPLIANCE_SITES, type SiteCode } from './sites.js';

export function selfUnblockOffered(site: SiteCode): boolean {
  return !REGISTER_COMPLIANCE_SITES.includes(site);
}
