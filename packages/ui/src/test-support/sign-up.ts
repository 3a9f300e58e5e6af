import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/**
 * An old-mode e-mail sign-up through the real widget: e-mail, password, terms, "Sign up",
 * dialog 1 (the ban-country declaration, behaviour §4), then the e-mailed code (or `code`).
 */
export async function signUpByEmailCode(
  user: UserEvent,
  email = 'ada@example.com',
  code = '123456',
) {
  await user.type(screen.getByRole('textbox', { name: 'Email' }), email);
  await user.type(screen.getByLabelText('Password'), 'Secret123');
  await user.click(screen.getByRole('checkbox', { name: /^I agree/ }));
  await user.click(screen.getByRole('button', { name: 'Sign up' }));
  await user.click(await screen.findByRole('button', { name: 'Confirm' }));
  await screen.findByRole('heading', { name: 'Verify your email' });
  await user.keyboard(code);
}

/** A log-in by e-mail and password through the real widget. */
export async function logInByEmail(user: UserEvent, email = 'ada@example.com') {
  await user.type(screen.getByRole('textbox', { name: 'Email' }), email);
  await user.type(screen.getByLabelText('Password'), 'Secret123');
  await user.click(screen.getByRole('button', { name: 'Log in' }));
}
