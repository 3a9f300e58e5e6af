import { expect, request as api, test, type APIRequestContext } from '@playwright/test';
import {
  STRONG_PASSWORD,
  createEmailAccount,
  expectAccessible,
  freshEmail,
  saveScreenshot,
} from '../support/fixtures.js';
import { untilInteractive } from '../support/journeys.js';
import { startOwnServer, type OwnServer } from '../support/own-server.js';

// The visible "I'm not a robot" checkbox before the new captcha's proof-of-work
// (CAPTCHA_VISIBLE=true, docs/decisions/022): the person ticks it, it says done, then log in.
test.describe.configure({ mode: 'serial' });

let foyer: OwnServer;
let http: APIRequestContext;

test.beforeAll(async () => {
  foyer = await startOwnServer({ CAPTCHA_VISIBLE: 'true' });
  http = await api.newContext({ baseURL: foyer.origin });
});
test.afterAll(async () => {
  await http?.dispose();
  await foyer?.stop();
});

test('captcha required before submit: tick "I\'m not a robot", it runs and says done, then log in', async ({
  page,
}, testInfo) => {
  const email = freshEmail('visible');
  await createEmailAccount(http, email);
  await page.goto(`${foyer.origin}/en/login`);
  // The box comes with the app, on the visitor's first intent (decision 136).
  await untilInteractive(page);
  const box = page.getByRole('checkbox', { name: "I'm not a robot" });
  await expect(box).not.toBeChecked();
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(STRONG_PASSWORD);

  // A submit before the tick asks for it and waits.
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByText('Tick "I\'m not a robot" to continue.')).toBeVisible();
  await expect(box).toBeFocused();
  await saveScreenshot(page, testInfo, 'captcha-checkbox-wanted-light');

  // The tick runs the proof-of-work and hands it to the waiting submit.
  await box.click();
  await expect(page).toHaveURL(/\/en\/dashboard$/);
});

const VARIANTS = [
  // The whole status line: a word of it ("تم", done) also occurs inside other texts of the
  // page, such as the verified-site badge's tooltip ("تمامًا").
  {
    name: 'light',
    path: '/en/login?theme=light',
    label: "I'm not a robot",
    done: 'Done: you can log in.',
  },
  {
    name: 'dark',
    path: '/en/login?theme=dark',
    label: "I'm not a robot",
    done: 'Done: you can log in.',
  },
  {
    name: 'arabic',
    path: '/ar-SA/login?theme=light',
    label: 'لست روبوتًا',
    done: 'تم: يمكنك تسجيل الدخول.',
  },
];

for (const variant of VARIANTS) {
  test(`the checkbox, ticked and done (${variant.name})`, async ({ page }, testInfo) => {
    await page.goto(`${foyer.origin}${variant.path}`);
    await untilInteractive(page);
    const box = page.getByRole('checkbox', { name: variant.label });
    await expect(box).toBeVisible();
    await saveScreenshot(page, testInfo, `captcha-checkbox-${variant.name}`);
    await expectAccessible(page, `captcha checkbox (${variant.name})`);
    await box.check();
    await expect(page.getByText(variant.done, { exact: true })).toBeVisible();
    await expect(box).toBeChecked();
    await saveScreenshot(page, testInfo, `captcha-checkbox-done-${variant.name}`);
  });
}
