import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COUNTRIES, fakeApi, ok } from '../test-support/fake-api';
import { signUpByEmailCode } from '../test-support/sign-up';
import { forgetReferral } from '../flows/register/referral/referral-cookie';
import { RegisterLoginPage } from '../shells/register-login-page';

/** The server of a site whose compliance config hides `hide` (COMPLIANCE_HIDE, decision 083). */
function siteHiding(hide: string[] | 'unreadable') {
  return fakeApi({
    'GET /v2/public/country-list': () => ok(COUNTRIES),
    'GET /register/countryCode': () => ok({ country_code: 'GB' }),
    'GET /v3/public/redeem-config': () =>
      hide === 'unreadable'
        ? { ret_code: 10000, ret_msg: 'unavailable' }
        : ok({ redeemAmount: {}, hideRedeemSite: [], hide, zhHostnameList: [] }),
    'POST /v3/config/web': () =>
      ok({
        register_type: 'oldCode',
        third_party: { providers: ['google', 'apple'], callback_origin: 'https://a.example' },
      }),
    'POST /s1/code/info': () => ok({ scene: 2, tpl: 'referral', info: { success: true } }),
    'POST /affiliate/apis/v1/open-info': () =>
      ok({ nickname: 'Ada Trades', headimg: '', personalSignature: '', content: [] }),
    'POST /verify/register/email': () => ok({ uuid: 'u-1' }),
    'POST /register/email': () => ok({ id: '1001' }, { token: 'tok-new' }),
  });
}

const referralField = () => screen.queryByRole('textbox', { name: 'Referral code (optional)' });
const thirdPartyBlock = () => screen.queryByRole('region', { name: 'Or continue with' });
const REFERRAL_KEYS = ['ref', 'user_code', 'affiliate_id', 'group_id'];

beforeEach(() => window.history.replaceState(null, '', '/en/register'));
afterEach(() => {
  vi.unstubAllGlobals();
  forgetReferral();
  localStorage.clear();
});

describe(
  "the compliance config's 'hide' action in the widget (behaviour §6)",
  { timeout: 20_000 },
  () => {
    it('hides the referral block and the third-party block it names, once the config has answered', async () => {
      const { requests } = siteHiding(['referral', 'thirdParty']);
      render(<RegisterLoginPage registerType="oldCode" />);
      await screen.findByRole('button', { name: 'Sign up' });
      await waitFor(() => expect(referralField()).not.toBeInTheDocument());
      await waitFor(() =>
        expect(requests.some((request) => request.path === '/v3/public/redeem-config')).toBe(true),
      );
      expect(thirdPartyBlock()).not.toBeInTheDocument();
      // One read of the config for the hide action and the redeem note together.
      expect(requests.filter((r) => r.path === '/v3/public/redeem-config')).toHaveLength(1);
    });

    it('a hidden referral block sends no code: not the page’s ?ref=, nor its affiliate or group (48024 would refuse it)', async () => {
      window.history.replaceState(null, '', '/en/register?ref=FRIEND1&affiliate_id=77&group_id=9');
      const user = userEvent.setup();
      const onNavigate = vi.fn();
      const { requests } = siteHiding(['referral']);
      render(<RegisterLoginPage registerType="oldCode" onNavigate={onNavigate} />);
      await screen.findByRole('button', { name: 'Sign up' });
      await waitFor(() => expect(referralField()).not.toBeInTheDocument());
      await signUpByEmailCode(user);
      await waitFor(() => expect(onNavigate).toHaveBeenCalled());
      const sent = requests.filter((r) =>
        ['/verify/register/email', '/register/email'].includes(r.path),
      );
      expect(sent.map((r) => r.path)).toEqual(['/verify/register/email', '/register/email']);
      for (const { body } of sent) {
        for (const key of REFERRAL_KEYS) expect(body).not.toHaveProperty(key);
        const tracking = (body.channel_info ?? {}) as Record<string, unknown>;
        for (const key of REFERRAL_KEYS) expect(tracking).not.toHaveProperty(key);
      }
    });

    it('a hidden referral block shows no invitation: no inviter card, the plain heading', async () => {
      window.history.replaceState(null, '', '/en/register?ref=FRIEND1&affiliate_id=77&group_id=9');
      const { requests } = siteHiding(['referral']);
      render(<RegisterLoginPage registerType="oldCode" />);
      await waitFor(() =>
        expect(screen.getByRole('heading', { name: 'Create your account' })).toBeInTheDocument(),
      );
      await waitFor(() => expect(referralField()).not.toBeInTheDocument());
      expect(screen.queryByRole('heading', { name: "You've been invited" })).toBeNull();
      expect(screen.queryByRole('region', { name: 'Your inviter' })).toBeNull();
      expect(requests.some((r) => r.path === '/v3/public/redeem-config')).toBe(true);
    });

    it('hides the QR tab of the log-in view when it names qrCode', async () => {
      siteHiding(['qrCode']);
      render(<RegisterLoginPage mode="login" />);
      const tabs = await screen.findByRole('tablist');
      await waitFor(() =>
        expect(within(tabs).queryByRole('tab', { name: 'QR code' })).not.toBeInTheDocument(),
      );
      expect(within(tabs).getByRole('tab', { name: 'Email' })).toBeInTheDocument();
      // The third-party block it does not name stays.
      expect(await screen.findByRole('region', { name: 'Or continue with' })).toBeInTheDocument();
    });

    it('a config that hides nothing, or cannot be read, hides nothing; the page’s code still travels', async () => {
      window.history.replaceState(null, '', '/en/register?ref=FRIEND1');
      const user = userEvent.setup();
      const onNavigate = vi.fn();
      const { requests } = siteHiding('unreadable');
      render(<RegisterLoginPage registerType="oldCode" onNavigate={onNavigate} />);
      expect(await screen.findByRole('region', { name: 'Or continue with' })).toBeInTheDocument();
      expect(referralField()).toHaveValue('FRIEND1');
      await signUpByEmailCode(user);
      await waitFor(() => expect(onNavigate).toHaveBeenCalled());
      const created = requests.find((r) => r.path === '/register/email');
      expect(created?.body).toMatchObject({ ref: 'FRIEND1', user_code: 'FRIEND1' });
    });
  },
);
