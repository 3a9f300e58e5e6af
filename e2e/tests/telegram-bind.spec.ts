import { randomInt } from 'node:crypto';
import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  AXE_VARIANTS,
  STRONG_PASSWORD,
  createEmailAccount,
  expectAccessible,
  freshEmail,
  latestCodeFor,
  passwordDigest,
  saveScreenshot,
  watchLiveRegions,
} from '../support/fixtures.js';
import { builtFileOf } from '../support/built-chunks.js';
import { confirmDeclaration, fillEmailSignUp, typeCode } from '../support/journeys.js';
import { telegramRedirectQuery, telegramWindowApproves } from '../support/telegram.js';

// behaviour §4 Login: "If a messaging bind result is not success, an upgrade modal shows first
// (2000 ms delay before finishing login after it)." Telegram's Login Widget sends the visitor
// to /{lang}/login with its signed fields (decision 024); the log-in binds that Telegram
// account, and a second account logging in with the same Telegram account cannot.

const newTelegramUser = () => {
  const id = randomInt(1e9, 2 ** 40);
  return { id, first_name: 'Ada Byron', last_name: 'Lovelace', username: `ada${id}` };
};

/** The log-in answer the widget gets, read off the wire. */
function nextLoginAnswer(page: Page) {
  return page
    .waitForResponse((response) => new URL(response.url()).pathname === '/x-api/login')
    .then((response) => response.json() as Promise<{ result?: { tg_bind_result?: string } }>);
}

/** Logs in by the first tab (Email) whatever the language, as the screens spec does. */
async function logInAnyLanguage(page: Page, email: string, password: string) {
  await page.getByRole('textbox').first().fill(email);
  await page.locator('input[type="password"]').fill(password);
  await page.locator('button[type="submit"]').click();
}

/**
 * Logs in at a login URL that carries Telegram's fields; answers the login's tg_bind_result.
 * With `holdClock`, the page's (installed) clock is paused before the log-in answer reaches
 * the page, so the upgrade modal's 2000 ms wait until `clock.resume()`.
 */
async function logInWithTelegram(page: Page, url: string, email: string, holdClock = false) {
  await page.goto(url);
  // The host reads Telegram's fields once and takes them off the address bar.
  await expect(page).toHaveURL(/\/login(\?theme=\w+)?$/);
  if (holdClock) {
    await page.route(
      '**/x-api/login',
      async (route) => {
        // The server's own answer, handed on unchanged once the clock is paused.
        const response = await route.fetch();
        await pauseClock(page);
        await route.fulfill({ response });
      },
      { times: 1 },
    );
  }
  const answer = nextLoginAnswer(page);
  await logInAnyLanguage(page, email, STRONG_PASSWORD);
  return (await answer).result?.tg_bind_result;
}

/** Pauses the page's running clock a moment ahead (tried again if that moment has passed). */
async function pauseClock(page: Page): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    const now = await page.evaluate(() => Date.now());
    try {
      await page.clock.pauseAt(now + 200);
      return;
    } catch (error) {
      // Only "Cannot fast-forward to the past" (a slow machine) is worth another try.
      if (attempt === 20 || !String(error).includes('past')) throw error;
    }
  }
}

/** How far the held clock moves per step: timers set within a step run in that step. */
const CRAWL_STEP_MS = 10;

/**
 * Moves the held clock on a step at a time until `settled` says so, at most `budgetMs` in
 * all: the page's short timers (axe chains its rules through them) run, while the modal's
 * 2000 ms stay well out of reach. Steps of 10 ms keep the round trips to the browser few.
 * Answers the milliseconds used.
 */
async function crawlClock(page: Page, settled: () => boolean, budgetMs: number) {
  let moved = 0;
  while (!settled() && moved < budgetMs) {
    await page.clock.runFor(CRAWL_STEP_MS);
    moved += CRAWL_STEP_MS;
  }
  return moved;
}

/** The upgrade modal shows on the held clock (its mount may need a short timer or two). */
async function expectModalWhileHeld(page: Page, modal: Locator): Promise<void> {
  let visible = false;
  let crawled = false;
  const watching = (async () => {
    while (!visible && !crawled) visible = await modal.isVisible();
  })();
  // 700 here and 1 200 for axe stay under the modal's 2000 ms; the more of it the mount may
  // use, the later a busy machine's lazy chunk may arrive (failed once in CI at 500).
  await crawlClock(page, () => visible, 700);
  crawled = true;
  await watching;
  await expect(modal).toBeVisible();
}

/**
 * axe on the page while its clock is held (see crawlClock). axe runs wholly in the page: the
 * blank page it otherwise opens and closes would close under a context-wide `runFor`.
 */
async function expectAccessibleWhileHeld(page: Page, screen: string): Promise<void> {
  let done = false;
  // Kept as a value until the crawl stops, so that its failure is the one reported.
  const checked = expectAccessible(page, screen, { inPageOnly: true }).then(
    () => undefined,
    (error: unknown) => error,
  );
  void checked.finally(() => {
    done = true;
  });
  await crawlClock(page, () => done, 1200);
  const failure = await checked;
  if (failure) throw failure;
}

