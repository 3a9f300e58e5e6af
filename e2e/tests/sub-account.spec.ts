import { expect, test, type Page } from '@playwright/test';
import {
  AXE_VARIANTS,
  STRONG_PASSWORD,
  createEmailAccount,
  expectAccessible,
  freshEmail,
  latestCodeFor,
  saveVariantScreenshot,
} from '../support/fixtures.js';
import {
  confirmDeclaration,
  fillEmailSignUp,
  logOut,
  signUpByEmailInBrowser,
  typeCode,
} from '../support/journeys.js';
import { authenticator } from '../support/totp.js';

// Sub-accounts (behaviour §1 "a sub-account login path exists besides main-account login", §2 route
// /app/user/sub-account-login, §6 main versus sub-account login; docs/decisions/020).

const SUB_PASSWORD = 'Sub-Account-7';
/** Log-in solves the invisible proof-of-work captcha first: slow on a busy machine. */
const CAPTCHA_WAIT = { timeout: 30_000 };
let n = 0;
/** A sub-account name no other test uses: 6 to 16 letters or digits. */
function freshName(): string {
  n += 1;
  return `sub${Date.now().toString(36).slice(-7)}${n}${Math.floor(Math.random() * 100)}`;
}

async function createSubAccount(page: Page, name: string): Promise<void> {
  const form = page.locator('form.sub-form');
  await form.locator('input').nth(0).fill(name);
  await form.locator('input[type="password"]').fill(SUB_PASSWORD);
  await form.locator('button[type="submit"]').click();
  await expect(page.locator('.sub-list li', { hasText: name })).toBeVisible();
}

test('sign up, create a sub-account from the dashboard, log out, log in as the sub-account', async ({
  page,
  request,
}) => {
  const email = freshEmail('sub-main');
  await signUpByEmailInBrowser(page, request, email);

  const name = freshName();
  const section = page.getByRole('region', { name: 'Sub-accounts' });
  await expect(section.getByText('You have no sub-accounts yet.')).toBeVisible();
  await section.getByRole('textbox', { name: 'Sub-account name' }).fill(name);
  await section.getByLabel('Password', { exact: true }).fill(SUB_PASSWORD);
  await section.getByRole('button', { name: 'Create sub-account' }).click();
  await expect(section.getByRole('list', { name: 'Your sub-accounts' })).toContainText(name);
  await expectAccessible(page, 'dashboard with sub-accounts');
  await logOut(page);

  // The main login view links to the sub-account login, which links back.
  await page.getByRole('link', { name: 'Sub-account login' }).click();
  await expect(page).toHaveURL(/\/en\/app\/user\/sub-account-login\?main_login_url=/);
  await expect(page.getByRole('heading', { name: 'Sub-account login' })).toBeVisible();
  await expectAccessible(page, 'sub-account login');
  await page.getByRole('link', { name: 'Main account login' }).click();
  await expect(page).toHaveURL(/\/en\/login$/);
  await page.getByRole('link', { name: 'Sub-account login' }).click();

  await page.getByRole('textbox', { name: 'Sub-account name' }).fill(name.toUpperCase());
  await page.getByLabel('Password', { exact: true }).fill(SUB_PASSWORD);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/en\/dashboard$/, CAPTCHA_WAIT);
  await expect(
    page.getByText(`You are logged in to the sub-account ${name} of main account`),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create sub-account' })).toHaveCount(0);
});

test('sub-account login follows the same redirect rule: a same-origin redirect_url is followed', async ({
  page,
}) => {
  const name = freshName();
  const email = freshEmail('sub-redirect');
  await page.goto('/en/register');
  await fillEmailSignUp(page, email, STRONG_PASSWORD);
  await page.getByRole('button', { name: 'Sign up', exact: true }).click();
  await confirmDeclaration(page);
  await typeCode(page, await latestCodeFor(page.request, email));
  await createSubAccount(page, name);
  await logOut(page);

  await page.goto('/en/login?redirect_url=/en/dashboard?from=sub');
  await page.getByRole('link', { name: 'Sub-account login' }).click();
  await expect(page).toHaveURL(/redirect_url=/);
  await page.getByRole('textbox', { name: 'Sub-account name' }).fill(name);
  await page.getByLabel('Password', { exact: true }).fill(SUB_PASSWORD);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/en\/dashboard\?from=sub$/, CAPTCHA_WAIT);
});

