import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  SCREEN_VARIANTS,
  STRONG_PASSWORD,
  createEmailAccount,
  expectAccessible,
  freshEmail,
  saveScreenshot,
} from '../support/fixtures.js';
import { codeBoxes } from '../support/journeys.js';

// Every screen, in light, dark, Arabic (right to left) and Japanese (issue 15: axe in en, ar-SA
// and ja-JP): axe finds no serious or critical violation, and a screenshot is saved as a test
// artifact (artifacts/screenshots/<engine>/).
const variants = [
  ...SCREEN_VARIANTS,
  { name: 'japanese', lang: 'ja-JP', query: '?theme=light', dir: 'ltr' },
] as const;

async function expectDirection(page: Page, dir: 'ltr' | 'rtl'): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('dir', dir);
}

/** The first of `items` is on the reading side of the last: left in `ltr`, right in `rtl`. */
async function expectOrder(items: Locator, dir: 'ltr' | 'rtl'): Promise<void> {
  const first = await items.first().boundingBox();
  const last = await items.last().boundingBox();
  if (!first || !last) throw new Error('not laid out');
  if (dir === 'ltr') expect(first.x).toBeLessThan(last.x);
  else expect(first.x).toBeGreaterThan(last.x);
}

for (const variant of variants) {
  test.describe(`screens in ${variant.name}`, () => {
    test.use({ viewport: { width: 1280, height: 860 } });

    test('register (Email and Mobile tabs), code step', async ({ page }, testInfo) => {
      await page.goto(`/${variant.lang}/register${variant.query}`);
      await expectDirection(page, variant.dir);
      await expect(page.getByRole('tab').first()).toBeVisible();
      await expectAccessible(page, `register ${variant.name}`);
      await saveScreenshot(page, testInfo, `register-email-${variant.name}`);
      // Right to left mirrors the layout: the first tab is on the right (behaviour §9).
      await expectOrder(page.getByRole('tab'), variant.dir);

      await page.getByRole('tab').nth(1).click();
      // A phone number reads left to right in every language.
      await expect(page.locator('input[type="tel"]')).toHaveCSS('direction', 'ltr');
      await page
        .getByRole('button', { name: /^Country code|رمز|国コード/ })
        .first()
        .click();
      await expect(page.getByRole('listbox')).toBeVisible();
      await expectAccessible(page, `country selector ${variant.name}`);
      await saveScreenshot(page, testInfo, `register-country-select-${variant.name}`);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('listbox')).toHaveCount(0);
      await saveScreenshot(page, testInfo, `register-mobile-${variant.name}`);

      await page.getByRole('tab').first().click();
      await page
        .getByRole('textbox')
        .first()
        .fill(freshEmail(`screens-${variant.name}`));
      await page.locator('input[type="password"]').fill(STRONG_PASSWORD);
      await page.getByRole('checkbox').first().check();
      await page.locator('button[type="submit"]').click();
      // Dialog 1, the ban-country declaration (behaviour §4): its first button confirms.
      await page.getByRole('alertdialog').getByRole('button').first().click();
      await expect(codeBoxes(page).or(page.getByRole('group').getByRole('textbox'))).toHaveCount(6);
      // So does a code: its first box is on the left, in Arabic too.
      await expectOrder(page.getByRole('group').getByRole('textbox'), 'ltr');
      await expectAccessible(page, `code step ${variant.name}`);
      await saveScreenshot(page, testInfo, `code-step-${variant.name}`);
    });

    test('login and dashboard', async ({ page, request }, testInfo) => {
      const email = freshEmail(`screens-login-${variant.name}`);
      await createEmailAccount(request, email);
      await page.goto(`/${variant.lang}/login${variant.query}`);
      await expectDirection(page, variant.dir);
      await expect(page.getByRole('tab').first()).toBeVisible();
      await page.locator('input[type="password"]').focus();
      await expectAccessible(page, `login ${variant.name}`);
      await saveScreenshot(page, testInfo, `login-${variant.name}`);

      await page.getByRole('textbox').first().fill(email);
      await page.locator('input[type="password"]').fill(STRONG_PASSWORD);
      await page.locator('button[type="submit"]').click();
      await expect(page).toHaveURL(new RegExp(`/${variant.lang}/dashboard`));
      await expect(page.getByText(/\d{9}/).first()).toBeVisible();
      await expectAccessible(page, `dashboard ${variant.name}`);
      await saveScreenshot(page, testInfo, `dashboard-${variant.name}`);
    });

    test('host page and the modal variant', async ({ page }, testInfo) => {
      // The host page takes its language from the path, like every page: /ar-SA/ is Arabic.
      await page.goto(`/${variant.lang === 'en' ? '' : `${variant.lang}/`}${variant.query}`);
      await expectDirection(page, variant.dir);
      await expect(page.getByRole('heading').first()).toBeVisible();
      await expectAccessible(page, `host page ${variant.name}`);
      await saveScreenshot(page, testInfo, `host-page-${variant.name}`);

      await page
        .getByRole('button', { name: /open modal|افتح النافذة|モーダルを開く/i })
        .first()
        .click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      await expectAccessible(page, `modal ${variant.name}`);
      await saveScreenshot(page, testInfo, `modal-${variant.name}`);
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
    });
  });
}
