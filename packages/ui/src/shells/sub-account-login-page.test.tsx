import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, ok } from '../test-support/fake-api';
import { SubAccountLoginPage } from './sub-account-login-page';

afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

describe('SubAccountLoginPage (behaviour §2 /app/user/sub-account-login)', () => {
  it('logs a sub-account in by name and password, with the captcha, then follows redirect_url', async () => {
    const api = fakeApi({
      'POST /user/public/sub-account/login': () => ok({ id: '200000001' }, { token: 'tok-sub' }),
    });
    window.history.replaceState(
      null,
      '',
      '/en/app/user/sub-account-login?redirect_url=%2Fen%2Fmarkets',
    );
    const user = userEvent.setup();
    const onNavigate = vi.fn();
    render(<SubAccountLoginPage onNavigate={onNavigate} />);
    await user.type(await screen.findByRole('textbox', { name: 'Sub-account name' }), 'Desk0001');
    await user.type(screen.getByLabelText('Password'), 'Secret123');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(onNavigate).toHaveBeenCalledWith('/en/markets'));
    const login = api.requests.find((r) => r.path === '/user/public/sub-account/login');
    expect(login?.body).toMatchObject({ name: 'Desk0001', proto_ver: '2.1' });
    expect(login?.body.password).toMatch(/^[0-9a-f]{64}$/);
    expect(login?.body.magpie_verify_info).toMatchObject({ scene: 31000 });
  });

  it('links back to main login: main_login_url when same-origin, else /{lang}/login', async () => {
    fakeApi({});
    window.history.replaceState(
      null,
      '',
      '/en/app/user/sub-account-login?main_login_url=https%3A%2F%2Fevil.example%2Flogin',
    );
    render(<SubAccountLoginPage onNavigate={vi.fn()} />);
    const back = await screen.findByRole('link', { name: 'Main account login' });
    expect(back).toHaveAttribute('href', '/en/login');
  });

  it('shows the rules before sending anything: a name of 6 to 16 letters or digits', async () => {
    const api = fakeApi({});
    const user = userEvent.setup();
    render(<SubAccountLoginPage onNavigate={vi.fn()} />);
    await user.type(await screen.findByRole('textbox', { name: 'Sub-account name' }), 'ab');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Use 6 to 16 letters or digits')).toBeVisible();
    expect(api.requests.filter((r) => r.path.includes('sub-account'))).toEqual([]);
  });
});
