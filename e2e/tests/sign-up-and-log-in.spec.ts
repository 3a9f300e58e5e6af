import { expect, test } from '@playwright/test';
import {
  STRONG_PASSWORD,
  expectAccessible,
  freshEmail,
  freshMobile,
  latestCodeFor,
  saveScreenshot,
} from '../support/fixtures.js';
import {
  chooseCountry,
  confirmDeclaration,
  fillEmailSignUp,
  fillMobileSignUp,
  logInByEmail,
  logOut,
  typeCode,
  untilInteractive,
} from '../support/journeys.js';

test('sign up by e-mail with the six-digit code, land on /en/dashboard?newUser=true, log out, log in again', async ({
  page,
  request,
}, testInfo) => {
  const email = freshEmail('journey');
  await page.goto('/en/register');
  await fillEmailSignUp(page, email, STRONG_PASSWORD);
  await page.getByRole('button', { name: 'Sign up', exact: true }).click();
  await confirmDeclaration(page);

  await expect(page.getByRole('group', { name: 'Verification code' })).toBeVisible();
  await expectAccessible(page, 'e-mail code step');
  await typeCode(page, await latestCodeFor(request, email));

  await expect(page).toHaveURL(/\/en\/dashboard\?newUser=true$/);
  await expect(page.getByText(/Account ID:?\s*\d{9}/)).toBeVisible();
  // "Your account is ready" comes with the first steps to press (issue 37, point 7).
  const steps = page.getByRole('list', { name: 'Most people start here:' });
  await expect(steps.getByRole('link', { name: 'Verify your identity' })).toHaveAttribute(
    'href',
    '/en/user/accounts/auth/personal',
  );
  await expectAccessible(page, 'dashboard');
  await saveScreenshot(page, testInfo, 'dashboard-new-user-1280-light');
  await logOut(page);

  // The password leaves the browser sealed with the server's key and the time, never as its
  // digest (decision 151); the log-in carries the browser's fingerprint (decision 150).
  const loggingIn = page.waitForRequest((sent) => sent.url().endsWith('/x-api/login'));
  await logInByEmail(page, email, STRONG_PASSWORD);
  await expect(page).toHaveURL(/\/en\/dashboard$/);
  await expect(page.getByText(email)).toBeVisible();
  const login = await loggingIn;
  const body = login.postDataJSON() as Record<string, unknown>;
  expect(body).not.toHaveProperty('password');
  expect(body).toMatchObject({ encrypt_password: expect.stringMatching(/^[\w-]{300,}$/) });
  expect(await login.headerValue('device-fingerprint')).toMatch(/^[0-9a-f]{64}$/);
});

test('sign up by mobile number with country code, log out, log in by mobile', async ({
  page,
  request,
}) => {
  const mobile = freshMobile();
  await page.goto('/en/register');
  await fillMobileSignUp(page, mobile, STRONG_PASSWORD);
  await page.getByRole('button', { name: 'Sign up', exact: true }).click();
  await confirmDeclaration(page);
  await typeCode(page, await latestCodeFor(request, mobile));

  await expect(page).toHaveURL(/\/en\/dashboard\?newUser=true$/);
  await logOut(page);

  await page.getByRole('tab', { name: 'Mobile', exact: true }).click();
  await chooseCountry(page, 'United Kingdom', '44');
  await page.getByRole('textbox', { name: 'Mobile', exact: true }).fill(mobile);
  await page.getByLabel('Password', { exact: true }).fill(STRONG_PASSWORD);
  await expectAccessible(page, 'login, mobile tab');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/en\/dashboard$/);
});

test('the last login tab is remembered: Mobile chosen, page reloaded, Mobile still selected', async ({
  page,
}) => {
  await page.goto('/en/login');
  await untilInteractive(page);
  await page.getByRole('tab', { name: 'Mobile', exact: true }).click();
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Mobile', exact: true })).toHaveAttribute(
    'aria-selected',
    'true',
  );
});
