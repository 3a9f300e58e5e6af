import { expect, test, type Page } from '@playwright/test';
import { runAdmin } from '../support/admin-cli.js';
import {
  SCREEN_VARIANTS,
  STRONG_PASSWORD,
  createEmailAccount,
  expectAccessible,
  freshEmail,
  saveScreenshot,
} from '../support/fixtures.js';
import { logInByEmail, logOut } from '../support/journeys.js';

// The trading password prompt (decision 160): support resets a forgotten trading password with
// `npm run admin -- trading-password-reset`, every log-in then offers "Set a new trading
// password" until one is set on the security page's section.

const TRADING_PASSWORD = 'Trade-Horse-7';

/** Logs in with the form, whatever the language (fields by role and type). */
async function logInAnyLanguage(page: Page, email: string): Promise<void> {
  await page.getByRole('textbox').first().fill(email);
  await page.locator('input[type="password"]').fill(STRONG_PASSWORD);
  await page.locator('button[type="submit"]').click();
}

test('support resets the trading password: log-in prompts, Set now leads to the section, set with the password, no prompt after', async ({
  page,
  request,
  baseURL,
}) => {
  const email = freshEmail('trading-password');
  await createEmailAccount(request, email);
  expect(await runAdmin(baseURL!, 'trading-password-reset', email)).toMatch(
    /^trading password reset, a new one asked at log-in: \d+ /,
  );

  await page.goto('/en/login');
  await logInByEmail(page, email, STRONG_PASSWORD);
  const prompt = page.getByRole('alertdialog', { name: 'Set a new trading password' });
  await expect(prompt).toBeVisible();
  // Signed in already: the prompt never holds the log-in back.
  await expect(prompt.getByRole('button', { name: 'Set now' })).toBeFocused();
  await expectAccessible(page, 'trading password prompt');
  await prompt.getByRole('button', { name: 'Set now' }).click();

  await expect(page).toHaveURL(/\/en\/app\/user\/security#trading-password$/);
  const section = page.getByRole('region', { name: 'Trading password' });
  await expect(section.getByRole('heading', { name: 'Trading password' })).toBeFocused();
  await expect(section.getByText('Support has reset your trading password. Set a new one.')).toBeVisible(); // prettier-ignore
  await section.getByRole('button', { name: 'Set trading password' }).click();
  const dialog = page.getByRole('dialog', { name: 'Set trading password' });
  await dialog.getByLabel('New trading password').fill(TRADING_PASSWORD);
  await dialog.getByLabel('Your password').fill('Not-the-password1');
  await dialog.getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(dialog.getByText('That password is not right.')).toBeVisible();
  await dialog.getByLabel('Your password').fill(STRONG_PASSWORD);
  await dialog.getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(section.getByRole('status')).toHaveText('Your trading password is set.');
  await expect(section.getByRole('button', { name: 'Change trading password' })).toBeVisible();

  await page.getByRole('link', { name: 'Back to dashboard' }).click();
  await logOut(page);
  await logInByEmail(page, email, STRONG_PASSWORD);
  await expect(page).toHaveURL(/\/en\/dashboard$/);
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
});

test('Later, or Escape, completes the log-in as usual; the next log-in prompts again', async ({
  page,
  request,
  baseURL,
}) => {
  const email = freshEmail('trading-password-later');
  await createEmailAccount(request, email);
  await runAdmin(baseURL!, 'trading-password-reset', email);
  await page.goto('/en/login');
  await logInByEmail(page, email, STRONG_PASSWORD);
  await page.getByRole('alertdialog', { name: 'Set a new trading password' }).getByRole('button', { name: 'Later' }).click(); // prettier-ignore
  await expect(page).toHaveURL(/\/en\/dashboard$/);
  await logOut(page);
  await logInByEmail(page, email, STRONG_PASSWORD);
  await expect(page.getByRole('alertdialog', { name: 'Set a new trading password' })).toBeVisible(); // prettier-ignore
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\/en\/dashboard$/);
});

for (const variant of SCREEN_VARIANTS) {
  test(`the prompt and the section in ${variant.name}: accessible, photographed at 375 and 1280 px`, async ({
    page,
    request,
    baseURL,
  }, testInfo) => {
    const email = freshEmail(`trading-password-${variant.name}`);
    await createEmailAccount(request, email);
    await runAdmin(baseURL!, 'trading-password-reset', email);
    await page.goto(`/${variant.lang}/login${variant.query}`);
    await logInAnyLanguage(page, email);
    const prompt = page.getByRole('alertdialog');
    await expect(prompt).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', variant.dir);
    await expectAccessible(page, `trading password prompt, ${variant.name}`);
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await saveScreenshot(page, testInfo, `trading-password-prompt-${variant.name}-${width}`);
    }
    // "Set now" is the first button: the section's anchor.
    await prompt.getByRole('button').first().click();
    await expect(page).toHaveURL(new RegExp(`/${variant.lang}/app/user/security#trading-password$`)); // prettier-ignore
    await expect(page.locator('#trading-password .app-notice')).toBeVisible();
    await page.locator('#trading-password button').click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectAccessible(page, `trading password section, ${variant.name}`);
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await saveScreenshot(page, testInfo, `trading-password-section-${variant.name}-${width}`);
    }
  });
}
