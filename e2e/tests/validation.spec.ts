import { expect, test, type Page } from '@playwright/test';
import { englishMessage } from '../support/messages.js';

// behaviour §5, each rule's message for a bad value, as a person sees it under the field.
function fieldError(page: Page, key: string) {
  return page.getByText(englishMessage(key), { exact: true }).first();
}

test.describe('validation messages of behaviour §5 on the register form', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/en/register');
    await page.getByRole('checkbox', { name: /^I agree/ }).check();
  });

  test('E-mail: required (pleaseEnterEmail)', async ({ page }) => {
    await page.getByRole('tab', { name: 'Email', exact: true }).click();
    await page.getByRole('button', { name: 'Sign up', exact: true }).click();
    await expect(fieldError(page, 'pleaseEnterEmail')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Email', exact: true })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });

  test('E-mail: standard pattern (invalidMail)', async ({ page }) => {
    const email = page.getByRole('textbox', { name: 'Email', exact: true });
    await email.fill('not-an-email');
    await email.blur();
    await expect(fieldError(page, 'invalidMail')).toBeVisible();
  });

  test('E-mail: max 100 chars (invalidMail)', async ({ page }) => {
    const email = page.getByRole('textbox', { name: 'Email', exact: true });
    await email.fill(`${'a'.repeat(90)}@example.com`);
    await email.blur();
    await expect(fieldError(page, 'invalidMail')).toBeVisible();
  });

  test('Password: 8 to 30 chars with upper, lower and digit (invalidPwd)', async ({ page }) => {
    const password = page.getByLabel('Password', { exact: true });
    await password.fill('short1A');
    await password.blur();
    await expect(fieldError(page, 'invalidPwd')).toBeVisible();
    await password.fill('alllowercase1');
    await password.blur();
    await expect(fieldError(page, 'invalidPwd')).toBeVisible();
    await password.fill('Good-Password-1');
    await password.blur();
    await expect(page.getByText(englishMessage('invalidPwd'), { exact: true })).toHaveCount(0);
  });

  test('Phone: required (pleaseEnterMobile)', async ({ page }) => {
    await page.getByRole('tab', { name: 'Mobile', exact: true }).click();
    await page.getByRole('button', { name: 'Sign up', exact: true }).click();
    await expect(fieldError(page, 'pleaseEnterMobile')).toBeVisible();
  });

  test('Phone: 5-12 digits (invalidPhone)', async ({ page }) => {
    await page.getByRole('tab', { name: 'Mobile', exact: true }).click();
    const mobile = page.getByRole('textbox', { name: 'Mobile', exact: true });
    await mobile.fill('1234');
    await mobile.blur();
    await expect(fieldError(page, 'invalidPhone')).toBeVisible();
    await mobile.fill('1234567890123');
    await mobile.blur();
    await expect(fieldError(page, 'invalidPhone')).toBeVisible();
  });

  test('Phone: country code required (toast pleaseSelectCountryCode)', async ({ page }) => {
    await page.getByRole('tab', { name: 'Mobile', exact: true }).click();
    await page.getByRole('textbox', { name: 'Mobile', exact: true }).fill('7700900123');
    await page.getByLabel('Password', { exact: true }).fill('Good-Password-1');
    await page.getByRole('button', { name: 'Sign up', exact: true }).click();
    await expect(page.getByText(englishMessage('pleaseSelectCountryCode')).first()).toBeVisible();
  });

  test('Terms must be accepted: Sign up is disabled while the terms are unchecked', async ({
    page,
  }) => {
    await page.getByRole('checkbox', { name: /^I agree/ }).uncheck();
    await expect(page.getByRole('button', { name: 'Sign up', exact: true })).toBeDisabled();
  });
});

test.describe('validation messages of behaviour §5 on the login form', () => {
  test('E-mail required and password rule on submit', async ({ page }) => {
    await page.goto('/en/login');
    await page.getByRole('tab', { name: 'Email', exact: true }).click();
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(fieldError(page, 'pleaseEnterEmail')).toBeVisible();
  });
});
