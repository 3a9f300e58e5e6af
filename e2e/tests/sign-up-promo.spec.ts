import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { AXE_VARIANTS, expectAccessible, saveScreenshot } from '../support/fixtures.js';
import { pointerArrives } from '../support/journeys.js';
import { startOwnServer, type OwnServer } from '../support/own-server.js';

// behaviour §2 "Register view": a promo panel (title, subtitle, image) is driven by remote config;
// behaviour §3: the key web_signuppage_config (docs/decisions/014: the PROMO_CONFIG file). The
// configured image and its link are checked by promo-panel.test.tsx; the e2e origin serves no
// image, and the CSP allows images from this origin only.
test.describe.configure({ mode: 'serial' });

const PROMO = {
  web_signuppage_config: {
    en: { title: 'Welcome bonus for new accounts', subtitle: 'Sign up this month to take part.' },
    ar: { title: 'مكافأة ترحيب للحسابات الجديدة', subtitle: 'سجّل هذا الشهر للمشاركة.' },
  },
};

let foyer: OwnServer;
let dir: string;

test.beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'foyer-promo-'));
  const file = join(dir, 'promo.json');
  writeFileSync(file, JSON.stringify(PROMO));
  foyer = await startOwnServer({ PROMO_CONFIG: file });
});
test.afterAll(async () => {
  await foyer?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

for (const look of AXE_VARIANTS) {
  test(`the sign-up page shows web_signuppage_config (${look.name})`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width: 1280, height: 860 });
    await page.goto(`${foyer.origin}/${look.lang}/register${look.query}`);
    await pointerArrives(page);
    // ar-SA reads its base language's entry; Japanese has none, so the English one.
    const entry =
      look.lang === 'ar-SA' ? PROMO.web_signuppage_config.ar : PROMO.web_signuppage_config.en;
    await expect(page.getByRole('heading', { name: entry.title })).toBeVisible();
    await expect(page.getByText(entry.subtitle)).toBeVisible();
    await expectAccessible(page, `sign-up promo ${look.name}`);
    await saveScreenshot(page, testInfo, `sign-up-promo-${look.name}`);
  });
}

test('the log-in page keeps its own panel: web_signuppage_config is for sign-up only', async ({
  page,
}) => {
  const answered = page.waitForResponse((response) =>
    response.url().endsWith('/x-api/v3/config/banner'),
  );
  await page.goto(`${foyer.origin}/en/login`);
  // The panel's call goes with the app, on the visitor's first intent (decision 136).
  await pointerArrives(page);
  await answered;
  await expect(page.getByRole('button', { name: 'Log in', exact: true })).toBeVisible();
  await expect(
    page.getByRole('heading', { name: 'Your front door to digital assets' }),
  ).toBeVisible();
  await expect(
    page.getByRole('heading', { name: PROMO.web_signuppage_config.en.title }),
  ).toHaveCount(0);
});
