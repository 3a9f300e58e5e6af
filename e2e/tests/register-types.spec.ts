import {
  expect,
  request as api,
  test,
  type APIRequestContext,
  type Browser,
  type Page,
  type TestInfo,
} from '@playwright/test';
import {
  AXE_VARIANTS,
  STRONG_PASSWORD,
  expectAccessible,
  freshEmail,
  freshMobile,
  latestCodeFor,
  saveScreenshot,
  type OutboxMessage,
} from '../support/fixtures.js';
import {
  chooseCountry,
  codeBoxes,
  confirmDeclaration,
  fillMobileSignUp,
  typeCode,
  untilSignInChoicesShown,
} from '../support/journeys.js';
import { startOwnServer, type OwnServer } from '../support/own-server.js';

// behaviour §3 "Register type": each type against a server of its own whose REGISTER_TYPE fixes
// what POST /v3/config/web answers, so the widget takes the real path (remote config → layout).

type RegisterType = 'oldCode' | 'oldLink' | 'newCode' | 'newLink';

// Each send solves the proof-of-work captcha of scene 31004 in the browser; on two loaded
// cores a step can take tens of seconds. This is how long an expectation may wait, never a pause.
const AFTER_SEND = { timeout: 90_000 };

/** The activation link the dev outbox holds for a recipient, waiting until one arrives. */
async function activationLinkFor(http: APIRequestContext, to: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const messages = (await (await http.get('/dev/outbox.json')).json()) as OutboxMessage[];
        link = messages.find((m) => m.to.includes(to) && m.link)?.link ?? undefined;
        return link;
      },
      { message: `an activation link in the dev outbox for ${to}` },
    )
    .toMatch(/\/register\/activate\?uuid=[\w-]+&token=[\w-]+/);
  return link as string;
}

/** Opens the link in a second browser context (another device), confirms, sees "confirmed". */
async function confirmInAnotherBrowser(
  browser: Browser,
  link: string,
  email: string,
  testInfo: TestInfo,
  shot: string,
): Promise<void> {
  const other = await browser.newContext();
  try {
    const page = await other.newPage();
    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Confirm your sign-up' })).toBeVisible();
    // The masked e-mail: its first letters and its domain, never the whole address.
    const [local, domain] = email.split('@') as [string, string];
    await expect(
      page.getByText(`${local.slice(0, 2)}***@${domain}`, { exact: true }),
    ).toBeVisible();
    await expect(page.getByText(email, { exact: true })).toHaveCount(0);
    await expectAccessible(page, 'activation page');
    await saveScreenshot(page, testInfo, shot);
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByRole('status')).toHaveText(/Your e-mail is confirmed/);
    // The link is one-time: opening it again says so.
    await page.reload();
    await expect(page.getByRole('status')).toHaveText(/already used/);
  } finally {
    await other.close();
  }
}

/** The three-step layout's account step: one "Email or mobile" field (behaviour §5). */
const oneField = (page: Page) =>
  page.getByRole('textbox', { name: 'Email or mobile', exact: true });

async function fillStepOne(page: Page, email: string): Promise<void> {
  await untilSignInChoicesShown(page);
  await expect(page.getByRole('tab')).toHaveCount(0);
  await oneField(page).fill(email);
  await expect(page.getByLabel('Password', { exact: true })).toHaveCount(0);
  await page.getByRole('checkbox', { name: /^I agree/ }).check();
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await confirmDeclaration(page);
}

async function fillOneForm(page: Page, email: string): Promise<void> {
  await untilSignInChoicesShown(page);
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(STRONG_PASSWORD);
  await page.getByRole('checkbox', { name: /^I agree/ }).check();
  await page.getByRole('button', { name: 'Sign up' }).click();
  await confirmDeclaration(page);
}

function serverFor(type: RegisterType) {
  const held: { foyer?: OwnServer; http?: APIRequestContext } = {};
  test.beforeAll(async () => {
    const engine = test.info().project.name === 'postgres' ? 'postgres' : 'sqlite';
    held.foyer = await startOwnServer({ REGISTER_TYPE: type }, engine);
    held.http = await api.newContext({ baseURL: held.foyer.origin });
  });
  test.afterAll(async () => {
    await held.http?.dispose();
    await held.foyer?.stop();
  });
  return held as Required<typeof held>;
}

