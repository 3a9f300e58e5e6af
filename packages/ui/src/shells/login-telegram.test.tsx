import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COUNTRIES, fakeApi, ok } from '../test-support/fake-api';
import { RegisterLoginPage } from './register-login-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

const TELEGRAM = JSON.stringify({ id: '42', auth_date: '1767268800', hash: 'a'.repeat(64) });

function apiWithLogins(logins: unknown[]) {
  let n = 0;
  return fakeApi({
    'GET /v2/public/country-list': () => ok(COUNTRIES),
    'GET /register/countryCode': () => ok({ country_code: 'GB' }),
    'POST /login': () => logins[Math.min((n += 1) - 1, logins.length - 1)],
  });
}

async function logIn(telegramCallback?: string | Promise<string | undefined>) {
  const user = userEvent.setup();
  const onNavigate = vi.fn();
  render(
    <RegisterLoginPage mode="login" onNavigate={onNavigate} telegramCallback={telegramCallback} />,
  );
  await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@example.com');
  await user.type(screen.getByLabelText('Password'), 'Secret123');
  await user.click(screen.getByRole('button', { name: 'Log in' }));
  return { user, onNavigate };
}

describe('Login form data telegram_callback (behaviour §3; decision 024)', () => {
  it('the telegramCallback option goes with the log-in, and with the re-sent two-factor log-in', async () => {
    const api = apiWithLogins([
      ok({ google2fa_secret: true }),
      ok({ id: '1001', tg_bind_result: 'success' }, { token: 'tok' }),
    ]);
    const { user, onNavigate } = await logIn(TELEGRAM);
    const group = await screen.findByRole('group', { name: 'Verification code' });
    await user.click(group.querySelector('input') as HTMLInputElement);
    await user.keyboard('123456');
    await waitFor(() => expect(onNavigate).toHaveBeenCalledWith('/en/dashboard'));
    const logins = api.requests.filter((r) => r.path === '/login');
    expect(logins.map((r) => r.body.telegram_callback)).toEqual([TELEGRAM, TELEGRAM]);
    // Two log-ins, each with its proof-of-work captcha, on a shared CI machine.
  }, 20_000);

  it('a log-in sent while the host is still reading the data waits for it, and carries it (decision 097)', async () => {
    const api = apiWithLogins([ok({ id: '1001', tg_bind_result: 'success' }, { token: 'tok' })]);
    let read = (_value: string) => {};
    const reading = new Promise<string | undefined>((resolve) => (read = resolve));
    // The button is pressed before the data is read; a log-in that did not wait would send
    // the promise itself (JSON `{}`) or nothing.
    const { onNavigate } = await logIn(reading);
    read(TELEGRAM);
    await waitFor(() => expect(onNavigate).toHaveBeenCalledWith('/en/dashboard'));
    const logins = api.requests.filter((r) => r.path === '/login');
    expect(logins.map((r) => r.body.telegram_callback)).toEqual([TELEGRAM]);
  });

  it('a host whose reader found no data gives a promise of nothing: no telegram_callback', async () => {
    const api = apiWithLogins([ok({ id: '1001' }, { token: 'tok' })]);
    const { onNavigate } = await logIn(Promise.resolve(undefined));
    await waitFor(() => expect(onNavigate).toHaveBeenCalledWith('/en/dashboard'));
    const login = api.requests.find((r) => r.path === '/login');
    expect(login?.body).not.toHaveProperty('telegram_callback');
  });

  it('without Telegram data the log-in carries no telegram_callback', async () => {
    const api = apiWithLogins([ok({ id: '1001' }, { token: 'tok' })]);
    const { onNavigate } = await logIn();
    await waitFor(() => expect(onNavigate).toHaveBeenCalledWith('/en/dashboard'));
    const login = api.requests.find((r) => r.path === '/login');
    expect(login?.body).not.toHaveProperty('telegram_callback');
  });
});
