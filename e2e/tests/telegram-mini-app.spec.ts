import { randomInt } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { CAPTCHA_SCENES } from '@foyer/contract';
import { solvedSignUpCaptcha } from '../support/captcha.js';
import {
  AXE_VARIANTS,
  STRONG_PASSWORD,
  createEmailAccount,
  expectAccessible,
  expectWithin320,
  freshEmail,
  passwordDigest,
  saveVariantScreenshot,
  type OutboxMessage,
} from '../support/fixtures.js';
import { logInByEmail, signInMethodsCard, STEP_TWO } from '../support/journeys.js';
import { miniAppFragment, miniAppInitData } from '../support/telegram.js';

// The Telegram Mini App's pages (behaviour §2 "Mini-app authorisation page", §7 complete_task,
// §8 40004; decision 071), and link-auth (behaviour §4 "Mini-app steps"; decision 089). Telegram
// opens /{lang}/telegram-register-login with its launch data in the fragment; Telegram's script
// (answered here on loopback, never fetched) reads it into `window.Telegram.WebApp`, as the real
// one does. The data is signed with the e2e server's bot.

/** Telegram's telegram-web-app.js, faked: WebApp from the fragment; close() is recorded. */
const FAKE_WEB_APP_SCRIPT = `(() => {
  const params = new URLSearchParams(location.hash.slice(1));
  const initData = params.get('tgWebAppData') ?? '';
  const user = JSON.parse(new URLSearchParams(initData).get('user') ?? 'null');
  window.Telegram = { WebApp: {
    initData,
    initDataUnsafe: user ? { user } : {},
    platform: params.get('tgWebAppPlatform') ?? 'unknown',
    ready() {},
    close() { window.__miniAppClosed = true; },
    requestWriteAccess(callback) { window.__writeAccessAsked = true; callback?.(true); },
  } };
})();`;

/** A userpic of Telegram's, drawn here: nothing leaves the machine. */
const USERPIC = `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><rect width="64" height="64" rx="32" fill="#2aabee"/><text x="32" y="42" font-size="28" text-anchor="middle" fill="#fff" font-family="sans-serif">GH</text></svg>`;

async function insideTelegram(page: Page): Promise<void> {
  await page.route('https://telegram.org/js/telegram-web-app.js*', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: FAKE_WEB_APP_SCRIPT }),
  );
  await page.route('https://t.me/i/userpic/**', (route) =>
    route.fulfill({ contentType: 'image/svg+xml', body: USERPIC }),
  );
}

/**
 * Telegram opens the Mini App afresh each time: a new document, never a change of fragment on
 * the page already open (which would keep the old launch data).
 */
async function openMiniApp(page: Page, url: string): Promise<void> {
  await page.goto('about:blank');
  await page.goto(url);
}

const newTelegramUser = () => {
  const id = randomInt(1e9, 2 ** 40);
  return {
    id,
    first_name: 'Grace',
    last_name: 'Hopper',
    username: `grace${id}`,
    photo_url: `https://t.me/i/userpic/320/grace${id}.svg`,
  };
};

/** The sign-in call's request and answer, read off the wire. */
function nextSignIn(page: Page) {
  return page
    .waitForResponse((r) => new URL(r.url()).pathname === '/x-api/user/public/login/thirdparty')
    .then(async (r) => ({
      body: r.request().postDataJSON() as Record<string, unknown>,
      platform: r.request().headers()['platform'],
      answer: (await r.json()) as { ret_code: number; result?: Record<string, unknown> },
    }));
}

/** The bind call's request and answer, read off the wire. */
function nextBind(page: Page) {
  return page
    .waitForResponse((r) => new URL(r.url()).pathname === '/x-api/user/private/bind/telegram')
    .then(async (r) => ({
      body: r.request().postDataJSON() as Record<string, unknown>,
      platform: r.request().headers()['platform'],
      answer: (await r.json()) as { ret_code: number; result?: Record<string, unknown> },
    }));
}

/**
 * A new e-mail account, logged in through the API of the page's own browser context: its
 * session is the HttpOnly cookie the server sets, which no script of the page can read.
 */
