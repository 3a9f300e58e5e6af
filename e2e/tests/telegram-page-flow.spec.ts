import { randomInt } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import {
  AXE_VARIANTS,
  createEmailAccount,
  expectAccessible,
  freshEmail,
  saveScreenshot,
} from '../support/fixtures.js';
import { typeCode, STEP_TWO, skipStepTwo } from '../support/journeys.js';
import { telegramRedirectQuery } from '../support/telegram.js';
import { turnOnTwoFactor } from '../support/two-factor.js';

// The Telegram page runs the widget's log-in flow (decision 072): an account that asks for a
// step after Telegram's sign-in (here its authenticator code) is asked for it on the page, as
// the log-in asks, and lands where a Telegram log-in lands: step two (decision 135), then the
// dashboard. Before signing in, the page says who is logging in and counts 3 seconds
// (behaviour §4 "auto-logs in after 3 s").

const telegramUser = () => {
  const id = randomInt(1e9, 2 ** 40);
  return { id, first_name: 'Grace', last_name: 'Hopper', username: `grace${id}` };
};

/**
 * An e-mail account bound to `user`'s Telegram account (a log-in carrying Telegram's fields,
 * decision 024) with Google Authenticator on; logged out. Answers its authenticator.
 */
function boundAccountWithTwoFactor(page: Page, email: string, user: object) {
  return turnOnTwoFactor(page, email, `/en/login?${telegramRedirectQuery(user as never)}`);
}

test('a Telegram-bound account with two-factor on arrives with signed data, is asked for the authenticator code, and ends at step two, then the dashboard', async ({
  page,
  request,
}) => {
  // Three sign-ins, each with its proof-of-work captcha.
  test.slow();
  const email = freshEmail('tg-page-2fa');
  await createEmailAccount(request, email);
  const user = telegramUser();
  const app = await boundAccountWithTwoFactor(page, email, user);

  await page.goto(`/en/telegram-register-login?${telegramRedirectQuery(user)}`);
  await expect(page.getByRole('heading', { name: `Logging in as Grace Hopper (@${user.username})` })).toBeVisible(); // prettier-ignore
  await expect(page.getByText(/^Logging you in automatically in [123] s…$/)).toBeVisible();
  // Nothing pressed: after the countdown, the sign-in; the account asks for its code.
  const group = page.getByRole('group', { name: 'Verification code' });
  await expect(group).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('heading', { name: 'Two-factor authentication' })).toBeVisible();
  const resent = page.waitForResponse(
    (r) => new URL(r.url()).pathname === '/x-api/user/public/login/thirdparty',
  );
  await typeCode(page, app.nextCode());
  expect(await (await resent).json()).toMatchObject({ ret_code: 0, result: { use_thirdparty: 2 } }); // prettier-ignore
  await skipStepTwo(page);
  await expect(page.getByText(email)).toBeVisible();
});

test('Cancel stops the automatic log-in; "Log in now" still signs in', async ({ page }) => {
  test.slow();
  let sent = false;
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/x-api/user/public/login/thirdparty') sent = true;
  });
  await page.clock.install();
  await page.goto(`/en/telegram-register-login?${telegramRedirectQuery(telegramUser())}`);
  await page.getByRole('button', { name: 'Cancel', exact: true }).click();
  await expect(page.getByText('Automatic log-in cancelled.')).toBeVisible();
  // The page's clock moved well past the 3 s: nothing was sent.
  await page.clock.runFor(10_000);
  await expect(page.getByText('Automatic log-in cancelled.')).toBeVisible();
  expect(sent).toBe(false);
  await page.getByRole('button', { name: 'Log in now', exact: true }).click();
  await expect(page).toHaveURL(STEP_TWO);
});

const BUTTONS = {
  en: { cancel: 'Cancel', logInNow: 'Log in now' },
  'ar-SA': { cancel: 'إلغاء', logInNow: 'سجّل الدخول الآن' },
  'ja-JP': { cancel: 'キャンセル', logInNow: '今すぐログイン' },
} as const;

for (const variant of AXE_VARIANTS) {
  test(`the Telegram page's countdown and its two-factor step (${variant.name})`, async ({
    page,
    request,
  }, testInfo) => {
    test.slow();
    const email = freshEmail(`tg-page-${variant.name}`);
    await createEmailAccount(request, email);
    const user = telegramUser();
    await boundAccountWithTwoFactor(page, email, user);
    const path = `/${variant.lang}/telegram-register-login`;
    await page.goto(`${path}${variant.query}&${telegramRedirectQuery(user)}`);
    const names = BUTTONS[variant.lang];
    await page.getByRole('button', { name: names.cancel, exact: true }).click();
    await expect(page.locator('html')).toHaveAttribute('dir', variant.dir);
    // The person's name is isolated, so it reads whole inside an Arabic sentence.
    await expect(page.getByRole('heading', { level: 2 }).locator('bdi')).toHaveText(
      `Grace Hopper (@${user.username})`,
    );
    const title = await page.title();
    await expectAccessible(page, `Telegram page, cancelled (${variant.name})`);
    await saveScreenshot(page, testInfo, `telegram-page-cancelled-${variant.name}`);
    await page.getByRole('button', { name: names.logInNow, exact: true }).click();
    await expect(page.locator('input[autocomplete="one-time-code"]').first()).toBeVisible({
      timeout: 30_000,
    });
    // Handed over to the log-in flow, the page keeps its title.
    await expect(page).toHaveTitle(title);
    await expectAccessible(page, `Telegram page, two-factor step (${variant.name})`);
    await saveScreenshot(page, testInfo, `telegram-page-two-factor-${variant.name}`);
  });
}
