// Issue 37, point 6: each option of the widget by its visible effect, and the skeletons' sizes.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  LAYOUT_BREAKPOINTS_PX,
  SKELETON_MODAL_SIZE_PX,
  SKELETON_PAGE_FORM_HEIGHT_PX,
} from '@foyer/contract';
import { PHONE_QUERY } from '../components/country-select/country-select';
import { COUNTRIES, fakeApi, ok } from '../test-support/fake-api';
import { RegisterLoginModal } from './register-login-modal';
import { RegisterLoginPage } from './register-login-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

function api() {
  return fakeApi({
    'GET /v2/public/country-list': () => ok(COUNTRIES),
    'GET /register/countryCode': () => ok({ country_code: '' }),
  });
}

describe('the options of the page and the modal, by what the visitor sees', () => {
  it('isInvitePage: sign-up shows the invitation heading, even with no code', async () => {
    api();
    render(<RegisterLoginPage isInvitePage registerType="oldCode" onNavigate={vi.fn()} />);
    expect(await screen.findByRole('heading', { name: "You've been invited" })).toBeInTheDocument();
  });

  it('without isInvitePage or a code, no invitation heading', async () => {
    api();
    render(<RegisterLoginPage registerType="oldCode" onNavigate={vi.fn()} />);
    await screen.findByRole('textbox', { name: 'Email' });
    expect(screen.queryByRole('heading', { name: "You've been invited" })).toBeNull();
  });

  it('theme unset: light, but the new three-step sign-up is dark ("the new UI uses dark"); a theme given wins', async () => {
    api();
    const root = (container: HTMLElement) => container.querySelector('.foyer-root');
    const old = render(<RegisterLoginPage registerType="oldCode" onNavigate={vi.fn()} />);
    expect(root(old.container)).toHaveAttribute('data-theme', 'light');
    old.unmount();
    const fresh = render(<RegisterLoginPage registerType="newLink" onNavigate={vi.fn()} />);
    expect(root(fresh.container)).toHaveAttribute('data-theme', 'dark');
    fresh.unmount();
    const chosen = render(
      <RegisterLoginPage registerType="newCode" theme="light" onNavigate={vi.fn()} />,
    );
    expect(root(chosen.container)).toHaveAttribute('data-theme', 'light');
  });

  it("submitTexts: the log-in's and the one-form sign-up's buttons say the host's words", async () => {
    api();
    const texts = { login: 'Enter the exchange', register: 'Open my account' };
    const { unmount } = render(
      <RegisterLoginPage mode="login" submitTexts={texts} onNavigate={vi.fn()} />,
    );
    expect(await screen.findByRole('button', { name: 'Enter the exchange' })).toBeInTheDocument();
    unmount();
    render(<RegisterLoginPage registerType="oldCode" submitTexts={texts} onNavigate={vi.fn()} />);
    expect(await screen.findByRole('button', { name: 'Open my account' })).toBeInTheDocument();
  });

  it("submitTexts: the three-step sign-up's first step, which starts the sign-up, says them too", async () => {
    api();
    render(
      <RegisterLoginPage
        registerType="newCode"
        submitTexts={{ register: 'Open my account' }}
        onNavigate={vi.fn()}
      />,
    );
    expect(await screen.findByRole('button', { name: 'Open my account' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continue' })).toBeNull();
  });

  it("acceptedTermsText: the terms box is labelled with the host's text", async () => {
    api();
    render(
      <RegisterLoginPage
        registerType="oldCode"
        acceptedTermsText="I accept the Exchange's rules"
        onNavigate={vi.fn()}
      />,
    );
    expect(
      await screen.findByRole('checkbox', { name: "I accept the Exchange's rules" }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: /^I agree/ })).toBeNull();
  });

  it('defaultEmail with emailReadOnly: the e-mail is there and cannot be changed', async () => {
    const user = userEvent.setup();
    api();
    render(
      <RegisterLoginPage
        registerType="oldCode"
        defaultEmail="ada@example.com"
        emailReadOnly
        onNavigate={vi.fn()}
      />,
    );
    const email = await screen.findByRole('textbox', { name: 'Email' });
    expect(email).toHaveValue('ada@example.com');
    expect(email).toHaveAttribute('readonly');
    await user.type(email, 'x');
    expect(email).toHaveValue('ada@example.com');
  });

  it('defaultEmail alone prefills a field the visitor can still change', async () => {
    const user = userEvent.setup();
    api();
    render(<RegisterLoginPage mode="login" defaultEmail="ada@example.com" onNavigate={vi.fn()} />);
    const email = await screen.findByRole('textbox', { name: 'Email' });
    expect(email).toHaveValue('ada@example.com');
    await user.type(email, 'x');
    expect(email).toHaveValue('ada@example.comx');
  });

  it("defaultPhone: the Mobile tab's number is prefilled", async () => {
    const user = userEvent.setup();
    api();
    render(<RegisterLoginPage mode="login" defaultPhone="7700900123" onNavigate={vi.fn()} />);
    await user.click(await screen.findByRole('tab', { name: 'Mobile' }));
    expect(screen.getByRole('textbox', { name: 'Mobile' })).toHaveValue('7700900123');
  });

  it('hideRightPanel: the page shows no promo panel', async () => {
    api();
    const { unmount } = render(<RegisterLoginPage mode="login" onNavigate={vi.fn()} />);
    expect(
      await screen.findByRole('heading', { name: 'Your front door to digital assets' }),
    ).toBeInTheDocument();
    unmount();
    render(<RegisterLoginPage mode="login" hideRightPanel onNavigate={vi.fn()} />);
    await screen.findByRole('textbox', { name: 'Email' });
    expect(screen.queryByRole('heading', { name: 'Your front door to digital assets' })).toBeNull();
  });

  it("the modal's hideRegister: log-in only, with no way to sign up", async () => {
    api();
    render(<RegisterLoginModal visible hideRegister mode="register" />);
    const dialog = await screen.findByRole('dialog', { name: 'Log in' });
    expect(within(dialog).queryByRole('link', { name: /sign up/i })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: /sign up/i })).toBeNull();
  });
});

