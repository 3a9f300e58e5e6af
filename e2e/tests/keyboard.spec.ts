import { expect, test, type Page } from '@playwright/test';
import {
  STRONG_PASSWORD,
  createEmailAccount,
  freshEmail,
  latestCodeFor,
} from '../support/fixtures.js';
import { codeBoxes, untilInteractive } from '../support/journeys.js';
import { expectFocusKeptIn, tabTo } from '../support/keyboard.js';
import { accountWithTwoFactor } from '../support/two-factor.js';

// Keyboard-only journeys (issue 15): after page.goto, nothing but keys. Tab and Shift+Tab reach
// each control within a given number of presses (the order the page shows them in); Space ticks,
// Enter presses and follows links, Escape closes a dialog, digits go into the code boxes.
// Set-up (accounts, turning two-factor on) goes through the API and the other specs' helpers.
// eslint.config.js forbids pointer and fill calls in this file.

const NEW_PASSWORD = 'Brand-New-Pass7';

/** The frame's bar on top of every sign-in page: the brand, "Dark theme", the language picker. */
const BAR = 3;

/** E-mail and password on the log-in view, then Enter on "Log in". */
async function logInByKeyboard(page: Page, email: string, password: string): Promise<void> {
  // From the top: the frame's bar (the brand, "Dark theme", the language picker once loaded;
  // decision 140), the verified-site badge, the Email tab, then its field.
  await tabTo(page, page.getByRole('textbox', { name: 'Email', exact: true }), { max: 3 + BAR });
  await page.keyboard.type(email);
  await tabTo(page, page.getByLabel('Password', { exact: true }), { max: 1 });
  await page.keyboard.type(password);
  // The password's "Clear" and "Show password", "Forgot password?", "Sub-account login", then
  // "Log in".
  await tabTo(page, page.getByRole('button', { name: 'Log in', exact: true }), { max: 5 });
  await page.keyboard.press('Enter');
}

/** The six boxes take the focus on their own; the code is typed digit by digit. */
async function typeCodeByKeyboard(page: Page, code: string): Promise<void> {
  await tabTo(page, codeBoxes(page).first(), { max: 0 });
  await page.keyboard.type(code);
}

async function keyboardLogInCheckedOnDashboard(
  page: Page,
  email: string,
  password: string,
): Promise<void> {
  await untilInteractive(page, 'key');
  await logInByKeyboard(page, email, password);
  await expect(page).toHaveURL(/\/en\/dashboard$/);
  await expect(page.getByText(email)).toBeVisible();
}

test('sign-up by e-mail with the keyboard only: the form, the declaration dialog, the code', async ({
  page,
  request,
}) => {
  const email = freshEmail('keyboard-sign-up');
  await page.goto('/en/register');
  await untilInteractive(page, 'key');

  // From the top: the frame's bar, the Email tab, then its field.
  await tabTo(page, page.getByRole('textbox', { name: 'Email', exact: true }), { max: 2 + BAR });
  await page.keyboard.type(email);
  await tabTo(page, page.getByLabel('Password', { exact: true }), { max: 1 });
  await page.keyboard.type(STRONG_PASSWORD);
  // The password's "Clear" and "Show password", the referral code, then the terms box.
  const terms = page.getByRole('checkbox', { name: /^I agree/ });
  await tabTo(page, terms, { max: 4 });
  await page.keyboard.press('Space');
  await expect(terms).toBeChecked();
  // The two links in the terms' text, then "Sign up" (enabled now the box is ticked).
  const signUp = page.getByRole('button', { name: 'Sign up', exact: true });
  await tabTo(page, signUp, { max: 3 });
  await page.keyboard.press('Enter');

  // Dialog 1 of sign-up takes the focus and keeps it; Escape is no answer (behaviour §2
  // "Dialogs"): back to the form, the focus back on "Sign up".
  const declaration = page.getByRole('alertdialog', { name: 'Confirm where you live' });
  await expect(declaration.locator(':focus')).toHaveCount(1);
  await expectFocusKeptIn(page, declaration, 3);
  await page.keyboard.press('Escape');
  await expect(declaration).toBeHidden();
  await tabTo(page, signUp, { max: 0 });
  await page.keyboard.press('Enter');

  await expect(declaration.locator(':focus')).toHaveCount(1);
  await tabTo(page, declaration.getByRole('button', { name: 'Confirm', exact: true }), { max: 2 });
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Verify your email' })).toBeVisible();
  await typeCodeByKeyboard(page, await latestCodeFor(request, email));
  await expect(page).toHaveURL(/\/en\/dashboard\?newUser=true$/);
});

test('log-in by e-mail with the keyboard only', async ({ page, request }) => {
  const email = freshEmail('keyboard-log-in');
  await createEmailAccount(request, email);
  await page.goto('/en/login');
  await keyboardLogInCheckedOnDashboard(page, email, STRONG_PASSWORD);
});

test('two-factor log-in with the keyboard only: the authenticator code typed in the panel', async ({
  page,
  request,
}) => {
  const email = freshEmail('keyboard-two-factor');
  const app = await accountWithTwoFactor(page, request, email);

  await page.goto('/en/login');
  await untilInteractive(page, 'key');
  await logInByKeyboard(page, email, STRONG_PASSWORD);
  await expect(page.getByRole('heading', { name: 'Two-factor authentication' })).toBeVisible();
  await typeCodeByKeyboard(page, app.nextCode());
  await expect(page).toHaveURL(/\/en\/dashboard$/);
  await expect(page.getByText(email)).toBeVisible();
});

test('recovery with the keyboard only: "Forgot password?", the code, a new password, log in with it', async ({
  page,
  request,
}) => {
  const email = freshEmail('keyboard-recovery');
  await createEmailAccount(request, email);
  await page.goto('/en/login');
  await untilInteractive(page, 'key');

  // The bar, the badge, the Email tab, the e-mail, the password, "Show password", the link.
  await tabTo(page, page.getByRole('link', { name: 'Forgot password?' }), { max: 6 + BAR });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/en\/app\/user\/retrieve$/);
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  await untilInteractive(page, 'key');

  // The bar, the Email tab, its field, then "Send code".
  await tabTo(page, page.getByRole('textbox', { name: 'Email', exact: true }), { max: 2 + BAR });
  await page.keyboard.type(email);
  await tabTo(page, page.getByRole('button', { name: 'Send code' }), { max: 1 });
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Enter the verification code' })).toBeVisible();
  await typeCodeByKeyboard(page, await latestCodeFor(request, email));

  // Each later step starts with the focus on the page: its first control is one Tab away.
  await expect(page.getByRole('heading', { name: 'Set a new password' })).toBeVisible();
  await setNewPasswordByKeyboard(page, NEW_PASSWORD);
  await expect(page.getByRole('heading', { name: 'Your password has been reset' })).toBeVisible();
  await tabTo(page, page.getByRole('link', { name: 'Log in', exact: true }), { max: 1 });
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/en\/login$/);
  await keyboardLogInCheckedOnDashboard(page, email, NEW_PASSWORD);
});

async function setNewPasswordByKeyboard(page: Page, password: string): Promise<void> {
  await tabTo(page, page.getByLabel('New password', { exact: true }), { max: 1 });
  await page.keyboard.type(password);
  // "Clear" and "Show password", then the confirmation; its own two, then the button.
  await tabTo(page, page.getByLabel('Confirm new password', { exact: true }), { max: 3 });
  await page.keyboard.type(password);
  await tabTo(page, page.getByRole('button', { name: 'Reset password' }), { max: 3 });
  await page.keyboard.press('Enter');
}
