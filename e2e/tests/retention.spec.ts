import { expect, test, type Page } from '@playwright/test';
import { AXE_VARIANTS, expectAccessible, saveVariantScreenshot } from '../support/fixtures.js';
import { pointerArrives } from '../support/journeys.js';

// behaviour §4 "Back-navigation": a history entry is pushed once; popstate opens the retention
// modal. Quit goes back (page) or closes (modal). Continue dismisses. behaviour §2: variants
// affiliate, referral, normal campaign (docs/decisions/030).

const OFFERS = [
  {
    name: 'normal',
    query: '',
    title: {
      en: "You're a minute away from your account",
      'ar-SA': 'تفصلك دقيقة عن حسابك',
      'ja-JP': 'アカウント作成まであと1分です',
    },
    card: 'About a minute',
  },
  {
    name: 'referral',
    query: 'ref=FRIEND7',
    title: {
      en: "Your friend's invitation is waiting",
      'ar-SA': 'دعوة صديقك بانتظارك',
      'ja-JP': '友達からの招待が待っています',
    },
    card: 'FRIEND7',
  },
  {
    name: 'affiliate',
    query: 'affiliate_id=31337&ref=FRIEND7',
    title: {
      en: "Your partner's welcome offer is waiting",
      'ar-SA': 'عرض الترحيب من شريكك بانتظارك',
      'ja-JP': 'パートナーからのウェルカム特典が待っています',
    },
    card: '31337',
  },
] as const;

/** A visitor on the host's home page follows a link to the sign-up page. */
async function arriveOnSignUp(page: Page, lang: string, query: string): Promise<void> {
  await page.goto(`/${lang}/`);
  await expect(page.getByRole('heading').first()).toBeVisible();
  await page.goto(`/${lang}/register${query}`);
  await expect(page.locator('button[type="submit"]')).toBeVisible();
  // The prerendered form shows before the app holds it, and the app comes on the visitor's
  // first intent (decision 136); Back asks only once the app has put its history entry ahead
  // of the page's (a Back before that leaves, as on any page).
  await pointerArrives(page);
  await page.waitForFunction(
    () => (window.history.state as { foyerSignUpGuard?: string } | null)?.foyerSignUpGuard,
  );
}

for (const offer of OFFERS) {
  test(`${offer.name}: Back opens the retention modal; Continue keeps the page; Back again then Quit leaves it`, async ({
    page,
  }) => {
    await arriveOnSignUp(page, 'en', offer.query ? `?${offer.query}` : '');
    const signUpUrl = page.url();

    await page.goBack();
    const dialog = page.getByRole('dialog', { name: offer.title.en });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(offer.card);
    await expect(page).toHaveURL(signUpUrl);
    await expectAccessible(page, `retention ${offer.name}`);

    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(signUpUrl);
    await expect(page.getByRole('button', { name: 'Sign up' })).toBeVisible();

    await page.goBack();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Quit' }).click();
    // Back on the host's home page, which the visitor came from.
    await expect(page).toHaveURL(/\/en\/$/);
    await expect(page.getByRole('heading', { name: 'Widget host page' })).toBeVisible();
  });
}

test('the server check (decision 157): a visitor the server will not let sign up here (the United States by GEO_TABLE) leaves on Back without the modal', async ({
  browser,
}) => {
  // e2e/support/geo-table.csv places 203.0.113.128/28 in the US; the e2e server trusts
  // X-Forwarded-For.
  const visitor = await browser.newContext({
    extraHTTPHeaders: { 'x-forwarded-for': '203.0.113.130' },
  });
  try {
    const page = await visitor.newPage();
    await arriveOnSignUp(page, 'en', '');
    const permission = await page.request.get('/x-api/register/permission_v2');
    expect(await permission.json()).toMatchObject({ result: { reason: 'countryBanned' } });
    const asked = page.waitForRequest((r) => r.url().includes('/register/permission_v2'));
    await page.goBack();
    // The widget asked the server at this Back.
    await asked;
    // Back on the host's home page, which the visitor came from, with no modal on the way.
    await expect(page).toHaveURL(/\/en\/$/);
    await expect(page.getByRole('heading', { name: 'Widget host page' })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  } finally {
    await visitor.close();
  }
});

test('the retention modal traps focus and Escape is Continue', async ({ page }) => {
  await arriveOnSignUp(page, 'en', '');
  await page.goBack();
  const dialog = page.getByRole('dialog', { name: "You're a minute away from your account" });
  await expect(dialog).toBeVisible();
  for (let i = 0; i < 4; i += 1) {
    await page.keyboard.press('Tab');
    await expect(dialog.locator(':focus')).toHaveCount(1);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  // Nothing had the focus when Back opened it, and "Sign up" waits for the form to be filled
  // in: the focus goes to the form's first field, not back to the top of the page.
  await expect(page.getByRole('textbox', { name: 'Email', exact: true })).toBeFocused();
  await expect(page).toHaveURL(/\/en\/register$/);
});

test('only on the sign-up form: on log-in, Back goes back without asking', async ({ page }) => {
  await arriveOnSignUp(page, 'en', '');
  await page.getByRole('link', { name: 'Log in immediately' }).click();
  await expect(page.getByRole('button', { name: 'Log in', exact: true })).toBeVisible();
  // The reference app replaces /en/register by /en/login: Back returns to the sign-up page.
  await page.goBack();
  await expect(page).toHaveURL(/\/en\/register$/);
  await expect(page.getByRole('button', { name: 'Sign up' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('the modal variant: Back opens the retention modal; Quit closes the sign-up modal', async ({
  page,
}) => {
  await page.goto('/en/');
  await page.getByRole('button', { name: 'Open modal: sign up' }).click();
  const signUp = page.getByRole('dialog', { name: 'Create your account' });
  await expect(signUp).toBeVisible();

  await page.goBack();
  const retention = page.getByRole('dialog', { name: "You're a minute away from your account" });
  await expect(retention).toBeVisible();
  await expect(page).toHaveURL(/\/en\/$/);
  await retention.getByRole('button', { name: 'Continue' }).click();
  await expect(retention).toBeHidden();
  await expect(signUp).toBeVisible();

  await page.goBack();
  await expect(retention).toBeVisible();
  await retention.getByRole('button', { name: 'Quit' }).click();
  await expect(signUp).toBeHidden();
  await expect(page).toHaveURL(/\/en\/$/);
});

test("behaviour §2: the 'Log in immediately' link switches to login", async ({ page }) => {
  await page.goto('/en/register');
  await expect(page.getByText('Already have an account?')).toBeVisible();
  await page.getByRole('link', { name: 'Log in immediately' }).click();
  await expect(page).toHaveURL(/\/en\/login$/);
  await expect(page.getByRole('button', { name: 'Log in', exact: true })).toBeVisible();
});

for (const look of AXE_VARIANTS) {
  test(`retention modal screens in ${look.name}`, async ({ page }, testInfo) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1280, height: 860 });
    for (const offer of OFFERS) {
      const query = offer.query ? `${look.query}&${offer.query}` : look.query;
      await arriveOnSignUp(page, look.lang, query);
      await page.goBack();
      const dialog = page.getByRole('dialog', { name: offer.title[look.lang] });
      await expect(dialog).toBeVisible();
      await expect(page.locator('.foyer-root').first()).toHaveAttribute('dir', look.dir);
      await expectAccessible(page, `retention ${offer.name} ${look.name}`);
      await saveVariantScreenshot(page, testInfo, look, `retention-${offer.name}-${look.name}`);
    }
  });
}
