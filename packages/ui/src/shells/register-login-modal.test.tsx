import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COUNTRIES, fakeApi, ok } from '../test-support/fake-api';
import { RegisterLoginModal } from './register-login-modal';

afterEach(() => {
  vi.unstubAllGlobals();
});

function api() {
  return fakeApi({
    'GET /v2/public/country-list': () => ok(COUNTRIES),
    'GET /register/countryCode': () => ok({ country_code: '' }),
    'POST /login': () => ok({ id: '77' }, { token: 'tok' }),
  });
}

describe('RegisterLoginModal', () => {
  it('opens when the visible flag is set', () => {
    api();
    const { rerender } = render(<RegisterLoginModal visible={false} />);
    expect(screen.queryByRole('dialog')).toBeNull();
    rerender(<RegisterLoginModal visible />);
    expect(screen.getByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
  });

  it('Escape and the close button call onClose', async () => {
    const user = userEvent.setup();
    api();
    const onClose = vi.fn();
    render(<RegisterLoginModal visible onClose={onClose} />);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('hideLogin shows sign-up only, without the toggle', async () => {
    api();
    render(<RegisterLoginModal visible hideLogin mode="login" />);
    expect(await screen.findByRole('dialog', { name: 'Create your account' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Log in immediately' })).toBeNull();
  });

  it('after success the host callback runs instead of a navigation', async () => {
    const user = userEvent.setup();
    api();
    const onSuccess = vi.fn();
    const onNavigate = vi.fn();
    render(<RegisterLoginModal visible onSuccess={onSuccess} onNavigate={onNavigate} />);
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'Secret123');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() =>
      expect(onSuccess).toHaveBeenCalledWith({
        mode: 'login',
        accountId: '77',
        newUser: false,
        redirectUrl: '/en/dashboard',
      }),
    );
    expect(onNavigate).not.toHaveBeenCalled();
  });

  it('toasts appear inside the dialog, where assistive technology can reach them', async () => {
    const user = userEvent.setup();
    fakeApi({ 'POST /login': () => ({ ret_code: 31002, ret_msg: 'x', result: {} }) });
    render(<RegisterLoginModal visible />);
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'Secret123');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    const dialog = screen.getByRole('dialog');
    await waitFor(() => expect(dialog).toHaveTextContent('31002: Incorrect password'));
  });
});