test.describe('oldCode', () => {
  test.describe.configure({ mode: 'serial', timeout: 300_000 });
  const server = serverFor('oldCode');

  test('old code: one form, the code, then the dashboard as a new user', async ({ page }) => {
    const email = freshEmail('old-code');
    await page.goto(`${server.foyer.origin}/en/register`);
    await fillOneForm(page, email);
    await expect(page.getByRole('heading', { name: 'Verify your email' })).toBeVisible(AFTER_SEND);
    await typeCode(page, await latestCodeFor(server.http, email));
    await expect(page).toHaveURL(/\/en\/dashboard\?newUser=true$/, AFTER_SEND);
  });
});

test.describe('oldLink', () => {
  test.describe.configure({ mode: 'serial', timeout: 300_000 });
  const server = serverFor('oldLink');

  test('old link: one form, "check your e-mail", the link opened in a second browser; the first lands signed in', async ({
    page,
    browser,
  }, testInfo) => {
    const email = freshEmail('old-link');
    await page.goto(`${server.foyer.origin}/en/register`);
    await fillOneForm(page, email);
    await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible(AFTER_SEND);
    await expect(page.getByText(/Waiting for you to open the link/)).toBeVisible();
    const link = await activationLinkFor(server.http, email);
    await confirmInAnotherBrowser(browser, link, email, testInfo, 'activate-old-link-light');
    await expect(page).toHaveURL(/\/en\/dashboard\?newUser=true$/, AFTER_SEND);
  });

  test('old link with phone uses the older verify screen: a code, then the dashboard', async ({
    page,
  }) => {
    const mobile = freshMobile();
    await page.goto(`${server.foyer.origin}/en/register`);
    await untilSignInChoicesShown(page);
    await fillMobileSignUp(page, mobile, STRONG_PASSWORD);
    await page.getByRole('button', { name: 'Sign up' }).click();
    await confirmDeclaration(page);
    await expect(page.getByRole('heading', { name: 'Verify your phone' })).toBeVisible(AFTER_SEND);
    await typeCode(page, await latestCodeFor(server.http, mobile));
    await expect(page).toHaveURL(/\/en\/dashboard\?newUser=true$/, AFTER_SEND);
  });
});

