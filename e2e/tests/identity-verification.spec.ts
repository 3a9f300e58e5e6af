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

// Issue 36, point 2, "No dead ends": the identity-verification destination of behaviour §2
// (where the EU site's journeys, a guide_complete_kyc arrival and the identity-verification
// dialog's button end) answers with a page: what verification asks for, and how to start it.

const PATH = '/user/accounts/auth/personal';

test('a signed-out visit to identity verification goes to log-in, and back there after it', async ({
  page,
  request,
}) => {
  const email = freshEmail('kyc-page');
  await createEmailAccount(request, email);
  await page.goto(PATH);
  await expect(page).toHaveURL(/\/en\/login\?redirect_url=%2Fuser%2Faccounts%2Fauth%2Fpersonal$/);
  await logInByEmail(page, email, STRONG_PASSWORD);
  await expect(page).toHaveURL(new RegExp(`${PATH}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Identity verification');
  await expect(page.getByRole('listitem')).toHaveCount(3);
  // No provider is configured in the reference app: the page says so instead of a dead button.
  await expect(page.getByRole('link', { name: 'Start verification' })).toHaveCount(0);
  await expect(page.getByText('the exchange connects its own verification provider')).toBeVisible();
  await page.getByRole('link', { name: 'Later: go to the dashboard' }).click();
  await expect(page).toHaveURL(/\/en\/dashboard$/);
});

test('guide_complete_kyc on log-in, with a session, ends on the identity page, not "Page not found"', async ({
  page,
  request,
}) => {
  const email = freshEmail('kyc-guide');
  await createEmailAccount(request, email);
  await page.goto('/en/login?guide_complete_kyc=1');
  await logInByEmail(page, email, STRONG_PASSWORD);
  await expect(page).toHaveURL(new RegExp(`${PATH}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Identity verification');
  await expect(page.getByText('Page not found')).toHaveCount(0);
});

for (const variant of SCREEN_VARIANTS) {
  test(`the identity page in ${variant.name}: accessible, mirrored, no sideways scroll at 320 px, photographed`, async ({
    page,
    request,
  }, testInfo) => {
    const email = freshEmail(`kyc-${variant.name}`);
    await createEmailAccount(request, email);
    await page.goto('/en/login');
    await logInByEmail(page, email, STRONG_PASSWORD);
    await expect(page).toHaveURL(/\/en\/dashboard$/);
    await page.goto(`/${variant.lang}${PATH}${variant.query}`);
    await expect(page.locator('.app-page')).toHaveAttribute('dir', variant.dir);
    await expect(page.getByRole('listitem')).toHaveCount(3);
    await expectAccessible(page, `identity page, ${variant.name}`);
    await expectWithin320(page, '.app-main');
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 860 });
      await saveScreenshot(page, testInfo, `identity-page-${variant.name}-${width}`);
    }
  });
}
