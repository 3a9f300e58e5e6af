import { describe, expect, it } from 'vitest';
import { channelQueryOf } from '../../../host/channel-query';
import { channelFields } from './channel-fields';
import { maskContact, mediumOf, trackingFields, type TrackingInput } from './tracking-fields';

const base: TrackingInput = {
  channel: {},
  typedRef: '',
  email: 'ada@example.com',
  mobile: '',
  lang: 'en',
  referrer: '',
  path: '/en/register',
  search: '',
  signupTime: 2000,
  lastRefreshTime: 1000,
};

describe('Registration tracking fields (behaviour §3, §9)', () => {
  // The sanitiser itself: the contract's sanitise.test.ts.
  it('"Empty, null or undefined values are removed", also inside ext_json', () => {
    const fields = trackingFields(base);
    expect(fields).toEqual({
      medium: 'normal',
      language: 'en',
      signup_time: 2000,
      last_refresh_time: 1000,
      user_behavior_path: '/en/register',
    });
  });

  it("\"Tracking masks phone with '****' and e-mail with '***'\"", () => {
    expect(maskContact('https://x.test/?email=ada@example.com', 'ada@example.com', '')).toBe(
      'https://x.test/?email=***',
    );
    expect(maskContact('/p?e=ada%40example.com', 'ada@example.com', '')).toBe('/p?e=***');
    expect(maskContact('/p?who=someone@else.org', '', '')).toBe('/p?who=***');
    expect(maskContact('/p?m=7123456789', '', '7123 456789')).toBe('/p?m=****');
    // A short run of digits is not a phone; the affiliate id stays.
    expect(maskContact('/p?affiliate_id=123', '', '1234')).toBe('/p?affiliate_id=123');
    const fields = trackingFields({
      ...base,
      mobile: '7123456789',
      referrer: 'https://mail.test/read?to=ada@example.com',
      path: '/en/register?phone=7123456789',
    });
    expect(fields.referrer).toBe('https://mail.test/read?to=***');
    expect(fields.user_behavior_path).toBe('/en/register?phone=****');
  });

  it('channel, utm fields and ext_json from the query; medium affiliate, referral, normal', () => {
    const search =
      '?affiliate_id=42&group_id=g1&register_channel=web&utm_source=news&utm_campaign=spring&stage=s2';
    const fields = trackingFields({
      ...base,
      channel: channelQueryOf(search),
      search,
      typedRef: 'abc12',
      euSubscription: false,
    });
    expect(fields).toMatchObject({
      affiliate_id: '42',
      group_id: 'g1',
      regist_channel: 'web',
      utmsource: 'news',
      campaign: 'spring',
      stage: 's2',
      medium: 'affiliate',
      ref: 'ABC12',
      ref_code_new: 'ABC12',
      ext_json: { eu_subscription: 0, is_manual_input: 1 },
    });
    expect(mediumOf({ channel: {}, typedRef: 'X1' })).toBe('referral');
    expect(mediumOf({ channel: {}, typedRef: 'X1', codeKind: 'broker' })).toBe('broker');
    expect(mediumOf({ channel: {}, typedRef: ' ' })).toBe('normal');
  });

  it('a code kept from ?ref= is not manual input and not a new code', () => {
    const fields = trackingFields({ ...base, channel: { ref: 'abc12' }, typedRef: 'ABC12' });
    expect(fields.ext_json).toEqual({ is_manual_input: 0 });
    expect(fields).not.toHaveProperty('ref_code_new');
  });

  it('"Affiliate id: all digits": a non-digit affiliate_id in the query is ignored', () => {
    expect(channelQueryOf('?affiliate_id=12a&ref=R1')).toEqual({ ref: 'R1' });
    expect(channelQueryOf('?channel_source=cabital&cabitaluuid=u1')).toEqual({
      channelSource: 'cabital',
      cabitalUuid: 'u1',
    });
  });

  it('channelFields merges the query channel and the tracking fields, empty values removed', () => {
    expect(channelFields({ affiliateId: '7', groupId: '' }, { medium: 'affiliate' })).toEqual({
      affiliate_id: '7',
      channel_info: { medium: 'affiliate' },
    });
    expect(channelFields({})).toEqual({});
  });
});