test('Telegram data on the login URL binds to the account that logs in; a second account gets the upgrade modal, then the dashboard', async ({
  page,
  browser,
  request,
}, testInfo) => {
  // Two log-ins in two browsers, each with its proof-of-work captcha.
  test.slow();
  const emailA = freshEmail('tg-a');
  const emailB = freshEmail('tg-b');
  await createEmailAccount(request, emailA);
  await createEmailAccount(request, emailB);
  const telegram = telegramRedirectQuery(newTelegramUser());

  // Account A: bound, no modal, straight to the dashboard.
  expect(await logInWithTelegram(page, `/en/login?${telegram}`, emailA)).toBe('success');
  await expect(page).toHaveURL(/\/en\/dashboard$/);
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  const status = await page.request.get('/x-api/user/private/telegram-bind-status');
  expect(await status.json()).toMatchObject({ ret_code: 0, result: 1 });

  // Account B, another browser, the same Telegram data: the upgrade modal, then the dashboard.
  // The page's clock is held while the modal is looked at; its 2000 ms run on resume.
  const other = await browser.newContext();
  const pageB = await other.newPage();
  await pageB.clock.install();
  const bindResult = await logInWithTelegram(pageB, `/en/login?${telegram}`, emailB, true);
  expect(bindResult).toBe('telegramAlreadyBind');
  const modal = pageB.getByRole('alertdialog', { name: 'Messaging account not linked' });
  await expectModalWhileHeld(pageB, modal);
  await expect(pageB).toHaveURL(/\/en\/login$/);
  await expect(modal.getByRole('button', { name: 'Continue' })).toBeFocused();
  await expectAccessibleWhileHeld(pageB, 'Telegram upgrade modal');
  await saveScreenshot(pageB, testInfo, 'telegram-upgrade-modal');
  await pageB.clock.resume();
  // Nothing clicked: the log-in finishes by itself.
  await expect(pageB).toHaveURL(/\/en\/dashboard$/);
  const statusB = await pageB.request.get('/x-api/user/private/telegram-bind-status');
  expect(await statusB.json()).toMatchObject({ ret_code: 0, result: 0 });
  await other.close();
});

// Decision 097: the page reads Telegram's fields with a reader it loads after hydration. A
// log-in sent before that reader has arrived (a password manager's autofill and Enter) waits
// for it, and binds.
test('a log-in sent before the page has read Telegram data from its address still binds it', async ({
  page,
  request,
}) => {
  const email = freshEmail('tg-early');
  await createEmailAccount(request, email);
  // The reader's chunk is held until the log-in has been pressed.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const reader = builtFileOf(/\/host\/telegram-login\.js$/);
  await page.route(`**/assets/${reader}`, async (route) => {
    await held;
    await route.continue();
  });
  const telegram = telegramRedirectQuery(newTelegramUser());
  await page.goto(`/en/login?${telegram}`);
  const answer = nextLoginAnswer(page);
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(STRONG_PASSWORD);
  // Pressed once the page is the app's (the button waits for it), the data still unread.
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/[?&]hash=/);
  release();
  expect((await answer).result?.tg_bind_result).toBe('success');
  await expect(page).toHaveURL(/\/en\/dashboard$/);
  const status = await page.request.get('/x-api/user/private/telegram-bind-status');
  expect(await status.json()).toMatchObject({ ret_code: 0, result: 1 });
});

// behaviour §3 "Register payload (e-mail)" telegram_callback (decision 088): Telegram data the
// visitor brought to the sign-up page binds to the account the sign-up makes.
test('Telegram data on the sign-up URL binds to the account an e-mail sign-up makes; the dashboard, no modal', async ({
  page,
  request,
}) => {
  test.slow();
  const email = freshEmail('tg-sign-up');
  const telegram = telegramRedirectQuery(newTelegramUser());
  await page.goto(`/en/register?${telegram}`);
  // The host reads Telegram's fields once and takes them off the address bar.
  await expect(page).toHaveURL(/\/en\/register$/);
  await fillEmailSignUp(page, email, STRONG_PASSWORD);
  await page.getByRole('button', { name: 'Sign up', exact: true }).click();
  await confirmDeclaration(page);
  const created = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/x-api/register/email',
  );
  await typeCode(page, await latestCodeFor(request, email));
  expect(await (await created).json()).toMatchObject({
    ret_code: 0,
    result: { tg_bind_result: 'success' },
  });
  await expect(page).toHaveURL(/\/en\/dashboard\?newUser=true$/);
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  const status = await page.request.get('/x-api/user/private/telegram-bind-status');
  expect(await status.json()).toMatchObject({ ret_code: 0, result: 1 });
});