test('a sub-account with Google Authenticator must enter its code: the password alone gives no session', async ({
  page,
  request,
}) => {
  // Sign-up and three log-ins, each behind the proof-of-work captcha.
  test.setTimeout(150_000);
  const email = freshEmail('sub-two-factor');
  await signUpByEmailInBrowser(page, request, email);
  const name = freshName();
  await createSubAccount(page, name);
  await logOut(page);

  // The sub-account turns the authenticator on from its own security page, with its password.
  await page.getByRole('link', { name: 'Sub-account login' }).click();
  await page.getByRole('textbox', { name: 'Sub-account name' }).fill(name);
  await page.getByLabel('Password', { exact: true }).fill(SUB_PASSWORD);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/en\/dashboard$/, CAPTCHA_WAIT);
  await page.goto('/en/app/user/security');
  await page.getByRole('button', { name: 'Enable Google Authenticator', exact: true }).click();
  const secret = (await page.getByTestId('two-factor-secret').textContent())?.trim() ?? '';
  const app = authenticator(secret);
  await page.getByLabel('Password', { exact: true }).fill(SUB_PASSWORD);
  await page.getByLabel('Verification code', { exact: true }).fill(app.nextCode());
  await page.getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(page.getByText('Google Authenticator is on')).toBeVisible();
  await page.goto('/en/dashboard');
  await logOut(page);

  // Name and password alone: the two-factor panel, still on the log-in page, no dashboard.
  await page.getByRole('link', { name: 'Sub-account login' }).click();
  await page.getByRole('textbox', { name: 'Sub-account name' }).fill(name);
  await page.getByLabel('Password', { exact: true }).fill(SUB_PASSWORD);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Two-factor authentication' })).toBeVisible(
    CAPTCHA_WAIT,
  );
  await expect(page).toHaveURL(/\/app\/user\/sub-account-login/);
  await expectAccessible(page, 'sub-account two-factor panel');
  const profile = await page.request.get('/x-api/v2/private/user/profile');
  expect((await profile.json()).ret_code).toBe(10005);

  await typeCode(page, app.nextCode());
  await expect(page).toHaveURL(/\/en\/dashboard$/, CAPTCHA_WAIT);
  await expect(page.locator('.sub-accounts .app-notice')).toContainText(name);
});

// Light, dark and Arabic photographed; Japanese for axe alone (saveVariantScreenshot skips it).
const variants = AXE_VARIANTS;

for (const variant of variants) {
  test(`sub-account screens in ${variant.name}`, async ({ page, request }, testInfo) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 1280, height: 860 });
    const email = freshEmail(`sub-screens-${variant.name}`);
    await createEmailAccount(request, email);
    await page.goto(`/${variant.lang}/login${variant.query}`);
    await expect(page.locator('html')).toHaveAttribute('dir', variant.dir);
    await page.getByRole('tab').first().click();
    await page.getByRole('textbox').first().fill(email);
    await page.locator('input[type="password"]').fill(STRONG_PASSWORD);
    await page.locator('button[type="submit"]').click();
    await expect(page).toHaveURL(new RegExp(`/${variant.lang}/dashboard$`), CAPTCHA_WAIT);

    const name = freshName();
    await createSubAccount(page, name);
    await expectAccessible(page, `dashboard sub-accounts ${variant.name}`);
    await saveVariantScreenshot(page, testInfo, variant, `dashboard-sub-accounts-${variant.name}`);

    await page.locator('.dashboard-card .app-button').click();
    await expect(page).toHaveURL(new RegExp(`/${variant.lang}/login`));
    await page.locator('a[href*="sub-account-login"]').click();
    await expect(page).toHaveURL(new RegExp(`/${variant.lang}/app/user/sub-account-login`));
    await expect(page.locator('html')).toHaveAttribute('dir', variant.dir);
    await expect(page.locator('input[type="password"]')).toBeVisible();
    await expectAccessible(page, `sub-account login ${variant.name}`);
    await saveVariantScreenshot(page, testInfo, variant, `sub-account-login-${variant.name}`);

    await page.locator('button[type="submit"]').click();
    await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
    await saveVariantScreenshot(
      page,
      testInfo,
      variant,
      `sub-account-login-errors-${variant.name}`,
    );

    await page.getByRole('textbox').first().fill(name);
    await page.locator('input[type="password"]').fill(SUB_PASSWORD);
    await page.locator('button[type="submit"]').click();
    await expect(page).toHaveURL(new RegExp(`/${variant.lang}/dashboard$`), CAPTCHA_WAIT);
    await expect(page.locator('.sub-accounts .app-notice')).toContainText(name);
    await expectAccessible(page, `dashboard as a sub-account ${variant.name}`);
    await saveVariantScreenshot(
      page,
      testInfo,
      variant,
      `dashboard-as-sub-account-${variant.name}`,
    );
  });
}
