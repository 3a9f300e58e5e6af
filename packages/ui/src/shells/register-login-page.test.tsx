import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SIGN_UP_TX_ID_PATTERN } from '@foyer/contract';
import { COUNTRIES, fakeApi, ok } from '../test-support/fake-api';
import { RegisterLoginPage } from './register-login-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

function standardApi(overrides: Record<string, (body: Record<string, unknown>) => unknown> = {}) {
  return fakeApi({
    'GET /v2/public/country-list': () => ok(COUNTRIES),
    'GET /register/countryCode': () => ok({ country_code: 'GB' }),
    'POST /verify/register/email': () => ok({ uuid: 'u-1' }),
    'POST /register/email': () => ok({ id: '1001' }, { token: 'tok-new' }),
    'POST /login': () => ok({ id: '1001' }, { token: 'tok-login' }),
    ...overrides,
  });
}

describe('RegisterLoginPage, sign-up (old one-form mode)', () => {
  it('signs up by e-mail: code step, six digits, then the dashboard as a new user', async () => {
    const user = userEvent.setup();
    const api = standardApi();
    const onNavigate = vi.fn();
    const onLoadStatus = vi.fn();
    render(<RegisterLoginPage onNavigate={onNavigate} onLoadStatus={onLoadStatus} />);
    expect(onLoadStatus).toHaveBeenCalledWith('LOADED_SUCCESS');

    await user.type(await screen.findByRole('textbox', { name: 'Email' }), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'Secret123');
    const signUp = screen.getByRole('button', { name: 'Sign up' });
    expect(signUp).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: /^I agree/ }));
    expect(signUp).toBeEnabled();
    await user.click(signUp);
    // Dialog 1, the ban-country declaration, comes before the send (behaviour §4).
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));

    // Sign-up now solves the captcha of scene 31004 before the send: room for a busy CPU.
    expect(
      await screen.findByRole('heading', { name: 'Verify your email' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(
      // The address is isolated (U+2068 … U+2069) so it keeps its direction in Arabic.
      screen.getByText('Please enter the verification code sent to \u2068ada@example.com\u2069'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resend' })).toBeDisabled();
    expect(screen.getByText('00:59')).toBeInTheDocument();

    await user.keyboard('123456');
    await waitFor(() => expect(onNavigate).toHaveBeenCalledWith('/en/dashboard?newUser=true'));
    const register = api.requests.find((r) => r.path === '/register/email');
    expect(register?.body).toMatchObject({
      email: 'ada@example.com',
      emailverify: '123456',
      uuid: 'u-1',
    });
    expect(register?.body.password).toMatch(/^[0-9a-f]{64}$/);
    // behaviour §7 "register (tx-id header)": the sign-up's id (decision 141).
    expect(register?.headers.get('tx-id')).toMatch(SIGN_UP_TX_ID_PATTERN);
    expect(localStorage.getItem('foyer_token')).toBe('tok-new');
  });

  it('shows validation messages under the fields on blur, tied with aria-describedby', async () => {
    const user = userEvent.setup();
    standardApi();
    render(<RegisterLoginPage onNavigate={vi.fn()} />);
    const email = await screen.findByRole('textbox', { name: 'Email' });
    await user.type(email, 'nope');
    await user.tab();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Please enter a valid email address');
  });

  it('prefills the referral code and hides it with hideReferral', async () => {
    standardApi();
    const { unmount } = render(<RegisterLoginPage defaultUserCode="FRIEND" onNavigate={vi.fn()} />);
    expect(await screen.findByRole('textbox', { name: 'Referral code (optional)' })).toHaveValue(
      'FRIEND',
    );
    unmount();
    render(<RegisterLoginPage hideReferral onNavigate={vi.fn()} />);
    expect(await screen.findByRole('textbox', { name: 'Email' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Referral code (optional)' })).toBeNull();
  });
});

describe('RegisterLoginPage, log-in', () => {
  it('logs in by e-mail and goes to the dashboard', async () => {
    const user = userEvent.setup();
    const api = standardApi();
    const onNavigate = vi.fn();
    render(<RegisterLoginPage mode="login" onNavigate={onNavigate} />);
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'Secret123');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(onNavigate).toHaveBeenCalledWith('/en/dashboard'));
    const login = api.requests.find((r) => r.path === '/login');
    expect(login?.body).toMatchObject({ email: 'ada@example.com', proto_ver: '2.1' });
    expect(login?.headers.get('platform')).toMatch(/pc|h5/);
  });

  it('captcha required before submit: the new captcha is solved without a click and sent as magpie_verify_info', async () => {
    const user = userEvent.setup();
    const api = standardApi();
    render(<RegisterLoginPage mode="login" onNavigate={vi.fn()} />);
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'Secret123');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(api.requests.some((r) => r.path === '/login')).toBe(true));
    const paths = api.requests.map((r) => r.path);
    expect(paths.indexOf('/v3/public/user/captcha-info')).toBeLessThan(paths.indexOf('/login'));
    const login = api.requests.find((r) => r.path === '/login');
    expect(login?.body.magpie_verify_info).toEqual({ token: expect.any(String), scene: 31000 });
  });

  it('when the new captcha is unavailable, the login is not sent and 100001 is shown', async () => {
    const user = userEvent.setup();
    const api = standardApi({
      'GET /v3/public/user/captcha-info': () => ({ ret_code: 50002, ret_msg: 'down' }),
    });
    render(<RegisterLoginPage mode="login" onNavigate={vi.fn()} />);
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'Secret123');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    // The toast, and the same words kept under the password field.
    const unavailable = 'The security check is unavailable. Please try again later.';
    await waitFor(() =>
      expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(unavailable),
    );
    expect(screen.getAllByText(unavailable)).toHaveLength(2);
    expect(api.requests.some((r) => r.path === '/login')).toBe(false);
  });

  it('a refused submit shows every message and focuses the first invalid field', async () => {
    const user = userEvent.setup();
    const api = standardApi();
    render(<RegisterLoginPage mode="login" onNavigate={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    const email = screen.getByRole('textbox', { name: 'Email' });
    expect(email).toHaveAccessibleDescription('Please enter your email');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      'Please enter your password',
    );
    await waitFor(() => expect(email).toHaveFocus());
    expect(api.requests.some((r) => r.path === '/login')).toBe(false);
  });

  it('country code required: toast pleaseSelectCountryCode', async () => {
    const user = userEvent.setup();
    fakeApi({ 'GET /register/countryCode': () => ok({ country_code: '' }) });
    render(<RegisterLoginPage mode="login" onNavigate={vi.fn()} />);
    await user.click(screen.getByRole('tab', { name: 'Mobile' }));
    expect(screen.getByRole('button', { name: /^Country code/ })).toHaveTextContent('Select');
    await user.type(screen.getByRole('textbox', { name: 'Mobile' }), '7700900123');
    await user.type(screen.getByLabelText('Password'), 'Secret123');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please select a country code');
  });

  it('warns of attempts left on 31002 with pass_err_count 3', async () => {
    const user = userEvent.setup();
    standardApi({
      'POST /login': () => ({ ret_code: 31002, ret_msg: 'wrong', result: { pass_err_count: 3 } }),
    });
    render(<RegisterLoginPage mode="login" onNavigate={vi.fn()} />);
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'Wrong1234');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    // The toast, and under the password field the same warning, without the code.
    expect(
      await screen.findByText(
        '31002: Incorrect password. 2 attempts left before your account is locked.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      'Incorrect password. 2 attempts left before your account is locked.',
    );
  });

  it('shows the over-limit dialog on 31030; Confirm closes it', async () => {
    const user = userEvent.setup();
    standardApi({ 'POST /login': () => ({ ret_code: 31030, ret_msg: 'locked', result: {} }) });
    render(<RegisterLoginPage mode="login" onNavigate={vi.fn()} />);
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'Wrong1234');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Too many attempts' });
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(dialog).not.toBeInTheDocument();
  });

  it('remembers the last tab; a hidden stored tab falls back to Email', async () => {
    const user = userEvent.setup();
    standardApi();
    const first = render(<RegisterLoginPage mode="login" onNavigate={vi.fn()} />);
    await user.click(screen.getByRole('tab', { name: 'Mobile' }));
    expect(localStorage.getItem('foyer_login_tab')).toBe('mobile');
    first.unmount();
    const second = render(<RegisterLoginPage mode="login" onNavigate={vi.fn()} />);
    expect(screen.getByRole('tab', { name: 'Mobile' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('button', { name: /^Country code/ })).toHaveTextContent('+44');
    second.unmount();
    render(<RegisterLoginPage mode="login" hidePhoneTab onNavigate={vi.fn()} />);
    expect(screen.getByRole('textbox', { name: 'Email' })).toBeInTheDocument();
  });

  it('the toggle link switches to sign-up', async () => {
    const user = userEvent.setup();
    standardApi();
    const onModeChange = vi.fn();
    render(<RegisterLoginPage mode="login" onNavigate={vi.fn()} onModeChange={onModeChange} />);
    await user.click(screen.getByRole('link', { name: 'Sign up' }));
    expect(screen.getByRole('button', { name: 'Sign up' })).toBeInTheDocument();
    expect(onModeChange).toHaveBeenCalledWith('register');
  });
});