async function loggedInByCookie(page: Page, tag: string): Promise<string> {
  const email = freshEmail(tag);
  await createEmailAccount(page.request, email);
  const captcha = await solvedSignUpCaptcha(page.request, CAPTCHA_SCENES.login);
  const answer = await page.request.post('/x-api/login', {
    data: { email, password: passwordDigest(STRONG_PASSWORD), ...captcha },
  });
  expect((await answer.json()).ret_code).toBe(0);
  return email;
}

const FIVE_MINUTES_S = 5 * 60;

/** The Mini App's "Accept" in a language, from the widget's own texts. */
function miniAppAccept(lang: string): string {
  const file = new URL(
    `../../packages/ui/src/i18n/locales/${lang}/thirdParty.json`,
    import.meta.url,
  );
  return (JSON.parse(readFileSync(file, 'utf8')) as { miniApp: { accept: string } }).miniApp.accept;
}

test('first launch signs up and ends at step two; a second launch (fresh initData) logs in, to step two again', async ({
  page,
  browser,
}) => {
  // Two sign-ins, each with its proof-of-work captcha.
  test.slow();
  const user = newTelegramUser();
  await insideTelegram(page);
  const initData = miniAppInitData(user);
  await openMiniApp(page, `/en/telegram-register-login${miniAppFragment(initData, 'android')}`);
  const person = page.getByRole('group', { name: 'Your Telegram account' });
  await expect(person).toContainText('Grace Hopper');
  await expect(
    page.getByRole('checkbox', { name: 'Allow the bot to send me messages' }),
  ).toBeChecked();
  const first = nextSignIn(page);
  await page.getByRole('button', { name: 'Accept' }).click();
  const made = await first;
  expect(made.body).toMatchObject({
    token_type: 'telegram',
    telegram_data: 'mini_app',
    token: initData,
  });
  expect(made.platform).toBe('tg_android');
  expect(made.answer).toMatchObject({ ret_code: 0, result: { use_thirdparty: 1 } });
  // A Telegram sign-up, and later log-in, with no host callback: step two (decision 135).
  await expect(page).toHaveURL(STEP_TWO);
  expect(
    await page.evaluate(() => (window as { __writeAccessAsked?: boolean }).__writeAccessAsked),
  ).toBe(true);

  // Later, opened again from Telegram: new launch data, the same person.
  const later = await browser.newContext();
  const again = await later.newPage();
  await insideTelegram(again);
  await openMiniApp(
    again,
    `/en/telegram-register-login${miniAppFragment(miniAppInitData(user), 'tdesktop')}`,
  );
  const second = nextSignIn(again);
  await again.getByRole('button', { name: 'Accept' }).click();
  const logged = await second;
  expect(logged.platform).toBe('tg_pc');
  expect(logged.answer).toMatchObject({
    ret_code: 0,
    result: { use_thirdparty: 2, id: made.answer.result?.id },
  });
  await expect(again).toHaveURL(STEP_TWO);
  await later.close();
});