test('Bind again (behaviour §8 "dialog with continue and bind-again"): Telegram is asked once more, the new Telegram account binds, a toast, then the dashboard', async ({
  page,
  browser,
  request,
}) => {
  test.slow();
  const owner = freshEmail('tg-again-owner');
  const email = freshEmail('tg-again');
  await createEmailAccount(request, owner);
  await createEmailAccount(request, email);
  const telegram = telegramRedirectQuery(newTelegramUser());
  expect(await logInWithTelegram(page, `/en/login?${telegram}`, owner)).toBe('success');

  const other = await browser.newContext();
  const second = await other.newPage();
  await telegramWindowApproves(second, newTelegramUser());
  await second.clock.install();
  expect(await logInWithTelegram(second, `/en/login?${telegram}`, email, true)).toBe(
    'telegramAlreadyBind',
  );
  const modal = second.getByRole('alertdialog', { name: 'Messaging account not linked' });
  await expectModalWhileHeld(second, modal);
  await expect(modal).toContainText('this Telegram account is already linked to another account');
  const bind = second.waitForResponse(
    (r) => new URL(r.url()).pathname === '/x-api/user/private/bind/telegram',
  );
  // The toast is shown, and announced, in the log-in page's live region as the log-in finishes;
  // the dashboard may replace that page before a poll looks, so the region is watched from the
  // press on.
  const toastShown = await watchLiveRegions(second, 'Telegram is now linked to your account.');
  let binds = 0;
  second.on('request', (r) => {
    if (new URL(r.url()).pathname === '/x-api/user/private/bind/telegram') binds += 1;
  });
  await modal.getByRole('button', { name: 'Bind again' }).click();
  // Pressed: the 2000 ms no longer finish the log-in; Telegram's script runs on a moving clock.
  await second.clock.resume();
  // The session alone binds nothing (decision 106): the person confirms it is them first.
  await expect(modal).toContainText('first confirm it’s you');
  await modal.getByRole('button', { name: 'Bind Telegram' }).click();
  const password = modal.getByLabel('Your password', { exact: true });
  await expect(password).toHaveAccessibleDescription('Enter your password.');
  expect(binds).toBe(0);
  await password.fill(STRONG_PASSWORD);
  await modal.getByRole('button', { name: 'Bind Telegram' }).click();
  const answered = await bind;
  expect(answered.request().postDataJSON()).toMatchObject({
    reauth: { password: passwordDigest(STRONG_PASSWORD) },
  });
  expect(await answered.json()).toMatchObject({ ret_code: 0, result: { tg_bind_result: 'success' } }); // prettier-ignore
  await expect.poll(toastShown).toBe(true);
  await expect(second).toHaveURL(/\/en\/dashboard$/);
  // Then it stays on the dashboard, seen for the rest of its time.
  await expect(second.getByText('Telegram is now linked to your account.')).toBeVisible();
  const status = await second.request.get('/x-api/user/private/telegram-bind-status');
  expect(await status.json()).toMatchObject({ ret_code: 0, result: 1 });
  await other.close();
});

for (const variant of AXE_VARIANTS) {
  test(`the Telegram upgrade modal (${variant.name})`, async ({
    page,
    browser,
    request,
  }, testInfo) => {
    test.slow();
    const owner = freshEmail('tg-owner');
    const email = freshEmail(`tg-${variant.name}`);
    await createEmailAccount(request, owner);
    await createEmailAccount(request, email);
    const telegram = telegramRedirectQuery(newTelegramUser());
    expect(await logInWithTelegram(page, `/en/login?${telegram}`, owner)).toBe('success');

    const other = await browser.newContext();
    const second = await other.newPage();
    await second.clock.install();
    const url = `/${variant.lang}/login${variant.query}&${telegram}`;
    expect(await logInWithTelegram(second, url, email, true)).toBe('telegramAlreadyBind');
    const modal = second.getByRole('alertdialog');
    await expectModalWhileHeld(second, modal);
    await expect(second.locator('html')).toHaveAttribute('dir', variant.dir);
    await expectAccessibleWhileHeld(second, `Telegram upgrade modal (${variant.name})`);
    await saveScreenshot(second, testInfo, `telegram-upgrade-modal-${variant.name}`);
    // Bind again: "Confirm it's you" first (decision 106), its fields inside the notice.
    await modal.getByRole('button').first().click();
    const password = modal.locator('input[autocomplete="current-password"]');
    await expect(password).toBeVisible();
    await modal.getByRole('button').nth(-2).click();
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await expectAccessibleWhileHeld(second, `Telegram upgrade modal, confirm it's you (${variant.name})`); // prettier-ignore
    await saveScreenshot(second, testInfo, `telegram-upgrade-confirm-${variant.name}`);
    await second.setViewportSize({ width: 375, height: 812 });
    await saveScreenshot(second, testInfo, `telegram-upgrade-confirm-375-${variant.name}`);
    // Continue finishes at once.
    await modal.getByRole('button').last().click();
    await expect(second).toHaveURL(new RegExp(`/${variant.lang}/dashboard$`));
    await other.close();
  });
}
