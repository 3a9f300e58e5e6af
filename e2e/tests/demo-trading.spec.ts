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

// Issue 36, point 4: behaviour §2 reads `demoAccount=true` ("demo login"). Decision 131: a
// log-in from such an address ends on the dashboard with the session switched to demo
// trading, which the dashboard says at the top; "Back to my real account" switches it back.
// The flag is the session's, kept by the server: a reload keeps it.

test('demo login: log-in with demoAccount=true ends on the dashboard in demo trading, kept on reload, and back to real', async ({
  page,
  request,
}) => {
  const email = freshEmail('demo');
  await createEmailAccount(request, email);
  await page.goto('/en/login?demoAccount=true');
  await logInByEmail(page, email, STRONG_PASSWORD);
  // The address loses the query once the page has it: a reload does not ask again.
  await expect(page).toHaveURL(/\/en\/dashboard$/);
  const badge = page.locator('.demo-badge');
  await expect(badge).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Demo trading is on' })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Demo trading is on' })).toBeVisible();

  await page.getByRole('button', { name: 'Back to my real account' }).click();
  await expect(page.getByRole('heading', { name: 'Demo trading', exact: true })).toBeVisible();
  await expect(badge).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Try demo trading' })).toBeVisible();
  await expect(badge).toHaveCount(0);
});

test('a log-in without demoAccount is real; the dashboard switches this session to demo trading', async ({
  page,
  request,
}) => {
  // That another session of the account stays real: demo-trading.routes.test.ts.
  const email = freshEmail('demo-real');
  await createEmailAccount(request, email);
  await page.goto('/en/login');
  await logInByEmail(page, email, STRONG_PASSWORD);
  await expect(page).toHaveURL(/\/en\/dashboard$/);
  await expect(page.locator('.demo-badge')).toHaveCount(0);
  await page.getByRole('button', { name: 'Try demo trading' }).click();
  await expect(page.getByRole('heading', { name: 'Demo trading is on' })).toBeVisible();
  await expect(page.locator('.demo-badge')).toHaveText('Demo trading');
  await page.reload();
  await expect(page.locator('.demo-badge')).toBeVisible();
});

for (const variant of SCREEN_VARIANTS) {
  test(`the dashboard in demo trading, ${variant.name}: accessible, mirrored, no sideways scroll at 320 px, photographed`, async ({
    page,
    request,
  }, testInfo) => {
    const email = freshEmail(`demo-${variant.name}`);
    await createEmailAccount(request, email);
    await page.goto('/en/login?demoAccount=true');
    await logInByEmail(page, email, STRONG_PASSWORD);
    await expect(page).toHaveURL(/\/en\/dashboard$/);
    await expect(page.locator('.demo-badge')).toBeVisible();
    await page.goto(`/${variant.lang}/dashboard${variant.query}`);
    await expect(page.locator('.app-page')).toHaveAttribute('dir', variant.dir);
    await expect(page.locator('.demo-badge')).toBeVisible();
    await expectAccessible(page, `dashboard in demo trading, ${variant.name}`);
    await expectWithin320(page, '.app-page');
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await saveScreenshot(page, testInfo, `dashboard-demo-${variant.name}-${width}`);
    }
  });
}
