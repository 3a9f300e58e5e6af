/**
 * Referral, affiliate and broker channels (behaviour §3 "Channel info", "Referral code check
 * result", "Registration tracking fields"; §9 channel types). Pure values shared by the
 * server and the widget; docs/decisions/028-referral-affiliate-broker.md.
 */

/** `result.scene` of POST /s1/code/info (behaviour §3). */
export const CODE_SCENE = { NORMAL: 0, AFFILIATE: 1, REFERRAL: 2, BROKER: 3 } as const;
export type CodeScene = (typeof CODE_SCENE)[keyof typeof CODE_SCENE];

/** What kind of code a stored code is; 'normal' is never stored (it means "no code"). */
export type CodeKind = 'referral' | 'affiliate' | 'broker';

/** behaviour §3 Channel info `medium` and behaviour §9 channel types. */
export type ChannelMedium = 'normal' | CodeKind;

export const SCENE_OF_KIND: Record<CodeKind, CodeScene> = {
  affiliate: CODE_SCENE.AFFILIATE,
  referral: CODE_SCENE.REFERRAL,
  broker: CODE_SCENE.BROKER,
};

/**
 * The template of a valid code's message (`result.tpl`): a key the widget translates
 * (`register:refCodeTpl.<tpl>`), so every text it shows is its own i18n key.
 */
export type CodeTemplate = 'referral' | 'affiliate' | 'broker';

/** The registration source (behaviour §3): affiliate when affiliate_id, referral when ref, else normal. */
export type RegistrationSource = 'affiliate' | 'referral' | 'normal';

export function registrationSource(fields: {
  affiliate_id?: string | undefined;
  ref?: string | undefined;
}): RegistrationSource {
  if (fields.affiliate_id) return 'affiliate';
  if (fields.ref) return 'referral';
  return 'normal';
}

/** Codes are compared without case and surrounding spaces: `abc12` and ` ABC12 ` are one code. */
export function normaliseCode(code: string): string {
  return code.trim().toUpperCase();
}

/** The characters an operator's broker code may use (the generated codes use a subset). */
export const CODE_PATTERN = /^[A-Z0-9_-]{3,20}$/;

/** Tracking masks (behaviour §9): a phone is masked with '****', an e-mail with '***'. */
export const PHONE_MASK = '****';
export const EMAIL_MASK = '***';

/** The channel attach of behaviour §4 "Cabital": channel_source 'cabital' with its uuid. */
export const CABITAL_CHANNEL = 'cabital';
