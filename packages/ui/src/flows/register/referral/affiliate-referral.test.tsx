import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiOutcome } from '../../../api/api-outcome';
import { COUNTRIES, fakeApi, ok } from '../../../test-support/fake-api';
import { signUpByEmailCode } from '../../../test-support/sign-up';
import { RegisterLoginPage } from '../../../shells/register-login-page';
import {
  affiliatePreset,
  affiliateReferralOf,
  referralFieldMode,
  type AffiliateReferral,
} from './affiliate-referral';
import { forgetReferral } from './referral-cookie';
import { trackingFields } from './tracking-fields';

const ANONYMITY = '/affiliate/v5/anonymity';
const answer = (isShow: 0 | 1, code: string): ApiOutcome<{ isShow: 0 | 1; code: string }> => {
  const result = { isShow, code };
  return { ok: true, result, envelope: { ret_code: 0, ret_msg: 'OK', result } };
};
const shown: AffiliateReferral = { kind: 'shown', code: 'AFF1' };
const anonymous: AffiliateReferral = { kind: 'anonymous', code: 'AFF1' };

describe('"Affiliate lookup reads is_anonymity/isShow/code" (behaviour §3), decision 032', () => {
  it('isShow 1 with a code: shown; isShow 0: anonymous; a refusal (10002, 610017): none', () => {
    expect(affiliateReferralOf(answer(1, 'AFF1'))).toEqual(shown);
    expect(affiliateReferralOf(answer(0, 'AFF1'))).toEqual(anonymous);
    expect(affiliateReferralOf(answer(1, ''))).toEqual({ kind: 'none' });
    expect(affiliateReferralOf({ ok: false, retCode: 10002, retMsg: '' })).toEqual({
      kind: 'none',
    });
    expect(affiliateReferralOf({ ok: false, retCode: 610017, retMsg: '' })).toEqual({
      kind: 'none',
    });
  });

  it('"Referral code: max 20": a longer code is never preset', () => {
    expect(affiliateReferralOf(answer(1, 'A'.repeat(21)))).toEqual({ kind: 'none' });
    expect(affiliateReferralOf(answer(0, 'A'.repeat(21)))).toEqual({
      kind: 'anonymous',
      code: '',
    });
  });

  it('"read-only and hidden referral options": shown → read-only, anonymous → hidden', () => {
    expect(referralFieldMode({}, shown)).toBe('readOnly');
    expect(referralFieldMode({}, anonymous)).toBe('hidden');
    expect(referralFieldMode({}, { kind: 'none' })).toBe('editable');
    expect(referralFieldMode({ referralReadOnly: true }, { kind: 'none' })).toBe('readOnly');
    expect(referralFieldMode({ hideReferral: true }, shown)).toBe('hidden');
  });

  it("the host's prefilled user code wins: the affiliate's code is not preset", () => {
    expect(affiliatePreset(shown, {})).toBe('AFF1');
    expect(affiliatePreset(shown, { defaultUserCode: 'HOST1' })).toBeUndefined();
    expect(referralFieldMode({ defaultUserCode: 'HOST1' }, shown)).toBe('editable');
    expect(affiliatePreset({ kind: 'none' }, {})).toBeUndefined();
  });

  it("the preset affiliate's code is not is_manual_input; a typed one is", () => {
    const base = {
      channel: { affiliateId: '7001' },
      email: '',
      mobile: '',
      lang: 'en',
      referrer: '',
      path: '/en/register',
      search: '',
      signupTime: 1,
      lastRefreshTime: 1,
    };
    const preset = trackingFields({ ...base, typedRef: 'aff1', presetRef: 'AFF1' });
    expect(preset.ext_json).toEqual({ is_manual_input: 0 });
    expect(preset).not.toHaveProperty('ref_code_new');
    const typed = trackingFields({ ...base, typedRef: 'OTHER', presetRef: 'AFF1' });
    expect(typed).toMatchObject({ ext_json: { is_manual_input: 1 }, ref_code_new: 'OTHER' });
  });
});

