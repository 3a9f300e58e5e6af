import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { runAdmin } from '../support/admin-cli.js';
import {
  SCREEN_VARIANTS,
  STRONG_PASSWORD,
  createEmailAccount,
  expectAccessible,
  expectWithin320,
  freshEmail,
  saveVariantScreenshot,
} from '../support/fixtures.js';

// behaviour §2 "IP-limited notice (modal or page)" and the widget option `ipLimitedDisplayType`
// (default modal), chosen on the host page, whose control passes it to the modal and the page
// preview alike. The address is banned for log-in by the operators' CLI, as in
// login-refusals.spec.ts.

/** Logs in by the first tab (Email) inside `scope`, whatever the language. */
async function logIn(scope: Locator, email: string) {
  await scope.getByRole('textbox').first().fill(email);
  await scope.locator('input[type="password"]').fill(STRONG_PASSWORD);
  await scope.locator('button[type="submit"]').click();
}

/** The host page's IP-limited display control, found by its options in every language. */
async function chooseDisplay(page: Page, display: 'modal' | 'page') {
  await page
    .locator('select')
    .filter({ has: page.locator('option[value="page"]') })
    .selectOption(display);
}

async function withBannedAddress(
  browser: Browser,
  baseURL: string,
  ip: string,
  run: (page: Page) => Promise<void>,
) {
  await runAdmin(baseURL, 'ban-ip', ip);
  const context = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': ip } });
  try {
    await run(await context.newPage());
  } finally {
    await context.close();
    await runAdmin(baseURL, 'unban-ip', ip);
  }
}

for (const variant of SCREEN_VARIANTS) {
  test(`ipLimitedDisplayType 'page': the IP-limited notice takes the form's place, with its IP and its one action, in the modal and the page (${variant.name})`, async ({
    browser,
    request,
    baseURL,
  }, testInfo) => {
    const ip = `198.51.100.${40 + SCREEN_VARIANTS.indexOf(variant)}`;
    const email = freshEmail(`iplimited-page-${variant.name}`);
    await createEmailAccount(request, email);
    await withBannedAddress(browser, baseURL!, ip, async (page) => {
      await page.goto(`/${variant.lang}/${variant.query}`);
      await chooseDisplay(page, 'page');

      // The modal: the notice is the modal's content, not a dialog over it.
      await page.locator('.host-actions button').first().click();
      const modal = page.getByRole('dialog');
      await logIn(modal, email);
      const notice = modal.getByTestId('ip-limited-page');
      await expect(notice).toBeVisible();
      await expect(notice).toContainText(ip);
      await expect(notice.getByRole('heading')).toBeVisible();
      await expect(page.getByRole('alertdialog')).toHaveCount(0);
      await expect(modal.locator('input[type="password"]')).toHaveCount(0);
      await expectAccessible(page, `IP-limited page in the modal ${variant.name}`);
      await saveVariantScreenshot(page, testInfo, variant, `ip-limited-page-modal-${variant.name}`);
      // Its one action brings the form back, what was typed kept.
      await notice.getByRole('button').click();
      await expect(modal.locator('input[type="password"]')).toBeVisible();
      await expect(modal.getByRole('textbox').first()).toHaveValue(email);
      await page.keyboard.press('Escape');
      await expect(modal).toHaveCount(0);

      // The page variant (the host page's preview, on log-in).
      await page.locator('.host-preview').scrollIntoViewIfNeeded();
      await page.locator('.host-section select').last().selectOption('login');
      const preview = page.locator('.host-preview');
      await logIn(preview, email);
      const pageNotice = preview.getByTestId('ip-limited-page');
      await expect(pageNotice).toContainText(ip);
      await expect(page.getByRole('alertdialog')).toHaveCount(0);
      await expectAccessible(page, `IP-limited page in the page variant ${variant.name}`);
      await page.setViewportSize({ width: 375, height: 800 });
      await pageNotice.scrollIntoViewIfNeeded();
      await saveVariantScreenshot(page, testInfo, variant, `ip-limited-page-375-${variant.name}`);
      await page.setViewportSize({ width: 320, height: 800 });
      await expectWithin320(page, '.host-preview');
    });
  });
}

test("ipLimitedDisplayType 'modal' (the default): the IP-limited notice is a dialog over the form", async ({
  browser,
  request,
  baseURL,
}) => {
  const ip = '198.51.100.45';
  const email = freshEmail('iplimited-modal');
  await createEmailAccount(request, email);
  await withBannedAddress(browser, baseURL!, ip, async (page) => {
    await page.goto('/en/?theme=light');
    await chooseDisplay(page, 'modal');
    await page.getByRole('button', { name: 'Open modal: log in' }).click();
    await logIn(page.getByRole('dialog'), email);
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText(ip);
    await expect(page.getByTestId('ip-limited-page')).toHaveCount(0);
    await dialog.getByRole('button').click();
    await expect(dialog).toHaveCount(0);
  });
});
