/**
 * The tables as Kysely sees them. Timestamps are integers of milliseconds since the epoch
 * (bigint on PostgreSQL, parsed back to number by the dialect set-up).
 */
import type { RegisterEntry } from '@foyer/contract';
import type { Generated } from 'kysely';

export type Channel = 'email' | 'sms';

export interface AccountsTable {
  /** A random 9-digit uid as text, first digit non-zero. */
  id: string;
  /** Lower-cased; unique; null for phone accounts. */
  email: string | null;
  /** Calling code without '+'; unique together with mobile. */
  country_code: string | null;
  mobile: string | null;
  /** argon2id of the client's SHA-256 hex; never the hex itself. */
  password_hash: string;
  /** ISO country of the account ('' when unknown). */
  country: string;
  created_at: number;
  /** The regional site the account was registered on (behaviour §1 site code); 'BYBIT' if not given. */
  site: Generated<string>;
}

export interface VerificationCodesTable {
  id: string;
  /**
   * What the code is for: sign-up, password recovery, lifting a self-help ban, or a signed-in
   * account without a password proving itself again (decision 106), a lost authenticator's
   * reset (decision 143).
   */
  purpose: 'register' | 'recovery' | 'unblock' | 'reauth' | 'unbind2fa';
  channel: Channel;
  /** Normalised e-mail, or '+cc mobile'. */
  target: string;
  /** sha256 hex of the six digits. */
  code_hash: string;
  /** The result.uuid answered to the client. */
  uuid: string;
  created_at: number;
  expires_at: number;
  consumed_at: number | null;
  /** Set when a newer code for the same purpose and target replaced this one. */
  voided_at: number | null;
  /**
   * sha256 hex of the token of the link sent with the code (recovery e-mails, decision 105);
   * null when none was sent.
   */
  link_hash: string | null;
}

export interface SessionsTable {
  /** sha256 hex of the token; the token itself is never stored. */
  token_hash: string;
  account_id: string;
  created_at: number;
  expires_at: number;
  revoked_at: number | null;
  /** 1 while the session is switched to demo trading (docs/decisions/131), else 0. */
  demo: Generated<number>;
}

export interface OutboxTable {
  id: Generated<number>;
  channel: Channel;
  to: string;
  subject: string | null;
  text: string;
  code: string | null;
  link: string | null;
  sent_at: number;
}

export interface CaptchaUsesTable {
  nonce: string;
  expires_at: number;
}

/** 'banned' stops log-in with 31003; 'terminated' with 40029. */
export type AccountState = 'banned' | 'terminated';
/**
 * Who put it there: an operator, the holder's own freeze (behaviour §3 self-help ban), or the
 * deletion of a sub-account (decision 106: a termination nobody lifts).
 */
export type RestrictionKind = 'operator' | 'self_help' | 'deleted';

export interface AccountRestrictionsTable {
  account_id: string;
  state: AccountState;
  kind: RestrictionKind;
  since: number;
  note: string | null;
}

export interface IpBansTable {
  /** An address or a CIDR range, IPv4 or IPv6, in canonical text. */
  range: string;
  since: number;
  note: string | null;
}

/** What changed when: a version per name, moved by triggers (migration 040). */
export interface VersionsTable {
  /** 'ip_bans': moved by every change of ip_bans. */
  name: string;
  version: number;
}

export interface TwoFactorTable {
  account_id: string;
  /** The base32 TOTP secret (decision 016: why it is kept, and never answered once on). */
  secret: string;
  created_at: number;
  /** null while enabling waits for its first code; set once confirmed. */
  enabled_at: number | null;
  /** The last TOTP time-step accepted; a step at or before it is a replay. */
  last_used_step: number | null;
}

/** Stored states of a QR log-in; 'expired' is never stored, it is read from expires_at. */
export type QrLoginState = 'waiting' | 'scanned' | 'confirmed' | 'declined' | 'collected';

