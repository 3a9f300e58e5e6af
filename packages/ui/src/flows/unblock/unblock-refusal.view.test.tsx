import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COUNTRIES, fakeApi, ok } from '../../test-support/fake-api';
import { SelfUnblockPage } from '../../shells/account-pages';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const DEBLOCKING = 'POST /user/public/self-help/deblocking';

function serverAnswering(deblocking: (body: Record<string, unknown>) => unknown) {
  return fakeApi({
    'GET /v2/public/country-list': () => ok(COUNTRIES),
    'GET /register/countryCode': () => ok({ country_code: 'GB' }),
    [DEBLOCKING]: deblocking,
  });
}

/** Each step solves its captcha first: room for a busy CPU. */
const SOLVED = { timeout: 15_000 };

/**
 * The first step through the page; the clock is the test's from the submit on (the toast's
 * 2 s), the typing before it on the real one.
 */
async function sendAccountAndPassword() {
  const user = userEvent.setup({
    advanceTimers: (ms) => {
      if (vi.isFakeTimers()) vi.advanceTimersByTime(ms);
    },
  });
  render(<SelfUnblockPage onNavigate={vi.fn()} />);
  await user.type(await screen.findByRole('textbox', { name: 'Email' }), 'ada@example.com');
  await user.type(screen.getByLabelText('Password'), 'Secret123');
  vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  return user;
}

describe('self-unblock keeps a refusal beside the field or code step it concerns (issue 37; behaviour §8)', () => {
  it('a wrong password (31002): the toast goes after 2 s, "Incorrect password" stays under the focused password field as an alert; typing there takes it away', async () => {
    serverAnswering(() => ({ ret_code: 31002, ret_msg: 'wrong' }));
    const user = await sendAccountAndPassword();
    const password = screen.getByLabelText('Password');
    await waitFor(() => expect(password).toHaveAccessibleDescription('Incorrect password'), SOLVED);
    expect(screen.getByText('31002: Incorrect password')).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.queryByText('31002: Incorrect password')).toBeNull();
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveAccessibleDescription('Incorrect password');
    const field = password.closest('div')!.parentElement!;
    expect(within(field).getByRole('alert')).toHaveTextContent(/^Incorrect password$/);
    await waitFor(() => expect(password).toHaveFocus());

    // Typing the e-mail leaves it; typing the password takes it away.
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'x');
    expect(password).toHaveAccessibleDescription('Incorrect password');
    await user.type(password, '4');
    expect(password).not.toHaveAttribute('aria-invalid');
    expect(password).toHaveAccessibleDescription('');
  }, 30_000);

  it('a wrong code (32001): the boxes empty, "Invalid verification code" stays under them after the toast, the first box focused; the next digit takes it away', async () => {
    serverAnswering((body) =>
      body.verify_code
        ? { ret_code: 32001, ret_msg: 'bad code' }
        : ok({ self_unbind_token: 'tok' }),
    );
    const user = await sendAccountAndPassword();
    await screen.findByRole('heading', { name: 'Enter the verification code' }, SOLVED);
    await user.keyboard('000000');

    const first = screen.getByRole('textbox', { name: 'Digit 1 of 6' });
    await waitFor(
      () => expect(first).toHaveAccessibleDescription('Invalid verification code'),
      SOLVED,
    );
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.queryByText('32001: Invalid verification code')).toBeNull();
    expect(first).toHaveValue('');
    expect(first).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Invalid verification code')).toHaveAttribute('role', 'alert');
    await waitFor(() => expect(first).toHaveFocus());

    await user.keyboard('1');
    expect(first).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Invalid verification code')).toBeNull();
  }, 40_000);

  it('a ban too recent (31003) says when it can be lifted, and keeps nothing under the password', async () => {
    const bannedAt = Date.UTC(2026, 0, 1, 10, 0);
    serverAnswering(() => ({
      ret_code: 31003,
      ret_msg: 'banned',
      result: { baned_time: bannedAt },
    }));
    await sendAccountAndPassword();
    expect(await screen.findByText(/Jan 2, 2026, 10:00/, undefined, SOLVED)).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).not.toHaveAttribute('aria-invalid');
  }, 30_000);
});
