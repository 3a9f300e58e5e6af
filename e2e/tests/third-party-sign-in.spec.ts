import { expect, test, type Page } from '@playwright/test';
import {
  AXE_VARIANTS,
  SCREEN_VARIANTS,
  STRONG_PASSWORD,
  createEmailAccount,
  expectAccessible,
  freshEmail,
  latestCodeFor,
  saveScreenshot,
  type OutboxMessage,
} from '../support/fixtures.js';
import { solvedSignUpCaptcha } from '../support/captcha.js';
import {
  confirmThirdPartyRegister,
  continueWithProvider,
  logOut,
  confirmLink,
  passwordAccountLoggedIn,
  pointerArrives,
  signInMethodsCard,
  typeCode,
  skipStepTwo,
} from '../support/journeys.js';
import {
  E2E_CLIENT_SECRET,
  listenOidcProvider,
  type E2eOidcProvider,
} from '../support/oidc-provider.js';
import { startOwnServer, type OwnServer } from '../support/own-server.js';

// behaviour §4 "Third-party flow", decisions 059–064: "Continue with Google" against a real
// OpenID provider on loopback (oidc-provider, its own log-in and consent pages) standing in for
// Google, with Foyer's server as the confidential client of its authorization-code popup.

let provider: E2eOidcProvider;
let server: OwnServer;

test.beforeAll(async () => {
  provider = await listenOidcProvider();
  server = await startOwnServer({
    GOOGLE_ISSUER: provider.issuer,
    GOOGLE_CLIENT_ID: provider.clientId,
    GOOGLE_CLIENT_SECRET: E2E_CLIENT_SECRET,
  });
  provider.serve(server.origin, 'google');
});
test.afterAll(async () => {
  await server?.stop();
  await provider?.close();
});

const THIRD_PARTY_CALL = '/x-api/user/public/login/thirdparty';
/** The captcha scene of third-party sign-in (behaviour §9). */
const THIRD_PARTY_SCENE = 31001;

/** Presses "Continue with Google" and signs in at the provider as `email`. */
const continueWithGoogle = (page: Page, email: string) =>
  continueWithProvider(page, page.getByRole('button', { name: 'Continue with Google' }), email);

test('a new visitor signs up with Continue with Google, ends at step two and goes on to the dashboard, and later logs in the same way; the id token cannot be replayed', async ({
  page,
  playwright,
}, testInfo) => {
  test.slow();
  const email = freshEmail('google');
  const sent: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === THIRD_PARTY_CALL) {
      sent.push(String((request.postDataJSON() as { token: string }).token));
    }
  });

  await page.goto(`${server.origin}/en/register`);
  await continueWithGoogle(page, email);
  // Sign-up's terms/country dialog (dialog 6) comes once the provider has answered.
  await confirmThirdPartyRegister(page);
  // No host callback: the sign-up ends at step two (decision 135), then the dashboard.
  await skipStepTwo(page);
  await saveScreenshot(page, testInfo, 'google-sign-up-dashboard');

  // The token that made the account is spent: sent again, it is refused and makes nothing.
  const token = sent.at(-1)!;
  const api = await playwright.request.newContext({ baseURL: server.origin });
  const captcha = await solvedSignUpCaptcha(api, THIRD_PARTY_SCENE);
  const replay = await api.post(THIRD_PARTY_CALL, {
    data: { token_type: 'google', token, ...captcha },
  });
  expect(await replay.json()).toMatchObject({ ret_code: 48001, result: { reason: 'replayed' } });
  await api.dispose();

  // Later: the same person logs in with Google (the provider remembers them).
  await logOut(page);
  await page.goto(`${server.origin}/en/login`);
  await continueWithGoogle(page, email);
  await expect(page).toHaveURL(/\/en\/dashboard$/);
  const profile = await page.request.get(`${server.origin}/x-api/v2/private/user/profile`);
  expect(await profile.json()).toMatchObject({ ret_code: 0, result: { email } });
});

test('onlyLogin: Continue with Google for a person with no account makes none and says so', async ({
  page,
  playwright,
}) => {
  test.slow();
  const email = freshEmail('google-only-login');
  await page.goto(`${server.origin}/en/login?onlyLogin=true`);
  const answered = page.waitForResponse((r) => new URL(r.url()).pathname === THIRD_PARTY_CALL);
  await continueWithGoogle(page, email);
  expect(await (await answered).json()).toMatchObject({ ret_code: 48030 });
  await expect(page.getByText("There is no account for this sign-in, and new accounts can't be created here.")).toBeVisible(); // prettier-ignore
  await expect(page).toHaveURL(/\/en\/login\?onlyLogin=true$/);
  const api = await playwright.request.newContext({ baseURL: server.origin });
  // Nothing was made: the e-mail can still sign up by password.
  await createEmailAccount(api, email);
  await api.dispose();
});