export interface QrLoginsTable {
  /** Random; the browser polls by it. */
  uuid: string;
  /** sha256 hex of the one-time code in the QR link. */
  code_hash: string;
  /** sha256 hex of the secret only the generating browser holds. */
  secret_hash: string;
  status: QrLoginState;
  /** User-agent summary of the browser that asks ("Chrome 120 on Linux"). */
  browser: string;
  ip: string;
  /** ISO country of the IP ('' when unknown). */
  country: string;
  /** The account that confirmed; null until then. */
  account_id: string | null;
  created_at: number;
  expires_at: number;
  decided_at: number | null;
  /** When the browser took its session: at most once. */
  collected_at: number | null;
  /** The number the requesting screen shows (number matching, decision 039). */
  match_number: string | null;
  /** The numbers the approving device picks from, comma-separated, in their shown order. */
  match_choices: string | null;
  /** When the approving session ends: the new session ends no later. */
  approver_expires_at: number | null;
}

/** Accounts an operator flagged "must reset password": log-in answers pre_action 1. */
export interface PasswordResetsTable {
  account_id: string;
  since: number;
  note: string | null;
}

/** A sub-account: an accounts row with a name and one main account (docs/decisions/020). */
export interface SubAccountsTable {
  account_id: string;
  parent_id: string;
  /** Lower-cased; unique across the server, a deleted sub-account's too. */
  name: string;
  created_at: number;
  /** When its main account or an operator deleted it (decision 106); null while it lives. */
  deleted_at: number | null;
}

/** A device (sha256 of its Guid) or a country an account has logged in from. */
export interface KnownDevicesTable {
  account_id: string;
  device_hash: string;
  created_at: number;
  /** The hash of the device's browser fingerprint; '' when none was ever sent (decision 150). */
  fingerprint_hash: Generated<string>;
}

export interface KnownCountriesTable {
  account_id: string;
  /** ISO country code from GEO_TABLE. */
  country: string;
  created_at: number;
}

/** A login from a new device or country, waiting for its e-mail or SMS code (decision 017). */
export interface RiskTokensTable {
  /** sha256 hex of the risk_token; the token itself is never stored. */
  token_hash: string;
  account_id: string;
  /** sha256 of the Guid the login came with ('' when none). */
  device_hash: string;
  /** The login's country ('' when unknown). */
  country: string;
  created_at: number;
  expires_at: number;
  /** sha256 hex of the six digits last sent. */
  code_hash: string | null;
  code_sent_at: number | null;
  verified_at: number | null;
  /** Set when the login it verified completed; a token works once. */
  consumed_at: number | null;
}

/** A sign-up code sent (decision 031): who asked (device, IP) for which target, hashed. */
/**
 * One row per sender and target of a sign-up send (decision 031, migration 035): a sender is an
 * IP (its ipKey) or a device (sha256 of its Guid); the row holds the last send's time.
 */
export interface SignUpSendTargetsTable {
  sender_kind: 'ip' | 'device';
  sender: string;
  /** sha256 of the target's identity key (e-mail or '+cc mobile'). */
  target_hash: string;
  sent_at: number;
}

/** The risk token of a sign-up send (decision 031): like a login's, bound to a target. */
export interface SignUpRiskTokensTable {
  token_hash: string;
  /** The identity key of the e-mail or phone the code of the send goes to. */
  target: string;
  channel: 'email' | 'sms';
  /** Where the security code goes: the e-mail or the E.164 number. */
  address: string;
  created_at: number;
  expires_at: number;
  code_hash: string | null;
  code_sent_at: number | null;
  verified_at: number | null;
  /** Set when the send it verified was made; a token works once. */
  consumed_at: number | null;
}

/** A log-in from a known device in a new country (decision 025). */
export interface GuidedSignInsTable {
  /** sha256 hex of the guide risk_token; the token itself is never stored. */
  token_hash: string;
  account_id: string;
  /** The new country the log-in came from. */
  country: string;
  created_at: number;
  /** When the person acknowledged it with the token; the token works once. */
  acknowledged_at: number | null;
}

/** A referral, affiliate or broker code (docs/decisions/028). */
export interface ReferralCodesTable {
  /** Upper-cased. */
  code: string;
  kind: 'referral' | 'affiliate' | 'broker';
  /** The owning account of a referral code; null for affiliate and broker codes. */
  account_id: string | null;
  /** Digits; the affiliate of an affiliate code. */
  affiliate_id: string | null;
  group_id: string | null;
  nickname: string | null;
  /** An http(s) URL of the affiliate's picture. */
  avatar: string | null;
  /** 1: the affiliate stays anonymous (its code is not shown, behaviour §3 is_anonymity). */
  is_anonymity: Generated<number>;
  created_at: number;
}

