import { request as api, expect, test, type APIRequestContext } from '@playwright/test';
import {
  SCREEN_VARIANTS,
  STRONG_PASSWORD,
  expectAccessible,
  expectWithin320,
  freshEmail,
  latestCodeFor,
  saveScreenshot,
} from '../support/fixtures.js';
import { confirmDeclaration, fillEmailSignUp, typeCode } from '../support/journeys.js';
import { startOwnServer, type OwnServer } from '../support/own-server.js';

// Issue 36, point 2, "No dead ends": behaviour §2's post-login destination "/{lang}/download
// (mobile, when allowed)" answers with the app's download page, read from the web config's
// download part (decision 132), and a sign-up finished on a phone reaches it when that says so.

const DOWNLOAD = {
  BYBIT: {
    app_store: 'https://apps.apple.example/app/foyer',
    google_play: 'https://play.google.example/store/apps/details?id=foyer',
    apk: 'https://downloads.exchange.example/foyer.apk',
    after_sign_up_on_phone: true,
  },
};

test('no download part in the web config: the page says no app is configured, and leads on', async ({
  page,
}) => {
  await page.goto('/en/download');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Get the app');
  await expect(page.getByText('No app is configured for this site yet.')).toBeVisible();
  await expect(page.getByRole('link', { name: /App Store|Google Play|APK/ })).toHaveCount(0);
  await expect(page.getByRole('img', { name: /QR code/ })).toHaveCount(0);
  await page.getByRole('link', { name: 'Continue in the browser: go to the dashboard' }).click();
  // No session: the dashboard sends the visitor to log in, and back there after.
  await expect(page).toHaveURL(/\/en\/login\?redirect_url=%2Fen%2Fdashboard$/);
});

test.describe('a site with an app (APP_DOWNLOAD)', () => {
  test.describe.configure({ mode: 'serial', timeout: 300_000 });
  const held: { foyer?: OwnServer; http?: APIRequestContext } = {};
  test.beforeAll(async () => {
    held.foyer = await startOwnServer({ APP_DOWNLOAD: JSON.stringify(DOWNLOAD) });
    held.http = await api.newContext({ baseURL: held.foyer.origin });
  });
  test.afterAll(async () => {
    await held.http?.dispose();
    await held.foyer?.stop();
  });

  test('the page shows every link the operator set and a QR code of the page’s own address', async ({
    page,
  }) => {
    const origin = held.foyer!.origin;
    await page.goto(`${origin}/en/download`);
    await expect(page.getByRole('link', { name: 'Download on the App Store' })).toHaveAttribute(
      'href',
      DOWNLOAD.BYBIT.app_store,
    );
    await expect(page.getByRole('link', { name: 'Get it on Google Play' })).toHaveAttribute(
      'href',
      DOWNLOAD.BYBIT.google_play,
    );
    await expect(
      page.getByRole('link', { name: 'Download the Android app (APK)' }),
    ).toHaveAttribute('href', DOWNLOAD.BYBIT.apk);
    const qr = page.getByRole('img', { name: 'QR code of the app’s download address' });
    await expect(qr).toHaveAttribute('data-qr-link', `${origin}/en/download`);
    await expect(page.getByText('No app is configured')).toHaveCount(0);
  });

  test('"/{lang}/download (mobile, when allowed)": a sign-up finished on a phone goes there, not to the dashboard', async ({
    page,
  }) => {
    const email = freshEmail('download-phone');
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto(`${held.foyer!.origin}/en/register`);
    await fillEmailSignUp(page, email, STRONG_PASSWORD);
    await page.getByRole('button', { name: 'Sign up', exact: true }).click();
    await confirmDeclaration(page);
    await typeCode(page, await latestCodeFor(held.http!, email));
    await expect(page).toHaveURL(/\/en\/download$/);
    await expect(page.getByRole('link', { name: 'Get it on Google Play' })).toBeVisible();
    // A phone cannot scan its own screen: the code is for a computer.
    await expect(page.getByRole('img', { name: /QR code/ })).toBeHidden();
  });

  test('a sign-up finished at a computer still lands on the new-user dashboard', async ({
    page,
  }) => {
    const email = freshEmail('download-pc');
    await page.goto(`${held.foyer!.origin}/en/register`);
    await fillEmailSignUp(page, email, STRONG_PASSWORD);
    await page.getByRole('button', { name: 'Sign up', exact: true }).click();
    await confirmDeclaration(page);
    await typeCode(page, await latestCodeFor(held.http!, email));
    await expect(page).toHaveURL(/\/en\/dashboard\?newUser=true$/);
  });

  for (const variant of SCREEN_VARIANTS) {
    test(`the download page in ${variant.name}: accessible, mirrored, no sideways scroll at 320 px, photographed`, async ({
      page,
    }, testInfo) => {
      await page.goto(`${held.foyer!.origin}/${variant.lang}/download${variant.query}`);
      await expect(page.locator('.app-page')).toHaveAttribute('dir', variant.dir);
      await expect(page.locator('.download-links a')).toHaveCount(3);
      await expect(page.locator('svg[data-qr-link]')).toBeVisible();
      await expectAccessible(page, `download page, ${variant.name}`);
      await expectWithin320(page, '.app-main');
      for (const width of [375, 1280]) {
        await page.setViewportSize({ width, height: 860 });
        await saveScreenshot(page, testInfo, `download-page-${variant.name}-${width}`);
      }
    });
  }
});

test('the download page without an app, photographed in light at 375 and 1280 px', async ({
  page,
}, testInfo) => {
  await page.goto('/en/download?theme=light');
  await expect(page.getByText('No app is configured for this site yet.')).toBeVisible();
  await expectAccessible(page, 'download page, no app');
  await expectWithin320(page, '.app-main');
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 860 });
    await saveScreenshot(page, testInfo, `download-page-none-${width}`);
  }
});
