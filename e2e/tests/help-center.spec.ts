import { expect, test } from '@playwright/test';
import {
  SCREEN_VARIANTS,
  STRONG_PASSWORD,
  expectAccessible,
  expectWithin320,
  freshEmail,
  saveScreenshot,
} from '../support/fixtures.js';
import { runAdmin } from '../support/admin-cli.js';

// Issue 36, point 2, "No dead ends": the help-center web form of behaviour §2
// (/{lang}/help-center/s/webform, decision 129): subject, e-mail, message and the captcha,
// kept in the database and listed by the operator's command; the `reject_guide_customer`
// condition (a refusal whose answer is "contact support", on a host without a chat) leads there.

const FORM = '/help-center/s/webform';

// The send solves the proof-of-work captcha of scene 31009 in the browser; on two loaded cores
// that can take tens of seconds. How long an expectation may wait, never a pause.
const AFTER_SEND = { timeout: 90_000 };

test('without a chat, the qq.com notice\'s "Contact customer service" opens the web form with reject_guide_customer; the request is kept and listed for the operator', async ({
  page,
  baseURL,
}, testInfo) => {
  test.slow();
  await page.goto('/en/register');
  await page.getByRole('textbox').first().fill(`ada-${Date.now()}@qq.com`);
  await page.locator('input[type="password"]').fill(STRONG_PASSWORD);
  await page.getByRole('checkbox').first().check();
  await page.locator('form button[type="submit"]').click();
  const contact = page
    .getByRole('alertdialog')
    .getByRole('button', { name: 'Contact customer service' });
  const opened = page.context().waitForEvent('page');
  await contact.click();
  const tab = await opened;
  await tab.waitForLoadState();
  expect(new URL(tab.url()).pathname + new URL(tab.url()).search).toBe(
    `/en${FORM}?reject_guide_customer=1`,
  );
  await expect(tab.getByRole('heading', { level: 1 })).toHaveText('Contact support');
  await expect(tab.getByText('That step needs our support team.')).toBeVisible();
  await expect(tab.getByLabel('Subject')).toHaveValue('account_access');

  // Errors stay beside their fields until the visitor acts on them.
  await tab.getByRole('button', { name: 'Send request' }).click();
  const email = tab.getByLabel('Your e-mail');
  const message = tab.getByLabel('Message');
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toBeFocused();
  await expect(email).toHaveAccessibleDescription('Enter a valid e-mail address.');
  await expect(message).toHaveAccessibleDescription('Write at least 10 characters.');
  await message.fill('short');
  await expect(message).not.toHaveAttribute('aria-invalid');
  await expect(email).toHaveAccessibleDescription('Enter a valid e-mail address.');

  const address = freshEmail('support');
  const words = `I could not sign up with my qq.com address <b>${Date.now()}</b>`;
  await email.fill(address);
  await message.fill(words);
  await tab.getByRole('button', { name: 'Send request' }).click();
  const heading = tab.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(/^Request \d+ received$/, AFTER_SEND);
  await expect(tab.getByRole('status')).toContainText(address);
  const id = (await heading.textContent())?.match(/\d+/)?.[0];
  await expectAccessible(tab, 'help-center form, request received');
  await saveScreenshot(tab, testInfo, 'help-center-sent-light-1280');

  const listed = await runAdmin(baseURL ?? '', 'support-requests', '--limit', '20');
  const row = listed.split('\n').findIndex((line) => line.startsWith(`#${id} `));
  expect(row).toBeGreaterThanOrEqual(0);
  expect(listed.split('\n')[row]).toContain(`account_access ${address} site BYBIT lang en`);
  expect(listed.split('\n')[row + 1]).toBe(`  ${JSON.stringify(words)}`);
});

test('a request without a solved captcha of its own scene is refused and nothing is kept', async ({
  request,
  baseURL,
}) => {
  const address = freshEmail('no-captcha');
  const answer = await request.post(`/x-api/user/public/help-center/webform`, {
    data: { subject: 'other', email: address, message: 'Please help me with my account.' },
  });
  expect(((await answer.json()) as { ret_code: number }).ret_code).toBe(34001);
  expect(await runAdmin(baseURL ?? '', 'support-requests', '--limit', '50')).not.toContain(address);
});

for (const variant of SCREEN_VARIANTS) {
  test(`the web form in ${variant.name}: labelled, accessible, mirrored, no sideways scroll at 320 px, photographed`, async ({
    page,
  }, testInfo) => {
    await page.goto(`/${variant.lang}${FORM}${variant.query}&reject_guide_customer=1`);
    await expect(page.locator('.app-page')).toHaveAttribute('dir', variant.dir);
    await expect(page.locator('form select')).toHaveValue('account_access');
    await page.locator('form button[type="submit"]').click();
    await expect(page.locator('input[type="email"]')).toHaveAttribute('aria-invalid', 'true');
    await expectAccessible(page, `help-center form with its errors, ${variant.name}`);
    await expectWithin320(page, '.app-page');
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await saveScreenshot(page, testInfo, `help-center-form-${variant.name}-${width}`);
    }
  });
}
