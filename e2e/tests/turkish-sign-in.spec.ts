import { expect, test, type Page } from '@playwright/test';
import {
  AXE_VARIANTS,
  STRONG_PASSWORD,
  createEmailAccount,
  expectAccessible,
  freshEmail,
  expectWithin320,
  saveScreenshot,
} from '../support/fixtures.js';
import {
  confirmThirdPartyRegister,
  continueWithProvider,
  logInByEmail,
  logOut,
  confirmLink,
  skipStepTwo,
} from '../support/journeys.js';
import {
  E2E_CLIENT_SECRET,
  listenOidcProvider,
  type E2eOidcProvider,
} from '../support/oidc-provider.js';
import { linkButtonName } from '../support/messages.js';
import { startOwnServer, type OwnServer } from '../support/own-server.js';

// behaviour §6 (the Turkish site's block is the Turkish provider's one button) and §4
// "Third-party flow", decisions 061 and 064: a visitor on the TUR site (a `tr.` first label,
// decision 004) signs up and logs in through the server's popup, run on PUBLIC_ORIGIN and
// answering to the TUR site because SITE_ORIGINS names it. The provider is a real OpenID
// provider on loopback with its own log-in and consent pages.

const PROVIDER_NAME = 'e-Devlet Test';

let provider: E2eOidcProvider;
let server: OwnServer;
/** The TUR site of this server: `tr.localhost` resolves to loopback in Chromium. */
let turOrigin: string;

test.beforeAll(async () => {
  provider = await listenOidcProvider('foyer-e2e-tr');
  server = await startOwnServer((port) => ({
    TR_ISSUER: provider.issuer,
    TR_CLIENT_ID: provider.clientId,
    TR_CLIENT_SECRET: E2E_CLIENT_SECRET,
    TR_PROVIDER_NAME: PROVIDER_NAME,
    SITE_ORIGINS: `http://tr.localhost:${port}`,
  }));
  turOrigin = `http://tr.localhost:${new URL(server.origin).port}`;
  provider.serve(server.origin, 'tr');
});
test.afterAll(async () => {
  await server?.stop();
  await provider?.close();
});

/** Presses "Continue with {name}" and signs in at the provider as `email`. */
const continueWithTurkish = (page: Page, email: string) =>
  continueWithProvider(
    page,
    page.getByRole('button', { name: `Continue with ${PROVIDER_NAME}` }),
    email,
  );

test('on the Turkish site the block is only "Continue with" the Turkish provider; a visitor signs up through its popup, ends at step two and goes on to the dashboard, and later logs in the same way', async ({
  page,
}, testInfo) => {
  test.slow();
  const email = freshEmail('tr');

  await page.goto(`${turOrigin}/en/register`);
  const button = page.getByRole('button', { name: `Continue with ${PROVIDER_NAME}` });
  await expect(button).toBeVisible();
  // The only third-party button: no Google, Apple or Telegram beside it.
  await expect(page.getByRole('button', { name: /^Continue with / })).toHaveCount(1);
  // The popup starts at the Turkish page (decision 084), which hands over to the round trip.
  const turkishPage = page
    .context()
    .waitForEvent(
      'request',
      (request) => request.url() === `${turOrigin}/en/tr-authorized?type=LOGIN_TR`,
    );
  await continueWithTurkish(page, email);
  await turkishPage;
  await confirmThirdPartyRegister(page);
  // No host callback: the sign-up ends at step two on the Turkish site (decision 135).
  await expect(page).toHaveURL(
    new RegExp(`^${turOrigin}/user/accounts/auth/step2\\?type=experienced$`),
  );
  await skipStepTwo(page);
  await expect(page).toHaveURL(new RegExp(`^${turOrigin}/en/dashboard$`));
  await saveScreenshot(page, testInfo, 'tr-sign-up-dashboard');

  await logOut(page);
  await page.goto(`${turOrigin}/en/login`);
  await continueWithTurkish(page, email);
  await expect(page).toHaveURL(new RegExp(`^${turOrigin}/en/dashboard$`));
  // The browser's own call: Node's resolver does not know tr.localhost, Chromium does.
  const profile = await page.evaluate(async () => {
    const response = await fetch('/x-api/v2/private/user/profile');
    return (await response.json()) as unknown;
  });
  expect(profile).toMatchObject({ ret_code: 0, result: { email } });
});

for (const variant of AXE_VARIANTS) {
  test(`dialog 6 on the Turkish site in ${variant.name}: the site's three terms boxes, Confirm waiting for all three`, async ({
    page,
  }, testInfo) => {
    test.slow();
    const email = freshEmail(`tr-dialog6-${variant.name}`);
    await page.goto(`${turOrigin}/${variant.lang}/register${variant.query}`);
    const button = page.getByRole('button', { name: new RegExp(PROVIDER_NAME) });
    await continueWithProvider(page, button, email);
    // behaviour §5 "Terms": "The Turkish site has three checkboxes, all required" (decision 090).
    const dialog = page.getByRole('alertdialog', { name: new RegExp(PROVIDER_NAME) });
    const boxes = dialog.getByRole('group').getByRole('checkbox');
    await expect(boxes).toHaveCount(3);
    const confirm = dialog.getByRole('button').first();
    await expect(page.locator('html')).toHaveAttribute('dir', variant.dir);
    await expectAccessible(page, `Turkish dialog 6 ${variant.name}`);
    await saveScreenshot(page, testInfo, `tr-register-dialog-${variant.name}`);
    for (const box of await boxes.all()) {
      await expect(confirm).toBeDisabled();
      await box.check();
    }
    await expect(confirm).toBeEnabled();
  });
}

