/**
 * The referral field of a visitor arriving with ?affiliate_id= (behaviour §3 "Affiliate lookup reads
 * is_anonymity/isShow/code", §1 "read-only and hidden referral options"; decision 032): the
 * anonymity answer decides whether the affiliate's code is shown read-only or kept hidden.
 * Pure.
 */
import { validateReferralCode } from '@foyer/contract';
import type { ApiOutcome } from '../../../api/api-outcome';
import type { WidgetOptions } from '../../../widget/widget-options';

export type AffiliateReferral =
  /** No affiliate_id, no answer yet, or a silent refusal (10002 unknown, 610017 other group). */
  | { kind: 'none' }
  /** isShow 1: the affiliate's code, shown read-only. */
  | { kind: 'shown'; code: string }
  /** isShow 0: the field is hidden; the code (when it passes the length rule) still travels. */
  | { kind: 'anonymous'; code: string };

export const NO_AFFILIATE_REFERRAL: AffiliateReferral = { kind: 'none' };

export function affiliateReferralOf(
  outcome: ApiOutcome<{ isShow: 0 | 1; code: string }>,
): AffiliateReferral {
  if (!outcome.ok) return NO_AFFILIATE_REFERRAL;
  const { isShow } = outcome.result;
  const code = validateReferralCode(outcome.result.code) === null ? outcome.result.code : '';
  if (isShow === 0) return { kind: 'anonymous', code };
  return code ? { kind: 'shown', code } : NO_AFFILIATE_REFERRAL;
}

/**
 * The code the field is preset to, or undefined to leave it: the host's own prefilled code
 * (`defaultUserCode`) wins, as it wins over ?ref=.
 */
export function affiliatePreset(
  affiliate: AffiliateReferral,
  options: Pick<WidgetOptions, 'defaultUserCode'>,
): string | undefined {
  if (affiliate.kind === 'none' || options.defaultUserCode) return undefined;
  return affiliate.code;
}

export type ReferralFieldMode = 'editable' | 'readOnly' | 'hidden';

/** How the referral field shows: the widget options, then the affiliate's answer. */
export function referralFieldMode(
  options: Pick<WidgetOptions, 'hideReferral' | 'referralReadOnly' | 'defaultUserCode'>,
  affiliate: AffiliateReferral,
): ReferralFieldMode {
  if (options.hideReferral) return 'hidden';
  if (affiliatePreset(affiliate, options) === undefined) {
    return options.referralReadOnly ? 'readOnly' : 'editable';
  }
  return affiliate.kind === 'anonymous' ? 'hidden' : 'readOnly';
}
