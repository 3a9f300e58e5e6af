import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COUNTRIES, fakeApi, ok } from '../../../test-support/fake-api';
import { signUpByEmailCode } from '../../../test-support/sign-up';
import { RegisterLoginPage } from '../../../shells/register-login-page';
import { forgetReferral, rememberedReferral } from './referral-cookie';
import { REFERRAL_CHECK_DEBOUNCE_MS } from './referral-verdict';

const KNOWN: Record<string, object> = {
  FRIEND1: { scene: 2, tpl: 'referral', info: { success: true } },
  AFF1: { scene: 1, tpl: 'affiliate', info: { success: true, nickname: 'Ada Trades' } },
};
const codeInfo = (body: Record<string, unknown>) =>
  ok(KNOWN[String(body.code).toUpperCase()] ?? { scene: 0, tpl: '', info: { success: false } });

function api(overrides: Record<string, (body: Record<string, unknown>) => unknown> = {}) {
  return fakeApi({
    'GET /v2/public/country-list': () => ok(COUNTRIES),
    'GET /register/countryCode': () => ok({ country_code: 'GB' }),
    'GET /v3/public/redeem-config': () => ok({ redeemAmount: {}, hideRedeemSite: [] }),
    'POST /s1/code/info': codeInfo,
    'POST /verify/register/email': () => ok({ uuid: 'u-1' }),
    'POST /register/email': () => ok({ id: '1001' }, { token: 'tok-new' }),
    ...overrides,
  });
}

const field = () => screen.getByRole('textbox', { name: 'Referral code (optional)' });
const checks = <R extends { path: string }>(requests: R[]) =>
  requests.filter((request) => request.path === '/s1/code/info');

beforeEach(() => window.history.replaceState(null, '', '/en/register'));
afterEach(() => {
  vi.unstubAllGlobals();
  forgetReferral();
});

