import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COUNTRIES, fakeApi, ok } from '../../../test-support/fake-api';
import { RegisterLoginPage } from '../../../shells/register-login-page';

const CALLBACK_ORIGIN = 'https://auth.example.com';
const TURKISH_BOXES = [
  'I agree to the Terms of Service',
  'I have read the Privacy Notice on how my personal data is processed',
  'I explicitly consent to the processing of my personal data and to its transfer abroad, as the Privacy Notice describes',
];
// The accessible name as jsdom computes it (a space may come before the link's closing bracket).
const NEWS = /^Send me news and offers by email \(optional; see the Privacy Policy ?\)$/;

function server() {
  return fakeApi({
    'GET /v2/public/country-list': () => ok(COUNTRIES),
    'GET /register/countryCode': () => ok({ country_code: 'GB' }),
    'GET /v3/public/redeem-config': () => ok({ redeemAmount: {}, hideRedeemSite: [] }),
    'POST /v3/config/web': () =>
      ok({
        register_type: 'oldCode',
        third_party: {
          providers: ['google', 'tr'],
          callback_origin: CALLBACK_ORIGIN,
          tr_provider_name: 'e-Devlet',
        },
      }),
    'POST /verify/register/email': () => ok({ uuid: 'u-1' }),
    'POST /register/email': () => ok({ id: '1001' }, { token: 'tok-new' }),
    'POST /user/public/register_compliance': () => ok({ id: '1002' }, { token: 'tok-new' }),
    'POST /user/public/login/thirdparty': () =>
      ok({ id: '1003', use_thirdparty: 1 }, { token: 't' }),
  });
}

const signUp = () => screen.getByRole('button', { name: 'Sign up' });

async function fillForm(user: UserEvent) {
  await user.type(await screen.findByRole('textbox', { name: 'Email' }), 'ada@example.com');
  await user.type(screen.getByLabelText('Password'), 'Secret123');
}

/** Sign up, dialog 1, the code: the account-making call's body. */
async function finishSignUp(
  user: UserEvent,
  requests: { path: string; body: object }[],
  path: string,
) {
  await user.click(signUp());
  await user.click(await screen.findByRole('button', { name: 'Confirm' }));
  await screen.findByRole('heading', { name: 'Verify your email' });
  await user.keyboard('123456');
  await waitFor(() => expect(requests.some((r) => r.path === path)).toBe(true));
  return requests.find((r) => r.path === path)!.body as Record<string, unknown>;
}

