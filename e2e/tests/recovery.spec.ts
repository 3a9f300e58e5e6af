import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { runAdmin } from '../support/admin-cli.js';
import {
  AXE_VARIANTS,
  STRONG_PASSWORD,
  createEmailAccount,
  expectAccessible,
  freshEmail,
  latestCodeFor,
  saveVariantScreenshot,
} from '../support/fixtures.js';
import { codeBoxes, logInByEmail, recoveryLinkFor, typeCode } from '../support/journeys.js';

const NEW_PASSWORD = 'Brand-New-Pass7';

async function setNewPassword(page: Page, password: string): Promise<void> {
  await page.getByLabel('New password', { exact: true }).fill(password);
  await page.getByLabel('Confirm new password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Reset password' }).click();
}

test.describe('password recovery (behaviour §2 /app/user/retrieve, §7 recovery calls)', () => {
  test('"Forgot password?" → code from the outbox → new password → log in with it', async ({
    page,
    request,
  }) => {
    const email = freshEmail('recovery');
    await createEmailAccount(request, email);
    await page.goto('/en/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(/\/en\/app\/user\/retrieve$/);
    await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();

    // Every step before the last has a way back to log in (issue 37, point 3).
    const backToLogIn = page.getByRole('link', { name: 'Back to log in' });
    await expect(backToLogIn).toHaveAttribute('href', '/en/login');
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(codeBoxes(page)).toHaveCount(6);
    await expect(backToLogIn).toBeVisible();
    // A new code is refused for 60 s (32004): the button waits, the time left beside it.
    await expect(page.getByRole('button', { name: 'Send a new code' })).toBeDisabled();
    await expect(page.getByText(/^00:[0-5]\d$/)).toBeVisible();
    await typeCode(page, await latestCodeFor(request, email));
    // Each step that replaces the last one takes the focus (the sent form is gone).
    await expect(page.getByLabel('New password', { exact: true })).toBeFocused();
    await expect(backToLogIn).toBeVisible();
    await setNewPassword(page, NEW_PASSWORD);
    await expect(page.getByRole('heading', { name: 'Your password has been reset' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Log in', exact: true })).toBeFocused();

    await page.getByRole('link', { name: 'Log in', exact: true }).click();
    await expect(page).toHaveURL(/\/en\/login/);
    await logInByEmail(page, email, NEW_PASSWORD);
    await expect(page).toHaveURL(/\/en\/dashboard/);
  });

  test("the recovery e-mail's link sets a new password without the code, once, and leaves no token in the address (decision 105)", async ({
    page,
    request,
  }) => {
    const email = freshEmail('recovery-link');
    await createEmailAccount(request, email);
    await page.goto('/en/app/user/retrieve');
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(codeBoxes(page)).toHaveCount(6);
    await expect(page.getByText('The e-mail also has a link')).toBeVisible();
    const link = await recoveryLinkFor(request, email);
    expect(link).toMatch(/\/en\/app\/user\/retrieve#reset=[A-Za-z0-9_-]{43}$/);

    // Another tab, as a mail client opens it: straight to the new password.
    const mailTab = await page.context().newPage();
    await mailTab.goto(link);
    await expect(mailTab.getByRole('heading', { name: 'Set a new password' })).toBeVisible();
    await expect(mailTab).toHaveURL(/\/en\/app\/user\/retrieve$/);
    await setNewPassword(mailTab, NEW_PASSWORD);
    await expect(
      mailTab.getByRole('heading', { name: 'Your password has been reset' }),
    ).toBeVisible();
    await expectAccessible(mailTab, 'recovery-by-link-done');

    // Spent: the same link again goes on by code, from the account step.
    const again = await page.context().newPage();
    await again.goto(link);
    await setNewPassword(again, 'Yet-Another-Pass8');
    await expect(again.getByRole('heading', { name: 'Reset your password' })).toBeVisible();

    await page.goto('/en/login');
    await logInByEmail(page, email, NEW_PASSWORD);
    await expect(page).toHaveURL(/\/en\/dashboard/);
  });

  test('pre_action 1: after the operator requires a reset, log-in lands on the retrieve page', async ({
    page,
    request,
    baseURL,
  }) => {
    const email = freshEmail('must-reset');
    await createEmailAccount(request, email);
    expect(await runAdmin(baseURL!, 'require-password-reset', email)).toMatch(
      /^password reset required: /,
    );
    await page.goto('/en/login');
    await logInByEmail(page, email, STRONG_PASSWORD);
    await expect(page).toHaveURL(/\/en\/app\/user\/retrieve\?from=trustFirst$/);
    await expect(
      page.getByText('For your security, please set a new password before you log in.'),
    ).toBeVisible();
    await expectAccessible(page, 'retrieve trustFirst');
  });

  test('self-unblock before 24 h: the page says when the ban can be lifted', async ({
    page,
    request,
    baseURL,
  }) => {
    const email = freshEmail('self-help');
    await createEmailAccount(request, email);
    await runAdmin(baseURL!, 'ban', email, '--self-help');
    await page.goto('/en/self-unblock?fromScene=login');
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill(STRONG_PASSWORD);
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await expect(page.getByText(/^You can unblock this account yourself after /)).toBeVisible();
    await expectAccessible(page, 'self-unblock not yet');
  });
});

// The new screens in light, dark, Arabic and Japanese: axe clean, and a screenshot each (none in
// Japanese).
const variants = AXE_VARIANTS;

async function capture(
  page: Page,
  testInfo: TestInfo,
  variant: (typeof variants)[number],
  name: string,
): Promise<void> {
  await expectAccessible(page, name);
  await saveVariantScreenshot(page, testInfo, variant, name);
}

for (const variant of variants) {
  test.describe(`recovery screens in ${variant.name}`, () => {
    test.use({ viewport: { width: 1280, height: 860 } });

    test('retrieve: account, code, new password, done', async ({ page, request }, testInfo) => {
      const email = freshEmail(`recovery-screens-${variant.name}`);
      await createEmailAccount(request, email);
      await page.goto(`/${variant.lang}/app/user/retrieve${variant.query}`);
      await expect(page.getByRole('tab').first()).toBeVisible();
      await capture(page, testInfo, variant, `retrieve-account-${variant.name}`);

      await page.getByRole('textbox').first().fill(email);
      await page.locator('button[type="submit"]').click();
      await expect(page.getByRole('group').getByRole('textbox')).toHaveCount(6);
      await capture(page, testInfo, variant, `retrieve-code-${variant.name}`);

      await page.getByRole('group').getByRole('textbox').first().click();
      await page.keyboard.type(await latestCodeFor(request, email));
      const passwords = page.locator('input[type="password"]');
      await expect(passwords).toHaveCount(2);
      await passwords.nth(0).fill('short');
      await passwords.nth(1).fill('other');
      await page.locator('button[type="submit"]').click();
      await capture(page, testInfo, variant, `retrieve-password-${variant.name}`);

      await passwords.nth(0).fill(NEW_PASSWORD);
      await passwords.nth(1).fill(NEW_PASSWORD);
      await page.locator('button[type="submit"]').click();
      await expect(passwords).toHaveCount(0);
      await capture(page, testInfo, variant, `retrieve-done-${variant.name}`);
    });

    test('auto-ban, security item and self-unblock pages', async ({ page }, testInfo) => {
      for (const [path, name] of [
        ['/app/user/auto-ban-account', 'auto-ban'],
        ['/app/user/security-item-find', 'security-item'],
        ['/self-unblock', 'self-unblock'],
      ] as const) {
        await page.goto(`/${variant.lang}${path}${variant.query}`);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await capture(page, testInfo, variant, `${name}-${variant.name}`);
      }
    });
  });
}
