import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RegisterLoginPage } from '../../../shells/register-login-page';
import { COUNTRIES, fakeApi, ok } from '../../../test-support/fake-api';

function api() {
  return fakeApi({
    'GET /v2/public/country-list': () => ok(COUNTRIES),
    'GET /register/countryCode': () => ok({ country_code: '' }),
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

describe('behaviour §4: "Submit is disabled while terms are unchecked or, for a narkasa channel without preset e-mail, always"', () => {
  it('disabled while terms are unchecked; enabled once checked', async () => {
    const user = userEvent.setup();
    api();
    render(<RegisterLoginPage onNavigate={vi.fn()} />);
    const signUp = await screen.findByRole('button', { name: 'Sign up' });
    expect(signUp).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: /^I agree/ }));
    expect(signUp).toBeEnabled();
    await user.click(screen.getByRole('checkbox', { name: /^I agree/ }));
    expect(signUp).toBeDisabled();
  });

  it('?register_channel=narkasa without a preset e-mail: disabled even with the terms checked', async () => {
    const user = userEvent.setup();
    window.history.replaceState(null, '', '/en/register?register_channel=narkasa');
    api();
    render(<RegisterLoginPage onNavigate={vi.fn()} />);
    const signUp = await screen.findByRole('button', { name: 'Sign up' });
    await user.click(screen.getByRole('checkbox', { name: /^I agree/ }));
    expect(signUp).toBeDisabled();
  });

  it('?register_channel=narkasa with the e-mail preset by the host: the terms decide', async () => {
    const user = userEvent.setup();
    window.history.replaceState(null, '', '/en/register?register_channel=narkasa');
    api();
    render(<RegisterLoginPage defaultEmail="ada@example.com" emailReadOnly onNavigate={vi.fn()} />);
    const signUp = await screen.findByRole('button', { name: 'Sign up' });
    expect(signUp).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: /^I agree/ }));
    expect(signUp).toBeEnabled();
  });
});

describe("behaviour §2: a 'Log in immediately' link switches to login", () => {
  it('the sign-up view links to log-in; following it shows the log-in view', async () => {
    const user = userEvent.setup();
    api();
    const onModeChange = vi.fn();
    render(<RegisterLoginPage onNavigate={vi.fn()} onModeChange={onModeChange} />);
    expect(await screen.findByText(/Already have an account\?/)).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Log in immediately' });
    expect(link).toHaveAttribute('href', '/en/login');
    await user.click(link);
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(onModeChange).toHaveBeenCalledWith('login');
  });
});
