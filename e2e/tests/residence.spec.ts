import { expect, test, type Page } from '@playwright/test';
import {
  RESIDENCE_CONFIRMED_PREFIX,
  AXE_VARIANTS,
  expectAccessible,
  saveScreenshot,
} from '../support/fixtures.js';
import { pointerArrives } from '../support/journeys.js';

// behaviour §2 dialogs and §8 string codes: "euSiteNoEuResidenceConfirm,
// mainSiteEuResidenceConfirm, ResidenceConfirm, AeResidenceConfirm: residence dialogs; confirm
// stores time, cancel/close redirects to sister site"; §5 "Residence dialogs at most once per
// 24 h (regional) or 7 days (EU), tracked by stored timestamp" (decision 074). Sites by host
// (decision 004): eu.localhost is the EU site of localhost. The e2e GEO_TABLE gives loopback no
// country (outside the EEA) and places 203.0.113.0/24 in France; the server trusts
// X-Forwarded-For from loopback.

const IN_FRANCE = '203.0.113.40';
const DAY_MS = 86_400_000;
const START = Date.UTC(2026, 0, 10, 12);

function siteOrigin(baseURL: string | undefined, label: string): string {
  return `http://${label}localhost:${new URL(baseURL ?? '').port}`;
}

const euPrompt = (page: Page) =>
  page.getByRole('alertdialog', { name: 'Confirm that you live in the EEA' });

/** The page's IP info has been answered and nothing more is loading. */
async function settledAfter(page: Page, visit: () => Promise<unknown>): Promise<void> {
  const ipInfo = page.waitForResponse((r) => r.url().endsWith('/x-api/user/public/ip-info'));
  await visit();
  await ipInfo;
  await page.waitForLoadState('networkidle');
}

test('euSiteNoEuResidenceConfirm: the EU site asks a visitor from outside the EEA; Confirm keeps it away for 7 days', async ({
  page,
  baseURL,
}) => {
  const eu = siteOrigin(baseURL, 'eu.');
  await page.clock.install({ time: START });
  await page.goto(`${eu}/en/login`);
  await expect(euPrompt(page)).toBeVisible();
  await euPrompt(page).getByRole('button', { name: 'Confirm' }).click();
  await expect(euPrompt(page)).toHaveCount(0);
  // The focus goes to the form, not back to the top of the page.
  await expect(page.getByRole('button', { name: 'Log in', exact: true })).toBeFocused();
  const stored = await page.evaluate(
    (key) => localStorage.getItem(key),
    `${RESIDENCE_CONFIRMED_PREFIX}euSiteNoEuResidenceConfirm`,
  );
  const confirmedAt = Number(stored);
  expect(confirmedAt).toBeGreaterThanOrEqual(START);

  // Six days on, sign-up: not asked again.
  await page.clock.setSystemTime(confirmedAt + 6 * DAY_MS);
  await settledAfter(page, () => page.goto(`${eu}/en/register`));
  await expect(page.getByRole('button', { name: 'Sign up' })).toBeVisible();
  await expect(euPrompt(page)).toHaveCount(0);

  // Seven days on: asked again.
  await page.clock.setSystemTime(confirmedAt + 7 * DAY_MS);
  await page.goto(`${eu}/en/register`);
  await expect(euPrompt(page)).toBeVisible();
});

/** The EU prompt's name in each language the screens are checked in. */
const EU_PROMPT_NAMES = {
  en: 'Confirm that you live in the EEA',
  'ar-SA': 'أكّد أنك تقيم في المنطقة الاقتصادية الأوروبية',
  'ja-JP': 'EEA在住であることの確認',
} as const;

test('the EU residence dialog in light, dark, Arabic and Japanese: named, accessible, mirrored', async ({
  page,
  baseURL,
}, testInfo) => {
  const eu = siteOrigin(baseURL, 'eu.');
  for (const variant of AXE_VARIANTS) {
    await page.goto(`${eu}/${variant.lang}/login${variant.query}`);
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button')).toHaveCount(2);
    await expect(page.getByRole('alertdialog', { name: EU_PROMPT_NAMES[variant.lang] })).toBeVisible(); // prettier-ignore
    await expect(page.locator('[dir]').first()).toHaveAttribute('dir', variant.dir);
    await expectAccessible(page, `EU residence dialog, ${variant.name}`);
    await saveScreenshot(page, testInfo, `residence-eu-${variant.name}`);
  }
});

test('Cancel on the EU site goes to the main site; Escape counts as Cancel', async ({
  page,
  baseURL,
}) => {
  const eu = siteOrigin(baseURL, 'eu.');
  const main = siteOrigin(baseURL, '');
  await page.goto(`${eu}/en/register`);
  await euPrompt(page).getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(`${main}/en/register`);
  // The main site asks nothing of a visitor from outside the EEA.
  await expect(page.getByRole('button', { name: 'Sign up' })).toBeVisible();

  await page.goto(`${eu}/en/login`);
  await expect(euPrompt(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(`${main}/en/login`);
});

test('mainSiteEuResidenceConfirm: the main site asks a visitor from the EEA; Cancel goes to the EU site', async ({
  page,
  baseURL,
}, testInfo) => {
  const eu = siteOrigin(baseURL, 'eu.');
  const main = siteOrigin(baseURL, '');
  await page.context().setExtraHTTPHeaders({ 'x-forwarded-for': IN_FRANCE });
  await page.goto(`${main}/en/login?theme=dark`);
  // The main site's page is rendered ahead: its app, and the prompt, come on the first intent.
  await pointerArrives(page);
  const prompt = page.getByRole('alertdialog', { name: 'Confirm that you do not live in the EEA' });
  await expect(prompt).toBeVisible();
  await expectAccessible(page, 'main-site EU residence dialog');
  await saveScreenshot(page, testInfo, 'residence-main-site-dark');
  await prompt.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(`${eu}/en/login`);
  // The EU site asks nothing of a visitor from the EEA.
  await settledAfter(page, () => page.reload());
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
});

for (const regional of [
  { site: 'GEO', label: 'ge.', code: 'ResidenceConfirm', name: 'Confirm that you live in Georgia' },
  {
    site: 'ARE',
    label: 'ae.',
    code: 'AeResidenceConfirm',
    name: 'Confirm that you live in the UAE',
  },
]) {
  test(`${regional.code}: the ${regional.site} site asks a visitor from elsewhere; Confirm keeps it away for 24 h; Cancel goes to the main site`, async ({
    page,
    baseURL,
  }) => {
    const origin = siteOrigin(baseURL, regional.label);
    const main = siteOrigin(baseURL, '');
    const prompt = page.getByRole('alertdialog', { name: regional.name });
    await page.clock.install({ time: START });
    await page.goto(`${origin}/en/register`);
    await prompt.getByRole('button', { name: 'Confirm' }).click();
    await expect(prompt).toHaveCount(0);
    const confirmedAt = Number(
      await page.evaluate(
        (key) => localStorage.getItem(key),
        RESIDENCE_CONFIRMED_PREFIX + regional.code,
      ),
    );

    // 23 hours on: not asked.
    await page.clock.setSystemTime(confirmedAt + 23 * 3_600_000);
    await settledAfter(page, () => page.goto(`${origin}/en/login`));
    await expect(page.getByRole('button', { name: 'Log in', exact: true })).toBeVisible();
    await expect(prompt).toHaveCount(0);

    // 24 hours on: asked again; Cancel leaves for the main site.
    await page.clock.setSystemTime(confirmedAt + DAY_MS);
    await page.goto(`${origin}/en/login`);
    await prompt.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(`${main}/en/login`);
  });
}