// Each test types into the real widget: room for a busy CPU.
describe(
  'the referral field (behaviour §5 "server-verified after each change with debounce", §8)',
  { timeout: 20_000 },
  () => {
    it('asks once, after the typing pauses; an unknown code is aria-invalid and described by refCodeStatus1 + refCodeErrorMsg1', async () => {
      const user = userEvent.setup();
      const { requests } = api();
      render(<RegisterLoginPage registerType="oldCode" />);
      await user.type(field(), 'nosuch');
      expect(checks(requests)).toHaveLength(0);
      await waitFor(() => expect(field()).toHaveAttribute('aria-invalid', 'true'));
      expect(checks(requests)).toHaveLength(1);
      expect(checks(requests)[0]!.body).toEqual({ code: 'nosuch', locale: 'en' });
      expect(field()).toHaveAccessibleDescription(
        'Invalid code. This referral code does not exist. Check it, or leave the field empty.',
      );
    });

    it('a valid code is described by refCodeStatus2 and its template, and is not invalid', async () => {
      const user = userEvent.setup();
      api();
      render(<RegisterLoginPage registerType="oldCode" />);
      await user.type(field(), 'friend1');
      await waitFor(() =>
        expect(field()).toHaveAccessibleDescription(
          'Code applied. You were invited by a friend: your sign-up counts as their referral.',
        ),
      );
      expect(field()).not.toHaveAttribute('aria-invalid');
      await user.clear(field());
      await user.type(field(), 'aff1');
      await waitFor(() =>
        expect(field()).toHaveAccessibleDescription(
          'Code applied. You were invited by Ada Trades.',
        ),
      );
    });

    it('"-200 ... also referral check failure": a failed check shows no status and no toast', async () => {
      const user = userEvent.setup();
      const { requests } = api({ 'POST /s1/code/info': () => 'not an envelope' });
      render(<RegisterLoginPage registerType="oldCode" />);
      await user.type(field(), 'friend1');
      await waitFor(() => expect(checks(requests)).toHaveLength(1));
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(field()).not.toHaveAttribute('aria-invalid');
      expect(field()).not.toHaveAttribute('aria-describedby');
      expect(screen.queryByText(/Network error/)).toBeNull();
    });

    it('a stale answer never shows: the code typed last decides', async () => {
      const user = userEvent.setup();
      let releaseFirst: (() => void) | undefined;
      const first = new Promise<void>((resolve) => (releaseFirst = resolve));
      const { requests } = api({
        'POST /s1/code/info': async (body) => {
          if (body.code === 'friend1') await first;
          return codeInfo(body);
        },
      });
      render(<RegisterLoginPage registerType="oldCode" />);
      await user.type(field(), 'friend1');
      await waitFor(() => expect(checks(requests)).toHaveLength(1));
      await user.type(field(), 'x');
      await waitFor(() => expect(field()).toHaveAttribute('aria-invalid', 'true'));
      releaseFirst!();
      await new Promise((resolve) => setTimeout(resolve, REFERRAL_CHECK_DEBOUNCE_MS));
      expect(field()).toHaveAttribute('aria-invalid', 'true');
      expect(field()).toHaveValue('friend1x');
    });

    it('?ref= fills the field, shows the invitation heading, and sign-up sends ref, channel and tracking fields, then drops the cookie', async () => {
      window.history.replaceState(
        null,
        '',
        '/en/register?ref=FRIEND1&affiliate_id=77&group_id=g1&register_channel=web&channel_source=cabital&cabitaluuid=cab-9',
      );
      const user = userEvent.setup();
      const { requests } = api({
        'POST /affiliate/apis/v1/open-info': () =>
          ok({ nickname: 'Ada Trades', headimg: '', personalSignature: '', content: [] }),
        'POST /v3/private/misc/cabital/post-register': () => ok({}),
      });
      const onNavigate = vi.fn();
      render(<RegisterLoginPage registerType="oldCode" onNavigate={onNavigate} />);
      expect(screen.getByRole('heading', { name: "You've been invited" })).toBeInTheDocument();
      expect(field()).toHaveValue('FRIEND1');
      expect(rememberedReferral()).toBe('FRIEND1');
      const panel = await screen.findByRole('region', { name: 'Your inviter' });
      expect(panel).toHaveTextContent('Invited byAda Trades');
      expect(requests.find((r) => r.path === '/affiliate/apis/v1/open-info')?.body).toEqual({
        affid: '77',
        group_id: 'g1',
      });

      await signUpByEmailCode(user);
      await waitFor(() => expect(onNavigate).toHaveBeenCalledWith('/en/dashboard?newUser=true'));

      const register = requests.find((r) => r.path === '/register/email')!;
      expect(register.body).toMatchObject({
        ref: 'FRIEND1',
        affiliate_id: '77',
        group_id: 'g1',
        regist_channel: 'web',
        channel_source: 'cabital',
        channel_info: {
          affiliate_id: '77',
          medium: 'affiliate',
          ref: 'FRIEND1',
          language: 'en',
          regist_channel: 'web',
        },
      });
      const attach = requests.find((r) => r.path === '/v3/private/misc/cabital/post-register');
      expect(attach?.body).toEqual({ channel: 'cabital', uuid: 'cab-9', status: 1 });
      expect(attach?.headers.get('UserToken')).toBe('tok-new');
      expect(rememberedReferral()).toBeUndefined();
    });

    it('the read-only option keeps the code and still shows its verdict; the hidden option shows no field', async () => {
      window.history.replaceState(null, '', '/en/register?ref=FRIEND1');
      api();
      const { unmount } = render(<RegisterLoginPage registerType="oldCode" referralReadOnly />);
      expect(field()).toHaveAttribute('readonly');
      await waitFor(() => expect(field()).toHaveAccessibleDescription(/^Code applied\./));
      unmount();
      render(<RegisterLoginPage registerType="oldCode" hideReferral />);
      expect(screen.queryByRole('textbox', { name: 'Referral code (optional)' })).toBeNull();
    });

    it('a read-only code the server does not know is unlocked, so the visitor can correct or clear it (no dead end)', async () => {
      window.history.replaceState(null, '', '/en/invite?ref=NOSUCH');
      const user = userEvent.setup();
      api();
      render(<RegisterLoginPage registerType="oldCode" referralReadOnly isInvitePage />);
      expect(field()).toHaveAttribute('readonly');
      await waitFor(() => expect(field()).toHaveAttribute('aria-invalid', 'true'));
      expect(field()).not.toHaveAttribute('readonly');
      await user.clear(field());
      expect(field()).toHaveValue('');
    });
  },
);
