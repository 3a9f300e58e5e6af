/**
 * Every schema migration, one frozen file each, by the key Kysely records in
 * `kysely_migration`.
 *
 * NEVER EDIT A MIGRATION THAT HAS LANDED: databases that already ran it will not run it again,
 * so an edit reaches only fresh databases and the two drift apart. Change the schema with a new
 * file (next number, `NNN_what.ts`) and a new key here, and regenerate the schema snapshots
 * (schema-snapshot.test.ts says how). A migration imports nothing but Kysely: each writes out
 * what it needs, so that editing one file can never change another migration
 * (docs/decisions/041-frozen-migrations.md).
 *
 * Kysely runs the keys in name order and refuses a new key that sorts before one already run,
 * so a new key must sort last. Keys are never renamed.
 */
import type { Migration } from 'kysely';
import { initial } from './001_initial.js';
import { captchaUses } from './004_captcha.js';
import { restrictions } from './007_restrictions.js';
import { twoFactor } from './008_two_factor.js';
import { qrLogins } from './009_qr_logins.js';
import { recovery } from './010_recovery.js';
import { riskDevices } from './011_risk_devices.js';
import { subAccounts } from './012_sub_accounts.js';
import { accountSites } from './013_account_sites.js';
import { telegramBindings } from './014_telegram_bindings.js';
import { registrations } from './015_registrations.js';
import { referralCodes } from './016_referral_codes.js';
import { waitlist } from './017_waitlist.js';
import { riskGuide } from './018_risk_guide.js';
import { signUpRisk } from './019_sign_up_risk.js';
import { waitlistConfirmation } from './021_waitlist_confirmation.js';
import { wrongCodeBudget } from './022_wrong_code_budget.js';
import { signUpDeclaration } from './025_sign_up_declaration.js';
import { qrNumberMatching } from './026_qr_number_matching.js';
import { limitCounters } from './027_limit_counters.js';
import { triesInLimiter } from './028_tries_in_limiter.js';
import { idTokenUses } from './029_id_token_uses.js';
import { thirdPartyLinks } from './030_third_party_links.js';
import { thirdPartyFlows } from './031_third_party_flows.js';
import { thirdPartyLinkTickets } from './032_third_party_link_tickets.js';
import { miniAppTasks } from './033_mini_app_tasks.js';
import { boundedSignUpSends } from './035_bounded_sign_up_sends.js';
import { oauthProvider } from './036_oauth_provider.js';
import { oauthGrantAccounts } from './038_oauth_grant_accounts.js';
import { thirdPartyFlowLanguage } from './039_third_party_flow_language.js';
import { ipBanVersion } from './040_ip_ban_version.js';
import { recoveryLinks } from './041_recovery_links.js';
import { deletedSubAccounts } from './042_deleted_sub_accounts.js';
import { thirdPartyFlowBinding } from './043_third_party_flow_binding.js';
import { waysInReview } from './044_ways_in_review.js';
import { signInHistory } from './045_sign_in_history.js';
import { supportRequests } from './046_support_requests.js';
import { demoSessions } from './047_demo_sessions.js';
import { tradingExperience } from './048_trading_experience.js';
import { signUpEntry } from './049_sign_up_entry.js';
import { onePersonBinds } from './050_one_person_binds.js';
import { trackedEventCounts } from './052_tracked_event_counts.js';
import { signUpVisit } from './054_sign_up_visit.js';
import { deviceFingerprints } from './058_device_fingerprints.js';
import { passwordKeys } from './059_password_keys.js';
import { tradingPasswords } from './061_trading_passwords.js';

/** The migrations for one engine, in the order they run. */
export function migrations(kind: 'sqlite' | 'postgres'): Record<string, Migration> {
  return {
    '001_initial': initial(kind),
    '004_captcha': captchaUses,
    '007_restrictions': restrictions,
    '008_two_factor': twoFactor,
    '009_qr_logins': qrLogins,
    '010_recovery': recovery,
    '011_risk_devices': riskDevices,
    '012_sub_accounts': subAccounts,
    '013_account_sites': accountSites,
    '014_telegram_bindings': telegramBindings,
    '015_registrations': registrations,
    '016_referral_codes': referralCodes,
    '017_waitlist': waitlist,
    '018_risk_guide': riskGuide,
    '019_sign_up_risk': signUpRisk,
    '021_waitlist_confirmation': waitlistConfirmation,
    '022_wrong_code_budget': wrongCodeBudget,
    '025_sign_up_declaration': signUpDeclaration,
    '026_qr_number_matching': qrNumberMatching,
    '027_limit_counters': limitCounters,
    '028_tries_in_limiter': triesInLimiter,
    '029_id_token_uses': idTokenUses,
    '030_third_party_links': thirdPartyLinks,
    '031_third_party_flows': thirdPartyFlows,
    '032_third_party_link_tickets': thirdPartyLinkTickets,
    '033_mini_app_tasks': miniAppTasks,
    '035_bounded_sign_up_sends': boundedSignUpSends,
    '036_oauth_provider': oauthProvider,
    '038_oauth_grant_accounts': oauthGrantAccounts,
    '039_third_party_flow_language': thirdPartyFlowLanguage,
    '040_ip_ban_version': ipBanVersion(kind),
    '041_recovery_links': recoveryLinks,
    '042_deleted_sub_accounts': deletedSubAccounts,
    '043_third_party_flow_binding': thirdPartyFlowBinding,
    '044_ways_in_review': waysInReview,
    '045_sign_in_history': signInHistory(kind),
    '046_support_requests': supportRequests(kind),
    '047_demo_sessions': demoSessions,
    '048_trading_experience': tradingExperience,
    '049_sign_up_entry': signUpEntry,
    '050_one_person_binds': onePersonBinds,
    '052_tracked_event_counts': trackedEventCounts,
    '054_sign_up_visit': signUpVisit,
    '058_device_fingerprints': deviceFingerprints,
    '059_password_keys': passwordKeys,
    '061_trading_passwords': tradingPasswords,
  };
}
