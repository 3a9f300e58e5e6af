import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import {
  AXE_VARIANTS,
  STRONG_PASSWORD,
  createEmailAccount,
  expectAccessible,
  freshEmail,
  latestCodeFor,
  passwordDigest,
  saveVariantScreenshot,
} from '../support/fixtures.js';
import { logInByEmail, untilInteractive } from '../support/journeys.js';
import { solvedSignUpCaptcha } from '../support/captcha.js';

// behaviour §1 "log in by … QR code", §2 login tabs email, mobile, qrcode. Two browser contexts:
// A shows the code and a number, B (another device, signed in) opens its link, picks that
// number, types its password and confirms, or cancels (number matching, decision 039).

/** Log-in solves the invisible proof-of-work captcha first: slow on a busy machine. */
const CAPTCHA_WAIT = { timeout: 60_000 };

/**
 * Opens the log-in page in a new context and picks the QR tab; answers the encoded link and
 * the number shown beside the code.
 */
async function showQrCode(
  browser: Browser,
  path = '/en/login',
): Promise<{ page: Page; link: string; number: string }> {
  const page = await (await browser.newContext()).newPage();
  await page.goto(path);
  // The third tab: "QR code" in English, its translation in Arabic (whose texts take longer to
  // arrive: a click on the prerendered tab before React holds it is lost).
  await untilInteractive(page);
  await page.getByRole('tab').nth(2).click();
  const image = page.locator('svg[data-qr-link]');
  await expect(image).toBeVisible();
  const link = await image.getAttribute('data-qr-link');
  expect(link).toMatch(/\/qr-login\?code=[\w-]+$/);
  const number = (await page.locator('[data-qr-number]').textContent()) ?? '';
  expect(number).toMatch(/^\d{2}$/);
  return { page, link: link as string, number };
}

/** B's approval as a person makes it: the number read off A's screen, then the password. */
async function approve(b: Page, number: string, password = STRONG_PASSWORD) {
  await b.getByRole('radio', { name: number, exact: true }).check();
  await b.getByLabel(/^(Your password|كلمة المرور|パスワード)$/).fill(password);
  await b.getByRole('button', { name: /^(Confirm|تأكيد)$/ }).click();
}

/** A new account, signed in in a new context through the session cookie of its sign-up. */
async function signedInPage(browser: Browser, request: APIRequestContext, baseURL: string) {
  const email = freshEmail('qr-b');
  const captcha = await solvedSignUpCaptcha(request);
  const sent = await request.post('/x-api/verify/register/email', { data: { email, ...captcha } });
  expect((await sent.json()).ret_code).toBe(0);
  const code = await latestCodeFor(request, email);
  const registered = await request.post('/x-api/register/email', {
    data: { email, emailverify: code, password: passwordDigest(STRONG_PASSWORD) },
  });
  const token = (await registered.json()).token as string;
  const context = await browser.newContext();
  await context.addCookies([{ name: 'foyer_token', value: token, url: baseURL }]);
  return context.newPage();
}

