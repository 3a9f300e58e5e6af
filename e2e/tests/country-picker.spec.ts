import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, saveScreenshot } from '../support/fixtures.js';
import { untilInteractive } from '../support/journeys.js';

// Issue 37, point 4: the country picker an exchange ships. Preselected from the visitor's
// country as the server sees it, flags, a search whose best answers come first ("ger" finds
// Germany before Algeria), the spec's window of 40 px rows, and on a phone a dialog of its own.

/** An address the e2e GEO_TABLE places in the United Kingdom (support/geo-table.csv). */
const IN_THE_UK = '192.0.2.10';

async function mobileTab(page: Page, path: string) {
  await page.context().setExtraHTTPHeaders({ 'x-forwarded-for': IN_THE_UK });
  await page.goto(path);
  await untilInteractive(page);
  await page.getByRole('tab').nth(1).click();
}

test('the log-in\'s Mobile tab starts on the visitor\'s country, flag and code; "ger" finds Germany first', async ({
  page,
}, testInfo) => {
  await mobileTab(page, '/en/login');
  const picker = page.getByRole('button', { name: /^Country code/ });
  await expect(picker).toHaveAccessibleName('Country code +44');
  // The flag, or where the browser draws no flag emoji (this machine's Chromium), its ISO code.
  await expect(picker).toContainText(/(🇬🇧|GB)\s?\+44/);
  await picker.click();
  const search = page.getByRole('searchbox', { name: 'Search' });
  // The country list (the page's language picker has options of its own).
  const countries = page.getByRole('listbox');
  await expect(search).toBeFocused();
  // The selected country is in view as the list opens.
  await expect(countries.getByRole('option', { selected: true })).toContainText('United Kingdom');
  await expect(countries.getByRole('option', { selected: true })).toBeInViewport();
  // The spec's window: 17 rows in the page, of the whole list.
  expect(await countries.getByRole('option').count()).toBe(17);
  await search.fill('ger');
  await expect(countries.getByRole('option').first()).toHaveAccessibleName(/^Germany \+49$/);
  await expectAccessible(page, 'the country picker, searched');
  await saveScreenshot(page, testInfo, 'country-picker-search-1280-light');
  await page.keyboard.press('Enter');
  await expect(picker).toHaveAccessibleName('Country code +49');
  await expect(picker).toBeFocused();
});

for (const variant of [
  { name: 'light', path: '/en/register?theme=light' },
  { name: 'dark', path: '/en/register?theme=dark' },
  { name: 'arabic', path: '/ar-SA/register' },
]) {
  test(`on a phone the picker opens in a dialog of its own (${variant.name}); Escape closes it`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await mobileTab(page, variant.path);
    const picker = page.getByRole('button', { name: /\+44$/ });
    await picker.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('searchbox')).toBeFocused();
    await expect(dialog.getByRole('option', { selected: true })).toBeInViewport();
    const box = await dialog.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 375).toBe(true);
    await expectAccessible(page, `the country dialog on a phone (${variant.name})`);
    await saveScreenshot(page, testInfo, `country-picker-phone-375-${variant.name}`);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(picker).toBeFocused();
  });
}
