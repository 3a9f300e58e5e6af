import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COUNTRIES, fakeApi, ok } from '../../test-support/fake-api';
import { PasswordRecoveryPage } from '../../shells/account-pages';

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
