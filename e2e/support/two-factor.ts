/** An account with Google Authenticator on (decision 016), made as the security page makes it. */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { STRONG_PASSWORD, createEmailAccount } from './fixtures.js';
import { logInByEmail, logOut } from './journeys.js';
import { authenticator } from './totp.js';

/**
 * Logs `email`'s account in at `loginPath` in `page`, turns Google Authenticator on at
 * /en/app/user/security, then logs out: `page`'s browser is a known device of the account.
 * Answers the authenticator that computes its codes.
 */
export async function turnOnTwoFactor(
  page: Page,
  email: string,
  loginPath = '/en/login',
): Promise<ReturnType<typeof authenticator>> {
  await page.goto(loginPath);
  // Telegram's fields on the path (decision 024) are read after the page shows, then taken off
  // the address bar: the log-in that binds them goes once they are read, as telegram-bind's do.
  if (/[?&]hash=/.test(loginPath)) await expect(page).not.toHaveURL(/[?&]hash=/);
  await logInByEmail(page, email, STRONG_PASSWORD);
  await expect(page).toHaveURL(/\/en\/dashboard$/);
  await page.goto('/en/app/user/security');
  await page.getByRole('button', { name: 'Enable Google Authenticator', exact: true }).click();
  const secret =
    (await page.getByTestId('two-factor-secret').textContent())?.replace(/\s/g, '') ?? '';
  const app = authenticator(secret);
  await page.getByLabel('Password', { exact: true }).fill(STRONG_PASSWORD);
  await page.getByLabel('Verification code', { exact: true }).fill(app.nextCode());
  await page.getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(page.getByText('Google Authenticator is on')).toBeVisible();
  await page.getByRole('link', { name: 'Back to dashboard' }).click();
  await logOut(page);
  return app;
}

/** A new e-mail account for `email` with Google Authenticator on (`turnOnTwoFactor`). */
export async function accountWithTwoFactor(
  page: Page,
  request: APIRequestContext,
  email: string,
): Promise<ReturnType<typeof authenticator>> {
  await createEmailAccount(request, email);
  return turnOnTwoFactor(page, email);
}