/** How an account arrived (behaviour §3 registration source and tracking fields). */
export interface AccountChannelsTable {
  account_id: string;
  source: 'affiliate' | 'referral' | 'normal';
  ref: string | null;
  ref_kind: 'referral' | 'affiliate' | 'broker' | null;
  referrer_account_id: string | null;
  affiliate_id: string | null;
  group_id: string | null;
  regist_channel: string | null;
  channel_source: string | null;
  /** JSON of the tracking fields, empty values removed. */
  tracking: string;
  /** The register entry code (behaviour §9; decision 141); null before migration 049. */
  entry: RegisterEntry | null;
  /** The widget's `tx-id` of the sign-up that made the account; null when none was sent. */
  tx_id: string | null;
  /**
   * JSON of where the sign-up came from (`from`, `g`, `location_link`, `url`,
   * `live_country_code`; decision 147); null when none was sent, and before migration 054.
   */
  visit: string | null;
  created_at: number;
}

/** A channel's attach after sign-up (behaviour §4 "Cabital"). */
export interface ChannelAttachesTable {
  account_id: string;
  channel: string;
  uuid: string;
  status: string;
  created_at: number;
}

/** A Telegram account bound to an account, one to one (docs/decisions/024). */
export interface TelegramBindingsTable {
  /** Telegram's numeric user id, as text. */
  telegram_id: string;
  account_id: string;
  created_at: number;
}

/** Telegram Login data used for a bind, by its hash, until it would be too old anyway. */
export interface TelegramAuthUsesTable {
  hash: string;
  expires_at: number;
}

/** A Mini App task a Telegram person completed, once each (docs/decisions/071). */
export interface MiniAppTaskCompletionsTable {
  /** Telegram's numeric user id, as text: the signed launch data's person. */
  telegram_id: string;
  campaign_id: string;
  task_id: string;
  /** The first completion; a repeat changes nothing. */
  completed_at: number;
}

/** Third-party id tokens already accepted, by SHA-256, until they expire (decision 059). */
export interface IdTokenUsesTable {
  hash: string;
  expires_at: number;
}

/** Which provider's person (issuer, subject) is which account (decision 060). */
export interface ThirdPartyLinksTable {
  issuer: string;
  subject: string;
  account_id: string;
  /** 'google' | 'apple' | 'tr': the provider the link was made through. */
  provider: string;
  created_at: number;
}

/**
 * A provider link or Telegram binding held back from signing in by a password reset, until
 * the owner keeps it in the reset's review (decision 110).
 */
export interface HeldWaysInTable {
  account_id: string;
  /** 'google' | 'apple' | 'tr' | 'telegram'. */
  way: string;
  /** The provider's person, for a provider link. */
  issuer: string | null;
  subject: string | null;
  /** Telegram's numeric user id, for a Telegram binding. */
  telegram_id: string | null;
  linked_at: number;
  held_at: number;
}

/** The review a password reset's answer hands the owner, by SHA-256 of its token (110). */
export interface WaysInReviewsTable {
  token_hash: string;
  account_id: string;
  created_at: number;
  expires_at: number;
}

/** A link ticket of a 48003 answer, by SHA-256, until it expires or is spent (decision 062). */
export interface ThirdPartyLinkTicketsTable {
  hash: string;
  issuer: string;
  subject: string;
  provider: string;
  account_id: string;
  /** The SHA-256 of the device id the ticket was given to ('' without one): it must log in. */
  device_hash: string;
  expires_at: number;
}

/** The server's popup sign-in flows (decision 061); hashes of what is only compared. */
export interface ThirdPartyFlowsTable {
  state_hash: string;
  nonce_hash: string;
  browser_hash: string;
  /** 'google' | 'apple' | 'tr'. */
  provider: string;
  code_verifier: string;
  /** The origin the callback page posts its message to (PUBLIC_ORIGIN or a SITE_ORIGINS one). */
  answer_origin: string;
  /** The widget's language when the popup opened: the callback page's (a table language). */
  language: string;
  created_at: number;
  expires_at: number;
  /** When the callback got the id token of its code exchange (`token_hash`): usable from then. */
  reached_at: number | null;
  spent_at: number | null;
  /** SHA-256 of the `foyer_tp_binding` secret of the browser that opened the popup (107). */
  binding_hash: string | null;
  /** SHA-256 of the id token the callback received: the one token the flow takes (107). */
  token_hash: string | null;
  /** When the callback used the flow's `state` (once), whatever followed (107). */
  called_back_at: number | null;
}

