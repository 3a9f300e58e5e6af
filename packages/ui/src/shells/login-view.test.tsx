import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SiteCode } from '@foyer/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COUNTRIES, fakeApi, ok } from '../test-support/fake-api';
import { RegisterLoginPage } from './register-login-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

const onNavigate = vi.fn();

/** Answers the log-ins in turn; the shared look-ups as the server does. */
function apiWithLogins(logins: unknown[]) {
  let n = 0;
  return fakeApi({
    'GET /v2/public/country-list': () => ok(COUNTRIES),
    'GET /register/countryCode': () => ok({ country_code: 'GB' }),
    'POST /login': () => logins[Math.min((n += 1) - 1, logins.length - 1)],
    // The compliance sites log in here (decision 081).
    'POST /user/public/login_compliance': () => logins[Math.min((n += 1) - 1, logins.length - 1)],
  });
}

async function fillLogin(site?: SiteCode) {
  const user = userEvent.setup();
  onNavigate.mockClear();
  render(<RegisterLoginPage mode="login" site={site} onNavigate={onNavigate} />);
  await user.type(await screen.findByRole('textbox', { name: 'Email' }), 'ada@example.com');
  await user.type(screen.getByLabelText('Password'), 'Secret123');
  return user;
}

// Each test renders the whole widget and waits for the (fake) API: room for a busy CPU.
const SLOW = { timeout: 3000 };

describe('Login view (behaviour §2)', { timeout: 15_000 }, () => {
  it('verified-site badge with tooltip: named by the host, the tooltip opens on keyboard focus', async () => {
    apiWithLogins([]);
    const user = userEvent.setup();
    render(<RegisterLoginPage mode="login" />);
    const badge = await screen.findByRole('button', { name: /Verified site/ });
    expect(badge).toHaveAccessibleName(`Verified site ${window.location.hostname}`);
    // Keyboard-reachable: Tab lands on it (within the few controls before it).
    for (let i = 0; i < 10 && document.activeElement !== badge; i += 1) await user.tab();
    expect(badge).toHaveFocus();
    const tip = await screen.findByRole('tooltip', {}, SLOW);
    expect(tip).toHaveTextContent(/Check that the address bar shows exactly/);
    expect(badge).toHaveAccessibleDescription(/Phishing sites copy this page/);
  });

  it('terms checkbox (KZ site): submit refuses until it is ticked, then logs in through login_compliance', async () => {
    const api = apiWithLogins([ok({ id: '1001' }, { token: 'tok' })]);
    const user = await fillLogin('KAZ');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    const box = screen.getByRole('checkbox', { name: /Terms of Service/ });
    expect(box).toHaveAccessibleDescription(
      'Please accept the Terms of Service and Privacy Policy',
    );
    // behaviour §2: legal links differ per region (decision 082).
    expect(screen.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute(
      'href',
      '/en/kz/terms',
    );
    const logins = () => api.requests.filter((r) => r.path.includes('login'));
    expect(logins()).toHaveLength(0);
    await user.click(box);
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(onNavigate).toHaveBeenCalledWith('/en/dashboard'), SLOW);
    // behaviour §7: the compliance sites' log-in is POST /user/public/login_compliance.
    expect(logins().map((r) => r.path)).toEqual(['/user/public/login_compliance']);
  });

  it('no terms checkbox on the main site', async () => {
    apiWithLogins([]);
    render(<RegisterLoginPage mode="login" />);
    await screen.findByRole('textbox', { name: 'Email' });
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it('back icon with back-step title: the two-factor panel goes back to the log-in form', async () => {
    apiWithLogins([ok({ google2fa_secret: true })]);
    const user = await fillLogin();
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await user.click(await screen.findByRole('button', { name: 'Back to log in' }, SLOW));
    expect(await screen.findByRole('heading', { name: 'Log in' }, SLOW)).toBeInTheDocument();
  });

  it('a messaging bind result not success: the upgrade modal first; Continue finishes the log-in', async () => {
    apiWithLogins([ok({ id: '1001', tg_bind_result: 'fail' }, { token: 'tok' })]);
    const user = await fillLogin();
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    const modal = await screen.findByRole(
      'alertdialog',
      { name: 'Messaging account not linked' },
      SLOW,
    );
    expect(onNavigate).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(onNavigate).toHaveBeenCalledWith('/en/dashboard'), SLOW);
    expect(modal).not.toBeInTheDocument();
  });

  describe('ban check: a self-help ban more than 24 h old (decision 153)', () => {
    const oldSelfHelpBan = {
      ret_code: 31003,
      ret_msg: 'banned',
      result: { is_self_help_baned: true, baned_time: Date.now() - 25 * 3_600_000 },
    };

    it('goes to self-unblock on a site that offers it (the main site)', async () => {
      apiWithLogins([oldSelfHelpBan]);
      const user = await fillLogin();
      await user.click(screen.getByRole('button', { name: 'Log in' }));
      await waitFor(
        () => expect(onNavigate).toHaveBeenCalledWith('/en/self-unblock?fromScene=login'),
        SLOW,
      );
      expect(screen.queryByText(/^31003: /)).toBeNull();
    });

    it('shows the account-banned toast instead on a compliance site (Turkish), and the form stays', async () => {
      apiWithLogins([oldSelfHelpBan]);
      const user = await fillLogin('TUR');
      await user.click(screen.getByRole('button', { name: 'Log in' }));
      expect(
        await screen.findByText('31003: This account is banned. Please contact support.', {}, SLOW),
      ).toBeInTheDocument();
      expect(onNavigate).not.toHaveBeenCalled();
      expect(screen.getByRole('button', { name: 'Log in' })).toBeEnabled();
    });
  });
});