beforeEach(() => window.history.replaceState(null, '', '/en/register'));
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('the consent boxes of each site (behaviour §5 "Terms")', { timeout: 30_000 }, () => {
  it('"the Turkish site has three checkboxes, all required": Sign up stays disabled until all three are ticked; each names its region\'s page', async () => {
    const user = userEvent.setup();
    const { requests } = server();
    render(<RegisterLoginPage site="TUR" registerType="oldCode" onNavigate={vi.fn()} />);
    const group = await screen.findByRole('group', { name: 'Tick all three boxes to sign up' });
    const boxes = within(group).getAllByRole('checkbox');
    expect(boxes).toHaveLength(3);
    for (const [index, name] of TURKISH_BOXES.entries()) {
      expect(boxes[index]).toHaveAccessibleName(name);
    }
    expect(within(group).getByRole('link', { name: 'Terms of Service' })).toHaveAttribute(
      'href',
      '/en/tr/terms',
    );
    for (const link of within(group).getAllByRole('link', { name: 'Privacy Notice' })) {
      expect(link).toHaveAttribute('href', '/en/tr/privacy');
    }
    expect(screen.queryByRole('checkbox', { name: NEWS })).not.toBeInTheDocument();
    await fillForm(user);
    for (const box of boxes) {
      expect(signUp()).toBeDisabled();
      await user.click(box);
    }
    expect(signUp()).toBeEnabled();
    await user.click(boxes[1]!);
    expect(signUp()).toBeDisabled();
    await user.click(boxes[1]!);
    const body = await finishSignUp(user, requests, '/user/public/register_compliance');
    expect(body).toMatchObject({ email: 'ada@example.com', residence_declared: true });
    expect(body).not.toHaveProperty('euSubscription');
  });

  it("dialog 6 on the Turkish site shows the site's three boxes; Confirm waits for all three", async () => {
    const user = userEvent.setup();
    const { requests } = server();
    const popup = { closed: false, close: vi.fn() };
    vi.stubGlobal(
      'open',
      vi.fn(() => popup),
    );
    vi.stubGlobal('screen', { width: 1280 });
    render(<RegisterLoginPage site="TUR" registerType="oldCode" onNavigate={vi.fn()} />);
    await user.click(await screen.findByRole('button', { name: 'Continue with e-Devlet' }));
    const data = { source: 'foyer:thirdparty', provider: 'tr', success: true, quick_token: 'j' };
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', { data, origin: CALLBACK_ORIGIN, source: popup as never }),
      );
    });
    const dialog = await screen.findByRole('alertdialog', { name: 'Sign up with e-Devlet' });
    const confirm = within(dialog).getByRole('button', { name: 'Confirm' });
    const group = await within(dialog).findByRole('group', {
      name: 'Tick all three boxes to sign up',
    });
    const boxes = within(group).getAllByRole('checkbox');
    expect(boxes).toHaveLength(3);
    await user.click(boxes[0]!);
    await user.click(boxes[2]!);
    expect(confirm).toBeDisabled();
    await user.click(boxes[1]!);
    expect(confirm).toBeEnabled();
    expect(requests.some((r) => r.path === '/user/public/login/thirdparty')).toBe(false);
    await user.click(confirm);
    await waitFor(() =>
      expect(requests.some((r) => r.path === '/user/public/login/thirdparty')).toBe(true),
    );
  });

  it('"the EU site has an optional news opt-in": Sign up waits only for the terms; a tick is sent as euSubscription and in the tracking fields', async () => {
    const user = userEvent.setup();
    const { requests } = server();
    render(<RegisterLoginPage site="EU" registerType="oldCode" onNavigate={vi.fn()} />);
    const optIn = await screen.findByRole('checkbox', { name: NEWS });
    expect(optIn).not.toBeChecked();
    await fillForm(user);
    await user.click(screen.getByRole('checkbox', { name: /^I agree/ }));
    expect(signUp()).toBeEnabled();
    await user.click(optIn);
    const body = await finishSignUp(user, requests, '/user/public/register_compliance');
    expect(body).toMatchObject({
      euSubscription: true,
      channel_info: { ext_json: { eu_subscription: 1 } },
    });
  });

  it("the EU news opt-in links the EU site's privacy page, or the operator's (decision 128)", async () => {
    server();
    const { unmount } = render(
      <RegisterLoginPage site="EU" lang="de" registerType="oldCode" onNavigate={vi.fn()} />,
    );
    const optIn = await screen.findByRole('checkbox', { name: /^Neuigkeiten/ });
    const label = optIn.closest('div')!;
    expect(within(label).getByRole('link', { name: 'Datenschutzrichtlinie' })).toHaveAttribute(
      'href',
      '/de/eu/privacy',
    );
    unmount();
    const legalLinks = {
      BYBIT: { terms: 'https://legal.example/{lang}/terms', privacy: 'https://legal.example/p' },
      EU: { terms: 'https://eu.example/{lang}/t', privacy: 'https://eu.example/{lang}/p' },
    };
    render(
      <RegisterLoginPage
        site="EU"
        registerType="oldCode"
        legalLinks={legalLinks}
        onNavigate={vi.fn()}
      />,
    );
    const box = await screen.findByRole('checkbox', { name: NEWS });
    expect(within(box.closest('div')!).getByRole('link')).toHaveAttribute(
      'href',
      'https://eu.example/en/p',
    );
    expect(screen.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute(
      'href',
      'https://eu.example/en/t',
    );
  });

  it('the EU opt-in left unticked is sent as such: euSubscription false, eu_subscription 0', async () => {
    const user = userEvent.setup();
    const { requests } = server();
    render(<RegisterLoginPage site="EU" registerType="oldCode" onNavigate={vi.fn()} />);
    await screen.findByRole('checkbox', { name: NEWS });
    await fillForm(user);
    await user.click(screen.getByRole('checkbox', { name: /^I agree/ }));
    const body = await finishSignUp(user, requests, '/user/public/register_compliance');
    expect(body).toMatchObject({
      euSubscription: false,
      channel_info: { ext_json: { eu_subscription: 0 } },
    });
  });

  it('the main site has one terms box and no opt-in; its sign-up carries no euSubscription', async () => {
    const user = userEvent.setup();
    const { requests } = server();
    render(<RegisterLoginPage registerType="oldCode" onNavigate={vi.fn()} />);
    await fillForm(user);
    expect(screen.getAllByRole('checkbox')).toHaveLength(1);
    await user.click(screen.getByRole('checkbox', { name: /^I agree/ }));
    const body = await finishSignUp(user, requests, '/register/email');
    expect(body).not.toHaveProperty('euSubscription');
    expect(JSON.stringify(body)).not.toContain('eu_subscription');
  });

  it('the Turkish boxes and the opt-in are read in Arabic too', async () => {
    server();
    const { unmount } = render(
      <RegisterLoginPage site="TUR" lang="ar-SA" registerType="oldCode" />,
    );
    const group = await screen.findByRole('group', {
      name: 'ضع علامة في المربعات الثلاثة لإنشاء الحساب',
    });
    expect(within(group).getAllByRole('checkbox')).toHaveLength(3);
    unmount();
    render(<RegisterLoginPage site="EU" lang="ar-SA" registerType="oldCode" />);
    expect(
      await screen.findByRole('checkbox', {
        name: /^أرسلوا إليّ الأخبار والعروض عبر البريد الإلكتروني \(اختياري؛ راجع سياسة الخصوصية ?\)$/,
      }),
    ).toBeInTheDocument();
  });
});