/** Where a pending sign-up stands (docs/decisions/026); 'expired' is read from expires_at. */
export type RegistrationState = 'waiting' | 'verified' | 'creating' | 'done' | 'voided';

/** A pending sign-up of the send steps (three-step sign-up, activation links). */
export interface RegistrationsTable {
  /** Random; the widget's register uuid. */
  uuid: string;
  /** Always 'register': a row of another purpose is never a sign-up. */
  purpose: 'register';
  /** Normalised e-mail, or '+cc mobile' (identity.ts). */
  target: string;
  email: string | null;
  country_code: string | null;
  mobile: string | null;
  /** 1 code, 2 activation link (e-mail only). */
  verify_type: number;
  /** The register type the sign-up was started with (oldLink, newCode, newLink). */
  version: string;
  state: RegistrationState;
  /** sha256 hex of the activation link's token; null for code sign-ups. */
  token_hash: string | null;
  /** The send step's platform header, user-agent summary, IP and its country. */
  platform: string;
  browser: string;
  ip: string;
  country: string;
  lang: string;
  created_at: number;
  expires_at: number;
  verified_at: number | null;
  account_id: string | null;
  /** The register entry code the send step was made through (decision 141); null before 049. */
  entry: RegisterEntry | null;
  /** The widget's `tx-id` of this sign-up (decision 141); null when none was sent. */
  tx_id: string | null;
}

/** An e-mail on the waitlist of a banned place (decision 029); one row per address. */
export interface WaitlistTable {
  /** Lower-cased. */
  email: string;
  /** ISO 3166-1 or -2 code the person gave, else the visitor's place ('' when unknown). */
  country: string;
  created_at: number;
  /** sha256 of the confirmation link's token (decision 033); null once none is live. */
  token_hash: string | null;
  link_sent_at: number | null;
  link_expires_at: number | null;
  /** When the confirmation link was opened: the entry counts from then on. */
  confirmed_at: number | null;
}

/**
 * One counter per purpose and key: every attempt limit (docs/decisions/042), decided by
 * limits/limiter.ts, counted by one statement per hit (limits/limits.store.ts).
 */
export interface LimitCountersTable {
  /** What is limited (LimitPurpose): 'calls', 'password', 'resend', 'wrongCodes'... */
  purpose: string;
  /** Whose: e.g. an IP's key, a login key, 'recovery <sha256 of the identity>'. */
  key: string;
  /** Hits of the window, refused ones included, less the refunds. */
  count: number;
  /** The window's first hit. */
  started_at: number;
  /** When the window ends; null when it lasts until the key is reset. */
  resets_at: number | null;
  /** Until when every hit is refused (a lock-out); null when there is none. */
  blocked_until: number | null;
  /** When the owner was told the limit was reached (one notice per window). */
  noticed_at: number | null;
}

/**
 * What a person declared when their account was made (decision 038): when they confirmed they
 * do not live where sign-up is not offered (null: not declared), and the terms version accepted.
 */
export interface SignUpDeclarationsTable {
  account_id: string;
  residence_declared_at: number | null;
  terms_version: string | null;
  created_at: number;
}

/**
 * A record of the OpenID provider (docs/decisions/076): one of `oidc-provider`'s models by
 * (model, id), its payload as JSON, and the columns its adapter looks it up by.
 */
export interface OauthModelsTable {
  model: string;
  id: string;
  payload: string;
  /** When it expires; null: it does not (clients). */
  expires_at: number | null;
  grant_id: string | null;
  uid: string | null;
  user_code: string | null;
  /** When a code or refresh token was used; null while unused. */
  consumed_at: number | null;
  /** The account it belongs to (a grant, a session, a token); null for clients (decision 080). */
  account_id: string | null;
}

/** A key of the OpenID provider (decision 076): a signing key or a cookie key, as a private JWK. */
/** The key pair the log-in's password travels under (decision 151); generation 1 is the one. */
export interface PasswordKeysTable {
  generation: number;
  kid: string;
  private_jwk: string;
  created_at: number;
}

