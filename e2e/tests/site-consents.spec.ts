import { expect, request as api, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  AXE_VARIANTS,
  STRONG_PASSWORD,
  expectAccessible,
  freshEmail,
  latestCodeFor,
  saveScreenshot,
  withResidenceConfirmed,
} from '../support/fixtures.js';
import { confirmDeclaration, pointerArrives, typeCode } from '../support/journeys.js';
import { startOwnServer, type OwnServer } from '../support/own-server.js';

// behaviour §5 "Terms": "The Turkish site has three checkboxes, all required"; "The EU site has
// an optional news opt-in" (sent as euSubscription, §3); §6 "What hides what": the site's
// compliance config hides the QR tab, the referral field and the third-party block (decisions
// 083, 090). Each site by its host (decision
// 004): `tr.localhost` and `eu.localhost` resolve to loopback in Chromium. The e2e GEO_TABLE
// gives loopback no country: the EU site would ask about residence, so its prompt is confirmed.

function siteOrigin(baseURL: string | undefined, label: string): string {
  return `http://${label}localhost:${new URL(baseURL ?? '').port}`;
}

/** The Turkish boxes' group, by the line that names it, in each language checked. */
const TURKISH_GROUP = {
  en: 'Tick all three boxes to sign up',
  'ar-SA': 'ضع علامة في المربعات الثلاثة لإنشاء الحساب',
  'ja-JP': '登録するには 3 つすべてにチェックを入れてください',
} as const;
const NEWS_OPT_IN = {
  en: 'Send me news and offers by email (optional; see the Privacy Policy)',
  'ar-SA': 'أرسلوا إليّ الأخبار والعروض عبر البريد الإلكتروني (اختياري؛ راجع سياسة الخصوصية)',
  'ja-JP': 'ニュースやお得な情報をメールで受け取る（任意。プライバシーポリシーをご確認ください）',
} as const;

async function fillEmailAndPassword(page: Page, email: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(STRONG_PASSWORD);
}

const signUpButton = (page: Page) => page.getByRole('button', { name: 'Sign up', exact: true });