test('an e-mail that already has an account is not taken over: the person logs in with its password to link Google, then Google logs them in', async ({
  page,
  playwright,
}, testInfo) => {
  test.slow();
  const email = freshEmail('google-link');
  const api = await playwright.request.newContext({ baseURL: server.origin });
  await createEmailAccount(api, email);
  await api.dispose();

  await page.goto(`${server.origin}/en/login`);
  await continueWithGoogle(page, email);
  const dialog = page.getByRole('alertdialog', { name: 'You already have an account' });
  await expect(dialog).toBeVisible();
  await expectAccessible(page, 'third-party link dialog');
  await saveScreenshot(page, testInfo, 'google-link-dialog');
  await dialog.getByRole('button', { name: 'Log in with password' }).click();

  await expect(page.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue(email);
  await page.locator('input[type="password"]').fill(STRONG_PASSWORD);
  await page.locator('button[type="submit"]').click();
  // The link's success toast is shown as the log-in ends; it stays on the dashboard (4 s).
  await expect(page).toHaveURL(/\/en\/dashboard$/);
  await expect(page.getByText('Google is now linked to your account')).toBeVisible();
  await expectAccessible(page, 'dashboard with the link toast kept');
  await saveScreenshot(page, testInfo, 'google-linked-toast-on-dashboard');

  await logOut(page);
  await page.goto(`${server.origin}/en/login`);
  await continueWithGoogle(page, email);
  await expect(page).toHaveURL(/\/en\/dashboard$/);
});

test("an account made with Google for a mailbox its maker does not hold: the mailbox's owner recovers it, the review holds Google back, and Google no longer signs in (decision 110)", async ({
  page,
  playwright,
}, testInfo) => {
  test.slow();
  const email = freshEmail('google-reviewed');
  await page.goto(`${server.origin}/en/register`);
  await continueWithGoogle(page, email);
  await confirmThirdPartyRegister(page);
  await skipStepTwo(page);
  await logOut(page);

  // The mailbox's owner resets the password with the code sent there.
  const api = await playwright.request.newContext({ baseURL: server.origin });
  await page.goto(`${server.origin}/en/app/user/retrieve`);
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByRole('button', { name: 'Send code' }).click();
  await typeCode(page, await latestCodeFor(api, email));
  await api.dispose();
  await page.getByLabel('New password', { exact: true }).fill(STRONG_PASSWORD);
  await page.getByLabel('Confirm new password', { exact: true }).fill(STRONG_PASSWORD);
  await page.getByRole('button', { name: 'Reset password' }).click();

  await expect(
    page.getByRole('heading', { name: 'Check the other ways into your account' }),
  ).toBeVisible();
  const keepGoogle = page.getByRole('checkbox', { name: /Keep Google/ });
  await expect(keepGoogle).not.toBeChecked();
  await expect(page.getByText('Paused by the reset')).toBeVisible();
  await expectAccessible(page, 'recovery ways-in review');
  await saveScreenshot(page, testInfo, 'recovery-ways-in-review');
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.getByRole('heading', { name: 'Your password has been reset' })).toBeVisible();

  // Google is no way into the account any more: the e-mail's account asks for its password.
  await page.goto(`${server.origin}/en/login`);
  await continueWithGoogle(page, email);
  await expect(
    page.getByRole('alertdialog', { name: 'You already have an account' }),
  ).toBeVisible();
});