/** Encrypted passwords already used, by the SHA-256 of their text, until they expire (151). */
export interface EncryptedPasswordUsesTable {
  hash: string;
  expires_at: number;
}

export interface OauthKeysTable {
  kid: string;
  use: 'sig' | 'cookie';
  /** Numbered per use; the highest is the one in use. */
  generation: number;
  private_jwk: string;
  created_at: number;
  /** When an older key leaves the published key set; null while it is the newest. */
  retire_at: number | null;
}

/** One session the session step issued (sessions/session-step.ts): how, where, what device. */
export interface SignInHistoryTable {
  id: Generated<number>;
  account_id: string;
  at: number;
  method: string;
  result: string;
  ip: string;
  /** ISO 3166 alpha-2, or '' when unknown. */
  country: string;
  user_agent: string;
}

/** A visitor's support request from the help-center web form (support/, decision 129). */
export interface SupportRequestsTable {
  id: Generated<number>;
  at: number;
  subject: string;
  email: string;
  message: string;
  language: string;
  site: string;
  ip: string;
  account_id: string | null;
}

/** An account's answer to onboarding's step two (onboarding/, decision 135). */
export interface TradingExperienceTable {
  account_id: string;
  /** One of the contract's TRADING_EXPERIENCE_LEVELS. */
  level: string;
  answered_at: number;
}

/** An account's trading password (account-security/, decision 160). */
export interface TradingPasswordsTable {
  account_id: string;
  /** argon2id of the digest; null after support reset it, until a new one is set. */
  password_hash: string | null;
  /** 1: every log-in prompts for a new one until it is set. */
  must_set: number;
  updated_at: number;
}

/** One person, one account: the holder's declaration (docs/decisions/143). */
export interface OnePersonBindsTable {
  account_id: string;
  /** 1: declared the holder's one account; 0: withdrawn. */
  bound: number;
  set_at: number;
}

/** Tracked events counted per name and UTC day (tracking/, decision 144). */
export interface TrackedEventCountsTable {
  day: string;
  name: string;
  count: number;
}

export interface Database {
  accounts: AccountsTable;
  verification_codes: VerificationCodesTable;
  sessions: SessionsTable;
  sign_in_history: SignInHistoryTable;
  support_requests: SupportRequestsTable;
  tracked_event_counts: TrackedEventCountsTable;
  trading_experience: TradingExperienceTable;
  trading_passwords: TradingPasswordsTable;
  one_person_binds: OnePersonBindsTable;
  outbox: OutboxTable;
  captcha_uses: CaptchaUsesTable;
  account_restrictions: AccountRestrictionsTable;
  ip_bans: IpBansTable;
  versions: VersionsTable;
  two_factor: TwoFactorTable;
  qr_logins: QrLoginsTable;
  password_resets: PasswordResetsTable;
  sub_accounts: SubAccountsTable;
  known_devices: KnownDevicesTable;
  known_countries: KnownCountriesTable;
  risk_tokens: RiskTokensTable;
  guided_sign_ins: GuidedSignInsTable;
  referral_codes: ReferralCodesTable;
  account_channels: AccountChannelsTable;
  channel_attaches: ChannelAttachesTable;
  telegram_bindings: TelegramBindingsTable;
  telegram_auth_uses: TelegramAuthUsesTable;
  mini_app_task_completions: MiniAppTaskCompletionsTable;
  id_token_uses: IdTokenUsesTable;
  password_keys: PasswordKeysTable;
  encrypted_password_uses: EncryptedPasswordUsesTable;
  third_party_links: ThirdPartyLinksTable;
  held_ways_in: HeldWaysInTable;
  ways_in_reviews: WaysInReviewsTable;
  third_party_link_tickets: ThirdPartyLinkTicketsTable;
  third_party_flows: ThirdPartyFlowsTable;
  registrations: RegistrationsTable;
  waitlist: WaitlistTable;
  sign_up_send_targets: SignUpSendTargetsTable;
  sign_up_risk_tokens: SignUpRiskTokensTable;
  limit_counters: LimitCountersTable;
  sign_up_declarations: SignUpDeclarationsTable;
  oauth_models: OauthModelsTable;
  oauth_keys: OauthKeysTable;
}
