import { expect, test } from '@playwright/test';
import {
  createEmailAccount,
  expectAccessible,
  freshEmail,
  STRONG_PASSWORD,
} from '../support/fixtures.js';
import { logInByEmail } from '../support/journeys.js';

// behaviour §2 "Post-login redirect", through the real login page and server.

/** Log-in solves the invisible proof-of-work captcha first: slow on a busy machine. */
const CAPTCHA_WAIT = { timeout: 30_000 };

test('a same-origin redirect_url is followed after log-in', async ({ page, request }) => {
  const email = freshEmail('redirect-same');
  await createEmailAccount(request, email);
  await page.goto('/en/login?redirect_url=/en/dashboard?from=x');
  await expectAccessible(page, 'login with redirect_url');
  await logInByEmail(page, email, STRONG_PASSWORD);
  await expect(page).toHaveURL(/\/en\/dashboard\?from=x$/, CAPTCHA_WAIT);
  await expect(page.getByText(email)).toBeVisible();
});

test('a foreign redirect_url is not followed: the default page (the dashboard) is used', async ({
  page,
  request,
}) => {
  const email = freshEmail('redirect-foreign');
  await createEmailAccount(request, email);
  await page.goto(`/en/login?redirect_url=${encodeURIComponent('https://evil.example/steal')}`);
  await logInByEmail(page, email, STRONG_PASSWORD);
  await expect(page).toHaveURL(/\/en\/dashboard$/, CAPTCHA_WAIT);
  await expect(page.getByText(email)).toBeVisible();
});

test('a redirect_url to an auth page is blanked: the dashboard, not the sign-up page', async ({
  page,
  request,
}) => {
  const email = freshEmail('redirect-auth');
  await createEmailAccount(request, email);
  await page.goto('/en/login?redirect_url=/en/sign-up');
  await logInByEmail(page, email, STRONG_PASSWORD);
  await expect(page).toHaveURL(/\/en\/dashboard$/, CAPTCHA_WAIT);
});
