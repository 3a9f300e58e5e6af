import { randomInt } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import {
  SCREEN_VARIANTS,
  STRONG_PASSWORD,
  createEmailAccount,
  expectAccessible,
  expectWithin320,
  freshEmail,
  passwordDigest,
  saveScreenshot,
} from '../support/fixtures.js';
import { logInByEmail } from '../support/journeys.js';
import { telegramWindowApproves } from '../support/telegram.js';

// Issue 36, point 2, "No dead ends": behaviour §2's "/app/user/account-info | messaging
// re-link" answers with the account's Telegram link: its status, "Link Telegram again" and
// Unlink, through the calls and the re-authentication the repository has (decision 133).

const PATH = '/app/user/account-info';

const newTelegramUser = () => {
  const id = randomInt(1e9, 2 ** 40);
  return { id, first_name: 'Ada', username: `ada${id}` };
};

async function signedIn(
  page: Page,
  request: Parameters<typeof createEmailAccount>[0],
  tag: string,
) {
  const email = freshEmail(tag);
  await createEmailAccount(request, email);
  await page.goto('/en/login');
  await logInByEmail(page, email, STRONG_PASSWORD);
  await expect(page).toHaveURL(/\/en\/dashboard$/);
}

const bindStatus = async (page: Page) =>
  (await (await page.request.get('/x-api/user/private/telegram-bind-status')).json()).result;

/** "Link Telegram again": confirm it's you with the password, then Telegram's window approves. */
async function linkAgain(page: Page) {
  await page.getByRole('button', { name: 'Link Telegram again' }).click();
  const dialog = page.getByRole('dialog', { name: 'Link Telegram again' });
  await dialog.getByLabel('Your password', { exact: true }).fill(STRONG_PASSWORD);
  const bind = page.waitForRequest(
    (r) => new URL(r.url()).pathname === '/x-api/user/private/bind/telegram',
  );
  await dialog.getByRole('button', { name: 'Continue to Telegram' }).click();
  return bind;
}

test('a signed-out visit to the account page goes to log-in, and back there after it', async ({
  page,
  request,
}) => {
  const email = freshEmail('account-info');
  await createEmailAccount(request, email);
  await page.goto(PATH);
  await expect(page).toHaveURL(/\/en\/login\?redirect_url=%2Fapp%2Fuser%2Faccount-info$/);
  await logInByEmail(page, email, STRONG_PASSWORD);
  await expect(page).toHaveURL(new RegExp(`${PATH}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Account info');
  await expect(page.getByText('No Telegram account is linked to your account.')).toBeVisible();
});

test('"messaging re-link": Link Telegram again asks who it is, then Telegram, and links; Unlink undoes it', async ({
  page,
  request,
}) => {
  await telegramWindowApproves(page, newTelegramUser());
  await signedIn(page, request, 'relink');
  await page.goto(PATH);
  await expect(page.getByRole('button', { name: 'Unlink Telegram' })).toHaveCount(0);
  const bind = await linkAgain(page);
  // The session alone links nothing (decision 106): the password went with the bind.
  expect(bind.postDataJSON()).toMatchObject({ reauth: { password: passwordDigest(STRONG_PASSWORD) } }); // prettier-ignore
  await expect(page.getByRole('status')).toHaveText('Telegram is now linked to your account.');
  await expect(page.getByText('Your account is linked to a Telegram account')).toBeVisible();
  expect(await bindStatus(page)).toBe(1);

  await page.getByRole('button', { name: 'Unlink Telegram' }).click();
  const dialog = page.getByRole('dialog', { name: 'Unlink Telegram?' });
  await dialog.getByRole('button', { name: 'Unlink', exact: true }).click();
  await expect(page.getByRole('status')).toHaveText(
    'Telegram is no longer linked to your account.',
  );
  await expect(page.getByRole('button', { name: 'Link Telegram again' })).toBeVisible();
  expect(await bindStatus(page)).toBe(0);
});

test('a Telegram account linked to another account is refused, and the page says so', async ({
  page,
  browser,
  request,
}) => {
  const person = newTelegramUser();
  await telegramWindowApproves(page, person);
  await signedIn(page, request, 'relink-owner');
  await page.goto(PATH);
  await linkAgain(page);
  await expect(page.getByRole('status')).toHaveText('Telegram is now linked to your account.');

  const other = await browser.newContext();
  const second = await other.newPage();
  await telegramWindowApproves(second, person);
  await signedIn(second, request, 'relink-second');
  await second.goto(PATH);
  await linkAgain(second);
  await expect(second.getByRole('alert')).toHaveText(
    /^That Telegram account is already linked to another account\./,
  );
  expect(await bindStatus(second)).toBe(0);
  await other.close();
});

for (const variant of SCREEN_VARIANTS) {
  test(`the account page in ${variant.name}: accessible, mirrored, no sideways scroll at 320 px, photographed`, async ({
    page,
    request,
  }, testInfo) => {
    await signedIn(page, request, `account-${variant.name}`);
    await page.goto(`/${variant.lang}${PATH}${variant.query}`);
    await expect(page.locator('.app-page')).toHaveAttribute('dir', variant.dir);
    await expect(page.locator('.app-card button')).toHaveCount(1);
    await expectAccessible(page, `account page, ${variant.name}`);
    await expectWithin320(page, '.app-main');
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 860 });
      await saveScreenshot(page, testInfo, `account-info-${variant.name}-${width}`);
    }
    // Its "Confirm it's you" dialog, as the security page's.
    await page.locator('.app-card button').click();
    await expect(page.getByRole('dialog').locator('input[autocomplete="current-password"]')).toBeVisible(); // prettier-ignore
    await expectAccessible(page, `account page, confirm it's you, ${variant.name}`);
    await saveScreenshot(page, testInfo, `account-info-relink-${variant.name}-1280`);
  });
}
