import { expect, test, type Page } from '@playwright/test';
import {
  SCREEN_VARIANTS,
  expectAccessible,
  expectWithin320,
  saveScreenshot,
} from '../support/fixtures.js';
import { WALKS, placeVisitor, siteOrigin } from '../support/site-walk.js';

// Decision 128, issue 36 "No dead ends": each region has its own legal pages (behaviour §2), and
// a default install serves them, so the terms checkbox and the EU news opt-in never lead to
// "Page not found". The pages are a template, and say so.

const TITLES = { terms: 'Terms of Service', privacy: 'Privacy Policy' } as const;

/** The legal links of the sign-up form as the visitor sees them: the terms box, the opt-in. */
async function legalHrefs(page: Page): Promise<string[]> {
  const links = page.locator('form label a[href]');
  await expect(links.first()).toBeVisible();
  const hrefs = await links.evaluateAll((anchors) =>
    anchors.map((anchor) => anchor.getAttribute('href') ?? ''),
  );
  return [...new Set(hrefs)];
}

for (const walk of WALKS) {
  test(`the ${walk.code} site: every legal link of its sign-up form opens its own page, not "Page not found"`, async ({
    page,
    baseURL,
  }) => {
    await placeVisitor(page, walk);
    const origin = siteOrigin(baseURL, walk);
    await page.goto(`${origin}/en/register`);
    const hrefs = await legalHrefs(page);
    // The terms and the privacy page; the same two on the EU site, whose opt-in links privacy.
    expect(hrefs).toHaveLength(2);
    for (const href of hrefs) {
      const document = href.endsWith('/terms') ? 'terms' : 'privacy';
      const response = await page.goto(`${origin}${href}`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(TITLES[document]);
      await expect(page.getByRole('note')).toContainText('Template');
      await expect(page.getByText(`Regional site: ${walk.code}`)).toBeVisible();
      await expect(page.getByText('Page not found')).toHaveCount(0);
    }
  });
}

test("the Turkish and Hong Kong sites' pages read in the site's own language", async ({
  page,
  baseURL,
}) => {
  const port = new URL(baseURL ?? '').port;
  await page.goto(`http://tr.localhost:${port}/tr-TUR/tr/terms`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hizmet Koşulları');
  await expect(page.locator('article')).toHaveAttribute('lang', 'tr-TR');
  await page.getByRole('link', { name: 'Gizlilik Politikası' }).click();
  await expect(page).toHaveURL(/\/tr-TUR\/tr\/privacy$/);
  await page.goto(`http://hk.localhost:${port}/zh-HK/hk/privacy`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('隱私權政策');
});

for (const variant of SCREEN_VARIANTS) {
  test(`the legal page in ${variant.name}: accessible, mirrored, no sideways scroll at 320 px, photographed`, async ({
    page,
    baseURL,
  }, testInfo) => {
    const port = new URL(baseURL ?? '').port;
    await page.goto(`http://eu.localhost:${port}/${variant.lang}/eu/privacy${variant.query}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(TITLES.privacy);
    await expect(page.locator('.app-page')).toHaveAttribute('dir', variant.dir);
    await expectAccessible(page, `legal page, ${variant.name}`);
    await expectWithin320(page, '.app-main');
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 860 });
      await saveScreenshot(page, testInfo, `legal-page-${variant.name}-${width}`);
    }
  });
}
