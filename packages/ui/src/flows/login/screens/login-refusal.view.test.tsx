import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COUNTRIES, fakeApi, ok } from '../../../test-support/fake-api';
import { RegisterLoginPage } from '../../../shells/register-login-page';
import { logInByEmail } from '../../../test-support/sign-up';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function serverAnswering(login: () => unknown) {
  return fakeApi({
    'GET /v2/public/country-list': () => ok(COUNTRIES),
    'GET /register/countryCode': () => ok({ country_code: 'GB' }),
    'POST /login': login,
  });
}

async function logInWrongly() {
  vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  render(<RegisterLoginPage mode="login" onNavigate={vi.fn()} />);
  await logInByEmail(user);
  return user;
}

const WARNING = 'Incorrect password. 2 attempts left before your account is locked.';

describe('the log-in form keeps a refusal beside the password field (issue 37; behaviour §8 31002)', () => {
  it("31002 with pass_err_count 3: the toast '{code}: {loginErrCloseToLimit}' goes after 2 s, the warning under the password stays", async () => {
    serverAnswering(() => ({ ret_code: 31002, ret_msg: 'wrong', result: { pass_err_count: 3 } }));
    await logInWrongly();
    const password = screen.getByLabelText('Password');
    await waitFor(() => expect(password).toHaveAccessibleDescription(WARNING));
    expect(screen.getByText(`31002: ${WARNING}`)).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.queryByText(`31002: ${WARNING}`)).toBeNull();
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveAccessibleDescription(WARNING);
    const field = password.closest('div')!.parentElement!;
    expect(within(field).getByRole('alert')).toHaveTextContent(WARNING);
  });

  it('the focus moves to the password field, not the page body', async () => {
    serverAnswering(() => ({ ret_code: 31002, ret_msg: 'wrong' }));
    await logInWrongly();
    const password = screen.getByLabelText('Password');
    await waitFor(() => expect(password).toHaveFocus());
    expect(password).toHaveAccessibleDescription('Incorrect password');
  });

  it('typing in the password field takes the message away; typing the e-mail does not', async () => {
    serverAnswering(() => ({ ret_code: 31002, ret_msg: 'wrong' }));
    const user = await logInWrongly();
    const password = screen.getByLabelText('Password');
    await waitFor(() => expect(password).toHaveAccessibleDescription('Incorrect password'));
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'x');
    expect(password).toHaveAccessibleDescription('Incorrect password');
    await user.type(password, '5');
    expect(password).not.toHaveAttribute('aria-invalid');
    expect(password).toHaveAccessibleDescription('');
  });
});
