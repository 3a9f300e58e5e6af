/**
 * behaviour §5 "Username (e-mail or phone)": the three-step layout's account step takes one
 * username, e-mail or phone decided by the phone pattern: one "Email or mobile" field, the
 * country code in front of it once it holds digits, the combined rule's words.
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LOGIN_TYPE, REGISTER_ENTRY, SIGN_UP_TX_ID_PATTERN } from '@foyer/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RegisterLoginPage } from '../../../shells/register-login-page';
import { COUNTRIES, fakeApi, ok } from '../../../test-support/fake-api';

/** Room for the proof-of-work captcha of the send on a busy machine. */
const SLOW = { timeout: 15_000 };

function api() {
  return fakeApi({
    'GET /v2/public/country-list': () => ok(COUNTRIES),
    'GET /register/countryCode': () => ok({ country_code: 'GB' }),
    'POST /user/public/register/info': () => ok({ uuid: 'u-1' }),
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

const oneField = () => screen.findByRole('textbox', { name: 'Email or mobile' });

describe('the three-step account step: one "Email or mobile" field (behaviour §5)', () => {
  it('one field and no Email/Mobile tabs; the one-form layout keeps its tabs', async () => {
    api();
    const { unmount } = render(<RegisterLoginPage registerType="newCode" onNavigate={vi.fn()} />);
    expect(await oneField()).toHaveAttribute('autocomplete', 'username');
    expect(screen.queryByRole('tab')).toBeNull();
    expect(screen.queryByRole('button', { name: /^Country code/ })).toBeNull();
    unmount();
    render(<RegisterLoginPage registerType="oldCode" onNavigate={vi.fn()} />);
    expect(await screen.findByRole('tab', { name: 'Mobile' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Email or mobile' })).toBeNull();
  });

  it('digits bring the country code in front, preselected from the IP; typing goes on in the field; letters take it away', async () => {
    const user = userEvent.setup();
    api();
    render(<RegisterLoginPage registerType="newLink" onNavigate={vi.fn()} />);
    const field = await oneField();
    await user.type(field, '7700');
    expect(await screen.findByRole('button', { name: 'Country code +44' })).toBeInTheDocument();
    // The field kept its focus and its value while the selector came in front of it.
    expect(field).toHaveFocus();
    await user.type(field, '900123');
    expect(field).toHaveValue('7700900123');
    await user.clear(field);
    await user.type(field, 'ada@gm');
    expect(screen.queryByRole('button', { name: /^Country code/ })).toBeNull();
    expect(field).toHaveFocus();
    // An e-mail keeps the e-mail field's host suggestions.
    expect(await screen.findByRole('button', { name: 'ada@gmail.com' })).toBeInTheDocument();
  });

  it("the combined rule's words, whichever the value is: too short, a bad e-mail, a phone of the wrong length", async () => {
    const user = userEvent.setup();
    api();
    render(<RegisterLoginPage registerType="newCode" onNavigate={vi.fn()} />);
    const field = await oneField();
    await user.type(field, 'ab');
    await user.tab();
    expect(field).toHaveAccessibleDescription(
      'Please enter a valid email address or mobile number',
    );
    await user.clear(field);
    await user.type(field, 'ada@example');
    expect(field).toHaveAccessibleDescription(
      'Please enter a valid email address or mobile number',
    );
    // Once left, the message follows the value as it turns into a phone number.
    await user.clear(field);
    await user.type(field, '1234');
    expect(field).toHaveAccessibleDescription('Please enter a valid mobile number (5-12 digits)');
  });

  it('a phone number is sent as the username with its calling code as areaCode (behaviour §3 "Step-3 register")', async () => {
    const user = userEvent.setup();
    const calls = api();
    render(<RegisterLoginPage registerType="newCode" onNavigate={vi.fn()} />);
    const field = await oneField();
    await user.type(field, '7700 900123');
    expect(await screen.findByRole('button', { name: 'Country code +44' })).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: /^I agree/ }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    await screen.findByRole('heading', { name: 'Verify your phone' }, SLOW);
    const info = calls.requests.find((r) => r.path === '/user/public/register/info');
    expect(info?.body).toMatchObject({
      username: '7700900123',
      areaCode: '44',
      login_type: LOGIN_TYPE.PHONE,
    });
    expect(info?.body).not.toHaveProperty('email');
    expect(info?.body).not.toHaveProperty('mobile');
    // behaviour §7 "headers tx-id, entry": the sign-up's id, and entry 5 for a phone.
    expect(info?.headers.get('entry')).toBe(String(REGISTER_ENTRY.MOBILE));
    expect(info?.headers.get('tx-id')).toMatch(SIGN_UP_TX_ID_PATTERN);
  });

  it('a host that fixes the e-mail, or offers one method, keeps the one field it asked for', async () => {
    api();
    const { unmount } = render(
      <RegisterLoginPage
        registerType="newCode"
        defaultEmail="ada@example.com"
        emailReadOnly
        onNavigate={vi.fn()}
      />,
    );
    expect(await screen.findByRole('textbox', { name: 'Email' })).toHaveValue('ada@example.com');
    unmount();
    render(<RegisterLoginPage registerType="newCode" hideEmailTab onNavigate={vi.fn()} />);
    expect(await screen.findByRole('textbox', { name: 'Mobile' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Email or mobile' })).toBeNull();
  });
});