test.describe('newCode', () => {
  test.describe.configure({ mode: 'serial', timeout: 300_000 });
  const server = serverFor('newCode');

  test('new code: ACCOUNT, then the code, then PASSWORD, then the dashboard', async ({ page }) => {
    const email = freshEmail('new-code');
    await page.goto(`${server.foyer.origin}/en/register`);
    await fillStepOne(page, email);
    await expect(page.getByRole('heading', { name: 'Verify your email' })).toBeVisible(AFTER_SEND);
    await typeCode(page, await latestCodeFor(server.http, email));
    await expect(page.getByRole('heading', { name: 'Set your password' })).toBeVisible(AFTER_SEND);
    await page.getByLabel('Password', { exact: true }).fill(STRONG_PASSWORD);
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page).toHaveURL(/\/en\/dashboard\?newUser=true$/, AFTER_SEND);
  });

  test('new code survives a reload (decision 143): at the code step, then at the password step, with the masked address', async ({
    page,
  }) => {
    const email = freshEmail('new-code-reload');
    const [local, domain] = email.split('@') as [string, string];
    const masked = `${local.slice(0, 2)}***@${domain}`;
    await page.goto(`${server.foyer.origin}/en/register`);
    await fillStepOne(page, email);
    await expect(page.getByRole('heading', { name: 'Verify your email' })).toBeVisible(AFTER_SEND);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Verify your email' })).toBeVisible(AFTER_SEND);
    await expect(page.getByText(masked)).toBeVisible();
    await typeCode(page, await latestCodeFor(server.http, email));
    await expect(page.getByRole('heading', { name: 'Set your password' })).toBeVisible(AFTER_SEND);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Set your password' })).toBeVisible(AFTER_SEND);
    await page.getByLabel('Password', { exact: true }).fill(STRONG_PASSWORD);
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page).toHaveURL(/\/en\/dashboard\?newUser=true$/, AFTER_SEND);
    // The made account forgot its sign-up: the register page starts anew.
    await page.goto(`${server.foyer.origin}/en/register`);
    await expect(page.getByRole('heading', { name: 'Verify your email' })).toHaveCount(0);
  });

  test('new code by phone: digits in the one "Email or mobile" field make a mobile number with its country code; the SMS code, PASSWORD, the dashboard', async ({
    page,
  }) => {
    const mobile = freshMobile();
    await page.goto(`${server.foyer.origin}/en/register`);
    await untilSignInChoicesShown(page);
    await expect(page.getByRole('button', { name: /^Country code/ })).toHaveCount(0);
    await oneField(page).fill(mobile);
    // The phone pattern brings the country code in front of the same field (behaviour §5).
    await chooseCountry(page, 'United Kingdom', '44');
    await expect(oneField(page)).toHaveValue(mobile);
    await page.getByRole('checkbox', { name: /^I agree/ }).check();
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await confirmDeclaration(page);
    await expect(page.getByRole('heading', { name: 'Verify your phone' })).toBeVisible(AFTER_SEND);
    await typeCode(page, await latestCodeFor(server.http, mobile));
    await expect(page.getByRole('heading', { name: 'Set your password' })).toBeVisible(AFTER_SEND);
    await page.getByLabel('Password', { exact: true }).fill(STRONG_PASSWORD);
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page).toHaveURL(/\/en\/dashboard\?newUser=true$/, AFTER_SEND);
    // The account was made with the number, not with an e-mail of those digits.
    await expect(page.getByText(/^Mobile: /)).toBeVisible();
    await expect(page.getByText(/^Email: /)).toHaveCount(0);
  });

  test('step-3 code check: a wrong code toasts, and the boxes start empty again', async ({
    page,
  }) => {
    const email = freshEmail('new-code-wrong');
    await page.goto(`${server.foyer.origin}/en/register`);
    await fillStepOne(page, email);
    await expect(page.getByRole('heading', { name: 'Verify your email' })).toBeVisible(AFTER_SEND);
    const code = await latestCodeFor(server.http, email);
    const wrong = code === '000000' ? '111111' : '000000';
    await typeCode(page, wrong);
    await expect(page.getByText(/Invalid verification code/).first()).toBeVisible(AFTER_SEND);
    // The same words are kept under the emptied boxes, which they describe (issue 37).
    await expect(codeBoxes(page).first()).toHaveAccessibleDescription('Invalid verification code');
    await expect(page.getByRole('heading', { name: 'Verify your email' })).toBeVisible(AFTER_SEND);
  });

  test('returning from verify goes to ACCOUNT and keeps the e-mail', async ({ page }) => {
    const email = freshEmail('new-code-back');
    await page.goto(`${server.foyer.origin}/en/register`);
    await fillStepOne(page, email);
    await page.getByRole('button', { name: 'Change email' }).click();
    await expect(oneField(page)).toHaveValue(email);
  });
});

