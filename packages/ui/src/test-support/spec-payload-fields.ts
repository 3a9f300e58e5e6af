/**
 * behaviour §3's payloads field by field, in the spec's words, with the wire names that carry
 * each (any one of them) and, for a field sent only in some states, the state that sends it.
 * shells/spec-payload-fields.test.tsx makes each request through the real widget and checks it.
 * `is_fake` is the fake-e-mail path's (issue 38, point 3), listed with its state.
 */
export interface SpecField {
  spec: string;
  wire: readonly string[];
  /** The state that sends it; absent: every request of this payload carries it. */
  when?: string;
}

const always = (spec: string, ...wire: string[]): SpecField => ({ spec, wire });
const only = (when: string, spec: string, ...wire: string[]): SpecField => ({ spec, wire, when });

/** States a test's visit may set up: its requests must then carry these fields too. */
export const WITH_CODE = 'the page carries a referral code';
export const WITH_TAGS = 'the page carries the from and g tags';
export const WITH_CHANNEL = 'the page carries register_channel';
export const TYPED = 'the visitor typed an e-mail or phone before the button';
export const SIGN_UP = 'a sign-up';

const CAPTCHA_RESULT = ['magpie_verify_info', 'geetest_validate', 'g_recaptcha_response', 'ticket'];
const RE_SENT = 're-sent after the security verification';
const TELEGRAM = 'the visitor brought Telegram Login data';
const IMAGE_CAPTCHA = 'an older captcha provider answered';

export const LOGIN_FORM: readonly SpecField[] = [
  always('email or mobile (username)', 'email', 'mobile'),
  only(
    'a log-in by phone',
    "country code of phone (country_code; 'TR' on the Turkish site)",
    'country_code',
  ),
  always('password (sent as SHA-256 hash)', 'password'),
  only('re-sent after the two-factor panel', 'google2fa', 'google2fa'),
  only(RE_SENT, 'risk_token', 'risk_token'),
  always('proto_ver (2.1)', 'proto_ver'),
  always('live_country_code', 'live_country_code'),
  only(TELEGRAM, 'telegram_callback', 'telegram_callback'),
  only(IMAGE_CAPTCHA, "type 'geecaptcha' when image captcha used", 'type'),
  always('plus captcha result fields', ...CAPTCHA_RESULT),
];

/** The visit of these tests comes with a referral code, `from`, `g` and `register_channel`. */
const REGISTER_COMMON: readonly SpecField[] = [
  only('the EU site (its news opt-in)', 'euSubscription', 'euSubscription'),
  only(RE_SENT, 'risk_token', 'risk_token'),
  always('password (SHA-256 hashed)', 'password'),
  only(WITH_TAGS, 'from', 'from'),
  always('location_link', 'location_link'),
  only(WITH_CODE, 'user_code', 'user_code'),
  always('lang', 'lang'),
  always('url', 'url'),
  always('live_country_code', 'live_country_code'),
  only(TELEGRAM, 'telegram_callback', 'telegram_callback'),
  only(WITH_CODE, 'isManuallyModifyUserCode', 'isManuallyModifyUserCode'),
];

export const REGISTER_EMAIL: readonly SpecField[] = [
  ...REGISTER_COMMON,
  always('email', 'email'),
  always('emailverify', 'emailverify'),
  only(WITH_TAGS, 'g', 'g'),
  always('verify_type (1 code, 2 link)', 'verify_type'),
  only('the link types (link activation)', 'uuid (link activation)', 'uuid'),
  only(WITH_CODE, 'ref (max 20 chars)', 'ref'),
  only(WITH_CHANNEL, 'regist_channel', 'regist_channel'),
];

export const REGISTER_PHONE: readonly SpecField[] = [
  ...REGISTER_COMMON,
  always('country_code', 'country_code'),
  always('mobile', 'mobile'),
  always('smsverify', 'smsverify'),
];

export const STEP_3_ACCOUNT: readonly SpecField[] = [
  always('username (e-mail or phone, decided by a phone pattern)', 'username'),
  only('a phone', 'areaCode', 'areaCode'),
  only(WITH_CODE, 'ref', 'ref'),
  always('live_country_code', 'live_country_code'),
  only(`the password step, when ${TELEGRAM}`, 'telegram info', 'telegram_callback'),
];

export const SEND_CODE: readonly SpecField[] = [
  always('email or mobile with country_code', 'email', 'mobile'),
  only(WITH_CODE, 'ref/user_code', 'ref', 'user_code'),
  only(WITH_TAGS, 'from', 'from'),
  always('location_link', 'location_link'),
  only('the fake-e-mail path (dialog type 4)', 'is_fake', 'is_fake'),
  only(IMAGE_CAPTCHA, 'type (captcha type)', 'type'),
  always('live_country_code', 'live_country_code'),
  always('captcha data', ...CAPTCHA_RESULT),
  always('verify_type', 'verify_type'),
  always('login_type (2 e-mail, 3 phone)', 'login_type'),
  always('lang', 'lang'),
  always('url', 'url'),
  only(RE_SENT, 'risk_token', 'risk_token'),
];

const THIRD_PARTY_COMMON: readonly SpecField[] = [
  always('token_type (telegram, google or apple)', 'token_type'),
  always('token', 'token'),
  only(IMAGE_CAPTCHA, 'type (default geecaptcha)', 'type'),
  only('reCAPTCHA answered', 'key_version (default v2)', 'key_version'),
  always('risk_ext {version}', 'risk_ext'),
  always('live_country_code (falls back to stored current country)', 'live_country_code'),
  always('location_link (referrer or current URL)', 'location_link'),
  only(
    WITH_CODE,
    'user_code (invite/referral on register; affiliate-derived on login)',
    'user_code',
  ),
  only(TYPED, 'username', 'username'),
  only(TELEGRAM, 'telegram_callback', 'telegram_callback'),
  only(RE_SENT, 'risk_token', 'risk_token'),
];

export const THIRD_PARTY: readonly SpecField[] = [
  ...THIRD_PARTY_COMMON,
  only(`${SIGN_UP} with a code`, 'isManuallyModifyUserCode', 'isManuallyModifyUserCode'),
  only(SIGN_UP, 'channel info', 'affiliate_id', 'channel_info'),
];

/** The fields of `list` a request in `states` must carry that `body` lacks, in the spec's words. */
export function missingFields(
  list: readonly SpecField[],
  body: Record<string, unknown>,
  states: readonly string[] = [],
) {
  return list
    .filter((field) => field.when === undefined || states.includes(field.when))
    .filter((field) => !field.wire.some((name) => body[name] !== undefined))
    .map((field) => field.spec);
}