for (const variant of AXE_VARIANTS) {
  test(`the Turkish site's log-in block in ${variant.name}: one named button, accessible`, async ({
    page,
  }, testInfo) => {
    await page.goto(`${turOrigin}/${variant.lang}/login${variant.query}`);
    const button = page.getByRole('button', { name: new RegExp(PROVIDER_NAME) });
    await expect(button).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', variant.dir);
    await expectAccessible(page, `Turkish third-party block ${variant.name}`);
    await saveScreenshot(page, testInfo, `tr-block-${variant.name}`);
  });
}

for (const variant of AXE_VARIANTS) {
  test(`a signed-in person links ${PROVIDER_NAME} from the security page (${variant.name}): its popup, then "linked" for a moment`, async ({
    page,
    playwright,
  }, testInfo) => {
    test.slow();
    const email = freshEmail(`tr-bind-${variant.name}`);
    const api = await playwright.request.newContext({ baseURL: server.origin });
    await createEmailAccount(api, email);
    await api.dispose();
    await page.goto(`${server.origin}/en/login`);
    await logInByEmail(page, email, STRONG_PASSWORD);
    await expect(page).toHaveURL(/\/en\/dashboard$/);

    await page.goto(`${server.origin}/${variant.lang}/app/user/security${variant.query}`);
    await expect(page.locator('html')).toHaveAttribute('dir', variant.dir);
    const methods = page.getByRole('region').filter({ has: page.locator('#sign-in-methods-title') }); // prettier-ignore
    // "Link {name}" in the page's language (its "Unlink {name}" comes once it is linked).
    const link = methods.getByRole('button', { name: linkButtonName(variant.lang, PROVIDER_NAME) });
    await expect(link).toBeVisible();
    await expectAccessible(page, `security page, link ${variant.name}`);
    await saveScreenshot(page, testInfo, `tr-link-button-${variant.name}`);

    const bindPage = page
      .context()
      .waitForEvent('request', (request) =>
        request.url().startsWith(`${server.origin}/${variant.lang}/tr-authorized?type=BIND_TR`),
      );
    // Confirm it's you first (decision 106): the dialog, photographed, then its submit opens
    // the provider's window.
    await link.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.locator('input[autocomplete="current-password"]')).toBeFocused();
    await dialog.locator('button[type="submit"]').click();
    await expect(dialog.locator('[aria-invalid="true"]')).toBeVisible();
    await expectAccessible(page, `security page, link dialog ${variant.name}`);
    await saveScreenshot(page, testInfo, `tr-link-dialog-${variant.name}`);
    await page.setViewportSize({ width: 375, height: 812 });
    await saveScreenshot(page, testInfo, `tr-link-dialog-375-${variant.name}`);
    await expectWithin320(page, '.reauth-dialog');
    await page.keyboard.press('Escape');
    await continueWithProvider(page, await confirmLink(page, link), `tr-person-${email}`);
    await bindPage;

    const toast = methods.getByRole('status').filter({ hasText: PROVIDER_NAME });
    await expect(toast).toBeVisible();
    if (variant.lang === 'en') {
      await expect(toast).toHaveText(`${PROVIDER_NAME} is now linked to your account.`);
    }
    await expect(link).toBeHidden();
    await expect(methods.locator('time')).toBeVisible();
    await expectAccessible(page, `security page, linked ${variant.name}`);
    await saveScreenshot(page, testInfo, `tr-linked-${variant.name}`);
    // A toast: gone after its 4 seconds.
    await expect(toast).toBeHidden({ timeout: 10_000 });
  });
}

for (const variant of AXE_VARIANTS) {
  test(`the Turkish popup page with TR_KYC (${variant.name}): identity verification is not done here, nothing starts`, async ({
    page,
  }, testInfo) => {
    const started: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/thirdparty/authorize/')) started.push(request.url());
    });
    await page.goto(
      `${turOrigin}/${variant.lang}/tr-authorized?type=TR_KYC${variant.query.replace('?', '&')}`,
    );
    await expect(page.locator('html')).toHaveAttribute('dir', variant.dir);
    const status = page.getByRole('status');
    await expect(status).toBeVisible();
    if (variant.lang === 'en') {
      await expect(status).toContainText('Identity verification is not done on this site');
    }
    // One button in the page itself (the frame's bar has its theme switch; decision 140).
    await expect(page.getByRole('main').getByRole('button')).toHaveCount(1);
    await expectAccessible(page, `Turkish popup page, TR_KYC ${variant.name}`);
    await saveScreenshot(page, testInfo, `tr-kyc-${variant.name}`);
    expect(started).toEqual([]);
  });
}

test('the Turkish popup page opened without an opener starts no round trip', async ({ page }) => {
  const started: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/thirdparty/authorize/')) started.push(request.url());
  });
  await page.goto(`${turOrigin}/en/tr-authorized?type=LOGIN_TR`);
  await expect(page.getByRole('status')).toContainText('only works when opened from');
  expect(started).toEqual([]);
});
