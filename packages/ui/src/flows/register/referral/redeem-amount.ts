/**
 * Which redeem amount a sign-up page shows (behaviour §3 Channel info redeem amounts; compliance
 * config redeemAmount/hideRedeemSite): affiliate_amount when the page names an affiliate,
 * refferal_amount with a referral code, else normal_amount; none on a hiding site. Pure.
 */
import type { RedeemConfig, SiteCode } from '@foyer/contract';

export function redeemAmountOf(
  config: RedeemConfig | null,
  facts: { site: SiteCode; affiliateId?: string | undefined; referral: string },
): string | undefined {
  if (!config || config.hideRedeemSite.includes(facts.site)) return undefined;
  const { affiliate_amount, refferal_amount, normal_amount } = config.redeemAmount;
  if (facts.affiliateId) return affiliate_amount;
  if (facts.referral.trim()) return refferal_amount;
  return normal_amount;
}
