import { expect, test } from '@playwright/test';
import { STRONG_PASSWORD, createEmailAccount, freshEmail } from '../support/fixtures.js';
import { logInByEmail } from '../support/journeys.js';

// behaviour §8: 31002 wrong password; pass_err_count 3, 4 or 5 passes through with toast
// '{code}: {loginErrCloseToLimit}', remaining attempts 5 minus count; else error.
test('a wrong password shows the 31002 toast, and from the third failure the attempts left', async ({
  page,
  request,
}) => {
  const email = freshEmail('wrongpw');
  await createEmailAccount(request, email);
  await page.goto('/en/login');

  await logInByEmail(page, email, 'Wrong-Password-1');
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: /^31002: / })
      .first(),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: /^31002: .*\b2 attempts left/ }),
  ).toBeVisible();
  // The attempts left are a warning toast, the spec's third type (issue 37, point 5).
  await expect(
    page.locator('[data-kind="warning"]').filter({ hasText: /^31002: .*\b2 attempts left/ }),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: /^31002: .*\b1 attempts? left/ }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/en\/login/);

  // The right password still works before the limit is reached.
  await page.getByLabel('Password', { exact: true }).fill(STRONG_PASSWORD);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/en\/dashboard$/);
});
