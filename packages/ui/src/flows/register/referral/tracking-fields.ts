/**
 * The registration tracking fields of behaviour §3, built by one pure function: empty, null and
 * undefined values removed; the person's phone masked with '****' and e-mail with '***' (behaviour §9)
 * wherever they appear (a referrer or a path may carry them). docs/decisions/028.
 */
import {
  EMAIL_MASK,
  PHONE_MASK,
  normaliseCode,
  withoutEmpty,
  type ChannelMedium,
  type TrackingFields,
} from '@foyer/contract';
import type { ChannelQuery } from '../../../host/channel-query';

export interface TrackingInput {
  channel: ChannelQuery;
  /** The code in the referral field at sign-up. */
  typedRef: string;
  /** A code the page itself put in the field: the affiliate's (decision 032); not typed. */
  presetRef?: string | undefined;
  /** What the code check said it is, when it said. */
  codeKind?: ChannelMedium | undefined;
  /** The person's e-mail and phone digits, to be masked. */
  email: string;
  mobile: string;
  lang: string;
  /** document.referrer */
  referrer: string;
  /** The page's path and query. */
  path: string;
  /** The page's query, for utm_* and the campaign fields. */
  search: string;
  signupTime: number;
  lastRefreshTime: number;
  euSubscription?: boolean | undefined;
  tgSource?: string | undefined;
}

// Any e-mail address in a text, also URL-encoded ('%40').
const EMAIL_ANYWHERE = /[^\s/?#&=:;,"'<>()]+(?:@|%40)[a-z0-9-]+(?:\.[a-z0-9-]+)+/gi;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Masks the person's contact details in a text. */
export function maskContact(text: string, email: string, mobile: string): string {
  let masked = text;
  const address = email.trim();
  if (address) {
    masked = masked.replace(new RegExp(escapeRegExp(address), 'gi'), EMAIL_MASK);
    masked = masked.replace(
      new RegExp(escapeRegExp(encodeURIComponent(address)), 'gi'),
      EMAIL_MASK,
    );
  }
  masked = masked.replace(EMAIL_ANYWHERE, EMAIL_MASK);
  const digits = mobile.replace(/\D/g, '');
  // Five digits at least (behaviour §5 phone): a shorter run is no phone number.
  if (digits.length >= 5) masked = masked.replace(new RegExp(digits, 'g'), PHONE_MASK);
  return masked;
}

const flag = (value: boolean | undefined) => (value === undefined ? undefined : value ? 1 : 0);

/** The medium: affiliate when affiliate_id, the checked kind of the code, referral, else normal. */
export function mediumOf(input: Pick<TrackingInput, 'channel' | 'typedRef' | 'codeKind'>) {
  if (input.channel.affiliateId) return 'affiliate' as const;
  if (input.typedRef.trim()) {
    return input.codeKind && input.codeKind !== 'normal' ? input.codeKind : ('referral' as const);
  }
  return 'normal' as const;
}

export function trackingFields(input: TrackingInput): TrackingFields {
  const query = new URLSearchParams(input.search);
  const mask = (text: string | null | undefined) =>
    text ? maskContact(text, input.email, input.mobile) : undefined;
  const ref = input.typedRef.trim() ? normaliseCode(input.typedRef) : undefined;
  const arrivedWith = [input.channel.ref, input.presetRef]
    .filter((code): code is string => Boolean(code))
    .map(normaliseCode);
  const typedByHand = ref !== undefined && !arrivedWith.includes(ref);
  const fields: TrackingFields = {
    affiliate_id: input.channel.affiliateId,
    group_id: input.channel.groupId,
    group_type: mask(query.get('group_type')),
    ref,
    referrer: mask(input.referrer),
    medium: mediumOf(input),
    content: mask(query.get('utm_content')),
    utmsource: mask(query.get('utm_source')),
    source: mask(query.get('source')),
    campaign: mask(query.get('utm_campaign')),
    stage: mask(query.get('stage')),
    language: input.lang,
    regist_channel: input.channel.registerChannel,
    term: mask(query.get('utm_term')),
    ext_json: {
      tg_source: input.tgSource,
      eu_subscription: flag(input.euSubscription),
      is_manual_input: ref === undefined ? undefined : typedByHand ? 1 : 0,
    },
    signup_time: input.signupTime,
    last_refresh_time: input.lastRefreshTime,
    user_behavior_path: mask(input.path),
    ref_code_new: typedByHand ? ref : undefined,
  };
  return withoutEmpty(fields) as TrackingFields;
}