test.describe('newLink', () => {
  test.describe.configure({ mode: 'serial', timeout: 300_000 });
  const server = serverFor('newLink');

  test('new link: ACCOUNT, PASSWORD while the link travels, the link opened in a second browser; the first lands signed in', async ({
    page,
    browser,
  }, testInfo) => {
    const email = freshEmail('new-link');
    await page.goto(`${server.foyer.origin}/en/register`);
    await fillStepOne(page, email);
    await expect(page.getByRole('heading', { name: 'Set your password' })).toBeVisible(AFTER_SEND);
    await page.getByLabel('Password', { exact: true }).fill(STRONG_PASSWORD);
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible(AFTER_SEND);
    const link = await activationLinkFor(server.http, email);
    await confirmInAnotherBrowser(browser, link, email, testInfo, 'activate-new-link-light');
    await expect(page).toHaveURL(/\/en\/dashboard\?newUser=true$/, AFTER_SEND);
  });

  test('new link survives a reload (decision 158): back at the password step with the masked address, the password chosen again, then the link', async ({
    page,
    browser,
  }, testInfo) => {
    const email = freshEmail('new-link-reload');
    const [local, domain] = email.split('@') as [string, string];
    await page.goto(`${server.foyer.origin}/en/register`);
    await fillStepOne(page, email);
    await expect(page.getByRole('heading', { name: 'Set your password' })).toBeVisible(AFTER_SEND);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Set your password' })).toBeVisible(AFTER_SEND);
    await expect(page.getByText(`${local.slice(0, 2)}***@${domain}`)).toBeVisible();
    await page.getByLabel('Password', { exact: true }).fill(STRONG_PASSWORD);
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible(AFTER_SEND);
    const link = await activationLinkFor(server.http, email);
    await confirmInAnotherBrowser(browser, link, email, testInfo, 'activate-new-link-reload');
    await expect(page).toHaveURL(/\/en\/dashboard\?newUser=true$/, AFTER_SEND);
  });

  for (const variant of AXE_VARIANTS) {
    test(`the new screens (${variant.name}): step one, password, check your e-mail, activation page`, async ({
      page,
      browser,
    }, testInfo) => {
      await page.setViewportSize({ width: 1280, height: 860 });
      const email = freshEmail(`new-link-${variant.name}`);
      await page.goto(`${server.foyer.origin}/${variant.lang}/register${variant.query}`);
      await expect(page.locator('html')).toHaveAttribute('dir', variant.dir);
      // One field for the e-mail or the mobile number, no tabs (behaviour §5).
      await expect(page.getByRole('textbox').first()).toHaveAttribute('autocomplete', 'username');
      await expect(page.getByRole('tab')).toHaveCount(0);
      await expect(page.locator('input[type="password"]')).toHaveCount(0);
      await expectAccessible(page, `register step one ${variant.name}`);
      await saveScreenshot(page, testInfo, `register-step-one-${variant.name}`);

      await page.getByRole('textbox').first().fill(email);
      await page.getByRole('checkbox').first().check();
      await page.locator('button[type="submit"]').click();
      // Dialog 1, the ban-country declaration (behaviour §4): its first button confirms.
      await page.getByRole('alertdialog').getByRole('button').first().click();
      await expect(page.locator('input[type="password"]')).toBeVisible(AFTER_SEND);
      await expectAccessible(page, `register password step ${variant.name}`);
      await saveScreenshot(page, testInfo, `register-password-step-${variant.name}`);

      await page.locator('input[type="password"]').fill(STRONG_PASSWORD);
      await page.locator('button[type="submit"]').click();
      await expect(page.locator('p[role="status"]')).toBeVisible(AFTER_SEND);
      await expectAccessible(page, `check your e-mail ${variant.name}`);
      await saveScreenshot(page, testInfo, `register-check-email-${variant.name}`);

      const link = new URL(await activationLinkFor(server.http, email));
      const other = await browser.newContext({ viewport: { width: 1280, height: 860 } });
      const activation = await other.newPage();
      const path = link.pathname.replace(/^\/[^/]+/, `/${variant.lang}`);
      await activation.goto(`${link.origin}${path}${link.search}&${variant.query.slice(1)}`);
      await expect(activation.locator('html')).toHaveAttribute('dir', variant.dir);
      await expect(activation.locator('dl')).toBeVisible();
      await expectAccessible(activation, `activation page ${variant.name}`);
      await saveScreenshot(activation, testInfo, `register-activate-${variant.name}`);
      await activation.getByRole('button').last().click();
      await expect(page).toHaveURL(
        new RegExp(`/${variant.lang}/dashboard\\?newUser=true$`),
        AFTER_SEND,
      );
      await saveScreenshot(activation, testInfo, `register-activated-${variant.name}`);
      await other.close();
    });
  }
});
