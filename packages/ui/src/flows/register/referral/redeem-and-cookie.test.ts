import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../../../api/api-outcome';
import { afterSignUp, cabitalAttachOf } from './after-sign-up';
import { redeemAmountOf } from './redeem-amount';
import { forgetReferral, rememberReferral, rememberedReferral } from './referral-cookie';

afterEach(() => forgetReferral());

describe('redeem amounts (behaviour §3 Channel info, compliance redeemAmount/hideRedeemSite)', () => {
  const config = {
    redeemAmount: { affiliate_amount: '100 USDT', refferal_amount: '50 USDT' },
    hideRedeemSite: ['EU'],
  };
  it('affiliate when the page names one, referral with a code, else normal (none here)', () => {
    expect(redeemAmountOf(config, { site: 'BYBIT', affiliateId: '7', referral: '' })).toBe(
      '100 USDT',
    );
    expect(redeemAmountOf(config, { site: 'BYBIT', referral: 'ABC' })).toBe('50 USDT');
    expect(redeemAmountOf(config, { site: 'BYBIT', referral: '' })).toBeUndefined();
  });
  it('a site in hideRedeemSite shows none; no config shows none', () => {
    expect(redeemAmountOf(config, { site: 'EU', referral: 'ABC' })).toBeUndefined();
    expect(redeemAmountOf(null, { site: 'BYBIT', referral: 'ABC' })).toBeUndefined();
  });
});

describe('the referral cookie (behaviour §4: removed after sign-up)', () => {
  it('keeps a code from ?ref=, refuses odd characters, and is removed after sign-up', async () => {
    rememberReferral('abc12');
    expect(rememberedReferral()).toBe('abc12');
    rememberReferral('a;b=c');
    expect(rememberedReferral()).toBe('abc12');
    const api: ApiClient = { call: vi.fn() };
    await afterSignUp(api, {});
    expect(rememberedReferral()).toBeUndefined();
    expect(api.call).not.toHaveBeenCalled();
  });

  it('"when channel_source is \'cabital\', a channel-attach call with the cabital uuid runs"', async () => {
    expect(cabitalAttachOf({ channelSource: 'other', cabitalUuid: 'u' })).toBeNull();
    expect(cabitalAttachOf({ channelSource: 'cabital' })).toBeNull();
    const call = vi.fn(async () => ({ ok: true as const, result: {}, envelope: {} as never }));
    await afterSignUp({ call } as unknown as ApiClient, {
      channelSource: 'cabital',
      cabitalUuid: 'cab-1',
    });
    expect(call).toHaveBeenCalledWith(
      expect.objectContaining({ path: '/v3/private/misc/cabital/post-register' }),
      { channel: 'cabital', uuid: 'cab-1', status: 1 },
      expect.objectContaining({ hideError: true }),
    );
  });
});