test('a password account links Google from the security page, logs out, then logs in with Google alone', async ({
  page,
  playwright,
}, testInfo) => {
  test.slow();
  const email = freshEmail('google-security-link');
  await passwordAccountLoggedIn(page, playwright, server.origin, email);

  await page.goto(`${server.origin}/en/app/user/security`);
  const methods = signInMethodsCard(page);
  const link = methods.getByRole('button', { name: 'Link Google', exact: true });
  await expect(link).toBeVisible();
  await saveScreenshot(page, testInfo, 'google-link-button');
  // A session alone links nothing (decision 106): the dialog asks the password before any
  // window opens; without it, the error stays beside the field and no popup comes.
  await link.click();
  const dialog = page.getByRole('dialog', { name: 'Link Google' });
  const password = dialog.getByLabel('Your password', { exact: true });
  await expect(password).toBeFocused();
  let popups = 0;
  page.on('popup', () => (popups += 1));
  await dialog.getByRole('button', { name: 'Continue with Google', exact: true }).click();
  await expect(password).toHaveAccessibleDescription('Enter your password.');
  expect(popups).toBe(0);
  await expectAccessible(page, 'security page, link dialog');
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(link).toBeFocused();
  // The Google person is another address than the account's: the link, not the e-mail, counts.
  const googlePerson = `g-${email}`;
  await continueWithProvider(page, await confirmLink(page, link), googlePerson);
  await expect(methods.getByRole('status').filter({ hasText: 'Google' })).toHaveText(
    'Google is now linked to your account.',
  );
  await expect(link).toBeHidden();
  await expect(methods.getByRole('button', { name: 'Unlink Google' })).toBeVisible();
  // The owner is told of the new way in, by e-mail.
  await expect
    .poll(async () => {
      const outbox = await page.request.get(`${server.origin}/dev/outbox.json`);
      const messages = (await outbox.json()) as OutboxMessage[];
      return messages.find((m) => m.to === email)?.subject ?? '';
    })
    .toContain('Google was linked to your account');
  await expectAccessible(page, 'security page, Google linked');
  await saveScreenshot(page, testInfo, 'google-linked');

  await page.goto(`${server.origin}/en/dashboard`);
  await logOut(page);
  await continueWithGoogle(page, googlePerson);
  await expect(page).toHaveURL(/\/en\/dashboard$/);
  const profile = await page.request.get(`${server.origin}/x-api/v2/private/user/profile`);
  expect(await profile.json()).toMatchObject({ ret_code: 0, result: { email } });
});

for (const variant of SCREEN_VARIANTS.filter((v) => v.name !== 'light')) {
  test(`the link dialog in ${variant.name}: named, described, accessible`, async ({
    page,
    playwright,
  }, testInfo) => {
    const email = freshEmail(`google-link-${variant.name}`);
    const api = await playwright.request.newContext({ baseURL: server.origin });
    await createEmailAccount(api, email);
    await api.dispose();
    await page.goto(`${server.origin}/${variant.lang}/login${variant.query}`);
    await pointerArrives(page);
    const popupOpened = page.waitForEvent('popup');
    // The block's one button, whatever the language.
    await page.getByRole('button', { name: /Google/ }).click();
    const popup = await popupOpened;
    const closed = popup.waitForEvent('close', { timeout: 60_000 });
    await popup.locator('input[name="login"]').fill(email);
    await popup.locator('input[name="password"]').fill('any password');
    await popup.locator('button[type="submit"]').click();
    await popup.locator('button[type="submit"]').click();
    await closed;
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(email);
    await expect(page.locator('html')).toHaveAttribute('dir', variant.dir);
    await expectAccessible(page, `third-party link dialog ${variant.name}`);
    await saveScreenshot(page, testInfo, `google-link-dialog-${variant.name}`);
  });
}

for (const variant of AXE_VARIANTS) {
  test(`the third-party register dialog (dialog 6) in ${variant.name}: terms first, named, accessible`, async ({
    page,
  }, testInfo) => {
    const email = freshEmail(`google-register-${variant.name}`);
    await page.goto(`${server.origin}/${variant.lang}/register${variant.query}`);
    await pointerArrives(page);
    const popupOpened = page.waitForEvent('popup');
    await page.getByRole('button', { name: /Google/ }).click();
    const popup = await popupOpened;
    const closed = popup.waitForEvent('close', { timeout: 60_000 });
    await popup.locator('input[name="login"]').fill(email);
    await popup.locator('input[name="password"]').fill('any password');
    await popup.locator('button[type="submit"]').click();
    await popup.locator('button[type="submit"]').click();
    await closed;
    const dialog = page.getByRole('alertdialog');
    await expect(dialog.getByRole('checkbox')).not.toBeChecked();
    // behaviour §5 "Terms": Confirm waits for the dialog's box.
    const buttons = dialog.getByRole('button');
    await expect(buttons.first()).toBeDisabled();
    await expect(page.locator('html')).toHaveAttribute('dir', variant.dir);
    await expectAccessible(page, `third-party register dialog ${variant.name}`);
    await saveScreenshot(page, testInfo, `google-register-dialog-${variant.name}`);
    await dialog.getByRole('checkbox').check();
    await expect(buttons.first()).toBeEnabled();
  });
}