test('mini-app auth expired: stale launch data answers 40004, the dialog closes the app', async ({
  page,
}) => {
  test.slow();
  await insideTelegram(page);
  const stale = miniAppInitData(
    newTelegramUser(),
    Math.floor(Date.now() / 1000) - FIVE_MINUTES_S - 60,
  );
  await openMiniApp(page, `/en/telegram-register-login${miniAppFragment(stale)}`);
  const answer = nextSignIn(page);
  await page.getByRole('button', { name: 'Accept' }).click();
  expect((await answer).answer.ret_code).toBe(40004);
  const dialog = page.getByRole('alertdialog', { name: 'Sign-in expired' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Close app' }).click();
  expect(await page.evaluate(() => (window as { __miniAppClosed?: boolean }).__miniAppClosed)).toBe(
    true,
  );
});

test('Decline goes back to the ordinary log-in form', async ({ page }) => {
  await insideTelegram(page);
  await openMiniApp(
    page,
    `/en/telegram-register-login${miniAppFragment(miniAppInitData(newTelegramUser()))}`,
  );
  await page.getByRole('button', { name: 'Decline' }).click();
  await expect(page).toHaveURL(/\/en\/login$/);
});

test('link-auth: logged in by e-mail first, the Mini App offers to link Telegram to that account; Accept binds it and the security page lists Telegram', async ({
  page,
  request,
}) => {
  // A log-in with its proof-of-work captcha, then the Mini App.
  test.slow();
  const email = freshEmail('mini-app-link');
  // Made apart from the browser, whose session would take its log-in page on to the dashboard.
  await createEmailAccount(request, email);
  await page.goto('/en/login');
  await logInByEmail(page, email, STRONG_PASSWORD);
  await expect(page).toHaveURL(/\/en\/dashboard$/);

  // The same browser, now inside Telegram.
  await insideTelegram(page);
  const initData = miniAppInitData(newTelegramUser());
  await openMiniApp(page, `/en/telegram-register-login${miniAppFragment(initData, 'android')}`);
  await expect(page.getByRole('heading', { name: 'Link Telegram to this account' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Your account' })).toContainText(email);
  await expect(page.getByRole('group', { name: 'Your Telegram account' })).toContainText(
    'Grace Hopper',
  );
  const allow = page.getByRole('checkbox', { name: 'Allow the bot to send me messages' });
  const accept = page.getByRole('button', { name: 'Accept' });
  await expect(allow).toBeChecked();
  await allow.uncheck();
  await expect(accept).toBeDisabled();
  await allow.check();

  // The session alone links nothing (decision 106): Accept waits for the password, said beside it.
  let binds = 0;
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/x-api/user/private/bind/telegram') binds += 1;
  });
  await accept.click();
  const password = page.getByLabel('Your password', { exact: true });
  await expect(password).toHaveAccessibleDescription('Enter your password.');
  expect(binds).toBe(0);
  await password.fill(STRONG_PASSWORD);
  const bound = nextBind(page);
  await accept.click();
  const { body, platform, answer } = await bound;
  expect(body).toEqual({
    telegram_callback: initData,
    telegram_data: 'mini_app',
    reauth: { password: passwordDigest(STRONG_PASSWORD) },
  });
  expect(platform).toBe('tg_android');
  expect(answer).toMatchObject({ ret_code: 0, result: { tg_bind_result: 'success' } });
  await expect(page.getByText('Telegram is now linked to your account.')).toBeVisible();
  expect(
    await page.evaluate(() => (window as { __writeAccessAsked?: boolean }).__writeAccessAsked),
  ).toBe(true);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/en\/dashboard$/);
  // The owner is told of the new way in.
  await expect
    .poll(async () => {
      const messages = (await (await page.request.get('/dev/outbox.json')).json()) as OutboxMessage[]; // prettier-ignore
      return messages.find((m) => m.to === email)?.subject ?? '';
    })
    .toContain('Telegram was linked to your account');

  await page.goto('/en/app/user/security');
  const methods = signInMethodsCard(page);
  await expect(methods.getByText('Telegram', { exact: true })).toBeVisible();
  await expect(methods).toContainText('Linked on');
});

test('link-auth: Decline leaves the account unlinked and goes on to the dashboard', async ({
  page,
}) => {
  await loggedInByCookie(page, 'mini-app-decline');
  await insideTelegram(page);
  await openMiniApp(
    page,
    `/en/telegram-register-login${miniAppFragment(miniAppInitData(newTelegramUser()))}`,
  );
  await page.getByRole('button', { name: 'Decline' }).click();
  await expect(page).toHaveURL(/\/en\/dashboard$/);
  await page.goto('/en/app/user/security');
  await expect(signInMethodsCard(page)).toContainText('No other sign-in methods are linked');
});

test('the task page completes the task once per person; a repeat says it was done before, at its old address too', async ({
  page,
}) => {
  await insideTelegram(page);
  const user = newTelegramUser();
  // Behaviour §2: /{lang}/min-app/task; /{lang}/earn/tg-page, where it lived first, keeps working.
  await openMiniApp(page, `/en/min-app/task${miniAppFragment(miniAppInitData(user))}`);
  const complete = page.getByRole('button', { name: 'Complete task' });
  const call = page.waitForRequest((r) =>
    r.url().endsWith('/x-api/growth/miniapp/task/v1/complete_task'),
  );
  await complete.click();
  expect((await call).headers()['tgtoken']).toContain('auth_date=');
  await expect(page.getByRole('status')).toHaveText('Task completed. Well done!');
  await expect(complete).toBeDisabled();

  await openMiniApp(page, `/en/earn/tg-page${miniAppFragment(miniAppInitData(user))}`);
  await page.getByRole('button', { name: 'Complete task' }).click();
  await expect(page.getByRole('status')).toContainText('You completed this task already');
});

for (const variant of AXE_VARIANTS) {
  test(`the Mini App's screens (${variant.name})`, async ({ page }, testInfo) => {
    test.slow();
    await insideTelegram(page);
    const base = `/${variant.lang}/telegram-register-login${variant.query}`;
    await openMiniApp(page, `${base}${miniAppFragment(miniAppInitData(newTelegramUser()))}`);
    await expect(page.locator('html')).toHaveAttribute('dir', variant.dir);
    await expect(page.getByRole('group').getByRole('img')).toBeVisible();
    await expectAccessible(page, `Mini App authorisation (${variant.name})`);
    await saveVariantScreenshot(page, testInfo, variant, `mini-app-authorisation-${variant.name}`);

    const stale = miniAppInitData(
      newTelegramUser(),
      Math.floor(Date.now() / 1000) - FIVE_MINUTES_S - 60,
    );
    await openMiniApp(page, `${base}${miniAppFragment(stale)}`);
    await page.getByRole('checkbox').uncheck();
    await expect(page.getByRole('button').nth(0)).toBeDisabled();
    await page.getByRole('checkbox').check();
    await page.getByRole('button').nth(0).click();
    await expect(page.getByRole('alertdialog')).toBeVisible();
    await expectAccessible(page, `Mini App auth expired (${variant.name})`);
    await saveVariantScreenshot(page, testInfo, variant, `mini-app-auth-expired-${variant.name}`);

    await openMiniApp(
      page,
      `/${variant.lang}/min-app/task${variant.query}${miniAppFragment(miniAppInitData(newTelegramUser()))}`,
    );
    // The task's button, in the page (while its code loads, the loading page's bar shows).
    await page.getByRole('main').getByRole('button').click();
    await expect(page.getByRole('status')).not.toBeEmpty();
    await expectAccessible(page, `Mini App task page (${variant.name})`);
    await saveVariantScreenshot(page, testInfo, variant, `mini-app-task-${variant.name}`);
    await page.setViewportSize({ width: 375, height: 860 });
    await saveVariantScreenshot(page, testInfo, variant, `mini-app-task-${variant.name}-375`);
    await page.setViewportSize({ width: 1280, height: 860 });

    // Opened in a browser: no launch data.
    await openMiniApp(page, `/${variant.lang}/earn/tg-page${variant.query}`);
    await expect(page.getByRole('main').getByRole('link')).toHaveAttribute(
      'href',
      `/${variant.lang}/login`,
    );
    await expectAccessible(page, `Mini App page outside Telegram (${variant.name})`);
  });

  test(`the Mini App's link-auth screens (${variant.name})`, async ({ page }, testInfo) => {
    test.slow();
    const email = await loggedInByCookie(page, `mini-app-link-${variant.name}`);
    await insideTelegram(page);
    const base = `/${variant.lang}/telegram-register-login${variant.query}`;
    await openMiniApp(page, `${base}${miniAppFragment(miniAppInitData(newTelegramUser()))}`);
    await expect(page.locator('html')).toHaveAttribute('dir', variant.dir);
    const account = page.getByRole('group').filter({ hasText: email });
    await expect(account.locator('bdi')).toHaveText(email);
    await expect(page.getByRole('group').getByRole('img')).toBeVisible();
    await expectAccessible(page, `Mini App link-auth (${variant.name})`);
    await saveVariantScreenshot(page, testInfo, variant, `mini-app-link-${variant.name}`);

    // Accept without the password: the message stays beside the field (decision 106).
    const accept = page.getByRole('button', { name: miniAppAccept(variant.lang), exact: true });
    await accept.click();
    const password = page.locator('input[autocomplete="current-password"]');
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await expectAccessible(page, `Mini App link-auth, password missing (${variant.name})`);
    await saveVariantScreenshot(page, testInfo, variant, `mini-app-link-password-${variant.name}`); // prettier-ignore
    await expectWithin320(page, 'body');
    await password.fill(STRONG_PASSWORD);
    await accept.click();
    // Linked: the offer gives way to what happened, and Continue.
    await expect(page.getByRole('checkbox')).toHaveCount(0);
    await expect(page.locator('p[role="status"]')).not.toBeEmpty();
    await expectAccessible(page, `Mini App linked (${variant.name})`);
    await saveVariantScreenshot(page, testInfo, variant, `mini-app-linked-${variant.name}`);
  });
}