test('the Turkish site: three terms boxes, Sign up disabled until all three are ticked; then the account is made', async ({
  page,
  request,
  baseURL,
}) => {
  const tr = siteOrigin(baseURL, 'tr.');
  const email = freshEmail('tr-terms');
  await page.goto(`${tr}/en/register`);
  const group = page.getByRole('group', { name: TURKISH_GROUP.en });
  const boxes = group.getByRole('checkbox');
  await expect(boxes).toHaveCount(3);
  await expect(boxes.nth(0)).toHaveAccessibleName('I agree to the Terms of Service');
  await expect(group.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute(
    'href',
    '/en/tr/terms',
  );
  await expect(page.getByRole('checkbox', { name: NEWS_OPT_IN.en })).toHaveCount(0);
  await fillEmailAndPassword(page, email);
  for (const box of await boxes.all()) {
    await expect(signUpButton(page)).toBeDisabled();
    await box.check();
  }
  await expect(signUpButton(page)).toBeEnabled();
  await boxes.nth(1).uncheck();
  await expect(signUpButton(page)).toBeDisabled();
  await boxes.nth(1).check();

  const made = page.waitForRequest((r) => r.url().endsWith('/user/public/register_compliance'));
  await signUpButton(page).click();
  await confirmDeclaration(page);
  await typeCode(page, await latestCodeFor(request, email));
  expect((await made).postDataJSON()).not.toHaveProperty('euSubscription');
  await expect(page).toHaveURL(/\/en\/dashboard\?newUser=true$/);
});

test('the EU site: the news opt-in is optional, and a tick travels as euSubscription', async ({
  page,
  request,
  baseURL,
}) => {
  const eu = siteOrigin(baseURL, 'eu.');
  await withResidenceConfirmed(page.context(), 'euSiteNoEuResidenceConfirm');
  const email = freshEmail('eu-news');
  await page.goto(`${eu}/en/register`);
  const optIn = page.getByRole('checkbox', { name: NEWS_OPT_IN.en });
  await expect(optIn).not.toBeChecked();
  await fillEmailAndPassword(page, email);
  await expect(signUpButton(page)).toBeDisabled();
  await page.getByRole('checkbox', { name: /^I agree/ }).check();
  // Only the terms are required.
  await expect(signUpButton(page)).toBeEnabled();
  await optIn.check();

  const made = page.waitForRequest((r) => r.url().endsWith('/user/public/register_compliance'));
  await signUpButton(page).click();
  await confirmDeclaration(page);
  await typeCode(page, await latestCodeFor(request, email));
  expect((await made).postDataJSON()).toMatchObject({
    euSubscription: true,
    channel_info: { ext_json: { eu_subscription: 1 } },
  });
});

for (const variant of AXE_VARIANTS) {
  test(`the Turkish and EU consent boxes in ${variant.name}: named, accessible, photographed`, async ({
    page,
    baseURL,
  }, testInfo) => {
    await withResidenceConfirmed(page.context(), 'euSiteNoEuResidenceConfirm');
    const tr = siteOrigin(baseURL, 'tr.');
    await page.goto(`${tr}/${variant.lang}/register${variant.query}`);
    const group = page.getByRole('group', { name: TURKISH_GROUP[variant.lang] });
    await expect(group.getByRole('checkbox')).toHaveCount(3);
    await expect(page.locator('[dir]').first()).toHaveAttribute('dir', variant.dir);
    await expectAccessible(page, `Turkish sign-up, ${variant.name}`);
    await saveScreenshot(page, testInfo, `site-consents-tr-${variant.name}`);

    const eu = siteOrigin(baseURL, 'eu.');
    await page.goto(`${eu}/${variant.lang}/register${variant.query}`);
    await expect(page.getByRole('checkbox', { name: NEWS_OPT_IN[variant.lang] })).toBeVisible();
    await expectAccessible(page, `EU sign-up, ${variant.name}`);
    await saveScreenshot(page, testInfo, `site-consents-eu-${variant.name}`);
  });
}

test.describe("the compliance config's 'hide' action, on a server that hides blocks per site", () => {
  let server: OwnServer | undefined;
  let http: APIRequestContext | undefined;
  let port: string;
  test.beforeAll(async () => {
    server = await startOwnServer({ COMPLIANCE_HIDE: 'EU:referral+qrCode,NLD:thirdParty' });
    http = await api.newContext({ baseURL: server.origin });
    port = new URL(server.origin).port;
  });
  test.afterAll(async () => {
    await http?.dispose();
    await server?.stop();
  });
  const origin = (label: string) => `http://${label}localhost:${port}`;

  /** The server's own config, with providers offered as a server with them configured does. */
  async function offerProviders(page: Page): Promise<void> {
    await page.route('**/x-api/v3/config/web', async (route) => {
      // Node cannot resolve `nl.localhost` as Chromium does: the same server by its address.
      const url = new URL(route.request().url());
      url.hostname = '127.0.0.1';
      const response = await route.fetch({ url: url.href });
      const envelope = (await response.json()) as { result?: Record<string, unknown> };
      const callback_origin = new URL(page.url()).origin;
      envelope.result = {
        ...envelope.result,
        third_party: { providers: ['google', 'apple'], callback_origin },
      };
      await route.fulfill({ response, json: envelope });
    });
  }

  test('the third-party block hidden on NLD, shown on the main site', async ({ page }) => {
    await offerProviders(page);
    const block = page.getByRole('region', { name: 'Or continue with' });
    await page.goto(`${origin('')}/en/register`);
    // The main site's page is rendered ahead: the block comes on the first intent (decision 136).
    await pointerArrives(page);
    await expect(block.getByRole('button', { name: 'Continue with Google' })).toBeVisible();
    const config = page.waitForResponse((r) => r.url().endsWith('/v3/public/redeem-config'));
    await page.goto(`${origin('nl.')}/en/register`);
    await config;
    await expect(signUpButton(page)).toBeVisible();
    await expect(block).toHaveCount(0);
  });

  test('the QR tab hidden on the EU log-in, shown on the main site', async ({ page }) => {
    await withResidenceConfirmed(page.context(), 'euSiteNoEuResidenceConfirm');
    const tabs = page.getByRole('tablist');
    await page.goto(`${origin('')}/en/login`);
    await expect(tabs.getByRole('tab', { name: 'QR code' })).toBeVisible();
    await page.goto(`${origin('eu.')}/en/login`);
    await expect(tabs.getByRole('tab', { name: 'Email' })).toBeVisible();
    await expect(tabs.getByRole('tab', { name: 'QR code' })).toHaveCount(0);
  });

  test('the referral field hidden on EU: a visitor arriving with a code signs up without it (no 48024)', async ({
    page,
  }) => {
    await withResidenceConfirmed(page.context(), 'euSiteNoEuResidenceConfirm');
    const email = freshEmail('eu-hidden-ref');
    const referral = page.getByRole('textbox', { name: 'Referral code (optional)' });
    await page.goto(`${origin('')}/en/register?ref=NOSUCH42`);
    await expect(referral).toHaveValue('NOSUCH42');
    await page.goto(`${origin('eu.')}/en/register?ref=NOSUCH42`);
    await expect(referral).toHaveCount(0);
    await fillEmailAndPassword(page, email);
    await page.getByRole('checkbox', { name: /^I agree/ }).check();
    const made = page.waitForRequest((r) => r.url().endsWith('/user/public/register_compliance'));
    await signUpButton(page).click();
    await confirmDeclaration(page);
    await typeCode(page, await latestCodeFor(http!, email));
    const body = (await made).postDataJSON() as Record<string, unknown>;
    for (const key of ['ref', 'user_code', 'affiliate_id']) expect(body).not.toHaveProperty(key);
    // An account was made: the EU site's destination, identity verification (behaviour §2).
    await expect(page).toHaveURL(/\/user\/accounts\/auth\/personal/);
  });
});
