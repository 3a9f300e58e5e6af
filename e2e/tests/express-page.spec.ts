import { expect, test } from '@playwright/test';
import {
  SCREEN_VARIANTS,
  STRONG_PASSWORD,
  createEmailAccount,
  expectAccessible,
  expectWithin320,
  freshEmail,
  saveScreenshot,
} from '../support/fixtures.js';
import { logInByEmail } from '../support/journeys.js';

// Issue 36, point 2, "No dead ends": behaviour §2's "/fiat/trade/express/home | promo link", the
// address the promo panel's image opens, answers with a reference "Buy crypto" page marked as
// the template the exchange replaces (decision 134), with a way on.

const PATH = '/fiat/trade/express/home';

test('the promo link’s page, signed out: the template notice, then log in, which ends on the dashboard', async ({
  page,
  request,
}) => {
  const email = freshEmail('express');
  await createEmailAccount(request, email);
  await page.goto(`/en${PATH}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Buy crypto');
  await expect(page.getByRole('listitem')).toHaveCount(3);
  await expect(page.getByText('the exchange replaces this page with its own buying service')).toBeVisible(); // prettier-ignore
  await expect(page.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/en/register'); // prettier-ignore
  await page.getByRole('link', { name: 'Log in to buy' }).click();
  await expect(page).toHaveURL(/\/en\/login$/);
  await logInByEmail(page, email, STRONG_PASSWORD);
  await expect(page).toHaveURL(/\/en\/dashboard$/);

  // Signed in, the way on is the dashboard.
  await page.goto(`/en${PATH}`);
  await expect(page.getByRole('link', { name: 'Log in to buy' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Go to the dashboard' }).click();
  await expect(page).toHaveURL(/\/en\/dashboard$/);
});

for (const variant of SCREEN_VARIANTS) {
  test(`the express page in ${variant.name}: accessible, mirrored, no sideways scroll at 320 px, photographed`, async ({
    page,
  }, testInfo) => {
    await page.goto(`/${variant.lang}${PATH}${variant.query}`);
    await expect(page.locator('.app-page')).toHaveAttribute('dir', variant.dir);
    await expect(page.getByRole('listitem')).toHaveCount(3);
    await expect(page.locator('.express-way-on a')).toHaveCount(2);
    await expectAccessible(page, `express page, ${variant.name}`);
    await expectWithin320(page, '.app-main');
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 860 });
      await saveScreenshot(page, testInfo, `express-page-${variant.name}-${width}`);
    }
  });
}
