/**
 * Which retention modal a visitor leaving sign-up sees (behaviour §2 "Dialogs": variants
 * affiliate, referral, normal campaign). The registration source of behaviour §3 has the same
 * order: affiliate, referral, else normal.
 */

export type RetentionVariant = 'affiliate' | 'referral' | 'normal';

/** What the visitor arrived with. */
export interface RetentionFacts {
  /** The page's `affiliate_id` query value. */
  affiliateId?: string;
  /** The referral code: the `defaultUserCode` option, else the page's `?ref=`. */
  referralCode?: string;
}

/** behaviour §5: an affiliate id is all digits; anything else is no affiliate id. */
const AFFILIATE_ID = /^\d+$/;

/** The variant, and the code the modal's sign-up card shows with it. */
export type RetentionOffer =
  | { variant: 'affiliate'; code: string }
  | { variant: 'referral'; code: string }
  | { variant: 'normal' };

/** The one decision: affiliate when a valid affiliate id is present, referral when a code is. */
export function retentionOffer({ affiliateId, referralCode }: RetentionFacts): RetentionOffer {
  const affiliate = affiliateId?.trim();
  if (affiliate && AFFILIATE_ID.test(affiliate)) return { variant: 'affiliate', code: affiliate };
  const referral = referralCode?.trim();
  if (referral) return { variant: 'referral', code: referral };
  return { variant: 'normal' };
}

/** The facts of a page's query string and the widget's `defaultUserCode` option. */
export function retentionFacts(search: string, defaultUserCode?: string): RetentionFacts {
  const query = new URLSearchParams(search);
  return {
    affiliateId: query.get('affiliate_id') ?? undefined,
    referralCode: defaultUserCode || query.get('ref') || undefined,
  };
}
