import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COUNTRIES, fakeApi, ok } from '../../test-support/fake-api';
import { PasswordRecoveryPage } from '../../shells/account-pages';
import { forgetSealingKey } from '../login/password-seal';
import { passwordDigest } from '../../api/password-digest';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const EXPIRED = 'The verification code has expired. Please request a new one.';

/** Opened by the e-mail's link: the new password twice, sent; the clock is the test's then. */
async function resetByLink(answer: unknown) {
  fakeApi({
    'GET /v2/public/country-list': () => ok(COUNTRIES),
    'GET /register/countryCode': () => ok({ country_code: 'GB' }),
    'POST /user/find/password': () => answer,
  });
  const user = userEvent.setup({
    advanceTimers: (ms) => {
      if (vi.isFakeTimers()) vi.advanceTimersByTime(ms);
    },
  });
  render(<PasswordRecoveryPage onNavigate={vi.fn()} resetToken="link-token" />);
  await user.type(await screen.findByLabelText('New password'), 'N3w-Passw0rd');
  await user.type(screen.getByLabelText('Confirm new password'), 'N3w-Passw0rd');
  vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
  await user.click(screen.getByRole('button', { name: 'Reset password' }));
  return user;
}

describe("the recovery e-mail's link keeps its refusal on the step it concerns (issue 37; behaviour §8)", () => {
  it('an expired link (32002): the account step asks for a new one, the refusal stays under the focused e-mail field as an alert after the toast; typing there takes it away', async () => {
    const user = await resetByLink({ ret_code: 32002, ret_msg: 'expired' });
    const email = await screen.findByRole('textbox', { name: 'Email' });
    await waitFor(() => expect(email).toHaveAccessibleDescription(EXPIRED));
    expect(screen.getByRole('button', { name: 'Send code' })).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.queryByText(`32002: ${EXPIRED}`)).toBeNull();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription(EXPIRED);
    const field = email.closest('div')!.parentElement!;
    expect(within(field).getByRole('alert')).toHaveTextContent(EXPIRED);
    await waitFor(() => expect(email).toHaveFocus());

    await user.type(email, 'a');
    expect(email).not.toHaveAttribute('aria-invalid');
    expect(email).toHaveAccessibleDescription('');
  });

  it('the current password again (49001): the new password step stays, the refusal under its focused field', async () => {
    const user = await resetByLink({ ret_code: 49001, ret_msg: 'same' });
    const password = screen.getByLabelText('New password');
    await waitFor(() => expect(password).toHaveAttribute('aria-invalid', 'true'));
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.getByRole('heading', { name: 'Set a new password' })).toBeInTheDocument();
    expect(password).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(password).toHaveFocus());
    await user.type(password, '1');
    expect(password).not.toHaveAttribute('aria-invalid');
  });
});

describe("the new password travels sealed, as a log-in's (behaviour §3; decision 161)", () => {
  afterEach(forgetSealingKey);

  it("the reset sends the new password's digest and the time under the server's key, never the digest in clear", async () => {
    const pair = await crypto.subtle.generateKey(
      {
        name: 'RSA-OAEP',
        modulusLength: 2048,
        publicExponent: new Uint8Array([1, 0, 1]),
        hash: 'SHA-256',
      },
      true,
      ['encrypt', 'decrypt'],
    );
    const { kty, n, e } = await crypto.subtle.exportKey('jwk', pair.publicKey);
    const { requests } = fakeApi({
      'GET /v2/public/country-list': () => ok(COUNTRIES),
      'GET /register/countryCode': () => ok({ country_code: 'GB' }),
      'GET /user/public/password-key': () =>
        ok({ key_id: 'k-1', public_key: { kty, n, e, alg: 'RSA-OAEP-256' }, server_time: 5_000 }),
      'POST /user/find/password': () => ok({}),
    });
    const user = userEvent.setup();
    render(<PasswordRecoveryPage onNavigate={vi.fn()} resetToken="link-token" />);
    await user.type(await screen.findByLabelText('New password'), 'N3w-Passw0rd');
    await user.type(screen.getByLabelText('Confirm new password'), 'N3w-Passw0rd');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    await waitFor(() => expect(requests.some((r) => r.path === '/user/find/password')).toBe(true));
    const reset = requests.find((r) => r.path === '/user/find/password')!.body;
    expect(reset).not.toHaveProperty('password');
    expect(reset).toMatchObject({ reset_token: 'link-token', key_id: 'k-1' });
    const sealed = String(reset.encrypt_password).replace(/-/g, '+').replace(/_/g, '/');
    const bytes = Uint8Array.from(atob(sealed), (c) => c.charCodeAt(0));
    const plain = await crypto.subtle.decrypt({ name: 'RSA-OAEP' }, pair.privateKey, bytes);
    const opened = JSON.parse(new TextDecoder().decode(plain)) as {
      password: string;
      timestamp: number;
    };
    expect(opened.password).toBe(await passwordDigest('N3w-Passw0rd'));
    expect(opened.timestamp).toBe(reset.encrypt_timestamp);
  });
});
