import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SiteCode } from '@foyer/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadLaterTexts } from '../../i18n/create-i18n';
import { COUNTRIES, fakeApi, ok } from '../../test-support/fake-api';
import { RegisterLoginModal } from '../register-login-modal';
import { RegisterLoginPage } from '../register-login-page';
import { RESIDENCE_STORAGE_PREFIX } from './residence-store';

const HOUR = 3_600_000;
const START = Date.UTC(2026, 0, 10, 12);
const ORIGINS = { BYBIT: 'https://exchange.example', EU: 'https://eu.exchange.example/' };

/** The server places this visitor in `group` (IP info group_country), in country `code`. */
function visitorIn(group: string, code = 'XX') {
  return fakeApi({
    'GET /v2/public/country-list': () => ok(COUNTRIES),
    'GET /user/public/ip-info': () =>
      ok({ code, is_visible: 1, is_login: 1, group_country: group, ip: '192.0.2.1' }),
  });
}

function renderPage(site: SiteCode, mode: 'login' | 'register' = 'login') {
  const onNavigate = vi.fn();
  const onTrack = vi.fn();
  const view = render(
    <RegisterLoginPage
      mode={mode}
      site={site}
      siteOrigins={ORIGINS}
      onNavigate={onNavigate}
      onTrack={onTrack}
    />,
  );
  return { onNavigate, onTrack, view };
}

/** The IP info was asked and its answer, and the texts, have been taken in. */
async function settled(api: ReturnType<typeof fakeApi>) {
  await waitFor(() =>
    expect(api.requests.some((r) => r.path === '/user/public/ip-info')).toBe(true),
  );
  await act(() => loadLaterTexts());
  await act(async () => undefined);
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(START);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('residence dialogs (behaviour §2, §8 string codes)', () => {
  it('euSiteNoEuResidenceConfirm: the EU site asks a visitor from outside the EEA; "confirm stores time"', async () => {
    const user = userEvent.setup();
    visitorIn('');
    renderPage('EU');
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Confirm that you live in the EEA',
    });
    expect(dialog).toHaveTextContent('This is our EU site');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(localStorage.getItem(`${RESIDENCE_STORAGE_PREFIX}euSiteNoEuResidenceConfirm`)).toBe(
      String(START),
    );
    // Nothing had the focus when it opened with the page: it goes to the form, not the top.
    expect(screen.getByRole('button', { name: 'Log in' })).toHaveFocus();
  });

  it("the prompt says where the connection seems to come from only when the address has a country: unknown, it says it can't tell", async () => {
    visitorIn('', 'US');
    const { view } = renderPage('EU');
    const known = await screen.findByRole('alertdialog');
    expect(known).toHaveTextContent('Your connection appears to come from outside the EEA.');
    view.unmount();
    visitorIn('', '');
    renderPage('EU');
    const unknown = await screen.findByRole('alertdialog', {
      name: 'Confirm that you live in the EEA',
    });
    expect(unknown).toHaveTextContent("We can't tell where your connection comes from.");
    expect(unknown).not.toHaveTextContent('appears to come from');
  });

  it('the EU site asks nothing of a visitor from the EEA', async () => {
    const api = visitorIn('eea');
    renderPage('EU');
    await settled(api);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('mainSiteEuResidenceConfirm: the main site asks a visitor from the EEA on sign-up; "cancel/close redirects to sister site" (the EU site)', async () => {
    const user = userEvent.setup();
    visitorIn('eea');
    const { onNavigate } = renderPage('BYBIT', 'register');
    await screen.findByRole('alertdialog', { name: 'Confirm that you do not live in the EEA' });
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onNavigate).toHaveBeenCalledWith('https://eu.exchange.example/en/register');
    expect(localStorage.length).toBe(0);
  });

  it('ResidenceConfirm: Escape counts as Cancel and goes to the main site', async () => {
    const user = userEvent.setup();
    visitorIn('eea');
    const { onNavigate } = renderPage('GEO');
    await screen.findByRole('alertdialog', { name: 'Confirm that you live in Georgia' });
    await user.keyboard('{Escape}');
    expect(onNavigate).toHaveBeenCalledWith('https://exchange.example/en/login');
  });

  it('ResidenceConfirm stays away for 24 h after a Confirm (regional), then asks again', async () => {
    const user = userEvent.setup();
    const api = visitorIn('');
    const first = renderPage('GEO');
    await screen.findByRole('alertdialog', { name: 'Confirm that you live in Georgia' });
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    first.view.unmount();

    vi.setSystemTime(START + 23 * HOUR);
    api.requests.length = 0;
    const later = renderPage('GEO');
    await settled(api);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    later.view.unmount();

    vi.setSystemTime(START + 24 * HOUR);
    renderPage('GEO');
    expect(
      await screen.findByRole('alertdialog', { name: 'Confirm that you live in Georgia' }),
    ).toBeInTheDocument();
  });

  it('AeResidenceConfirm after 24 h, but the EU prompt stays away for 7 days', async () => {
    localStorage.setItem(`${RESIDENCE_STORAGE_PREFIX}AeResidenceConfirm`, String(START));
    localStorage.setItem(`${RESIDENCE_STORAGE_PREFIX}euSiteNoEuResidenceConfirm`, String(START));
    vi.setSystemTime(START + 6 * 24 * HOUR);
    const api = visitorIn('');
    const eu = renderPage('EU');
    await settled(api);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    eu.view.unmount();

    renderPage('ARE');
    expect(
      await screen.findByRole('alertdialog', { name: 'Confirm that you live in the UAE' }),
    ).toBeInTheDocument();
  });

  it('sites without a residence rule do not even ask the IP info', async () => {
    const api = visitorIn('');
    renderPage('TUR');
    expect(await screen.findByRole('textbox', { name: /email/i })).toBeInTheDocument();
    await act(() => loadLaterTexts());
    expect(api.requests.some((r) => r.path === '/user/public/ip-info')).toBe(false);
  });

  it('without an address for the sister site, Cancel goes home and tells onTrack', async () => {
    const user = userEvent.setup();
    visitorIn('');
    const onNavigate = vi.fn();
    const onTrack = vi.fn();
    render(<RegisterLoginPage mode="login" site="ARE" onNavigate={onNavigate} onTrack={onTrack} />);
    await screen.findByRole('alertdialog', { name: 'Confirm that you live in the UAE' });
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onTrack).toHaveBeenCalledWith({
      name: 'residenceSisterSiteUnknown',
      targetSite: 'BYBIT',
    });
    expect(onNavigate).toHaveBeenCalledWith('/en/');
  });

  it('the modal variant asks too, above its own dialog', async () => {
    const user = userEvent.setup();
    visitorIn('');
    render(<RegisterLoginModal visible site="EU" siteOrigins={ORIGINS} onNavigate={vi.fn()} />);
    await screen.findByRole('alertdialog', { name: 'Confirm that you live in the EEA' });
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