test.describe('QR-code log-in', () => {
  test('B, logged in on another device, confirms: A ends on the dashboard', async ({
    browser,
    request,
  }) => {
    // B logs in first: the code lives two minutes, and a log-in can take a while.
    const email = freshEmail('qr-confirm');
    await createEmailAccount(request, email);
    const b = await (await browser.newContext()).newPage();
    await b.goto('/en/login');
    await logInByEmail(b, email, STRONG_PASSWORD);
    await expect(b).toHaveURL(/\/en\/dashboard/, CAPTCHA_WAIT);

    const a = await showQrCode(browser);
    await expect(a.page.getByRole('img', { name: 'Login QR code' })).toBeVisible();
    await expect(
      a.page.getByRole('group', { name: 'Number to pick on your other device' }),
    ).toContainText(a.number);
    await expect(a.page.getByText(/^Expires in/)).toBeVisible();
    await expectAccessible(a.page, 'QR tab');

    await b.goto(a.link);
    await expect(b.getByText(/^(Chrome|Chromium|Headless)/)).toBeVisible();
    await expectAccessible(b, 'QR confirm page');
    await expect(a.page.getByText('Scanned. Confirm the log-in on your phone.')).toBeVisible();
    // The three choices include A's number; B picks it and types the password.
    await expect(b.getByRole('radio')).toHaveCount(3);
    await approve(b, a.number);
    await expect(b.getByText('You confirmed the log-in.', { exact: false })).toBeVisible();

    await expect(a.page).toHaveURL(/\/en\/dashboard/);
    await expect(a.page.getByText(/\d{9}/).first()).toBeVisible();
  });

  test('B cancels: A says it was declined and offers a new code', async ({
    browser,
    request,
    baseURL,
  }) => {
    const a = await showQrCode(browser);
    const b = await signedInPage(browser, request, baseURL as string);
    await b.goto(a.link);
    await b.getByRole('button', { name: 'Cancel', exact: true }).click();
    await expect(b.getByText('You cancelled the log-in.', { exact: false })).toBeVisible();

    await expect(a.page.getByText('The log-in was declined on your other device.')).toBeVisible();
    await expectAccessible(a.page, 'QR declined');
    await a.page.getByRole('button', { name: 'Refresh QR code' }).click();
    const fresh = a.page.locator('svg[data-qr-link]');
    await expect(fresh).toBeVisible();
    expect(await fresh.getAttribute('data-qr-link')).not.toBe(a.link);
    // The cancelled code cannot be confirmed afterwards.
    await b.goto(a.link);
    await expect(b.getByText(/has expired or was already used/)).toBeVisible();
  });

  test('B picks a number A does not show: the request is void, A must make a new code', async ({
    browser,
    request,
    baseURL,
  }) => {
    const b = await signedInPage(browser, request, baseURL as string);
    const a = await showQrCode(browser);
    await b.goto(a.link);
    await expect(b.getByRole('radio')).toHaveCount(3);
    const choices = await b
      .getByRole('radio')
      .evaluateAll((radios) => radios.map((radio) => (radio as HTMLInputElement).value));
    const wrong = choices.find((choice) => choice !== a.number) as string;
    await approve(b, wrong);
    await expect(b.getByText(/not the number on the other screen/)).toBeVisible();
    await expectAccessible(b, 'QR request voided');
    await expect(a.page.getByText('The log-in was declined on your other device.')).toBeVisible();
  });

  test('not signed in, the confirm page offers a log-in link that comes back', async ({
    browser,
  }) => {
    const a = await showQrCode(browser);
    const b = await (await browser.newContext()).newPage();
    await b.goto(a.link);
    const logIn = b.getByRole('link', { name: 'Log in to confirm' });
    await expect(logIn).toBeVisible();
    const href = new URL((await logIn.getAttribute('href')) as string, a.link);
    expect(href.pathname).toBe('/en/login');
    expect(href.searchParams.get('redirect_url')).toBe(
      new URL(a.link).pathname + new URL(a.link).search,
    );
  });
});

const variants = AXE_VARIANTS;

for (const variant of variants) {
  test(`QR tab and confirm page in ${variant.name}`, async ({
    browser,
    request,
    baseURL,
  }, testInfo) => {
    // B signs in first: the code lives two minutes, and a sign-up can take a while.
    const b = await signedInPage(browser, request, baseURL as string);
    const a = await showQrCode(browser, `/${variant.lang}/login${variant.query}`);
    await expectAccessible(a.page, `QR tab ${variant.name}`);
    await saveVariantScreenshot(a.page, testInfo, variant, `qr-tab-${variant.name}`);

    const link = new URL(a.link);
    await b.goto(`${link.pathname}${link.search}&theme=${variant.query.split('=')[1]}`);
    await expect(b.getByRole('button').first()).toBeVisible();
    await expect(b.locator('html')).toHaveAttribute(
      'dir',
      variant.lang === 'ar-SA' ? 'rtl' : 'ltr',
    );
    // The form as a person fills it: A's number picked, the password typed.
    await b.getByRole('radio', { name: a.number, exact: true }).check();
    await b.getByLabel(/^(Your password|كلمة المرور|パスワード)$/).fill(STRONG_PASSWORD);
    await expectAccessible(b, `QR confirm page ${variant.name}`);
    await saveVariantScreenshot(b, testInfo, variant, `qr-confirm-${variant.name}`);
  });
}

// Decision 139: a touch-only device cannot scan a code on its own screen, so it is not offered
// the QR tab: not on the page rendered ahead, not once the app holds it; a mouse at the same
// width still is.
test('a phone is not offered the QR tab, before or after the app arrives; a narrow desktop window is', async ({
  browser,
}) => {
  const phone = await browser.newContext({
    viewport: { width: 375, height: 740 },
    isMobile: true,
    hasTouch: true,
  });
  const page = await phone.newPage();
  await page.goto('/en/login');
  await expect(page.getByRole('tab', { name: 'Mobile' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'QR code' })).toHaveCount(0);
  await untilInteractive(page, 'key');
  await expect(page.getByRole('tab', { name: 'Mobile' })).toBeVisible();
  await expect(page.locator('[data-tab="qrcode"]')).toHaveCount(0);
  await phone.close();

  const narrow = await browser.newContext({ viewport: { width: 375, height: 740 } });
  const desk = await narrow.newPage();
  await desk.goto('/en/login');
  await untilInteractive(desk);
  await expect(desk.getByRole('tab', { name: 'QR code' })).toBeVisible();
  await narrow.close();
});
