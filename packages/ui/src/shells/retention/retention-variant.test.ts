import { describe, expect, it } from 'vitest';
import { retentionFacts, retentionOffer } from './retention-variant';

describe('Back-navigation retention modal variants (behaviour §2: affiliate, referral, normal campaign)', () => {
  it('affiliate when affiliate_id is present, even with a referral code', () => {
    expect(retentionOffer({ affiliateId: '123456', referralCode: 'FRIEND' })).toEqual({
      variant: 'affiliate',
      code: '123456',
    });
  });

  it('referral when ref is present and no affiliate id', () => {
    expect(retentionOffer({ referralCode: 'FRIEND' })).toEqual({
      variant: 'referral',
      code: 'FRIEND',
    });
  });

  it('normal campaign when the visitor came with neither', () => {
    expect(retentionOffer({})).toEqual({ variant: 'normal' });
    expect(retentionOffer({ affiliateId: '', referralCode: '  ' })).toEqual({ variant: 'normal' });
  });

  it('"Affiliate id: all digits": an affiliate id with other characters is no affiliate id', () => {
    expect(retentionOffer({ affiliateId: '12a4' })).toEqual({ variant: 'normal' });
    expect(retentionOffer({ affiliateId: '12a4', referralCode: 'FRIEND' }).variant).toBe(
      'referral',
    );
  });

  it('reads affiliate_id and ref from the query; the defaultUserCode option wins over ?ref=', () => {
    expect(retentionFacts('?affiliate_id=42&ref=ABC')).toEqual({
      affiliateId: '42',
      referralCode: 'ABC',
    });
    expect(retentionFacts('?ref=ABC', 'OPTION')).toEqual({
      affiliateId: undefined,
      referralCode: 'OPTION',
    });
    expect(retentionFacts('')).toEqual({ affiliateId: undefined, referralCode: undefined });
  });
});
