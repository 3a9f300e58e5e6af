import { expect, test } from '@playwright/test';
import {
  STRONG_PASSWORD,
  createEmailAccount,
  freshEmail,
  latestCodeFor,
} from '../support/fixtures.js';
import {
  codeBoxes,
  confirmDeclaration,
  fillEmailSignUp,
  logInByEmail,
  typeCode,
  untilInteractive,
} from '../support/journeys.js';

// Issue 37, point 1: behaviour §8's toast goes after 2 s; the refusal stays beside the field or
// code step it concerns, as an alert, until the visitor types there or submits again.

test('a wrong password: the 31002 toast goes, "Incorrect password" stays under the password field with the focus, 10 s later', async ({
  page,
  request,
}) => {
  const email = freshEmail('refusalstays');
  await createEmailAccount(request, email);
  // The page's clock is driven by the test: the 10 s pass without waiting for them.
  await page.clock.install();
  await page.goto('/en/login');
  await untilInteractive(page);
  await logInByEmail(page, email, 'Wrong-Password-1');

  const toast = page.getByRole('alert').filter({ hasText: /^31002: Incorrect password$/ });
  await expect(toast).toBeVisible();
  const password = page.getByLabel('Password', { exact: true });
  await expect(password).toHaveAccessibleDescription('Incorrect password');

  await page.clock.runFor(10_000);
  await expect(toast).toHaveCount(0);
  await expect(password).toHaveAttribute('aria-invalid', 'true');
  await expect(password).toHaveAccessibleDescription('Incorrect password');
  await expect(password).toBeFocused();
  await expect(page.getByRole('alert').filter({ hasText: /^Incorrect password$/ })).toBeVisible();

  // Typing in the field takes the message away.
  await page.keyboard.type('x');
  await expect(password).not.toHaveAttribute('aria-invalid');
  await expect(password).toHaveAccessibleDescription('');
});

test('a wrong sign-up code: the boxes empty and "Invalid verification code" stays under them, the first box focused', async ({
  page,
  request,
}) => {
  const email = freshEmail('codestays');
  await page.clock.install();
  await page.goto('/en/register');
  await untilInteractive(page);
  await fillEmailSignUp(page, email, STRONG_PASSWORD);
  await page.getByRole('button', { name: 'Sign up', exact: true }).click();
  await confirmDeclaration(page);
  await expect(codeBoxes(page)).toHaveCount(6);
  const code = await latestCodeFor(request, email);
  await typeCode(page, code === '000000' ? '111111' : '000000');

  const first = codeBoxes(page).first();
  await expect(first).toHaveAccessibleDescription('Invalid verification code');
  await page.clock.runFor(10_000);
  await expect(page.getByRole('alert').filter({ hasText: /^\d+: / })).toHaveCount(0);
  await expect(first).toHaveValue('');
  await expect(first).toHaveAttribute('aria-invalid', 'true');
  await expect(first).toBeFocused();
  await expect(
    page.getByRole('alert').filter({ hasText: /^Invalid verification code$/ }),
  ).toBeVisible();

  // The right code still signs up.
  await typeCode(page, code);
  await expect(page).toHaveURL(/\/en\/dashboard\?newUser=true$/);
});
