/**
 * A host's `onTrack` (decision 144) in the real widget: the page view 20 ms after the view
 * (behaviour §9), the register click with the e-mail masked (§4 "Submit", §9
 * "Tracking masks … e-mail with '***'") and its registration source (§3); without `onTrack`, the
 * * same events go to POST /v2/public/metrics, masked.
 */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COUNTRIES, fakeApi, ok } from '../test-support/fake-api';
import { forgetReferral } from '../flows/register/referral/referral-cookie';
import { RegisterLoginPage } from '../shells/register-login-page';

const EMAIL = 'ada.lovelace@example.com';

function signUpServer() {
  return fakeApi({
    'GET /v2/public/country-list': () => ok(COUNTRIES),
    'GET /register/countryCode': () => ok({ country_code: 'GB' }),
    'POST /v3/config/web': () => ok({ register_type: 'oldCode' }),
    'POST /v2/public/metrics': (body) => ok({ accepted: (body.events as unknown[]).length }),
  });
}

async function clickSignUp() {
  const user = userEvent.setup();
  await user.type(screen.getByRole('textbox', { name: 'Email' }), EMAIL);
  await user.type(screen.getByLabelText('Password'), 'Secret123');
  await user.click(screen.getByRole('checkbox', { name: /^I agree/ }));
  await user.click(screen.getByRole('button', { name: 'Sign up' }));
}

beforeEach(() => window.history.replaceState(null, '', '/en/register?affiliate_id=77'));
afterEach(() => {
  vi.unstubAllGlobals();
  forgetReferral();
  localStorage.clear();
});

describe("the host's onTrack (decision 144)", { timeout: 30_000 }, () => {
  it('receives the page view, then the register click with the e-mail masked and the source', async () => {
    signUpServer();
    const onTrack = vi.fn();
    render(<RegisterLoginPage registerType="oldCode" onNavigate={vi.fn()} onTrack={onTrack} />);
    await screen.findByRole('button', { name: 'Sign up' });
    await waitFor(() =>
      expect(onTrack).toHaveBeenCalledWith({ name: 'pageView', view: 'register' }),
    );
    await clickSignUp();
    await waitFor(() =>
      expect(onTrack).toHaveBeenCalledWith({
        name: 'registerClick',
        method: 'email',
        account: '***@example.com',
        source: 'affiliate',
      }),
    );
    expect(JSON.stringify(onTrack.mock.calls)).not.toContain('ada.lovelace');
  });

  it('without onTrack the events are batched to POST /v2/public/metrics, masked, on page hide', async () => {
    const { requests } = signUpServer();
    render(<RegisterLoginPage registerType="oldCode" onNavigate={vi.fn()} />);
    await screen.findByRole('button', { name: 'Sign up' });
    await clickSignUp();
    // jsdom has no sendBeacon: the page-hide flush falls back to a keepalive fetch.
    await waitFor(() => {
      window.dispatchEvent(new Event('pagehide'));
      const sent = requests
        .filter((r) => r.path === '/v2/public/metrics')
        .flatMap((r) => r.body.events);
      expect(sent).toContainEqual(
        expect.objectContaining({ name: 'registerClick', account: '***@example.com' }),
      );
    });
    const bodies = JSON.stringify(requests.filter((r) => r.path === '/v2/public/metrics'));
    expect(bodies).not.toContain('ada.lovelace');
  });
});
