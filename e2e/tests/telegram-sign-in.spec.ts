import { randomInt } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { AXE_VARIANTS, expectAccessible, saveScreenshot } from '../support/fixtures.js';
import {
  confirmThirdPartyRegister,
  logOut,
  pointerArrives,
  STEP_TWO,
  skipStepTwo,
} from '../support/journeys.js';
import { telegramRedirectQuery, telegramWindowApproves } from '../support/telegram.js';

// Sign-up and log-in with Telegram (decision 063): Telegram's Login Widget, in its redirect
// mode, sends the person to /{lang}/telegram-register-login with its signed fields as query
// parameters. The page reads them once, takes them off the address bar and signs in: a new
// person and a known one alike end at step two (no host callback, decision 135). Telegram's
// own script is never loaded here: the test signs the fields with the e2e server's bot token.
// "Continue with Telegram" in the widget opens Telegram's window instead (decision 068); its
// script is answered on loopback with a window that approves at once (support/telegram.ts).

const newTelegramUser = () => {
  const id = randomInt(1e9, 2 ** 40);
  return { id, first_name: 'Grace', last_name: 'Hopper', username: `grace${id}` };
};

/** The fields of a set whose hash Telegram did not make. */
const forged = (query: string) => {
  const params = new URLSearchParams(query);
  params.set('hash', 'ab'.repeat(32));
  return params.toString();
};

/** The sign-in call's answer, read off the wire. */
function nextSignIn(page: Page) {
  return page
    .waitForResponse((r) => new URL(r.url()).pathname === '/x-api/user/public/login/thirdparty')
    .then((r) => r.json() as Promise<{ ret_code: number; result?: Record<string, unknown> }>);
}

test('a new visitor arriving from Telegram gets an account and ends at step two; later they log in the same way, to step two again', async ({
  page,
  browser,
}) => {
  // Two sign-ins, each with its proof-of-work captcha.
  test.slow();
  const user = newTelegramUser();
  const first = nextSignIn(page);
  await page.goto(`/en/telegram-register-login?${telegramRedirectQuery(user)}`);
  expect(await first).toMatchObject({
    ret_code: 0,
    result: { use_thirdparty: 1, tg_bind_result: 'success' },
  });
  await expect(page).toHaveURL(STEP_TWO);
  const status = await page.request.get('/x-api/user/private/telegram-bind-status');
  expect(await status.json()).toMatchObject({ ret_code: 0, result: 1 });

  // Later, in another browser, with fresh data from Telegram (a new username: the id counts).
  const later = await browser.newContext();
  const again = await later.newPage();
  const second = nextSignIn(again);
  const renamed = { ...user, username: `${user.username}_new` };
  await again.goto(`/en/telegram-register-login?${telegramRedirectQuery(renamed)}`);
  expect(await second).toMatchObject({ ret_code: 0, result: { use_thirdparty: 2 } });
  await expect(again).toHaveURL(STEP_TWO);
  await later.close();
});

test('a new visitor presses Continue with Telegram on sign-up, confirms the terms dialog and ends at step two, then the dashboard; later Continue with Telegram on log-in signs them in to the same account', async ({
  page,
}, testInfo) => {
  // Two sign-ins, each with its proof-of-work captcha.
  test.slow();
  const user = newTelegramUser();
  await telegramWindowApproves(page, user);
  await page.goto('/en/register');
  // The block comes with the app, on the first intent (decision 136).
  await pointerArrives(page);
  const first = nextSignIn(page);
  await page.getByRole('button', { name: 'Continue with Telegram' }).click();
  // Sign-up's terms/country dialog (dialog 6) comes once Telegram has answered.
  await confirmThirdPartyRegister(page);
  expect(await first).toMatchObject({
    ret_code: 0,
    result: { use_thirdparty: 1, tg_bind_result: 'success' },
  });
  // The new account's next step is step two's question (decision 135), then the dashboard.
  await expect(page).toHaveURL(STEP_TWO);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Tell us about your trading experience',
  );
  await skipStepTwo(page);
  // The account is the one the dashboard shows: a Telegram account, no e-mail or phone.
  const accountId = page.getByText(/^Account ID: \d+$/);
  await expect(accountId).toBeVisible();
  const shown = await accountId.textContent();
  await expect(page.getByText(/^(Email|Mobile):/)).toHaveCount(0);
  const status = await page.request.get('/x-api/user/private/telegram-bind-status');
  expect(await status.json()).toMatchObject({ ret_code: 0, result: 1 });
  await expectAccessible(page, 'new Telegram account dashboard');
  await saveScreenshot(page, testInfo, 'telegram-sign-up-dashboard');

  // Later, Telegram's window sends fresh data (a new username: the id counts).
  await logOut(page);
  await telegramWindowApproves(page, { ...user, username: `${user.username}_new` });
  await page.goto('/en/login');
  await pointerArrives(page);
  const second = nextSignIn(page);
  await page.getByRole('button', { name: 'Continue with Telegram' }).click();
  expect(await second).toMatchObject({ ret_code: 0, result: { use_thirdparty: 2 } });
  await skipStepTwo(page);
  await expect(page.getByText(/^Account ID: \d+$/)).toHaveText(shown!);
});

test('a forged set of Telegram fields is refused: no account, the reason, and the way back to log-in', async ({
  page,
}) => {
  test.slow();
  const answer = nextSignIn(page);
  await page.goto(
    `/en/telegram-register-login?${forged(telegramRedirectQuery(newTelegramUser()))}`,
  );
  expect(await answer).toMatchObject({ ret_code: 38001, result: { reason: 'forged' } });
  // The fields are off the address bar.
  await expect(page).toHaveURL(/\/en\/telegram-register-login$/);
  await expect(page.getByRole('status')).toHaveText(
    'We could not verify what Telegram sent. Please try again with Telegram.',
  );
  await expect(page.getByRole('button', { name: 'Try again with Telegram' })).toBeVisible();
  const back = page.getByRole('link', { name: 'Back to log in' });
  await back.click();
  await expect(page).toHaveURL(/\/en\/login$/);
});

for (const variant of AXE_VARIANTS) {
  test(`the Telegram sign-in page's screens (${variant.name})`, async ({ page }, testInfo) => {
    test.slow();
    const path = `/${variant.lang}/telegram-register-login`;
    const answer = nextSignIn(page);
    await page.goto(`${path}${variant.query}&${forged(telegramRedirectQuery(newTelegramUser()))}`);
    expect((await answer).ret_code).toBe(38001);
    await expect(page.locator('html')).toHaveAttribute('dir', variant.dir);
    // The page's own button (the frame's bar has its theme switch; decision 140).
    await expect(page.getByRole('main').getByRole('button')).toBeVisible();
    await expectAccessible(page, `Telegram sign-in refused (${variant.name})`);
    await saveScreenshot(page, testInfo, `telegram-sign-in-refused-${variant.name}`);

    // Opened without anything from Telegram: it says so, and leads back to log-in.
    await page.goto(`${path}${variant.query}`);
    await expect(page.getByRole('status')).toBeVisible();
    await expect(page.getByRole('main').getByRole('link')).toHaveAttribute(
      'href',
      `/${variant.lang}/login`,
    );
    await expectAccessible(page, `Telegram sign-in without data (${variant.name})`);
    await saveScreenshot(page, testInfo, `telegram-sign-in-no-data-${variant.name}`);
  });
}
