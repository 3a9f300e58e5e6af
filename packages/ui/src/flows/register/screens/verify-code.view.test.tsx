import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COUNTRIES, fakeApi, ok } from '../../../test-support/fake-api';
import { RegisterLoginPage } from '../../../shells/register-login-page';
import { signUpByEmailCode } from '../../../test-support/sign-up';

afterEach(() => vi.unstubAllGlobals());

describe('the sign-up code step keeps a refused code beside the boxes (issue 37)', () => {
  it('a wrong code (32001): the boxes empty, the message stays under them, the first box has the focus', async () => {
    const user = userEvent.setup();
    fakeApi({
      'GET /v2/public/country-list': () => ok(COUNTRIES),
      'GET /register/countryCode': () => ok({ country_code: 'GB' }),
      'POST /verify/register/email': () => ok({ uuid: 'u-1' }),
      'POST /register/email': () => ({ ret_code: 32001, ret_msg: 'bad code' }),
    });
    render(<RegisterLoginPage onNavigate={vi.fn()} />);
    await screen.findByRole('textbox', { name: 'Email' });
    await signUpByEmailCode(user, 'ada@example.com', '000000');

    const first = screen.getByRole('textbox', { name: 'Digit 1 of 6' });
    await waitFor(() => expect(first).toHaveAccessibleDescription('Invalid verification code'));
    expect(first).toHaveValue('');
    expect(first).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(first).toHaveFocus(), { timeout: 3_000 });
    // Typing the next code takes the message away.
    await user.keyboard('1');
    expect(first).not.toHaveAttribute('aria-invalid');
    // A whole sign-up through the page: more than the default 5 s on a busy machine.
  }, 20_000);
});
