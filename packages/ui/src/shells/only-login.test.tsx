import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COUNTRIES, fakeApi, ok } from '../test-support/fake-api';
import { RegisterLoginModal } from './register-login-modal';
import { RegisterLoginPage } from './register-login-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

const api = () =>
  fakeApi({
    'GET /v2/public/country-list': () => ok(COUNTRIES),
    'GET /register/countryCode': () => ok({ country_code: 'GB' }),
  });

describe('an onlyLogin mode hides registration (behaviour §1), page and modal', () => {
  it('the page asked for sign-up shows log-in, with no toggle and no "Sign up" link', async () => {
    api();
    const onModeChange = vi.fn();
    render(<RegisterLoginPage mode="register" onlyLogin onModeChange={onModeChange} />);
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sign up' })).toBeNull();
    expect(screen.queryByText("Don't have an account?")).toBeNull();
    expect(onModeChange).not.toHaveBeenCalled();
  });

  it('the promo panel offers no account to open: its "Open an account in a minute" line is gone', async () => {
    api();
    const { unmount } = render(<RegisterLoginPage mode="login" onlyLogin />);
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: 'Your front door to digital assets' }),
    ).toBeVisible();
    expect(screen.queryByText(/Open an account in a minute/)).toBeNull();
    unmount();
    render(<RegisterLoginPage mode="login" />);
    expect(await screen.findByText(/Open an account in a minute/)).toBeInTheDocument();
  });

  it('without it, the log-in view has its "Sign up" link, and the page asked for sign-up shows sign-up', async () => {
    api();
    const { unmount } = render(<RegisterLoginPage mode="login" />);
    expect(await screen.findByRole('link', { name: 'Sign up' })).toBeInTheDocument();
    unmount();
    render(<RegisterLoginPage mode="register" />);
    expect(await screen.findByRole('heading', { name: 'Create your account' })).toBeInTheDocument();
  });

  it('the modal asked for sign-up shows log-in, with no "Sign up" link', async () => {
    api();
    render(<RegisterLoginModal visible mode="register" onlyLogin />);
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sign up' })).toBeNull();
  });
});
