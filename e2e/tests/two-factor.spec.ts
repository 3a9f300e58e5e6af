import { expect, test, type Page } from '@playwright/test';
import {
  AXE_VARIANTS,
  STRONG_PASSWORD,
  createEmailAccount,
  expectAccessible,
  freshEmail,
  saveScreenshot,
  saveVariantScreenshot,
} from '../support/fixtures.js';
import { codeBoxes, logInByEmail, logOut, typeCode } from '../support/journeys.js';
import { authenticator } from '../support/totp.js';

// Two-factor with Google Authenticator (decision 016), journeyed in light, dark, Arabic and
// Japanese (axe only).
const variants = AXE_VARIANTS;

/** Logs in with the form, whatever the language (fields by role and type). */
async function logInAnyLanguage(page: Page, email: string): Promise<void> {
  await page.getByRole('textbox').first().fill(email);
  await page.locator('input[type="password"]').fill(STRONG_PASSWORD);
  await page.locator('button[type="submit"]').click();
}

test('enable Google Authenticator on /en/app/user/security, log out, log in with the code', async ({
  page,
  request,
}, testInfo) => {
  const email = freshEmail('two-factor');
  await createEmailAccount(request, email);
  await page.goto('/en/login');
  await logInByEmail(page, email, STRONG_PASSWORD);
  await expect(page).toHaveURL(/\/en\/dashboard$/);

  await page.getByRole('link', { name: 'Security', exact: true }).click();
  await expect(page).toHaveURL(/\/en\/app\/user\/security$/);
  await page.getByRole('button', { name: 'Enable Google Authenticator', exact: true }).click();
  await expect(page.getByRole('img', { name: 'QR code for Google Authenticator' })).toBeVisible();
  const secret =
    (await page.getByTestId('two-factor-secret').textContent())?.replace(/\s/g, '') ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await expectAccessible(page, 'security page, enabling');
  await saveScreenshot(page, testInfo, 'security-enabling-light');

  const app = authenticator(secret);
  // Turning it on asks for the password again (decision 036): a session alone is not enough.
  const code = app.nextCode();
  await page.getByLabel('Password', { exact: true }).fill('Not-the-password1');
  await page.getByLabel('Verification code', { exact: true }).fill(code);
  await page.getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('That password is not right.');
  await expect(page.getByText('Google Authenticator is on')).toBeHidden();
  await page.getByLabel('Password', { exact: true }).fill(STRONG_PASSWORD);
  await page.getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(page.getByText('Google Authenticator is on')).toBeVisible();
  await expectAccessible(page, 'security page, on');
  await saveScreenshot(page, testInfo, 'security-on-light');

  await page.getByRole('link', { name: 'Back to dashboard' }).click();
  await logOut(page);
  await logInByEmail(page, email, STRONG_PASSWORD);
  await expect(page.getByRole('group', { name: 'Verification code' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Two-factor authentication' })).toBeVisible();
  await expectAccessible(page, 'two-factor panel');
  await saveScreenshot(page, testInfo, 'two-factor-panel-light');

  await typeCode(page, app.nextCode());
  await expect(page).toHaveURL(/\/en\/dashboard$/);
  await expect(page.getByText(email)).toBeVisible();
});

test('a wrong authenticator code keeps the two-factor panel, with the boxes emptied', async ({
  page,
  request,
}) => {
  const email = freshEmail('two-factor-wrong');
  await createEmailAccount(request, email);
  await page.goto('/en/login');
  await logInByEmail(page, email, STRONG_PASSWORD);
  await expect(page).toHaveURL(/\/en\/dashboard$/);
  await page.goto('/en/app/user/security');
  await page.getByRole('button', { name: 'Enable Google Authenticator', exact: true }).click();
  const secret =
    (await page.getByTestId('two-factor-secret').textContent())?.replace(/\s/g, '') ?? '';
  const app = authenticator(secret);
  const right = app.nextCode();
  await page.getByLabel('Password', { exact: true }).fill(STRONG_PASSWORD);
  await page.getByLabel('Verification code', { exact: true }).fill(right);
  await page.getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(page.getByText('Google Authenticator is on')).toBeVisible();

  await page.goto('/en/dashboard');
  await logOut(page);
  await logInByEmail(page, email, STRONG_PASSWORD);
  // The code that confirmed was used once already: refused, the panel stays.
  await typeCode(page, right);
  const refused = 'Invalid Google Authenticator code. Please try again.';
  await expect(page.getByText(`35001: ${refused}`)).toBeVisible();
  // The refusal also stays under the emptied boxes, which it describes (issue 37).
  await expect(codeBoxes(page).first()).toHaveAccessibleDescription(refused);
  await expect(codeBoxes(page).first()).toHaveValue('');
  await expect(page.getByRole('group', { name: 'Verification code' })).toBeVisible();
  await expect(page).toHaveURL(/\/en\/login/);
});

test('the security page needs a session: not signed in goes to log-in, which comes back after', async ({
  page,
}) => {
  await page.goto('/en/app/user/security');
  await expect(page).toHaveURL(/\/en\/login\?redirect_url=%2Fen%2Fapp%2Fuser%2Fsecurity$/);
});

for (const variant of variants.filter((v) => v.name !== 'light')) {
  test(`two-factor screens in ${variant.name}`, async ({ page, request }, testInfo) => {
    const email = freshEmail(`two-factor-${variant.name}`);
    await createEmailAccount(request, email);
    await page.goto(`/${variant.lang}/login${variant.query}`);
    await logInAnyLanguage(page, email);
    await expect(page).toHaveURL(new RegExp(`/${variant.lang}/dashboard`));

    await page.goto(`/${variant.lang}/app/user/security${variant.query}`);
    await expect(page.locator('html')).toHaveAttribute('dir', variant.dir);
    await page.getByRole('button', { name: /Google Authenticator/ }).click();
    const secret =
      (await page.getByTestId('two-factor-secret').textContent())?.replace(/\s/g, '') ?? '';
    await expect(page.locator('.security-qr')).toBeVisible();
    await expectAccessible(page, `security page, enabling, ${variant.name}`);
    await saveVariantScreenshot(page, testInfo, variant, `security-enabling-${variant.name}`);

    const app = authenticator(secret);
    await page.locator('.security-input[type="password"]').fill(STRONG_PASSWORD);
    await page.locator('.security-input[inputmode="numeric"]').fill(app.nextCode());
    await page.locator('button[type="submit"]').click();
    await expect(page.locator('.app-notice')).toBeVisible();
    await expectAccessible(page, `security page, on, ${variant.name}`);
    await saveVariantScreenshot(page, testInfo, variant, `security-on-${variant.name}`);

    // Log out from the dashboard, keeping this browser's device id (a known device).
    await page.goto(`/${variant.lang}/dashboard${variant.query}`);
    await page.getByRole('button', { name: /Log out|تسجيل الخروج|ログアウト/ }).click();
    await expect(page).toHaveURL(new RegExp(`/${variant.lang}/login`));
    await page.goto(`/${variant.lang}/login${variant.query}`);
    await logInAnyLanguage(page, email);
    await expect(codeBoxes(page).or(page.getByRole('group').getByRole('textbox'))).toHaveCount(6);
    await expectAccessible(page, `two-factor panel ${variant.name}`);
    await saveVariantScreenshot(page, testInfo, variant, `two-factor-panel-${variant.name}`);
    await page.getByRole('group').getByRole('textbox').first().click();
    await page.keyboard.type(app.nextCode());
    await expect(page).toHaveURL(new RegExp(`/${variant.lang}/dashboard`));
  });
}
