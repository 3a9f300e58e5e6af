import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RegisterLoginPage } from '../../../shells/register-login-page';
import { COUNTRIES, fakeApi, ok } from '../../../test-support/fake-api';

afterEach(() => {
  vi.unstubAllGlobals();
});

async function submitSignUp(email: string) {
  const user = userEvent.setup();
  await user.type(screen.getByRole('textbox', { name: 'Email' }), email);
  await user.type(screen.getByLabelText('Password'), 'Secret123');
  await user.click(screen.getByRole('checkbox', { name: /^I agree/ }));
  await user.click(screen.getByRole('button', { name: 'Sign up' }));
  return user;
}

// Whole-page renders: generous time on a loaded machine (a bound, never a pause).
describe('the sign-up gate dialogs in the page (behaviour §2)', { timeout: 30_000 }, () => {
  it('Escape on dialog 1 is no answer: the form again, and the focus back on "Sign up"', async () => {
    fakeApi({
      'GET /v2/public/country-list': () => ok(COUNTRIES),
      'GET /register/permission_v2': () =>
        ok({ permission: 1, reason: 'none', country_code: 'GB', region_code: '', ip: '192.0.2.1' }),
    });
    render(<RegisterLoginPage registerType="oldCode" onNavigate={vi.fn()} />);
    const user = await submitSignUp('ada@example.com');
    const dialog = await screen.findByRole('alertdialog', { name: 'Confirm where you live' });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sign up' })).toHaveFocus());
  });

  it('5 Chinese e-mail notice (with customer-service button if a chat widget exists)', async () => {
    fakeApi({
      'GET /v2/public/country-list': () => ok(COUNTRIES),
      'GET /register/permission_v2': () =>
        ok({ permission: 1, reason: 'none', country_code: 'GB', region_code: '', ip: '192.0.2.1' }),
    });
    const onOpenCustomerService = vi.fn();
    const onTrack = vi.fn();
    render(
      <RegisterLoginPage
        registerType="oldCode"
        onNavigate={vi.fn()}
        onOpenCustomerService={onOpenCustomerService}
        onTrack={onTrack}
      />,
    );
    const user = await submitSignUp('ada@qq.com');
    const chat = await screen.findByRole('button', { name: 'Contact customer service' });
    await user.click(chat);
    expect(onOpenCustomerService).toHaveBeenCalledTimes(1);
    expect(onTrack).not.toHaveBeenCalledWith(expect.objectContaining({ name: 'registerFailure' }));
  });

  it('without a chat widget dialog 5 has no customer-service button', async () => {
    fakeApi({
      'GET /v2/public/country-list': () => ok(COUNTRIES),
      'GET /register/permission_v2': () =>
        ok({ permission: 1, reason: 'none', country_code: 'GB', region_code: '', ip: '192.0.2.1' }),
    });
    render(<RegisterLoginPage registerType="oldCode" onNavigate={vi.fn()} />);
    await submitSignUp('ada@qq.com');
    await screen.findByRole('alertdialog', { name: 'Please use another email address' });
    expect(screen.queryByRole('button', { name: 'Contact customer service' })).toBeNull();
  });

  it('stop if … IP ban (failure recorded as IpBan): the host hears registerFailure IpBan', async () => {
    fakeApi({
      'GET /v2/public/country-list': () => ok(COUNTRIES),
      'GET /register/permission_v2': () =>
        ok({
          permission: 0,
          reason: 'ipBanned',
          country_code: '',
          region_code: '',
          ip: '198.51.100.7',
        }),
    });
    const onTrack = vi.fn();
    render(<RegisterLoginPage registerType="oldCode" onNavigate={vi.fn()} onTrack={onTrack} />);
    await submitSignUp('ada@example.com');
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Sign-up is not available from your network',
    });
    expect(dialog).toHaveTextContent('198.51.100.7');
    await waitFor(() =>
      expect(onTrack).toHaveBeenCalledWith({ name: 'registerFailure', reason: 'IpBan' }),
    );
  });

  it("dialog 1's 'No' leads to captcha, then the send with the fake flag and dialog 4 (decision 148)", async () => {
    const api = fakeApi({
      'GET /v2/public/country-list': () => ok(COUNTRIES),
      'GET /register/permission_v2': () =>
        ok({ permission: 1, reason: 'none', country_code: 'GB', region_code: '', ip: '192.0.2.1' }),
      'POST /verify/register/email': () => ok({ uuid: '' }),
    });
    render(<RegisterLoginPage registerType="oldCode" onNavigate={vi.fn()} />);
    const user = await submitSignUp('ada@example.com');
    const dialog = await screen.findByRole('alertdialog', { name: 'Confirm where you live' });
    await user.click(within(dialog).getByRole('button', { name: 'No, I live in one of them' }));
    await screen.findByRole('alertdialog', { name: 'You are on the waitlist' });
    const sends = api.requests.filter((r) => r.path === '/verify/register/email');
    expect(sends.map((r) => r.body)).toEqual([
      expect.objectContaining({
        email: 'ada@example.com',
        is_fake: 1,
        magpie_verify_info: { scene: 31004, token: expect.any(String) },
      }),
    ]);
  });

  describe('the fake send takes the captcha of sign-up, as every send does (decision 148)', () => {
    const inUs = () =>
      ok({
        permission: 0,
        reason: 'countryBanned',
        country_code: 'US',
        region_code: '',
        ip: '203.0.113.5',
      });

    async function joinWaitlist(email: string) {
      render(<RegisterLoginPage registerType="oldCode" onNavigate={vi.fn()} />);
      const user = await submitSignUp('ada@example.com');
      const banned = await screen.findByRole('alertdialog', {
        name: 'Sign-up is not available in your region',
      });
      await user.click(within(banned).getByRole('button', { name: 'Join waitlist' }));
      const dialog = await screen.findByRole('alertdialog', { name: 'Join the waitlist' });
      const field = within(dialog).getByRole('textbox', { name: 'Email' });
      await user.clear(field);
      await user.type(field, email);
      await user.click(within(dialog).getByRole('button', { name: 'Join waitlist' }));
    }

    it('the fake send solves scene register 31004 and sends magpie_verify_info with is_fake 1', async () => {
      const api = fakeApi({
        'GET /v2/public/country-list': () => ok(COUNTRIES),
        'GET /register/permission_v2': inUs,
        'POST /verify/register/email': () => ok({ uuid: '' }),
      });
      await joinWaitlist('grace@example.com');
      await screen.findByRole('alertdialog', { name: 'You are on the waitlist' });
      const info = api.requests.find((r) => r.path === '/user/public/captcha-info');
      expect(info).toBeDefined();
      const send = api.requests.find((r) => r.path === '/verify/register/email');
      expect(send?.body).toMatchObject({
        email: 'grace@example.com',
        is_fake: 1,
        magpie_verify_info: { scene: 31004, token: expect.any(String) },
      });
      expect(api.requests.some((r) => r.path === '/user/public/waitlist/join')).toBe(false);
    });

    it('without a captcha the fake send is not sent: 100001 is shown and dialog 6 stays', async () => {
      const api = fakeApi({
        'GET /v2/public/country-list': () => ok(COUNTRIES),
        'GET /register/permission_v2': inUs,
        'GET /user/public/captcha-info': () => ({ ret_code: 100001, ret_msg: 'unavailable' }),
        'POST /verify/register/email': () => ok({ uuid: '' }),
      });
      await joinWaitlist('grace@example.com');
      expect(
        await screen.findByText('The security check is unavailable. Please try again later.'),
      ).toBeInTheDocument();
      expect(screen.getByRole('alertdialog', { name: 'Join the waitlist' })).toBeInTheDocument();
      expect(api.requests.some((r) => r.path === '/verify/register/email')).toBe(false);
    });
  });
});
