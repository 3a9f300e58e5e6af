import { expect, test } from '@playwright/test';
import { expectAccessible, saveScreenshot } from '../support/fixtures.js';
import { untilInteractive } from '../support/journeys.js';

// Decision 140 (issue 37, point 3): every sign-in page sits in the exchange's frame: its brand
// leading home, a dark-theme switch and the language picker, recovery included.

test('log-in: the brand leads home; the dark switch turns the page and the widget dark and stays on reload', async ({
  page,
}, testInfo) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/ar-SA/login');
  const banner = page.getByRole('banner');
  // Rendered ahead: the brand is there before the app.
  await expect(banner.getByRole('link', { name: 'Foyer' })).toHaveAttribute('href', '/ar-SA/');
  await untilInteractive(page);
  const dark = banner.getByRole('button', { name: 'المظهر الداكن' });
  await expect(dark).toHaveAttribute('aria-pressed', 'false');
  await expect(banner.getByLabel('اللغة')).toBeVisible();
  await dark.click();
  await expect(dark).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(page.locator('main.auth-page')).toHaveAttribute('data-theme', 'dark');
  await expectAccessible(page, 'the log-in page in its frame, dark, Arabic');
  await saveScreenshot(page, testInfo, 'frame-login-1280-dark-arabic');
  await page.reload();
  await untilInteractive(page);
  await expect(
    page.getByRole('banner').getByRole('button', { name: 'المظهر الداكن' }),
  ).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveTitle(/\| Foyer$/);
});

test('recovery has the frame too: a way home and the language picker, which keeps the page', async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/en/app/user/retrieve');
  await untilInteractive(page);
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('link', { name: 'Foyer' })).toHaveAttribute('href', '/en/');
  // Issue 37, point 2: on a phone the card is the page, with no grey band below it.
  const colours = await page.evaluate(() => {
    const card = document.querySelector('main.auth-page form')?.closest('[class*="card"]');
    return {
      page: getComputedStyle(document.documentElement).backgroundColor,
      card: card ? getComputedStyle(card).backgroundColor : 'no card',
    };
  });
  expect(colours.page).toBe(colours.card);
  await saveScreenshot(page, testInfo, 'frame-recovery-375-light');
  await banner.getByLabel('Language').selectOption('de-DE');
  await expect(page).toHaveURL(/\/de-DE\/app\/user\/retrieve$/);
  await expect(page.getByRole('banner').getByLabel('Sprache')).toBeVisible();
});

// Issue 37, point 2: "the card fills a phone's screen", whatever the length of its words: a
// sign-in card without the promo panel was once as wide as its content (the OAuth view's
// English card stopped 16 px short of each edge, its Arabic one did not).
for (const lang of ['en', 'ar-SA']) {
  test(`on a 375 px phone every sign-in card spans the screen's width (${lang})`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    const short: string[] = [];
    for (const path of [
      '/login',
      '/register',
      '/oauth-login',
      '/app/user/retrieve',
      '/app/user/sub-account-login',
      '/self-unblock?fromScene=login',
    ]) {
      await page.goto(`/${lang}${path}`);
      await untilInteractive(page);
      const form = page.locator('main.auth-page form').first();
      await expect(form).toBeVisible();
      const width = await form.evaluate(
        (element) => element.closest('[class*="card"]')?.getBoundingClientRect().width ?? 0,
      );
      if (width !== 375) short.push(`${path}: ${width}`);
    }
    expect(short).toEqual([]);
  });
}