describe("the skeletons' sizes (behaviour §2: 440 px on the page, 400 × 548 in the modal)", () => {
  it('the stylesheet gives the figures of the contract', () => {
    const css = readFileSync(
      join(import.meta.dirname, '../components/skeleton/skeleton.module.css'),
      'utf8',
    ).replace(/\s+/g, ' ');
    expect(css).toContain(`.skeleton { display: grid;`);
    expect(css).toContain(`min-block-size: ${SKELETON_PAGE_FORM_HEIGHT_PX}px;`);
    expect(css).toContain(
      `.skeleton[data-variant='modal'] { inline-size: min(100%, ${SKELETON_MODAL_SIZE_PX.width}px); min-block-size: ${SKELETON_MODAL_SIZE_PX.height}px; }`,
    );
  });

  it("the modal's own loading skeleton is the modal's, the page's the page's", () => {
    // No answer from the server yet: the sign-up layout is waited for, under its skeleton.
    fakeApi({ 'POST /v3/config/web': () => new Promise(() => {}) });
    const { unmount } = render(<RegisterLoginModal visible mode="register" />);
    const modalSkeleton = within(screen.getByRole('dialog')).getByText('Loading…').parentElement;
    expect(modalSkeleton).toHaveAttribute('data-variant', 'modal');
    unmount();
    render(<RegisterLoginPage onNavigate={vi.fn()} />);
    expect(screen.getByText('Loading…').parentElement).toHaveAttribute('data-variant', 'page');
  });
});

describe("the layout's breakpoints (behaviour §9: 446/460, 600, 880, desktop 1439.98 px)", () => {
  const shells = readFileSync(join(import.meta.dirname, 'shells.module.css'), 'utf8');
  const { modalFullScreen, pageFrameless, phone, promoPanel, desktop } = LAYOUT_BREAKPOINTS_PX;

  it('the modal fills a phone from 446 px down, and the page drops its frame from 460 px down', () => {
    expect(shells).toMatch(
      new RegExp(`@media \\(max-width: ${modalFullScreen}px\\) \\{\\s*\\.overlay`),
    );
    expect(shells).toMatch(
      new RegExp(`@media \\(max-width: ${pageFrameless}px\\) \\{\\s*\\.layout`),
    );
  });

  it('the promo panel shows from 880 px, and widens on the desktop from 1439.98 px', () => {
    expect(shells).toContain(`@media (min-width: ${promoPanel}px) {\n  .promo {`);
    expect(shells).toContain(`@media (min-width: ${desktop}px) {`);
  });

  it('below 600 px is a phone: the country list opens in its dialog there', () => {
    expect(PHONE_QUERY).toBe(`(max-width: ${phone - 0.02}px)`);
  });
});
