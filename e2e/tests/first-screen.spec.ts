import { expect, test, type Page } from '@playwright/test';
import { STRONG_PASSWORD, createEmailAccount, freshEmail } from '../support/fixtures.js';
import { logInByEmail, untilInteractive } from '../support/journeys.js';

// Decision 050: /{lang}/login and /{lang}/register arrive rendered (issue 11 point 2: the
// fields are there on the first paint), then the app hydrates that markup without redoing it.

test.describe('the first screen arrives rendered, before any script', () => {
  test.use({ javaScriptEnabled: false });

  test('/en/login shows the labelled e-mail field with JavaScript off', async ({ page }) => {
    await page.goto('/en/login');
    await expect(page.getByRole('textbox', { name: 'Email', exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page).toHaveTitle('Log in | Foyer');
  });

  test('/ar-SA/register is Arabic and right to left with JavaScript off', async ({ page }) => {
    await page.goto('/ar-SA/register');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar-SA');
    await expect(page.getByRole('textbox', { name: 'البريد الإلكتروني' })).toBeVisible();
  });
});

test.describe('the browser takes the rendered screen over', () => {
  for (const path of ['/en/login', '/en/register', '/ar-SA/login', '/ar-SA/register']) {
    test(`${path} hydrates with no mismatch, and its form works`, async ({ page }) => {
      // A mismatch is an error in the console (React's production build names it only by
      // number, #418): any error fails the test.
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto(path);
      const email = page.locator('input[type="email"]');
      await expect(email).toBeVisible();
      // The visitor's first intent starts the app (decision 136).
      await page.mouse.move(1, 1);
      // Facts only the browser knows arrive once React holds the page: the visitor's theme
      // replaces 'system', and the log-in badge shows the host.
      await expect(page.locator('#root [data-theme="system"]')).toHaveCount(0);
      if (path.endsWith('/login')) await expect(page.locator('#root bdi')).toHaveText('127.0.0.1');
      await email.fill('not-an-email');
      await email.blur();
      await expect(email).toHaveAttribute('aria-invalid', 'true');
      expect(errors).toEqual([]);
    });
  }
});

test.describe("the app waits for the visitor's first intent (decision 136)", () => {
  test('an untouched first visit fetches no script and no stylesheet; a pointer move fetches the app', async ({
    page,
  }) => {
    const code: string[] = [];
    page.on('request', (request) => {
      if (['script', 'stylesheet'].includes(request.resourceType())) code.push(request.url());
    });
    await page.goto('/en/login');
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('textbox', { name: 'Email', exact: true })).toBeVisible();
    expect(code).toEqual([]);
    await page.mouse.move(1, 1);
    await untilInteractive(page);
    expect(code.some((url) => /\/assets\/index-[^/]+\.js$/.test(url))).toBe(true);
  });

  test('a tab pressed while the app is on its way is pressed again once it has arrived', async ({
    page,
  }) => {
    const release = await holdAppScript(page);
    await page.goto('/en/login');
    const mobile = page.getByRole('tab', { name: 'Mobile', exact: true });
    await mobile.click();
    await expect(mobile).toHaveAttribute('aria-selected', 'false');
    release();
    await expect(mobile).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('textbox', { name: 'Mobile', exact: true })).toBeVisible();
  });

  test('a visitor with a session starts the app at once, touching nothing, and is taken on', async ({
    page,
    request,
  }) => {
    const email = freshEmail('signed-in-visit');
    await createEmailAccount(request, email);
    await page.goto('/en/login');
    await logInByEmail(page, email, STRONG_PASSWORD);
    await expect(page).toHaveURL(/\/en\/dashboard$/);
    await page.goto('/en/login');
    await expect(page).toHaveURL(/\/en\/dashboard$/);
  });
});

/** A slow network: the app's first chunk is held until the returned `release` is called. */
async function holdAppScript(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

test("an e-mail typed before the app's script arrives is kept once the page hydrates", async ({
  page,
}) => {
  const release = await holdAppScript(page);
  await page.goto('/en/login', { waitUntil: 'commit' });
  const email = page.getByRole('textbox', { name: 'Email', exact: true });
  await email.fill('early@example.com');
  release();
  await expect(page.locator('#root bdi')).toHaveText('127.0.0.1');
  await expect(email).toHaveValue('early@example.com');
});

test('a referral code typed and the terms ticked before the script arrives are kept once the sign-up page hydrates', async ({
  page,
}) => {
  const release = await holdAppScript(page);
  await page.goto('/en/register', { waitUntil: 'commit' });
  const email = page.getByRole('textbox', { name: 'Email', exact: true });
  const referral = page.getByRole('textbox', { name: 'Referral code (optional)', exact: true });
  const terms = page.getByRole('checkbox');
  await email.fill('early');
  await referral.fill('NOSUCH42');
  await terms.check();
  release();
  // The referral check runs on the field's value: an unknown code marked invalid shows the
  // app holds what was typed before it arrived.
  await expect(referral).toHaveAttribute('aria-invalid', 'true');
  // Typing again re-renders the form: a tick the app did not know of would be cleared.
  await email.pressSequentially('@example.com');
  await expect(email).toHaveValue('early@example.com');
  await expect(referral).toHaveValue('NOSUCH42');
  await expect(terms).toBeChecked();
});

test('a log-in sent before the script arrives reloads nothing: the button waits for the app, then logs in', async ({
  page,
  request,
}) => {
  const email = freshEmail('before-script');
  await createEmailAccount(request, email);
  const release = await holdAppScript(page);
  await page.goto('/en/login', { waitUntil: 'commit' });
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  const password = page.getByLabel('Password', { exact: true });
  await password.fill(STRONG_PASSWORD);
  const logIn = page.getByRole('button', { name: 'Log in', exact: true });
  await expect(logIn).toBeDisabled();
  // Enter sends a form through its default button: the browser's own GET of the page would
  // reload it empty. With the button disabled nothing is sent.
  await password.press('Enter');
  release();
  // The click waits for the button to be enabled: the app has taken the page over.
  await logIn.click();
  await expect(page).toHaveURL(/\/en\/dashboard$/);
});