function api(anonymity: () => unknown) {
  return fakeApi({
    'GET /v2/public/country-list': () => ok(COUNTRIES),
    'GET /register/countryCode': () => ok({ country_code: 'GB' }),
    'GET /v3/public/redeem-config': () => ok({ redeemAmount: {}, hideRedeemSite: [] }),
    'POST /s1/code/info': () => ok({ scene: 1, tpl: 'affiliate', info: { success: true } }),
    'POST /affiliate/apis/v1/open-info': () => ({ ret_code: 610016, ret_msg: 'none' }),
    [`POST ${ANONYMITY}`]: anonymity,
    'POST /verify/register/email': () => ok({ uuid: 'u-1' }),
    'POST /register/email': () => ok({ id: '1001' }, { token: 'tok-new' }),
  });
}

const field = () => screen.queryByRole('textbox', { name: 'Referral code (optional)' });
const toastText = () => screen.queryByRole('alert')?.textContent ?? '';

beforeEach(() =>
  window.history.replaceState(null, '', '/en/register?affiliate_id=7001&group_id=g1'),
);
afterEach(() => {
  vi.unstubAllGlobals();
  forgetReferral();
});

describe(
  'the widget asks POST /affiliate/v5/anonymity for ?affiliate_id= (behaviour §7, §3)',
  { timeout: 20_000 },
  () => {
    it("isShow 1: the field shows the affiliate's code read-only, and the sign-up sends it with affiliate_id", async () => {
      const user = userEvent.setup();
      const { requests } = api(() => ok({ isShow: 1, is_anonymity: 0, code: 'AFF1' }));
      const onNavigate = vi.fn();
      render(<RegisterLoginPage registerType="oldCode" onNavigate={onNavigate} />);
      await waitFor(() => expect(field()).toHaveValue('AFF1'));
      expect(field()).toHaveAttribute('readonly');
      expect(requests.find((r) => r.path === ANONYMITY)?.body).toEqual({
        affiliate_id: '7001',
        group_id: 'g1',
      });
      await signUpByEmailCode(user);
      await waitFor(() => expect(onNavigate).toHaveBeenCalled());
      expect(requests.find((r) => r.path === '/register/email')?.body).toMatchObject({
        ref: 'AFF1',
        user_code: 'AFF1',
        affiliate_id: '7001',
        isManuallyModifyUserCode: 0,
        channel_info: { medium: 'affiliate', ref: 'AFF1' },
      });
    });

    it('anonymous (isShow 0): no referral field, and affiliate_id still travels with the sign-up', async () => {
      const user = userEvent.setup();
      const { requests } = api(() => ok({ isShow: 0, is_anonymity: 1, code: 'AFF1' }));
      const onNavigate = vi.fn();
      render(<RegisterLoginPage registerType="oldCode" onNavigate={onNavigate} />);
      await waitFor(() => expect(requests.some((r) => r.path === ANONYMITY)).toBe(true));
      await waitFor(() => expect(field()).toBeNull());
      await signUpByEmailCode(user);
      await waitFor(() => expect(onNavigate).toHaveBeenCalled());
      expect(requests.find((r) => r.path === '/register/email')?.body).toMatchObject({
        affiliate_id: '7001',
        group_id: 'g1',
        channel_info: { medium: 'affiliate' },
      });
    });

    it('"10002, 610017 affiliate anonymity: data passed silently": no toast, the field stays editable', async () => {
      for (const retCode of [10002, 610017]) {
        const { requests } = api(() => ({ ret_code: retCode, ret_msg: 'refused' }));
        const { unmount } = render(<RegisterLoginPage registerType="oldCode" />);
        await waitFor(() => expect(requests.some((r) => r.path === ANONYMITY)).toBe(true));
        expect(field()).toHaveValue('');
        expect(field()).not.toHaveAttribute('readonly');
        expect(toastText()).toBe('');
        unmount();
        vi.unstubAllGlobals();
      }
    });

    it('without affiliate_id in the query there is no anonymity call', async () => {
      window.history.replaceState(null, '', '/en/register');
      const { requests } = api(() => ok({ isShow: 1, is_anonymity: 0, code: 'AFF1' }));
      render(<RegisterLoginPage registerType="oldCode" />);
      await screen.findByRole('textbox', { name: 'Email' });
      expect(requests.some((r) => r.path === ANONYMITY)).toBe(false);
      expect(field()).toHaveValue('');
    });
  },
);
