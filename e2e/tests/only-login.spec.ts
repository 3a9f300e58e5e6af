import { expect, test } from '@playwright/test';
import {
  SCREEN_VARIANTS,
  STRONG_PASSWORD,
  createEmailAccount,
  expectAccessible,
  expectWithin320,
  freshEmail,
  saveVariantScreenshot,
} from '../support/fixtures.js';
import { logInByEmail } from '../support/journeys.js';

// behaviour §1 "An onlyLogin mode hides registration": the widget's `onlyLogin` option, reached in
// the reference app by `?onlyLogin=true` on the log-in and sign-up pages (decision 130). The
// third-party part (no account made for an unknown person) is in third-party-sign-in.spec.ts.

for (const variant of SCREEN_VARIANTS) {
  test(`onlyLogin: /register shows the log-in view, with no sign-up toggle and no link to sign up (${variant.name})`, async ({
    page,
  }, testInfo) => {
    const query = `${variant.query}&onlyLogin=true`;
    await page.goto(`/${variant.lang}/register${query}`);
    await expect(page.locator('input[type="password"]')).toBeVisible();
    // The log-in form: its submit is "Log in", and there is no sign-up anywhere in the widget.
    await expect(page.locator('form button[type="submit"]')).toHaveCount(1);
    await expect(page.locator(`a[href*="/register"]`)).toHaveCount(0);
    await expect(page.locator('main')).not.toContainText('Sign up');
    if (variant.lang === 'en') {
      await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
      await expect(page).toHaveTitle(/Log in/);
    }
    await expectAccessible(page, `onlyLogin log-in ${variant.name}`);
    await saveVariantScreenshot(page, testInfo, variant, `only-login-1280-${variant.name}`);
    await page.setViewportSize({ width: 375, height: 800 });
    await saveVariantScreenshot(page, testInfo, variant, `only-login-375-${variant.name}`);
    await expectWithin320(page, 'main');
  });
}

test('onlyLogin: the log-in page logs an existing account in, as ever; without the flag the toggle is there', async ({
  page,
  request,
}) => {
  const email = freshEmail('only-login');
  await createEmailAccount(request, email);
  await page.goto('/en/login?theme=light');
  await expect(page.getByRole('link', { name: 'Sign up' })).toBeVisible();

  await page.goto('/en/login?theme=light&onlyLogin=true');
  await expect(page.getByRole('link', { name: 'Sign up' })).toHaveCount(0);
  await logInByEmail(page, email, STRONG_PASSWORD);
  await expect(page).toHaveURL(/\/en\/dashboard$/);
});
