import { expect, test } from '@playwright/test';
import { STRONG_PASSWORD, createEmailAccount, freshEmail } from '../support/fixtures.js';
import { logInByEmail } from '../support/journeys.js';

// Issue 36, point 5, "Return to where the visitor was going": a signed-out visit to a page that
// needs a session goes to log-in with redirect_url set, and back there after the log-in (the
// post-login redirect rule of behaviour §2); log-in or sign-up visited with a session goes on
// to the destination instead of an empty form.

test('a signed-out visit to the security page goes to log-in, and back to the security page after it', async ({
  page,
  request,
}) => {
  const email = freshEmail('return');
  await createEmailAccount(request, email);
  await page.goto('/en/app/user/security');
  await expect(page).toHaveURL(/\/en\/login\?redirect_url=%2Fen%2Fapp%2Fuser%2Fsecurity$/);
  await logInByEmail(page, email, STRONG_PASSWORD);
  await expect(page).toHaveURL(/\/en\/app\/user\/security$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('log-in and sign-up visited with a session go on to the destination, not an empty form', async ({
  page,
  request,
}) => {
  const email = freshEmail('signed-in-visit');
  await createEmailAccount(request, email);
  await page.goto('/en/login');
  await logInByEmail(page, email, STRONG_PASSWORD);
  await expect(page).toHaveURL(/\/en\/dashboard$/);

  // Each page goes on by itself, maybe before its own load event (the profile is kept 10 s):
  // the visit waits for the page's answer only, and the address says where it went.
  const visit = (url: string) => page.goto(url, { waitUntil: 'commit' });
  await visit('/en/login');
  await expect(page).toHaveURL(/\/en\/dashboard$/);
  await visit('/ar-SA/register?redirect_url=%2Far-SA%2Fapp%2Fuser%2Fsecurity');
  await expect(page).toHaveURL(/\/ar-SA\/app\/user\/security$/);
  // The app moves there within the page: the page is there once it shows, and only then does
  // the next visit go (a visit while the app still moves is cancelled by the move).
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // A redirect_url back to an auth page is blanked by the rule: the default page.
  await visit('/en/login?redirect_url=%2Fen%2Fregister');
  await expect(page).toHaveURL(/\/en\/dashboard$/);
});
