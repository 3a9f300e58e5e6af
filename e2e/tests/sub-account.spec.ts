import { expect, test, type Page } from '@playwright/test';
import {
  AXE_VARIANTS,
  STRONG_PASSWORD,
  type OutboxMessage,
  createEmailAccount,
  expectAccessible,
  freshEmail,
  latestCodeFor,
  expectWithin320,
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
// /app/user/sub-account-login, §6 main versus sub-account login; docs/decisions/020). Creating,
// deleting one and setting its password ask the main account's own password (decision 106).

const SUB_PASSWORD = 'Sub-Account-7';
/** Log-in solves the invisible proof-of-work captcha first: slow on a busy machine. */
const CAPTCHA_WAIT = { timeout: 30_000 };
let n = 0;
/** A sub-account name no other test uses: 6 to 16 letters or digits. */
function freshName(): string {
  n += 1;
  return `sub${Date.now().toString(36).slice(-7)}${n}${Math.floor(Math.random() * 100)}`;
}

/** Creates a sub-account from the dashboard, whatever its language: the main password confirms. */
async function createSubAccount(page: Page, name: string): Promise<void> {
  const form = page.locator('form.sub-form');
  await form.locator('input').nth(0).fill(name);
  await form.locator('input[autocomplete="new-password"]').fill(SUB_PASSWORD);
  await form.locator('input[autocomplete="current-password"]').fill(STRONG_PASSWORD);
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
  await section.getByLabel('Sub-account password', { exact: true }).fill(SUB_PASSWORD);
  // The session alone is not enough: the main account's own password is asked, beside it.
  await section.getByRole('button', { name: 'Create sub-account' }).click();
  const mine = section.getByLabel('Your password', { exact: true });
  await expect(mine).toHaveAttribute('aria-invalid', 'true');
  await expect(mine).toHaveAccessibleDescription('Enter your password.');
  await expect(section.getByText('You have no sub-accounts yet.')).toBeVisible();
  await mine.fill(STRONG_PASSWORD);
  await section.getByRole('button', { name: 'Create sub-account' }).click();
  await expect(section.getByRole('list', { name: 'Your sub-accounts' })).toContainText(name);
  // The main account's holder is told, by e-mail.
  await expect
    .poll(async () => {
      const outbox = (await (await request.get('/dev/outbox.json')).json()) as OutboxMessage[];
      return outbox.find((m) => m.to === email.toLowerCase())?.subject ?? '';
    })
    .toContain('a sub-account was created');
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
  const secret =
    (await page.getByTestId('two-factor-secret').textContent())?.replace(/\s/g, '') ?? '';
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

test('the main account sets a sub-account’s password, then deletes it, from the dashboard: each asks its own password; the deleted one cannot log in', async ({
  page,
  request,
}) => {
  // Sign-up and two log-ins, each behind the proof-of-work captcha.
  test.setTimeout(150_000);
  const email = freshEmail('sub-changes');
  await signUpByEmailInBrowser(page, request, email);
  const name = freshName();
  await createSubAccount(page, name);
  const section = page.getByRole('region', { name: 'Sub-accounts' });

  // "Set new password": a dialog that keeps the focus and closes on Escape.
  const setPassword = section.getByRole('button', { name: `Set a new password for ${name}` });
  await setPassword.click();
  let dialog = page.getByRole('dialog', { name: `New password for ${name}` });
  await expect(dialog.getByLabel('New password', { exact: true })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(setPassword).toBeFocused();
  await setPassword.click();
  dialog = page.getByRole('dialog', { name: `New password for ${name}` });
  await dialog.getByLabel('New password', { exact: true }).fill(`${SUB_PASSWORD}x`);
  await dialog.getByLabel('Your password', { exact: true }).fill('Not-my-passw0rd');
  await dialog.getByRole('button', { name: 'Set password', exact: true }).click();
  const mine = dialog.getByLabel('Your password', { exact: true });
  await expect(mine).toHaveAccessibleDescription('That password is not right.');
  await expect(mine).toHaveValue('');
  await mine.fill(STRONG_PASSWORD);
  await dialog.getByRole('button', { name: 'Set password', exact: true }).click();
  await expect(dialog).toHaveCount(0);
  await expect(section.getByRole('status').first()).toHaveText(`New password set for ${name}.`);

  // The sub-account logs in with the new password only.
  await logOut(page);
  await page.getByRole('link', { name: 'Sub-account login' }).click();
  await page.getByRole('textbox', { name: 'Sub-account name' }).fill(name);
  await page.getByLabel('Password', { exact: true }).fill(`${SUB_PASSWORD}x`);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/en\/dashboard$/, CAPTCHA_WAIT);
  await logOut(page);

  // "Delete": the main account logs in again and deletes it.
  await page.getByRole('textbox').first().fill(email);
  await page.locator('input[type="password"]').fill(STRONG_PASSWORD);
  await page.locator('button[type="submit"]').click();
  await expect(page).toHaveURL(/\/en\/dashboard$/, CAPTCHA_WAIT);
  await section.getByRole('button', { name: `Delete ${name}` }).click();
  dialog = page.getByRole('dialog', { name: `Delete ${name}?` });
  await dialog.getByLabel('Your password', { exact: true }).fill(STRONG_PASSWORD);
  await dialog.getByRole('button', { name: 'Delete sub-account', exact: true }).click();
  await expect(dialog).toHaveCount(0);
  await expect(section.getByText('You have no sub-accounts yet.')).toBeVisible();
  await expect(section.getByRole('status').first()).toHaveText(`Sub-account ${name} deleted.`);

  // Deleted, it cannot log in any more: the log-in answers as for a wrong password.
  await logOut(page);
  await page.getByRole('link', { name: 'Sub-account login' }).click();
  await page.getByRole('textbox', { name: 'Sub-account name' }).fill(name);
  await page.getByLabel('Password', { exact: true }).fill(`${SUB_PASSWORD}x`);
  const answer = page.waitForResponse('**/x-api/user/public/sub-account/login');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  expect((await (await answer).json()).ret_code).toBe(31002);
  await expect(page).toHaveURL(/\/app\/user\/sub-account-login/);
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

    // Its two changes, each a dialog that asks the main account's password (decision 106).
    const row = page.locator('.sub-list li', { hasText: name });
    for (const [index, shot] of ['password', 'delete'].entries()) {
      await row.locator('button').nth(index).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      await dialog.locator('button[type="submit"]').click();
      await expect(dialog.locator('[aria-invalid="true"]').first()).toBeVisible();
      await expectAccessible(page, `sub-account ${shot} dialog ${variant.name}`);
      await saveVariantScreenshot(page, testInfo, variant, `dashboard-sub-account-${shot}-${variant.name}`); // prettier-ignore
      await page.setViewportSize({ width: 375, height: 812 });
      await saveVariantScreenshot(page, testInfo, variant, `dashboard-sub-account-${shot}-375-${variant.name}`); // prettier-ignore
      await expectWithin320(page, '.reauth-dialog');
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
    }
    await page.setViewportSize({ width: 375, height: 812 });
    await saveVariantScreenshot(page, testInfo, variant, `dashboard-sub-accounts-375-${variant.name}`); // prettier-ignore
    await expectWithin320(page, '.sub-accounts');

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
