import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RegisterLoginPage } from '../../shells/register-login-page';
import { COUNTRIES, fakeApi, ok } from '../../test-support/fake-api';
import { LOGIN_TAB_STORAGE_KEY } from '../login/login-method';

const LINK = 'http://localhost/en/qr-login?code=abc123';

function qrApi(status: () => unknown) {
  return fakeApi({
    'GET /v2/public/country-list': () => ok(COUNTRIES),
    'GET /register/countryCode': () => ok({ country_code: 'GB' }),
    'GET /v3/public/qrcode/generate': () =>
      ok({
        uuid: 'u-1',
        link: LINK,
        secret: 's-1',
        expire_time: 0,
        expires_in_ms: 120_000,
        number: '07',
      }),
    'GET /v3/public/qrcode/status': status,
  });
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('login view tabs: email, mobile, qrcode (behaviour §2)', () => {
  it('the QR code tab shows the code; on confirmation the login completes like a password login', async () => {
    const user = userEvent.setup();
    qrApi(() => ok({ status: 'confirmed', expire_time: 0, id: '1001' }, { token: 'tok-qr' }));
    const onNavigate = vi.fn();
    render(<RegisterLoginPage mode="login" onNavigate={onNavigate} />);
    await user.click(await screen.findByRole('tab', { name: 'QR code' }));

    const image = await screen.findByRole('img', { name: 'Login QR code' });
    expect(image).toHaveAttribute('data-qr-link', LINK);
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
    expect(screen.getByText('Expires in \u206602:00\u2069')).toBeInTheDocument();
    expect(localStorage.getItem(LOGIN_TAB_STORAGE_KEY)).toBe('qrcode');

    await waitFor(() => expect(onNavigate).toHaveBeenCalledWith('/en/dashboard'), {
      timeout: 5000,
    });
    expect(localStorage.getItem('foyer_token')).toBe('tok-qr');
  });

  it('number matching: the number to pick on the other device is shown beside the code, labelled', async () => {
    const user = userEvent.setup();
    qrApi(() => ok({ status: 'waiting', expire_time: 0 }));
    render(<RegisterLoginPage mode="login" />);
    await user.click(await screen.findByRole('tab', { name: 'QR code' }));
    const number = await screen.findByRole('group', {
      name: 'Number to pick on your other device',
    });
    // As the server made it, leading zero kept, and read left to right in every language.
    expect(within(number).getByText('07')).toHaveAttribute('dir', 'ltr');
    expect(screen.getByText(/pick the number shown here/)).toBeInTheDocument();
  });

  it('declined: says so with a refresh button that makes a new code', async () => {
    const user = userEvent.setup();
    const api = qrApi(() => ok({ status: 'declined', expire_time: 0 }));
    localStorage.setItem(LOGIN_TAB_STORAGE_KEY, 'qrcode');
    render(<RegisterLoginPage mode="login" />);
    expect(
      await screen.findByText('The log-in was declined on your other device.', undefined, {
        timeout: 5000,
      }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Refresh QR code' }));
    expect(await screen.findByRole('img', { name: 'Login QR code' })).toBeInTheDocument();
    expect(api.requests.filter((r) => r.path === '/v3/public/qrcode/generate')).toHaveLength(2);
  });

  it('hidden by compliance config (hideQrCode) or on the Turkish site; the stored tab falls back to email', async () => {
    qrApi(() => ok({ status: 'waiting', expire_time: 0 }));
    localStorage.setItem(LOGIN_TAB_STORAGE_KEY, 'qrcode');
    const { unmount } = render(<RegisterLoginPage mode="login" hideQrCode />);
    expect(await screen.findByRole('tab', { name: 'Email', selected: true })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'QR code' })).not.toBeInTheDocument();
    unmount();
    render(<RegisterLoginPage mode="login" site="TUR" />);
    expect(await screen.findByRole('tab', { name: 'Email', selected: true })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'QR code' })).not.toBeInTheDocument();
  });
});

describe('the QR step keeps a refusal beside its refresh action (issue 37; behaviour §8)', () => {
  it('a refused code (10006): the toast goes after 2 s, its words stay beside "Refresh QR code" as an alert, the button focused; a refresh takes them away', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    let refuse = true;
    fakeApi({
      'GET /v2/public/country-list': () => ok(COUNTRIES),
      'GET /register/countryCode': () => ok({ country_code: 'GB' }),
      'GET /v3/public/qrcode/generate': () =>
        refuse
          ? { ret_code: 10006, ret_msg: 'too many' }
          : ok({ uuid: 'u-1', link: LINK, secret: 's-1', expires_in_ms: 120_000, number: '07' }),
      'GET /v3/public/qrcode/status': () => ok({ status: 'waiting', expire_time: 0 }),
    });
    localStorage.setItem(LOGIN_TAB_STORAGE_KEY, 'qrcode');
    render(<RegisterLoginPage mode="login" />);
    const words = 'Too many requests. Please try again later.';
    expect(await screen.findByText(`10006: ${words}`)).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.queryByText(`10006: ${words}`)).toBeNull();
    expect(screen.getByText(words)).toHaveAttribute('role', 'alert');
    const refreshButton = screen.getByRole('button', { name: 'Refresh QR code' });
    expect(refreshButton).toHaveFocus();

    refuse = false;
    await user.click(refreshButton);
    expect(await screen.findByRole('img', { name: 'Login QR code' })).toBeInTheDocument();
    expect(screen.queryByText(words)).toBeNull();
  });

  it('declined on the other device: said as an alert beside "Refresh QR code", which takes the focus', async () => {
    qrApi(() => ok({ status: 'declined', expire_time: 0 }));
    localStorage.setItem(LOGIN_TAB_STORAGE_KEY, 'qrcode');
    render(<RegisterLoginPage mode="login" />);
    const message = await screen.findByText(
      'The log-in was declined on your other device.',
      undefined,
      { timeout: 5000 },
    );
    expect(message).toHaveAttribute('role', 'alert');
    expect(screen.getByRole('button', { name: 'Refresh QR code' })).toHaveFocus();
  });
});
