import { expect, test, type Page } from '@playwright/test';
import { STRONG_PASSWORD, freshEmail, latestCodeFor } from '../support/fixtures.js';
import { codeBoxes, confirmDeclaration, fillEmailSignUp, pasteInto } from '../support/journeys.js';

// behaviour §2 "Code input": six single-digit boxes, auto-advance, backspace clears and moves back,
// paste takes digits only and submits when six digits are present; non-digit keys blocked.
async function openCodeStep(page: Page, email: string): Promise<void> {
  await page.goto('/en/register');
  await fillEmailSignUp(page, email, STRONG_PASSWORD);
  await page.getByRole('button', { name: 'Sign up', exact: true }).click();
  await confirmDeclaration(page);
  await expect(codeBoxes(page)).toHaveCount(6);
}

test('auto-advance, backspace clears and moves back, non-digit keys are blocked', async ({
  page,
}) => {
  await openCodeStep(page, freshEmail('codeinput'));
  const boxes = codeBoxes(page);
  await boxes.first().click();
  await page.keyboard.type('12');
  await expect(boxes.nth(0)).toHaveValue('1');
  await expect(boxes.nth(1)).toHaveValue('2');
  await expect(boxes.nth(2)).toBeFocused();

  for (const key of ['e', '.', 'a', 'ArrowLeft', 'Shift', 'CapsLock'])
    await page.keyboard.press(key);
  await expect(boxes.nth(2)).toHaveValue('');
  await expect(boxes.nth(2)).toBeFocused();

  await page.keyboard.press('Backspace');
  await expect(boxes.nth(1)).toHaveValue('');
  await expect(boxes.nth(1)).toBeFocused();
  await page.keyboard.press('Backspace');
  await expect(boxes.nth(0)).toHaveValue('');
  await expect(boxes.nth(0)).toBeFocused();
});

test('paste takes digits only and submits when six digits are present', async ({
  page,
  request,
}) => {
  const email = freshEmail('paste');
  await openCodeStep(page, email);
  const code = await latestCodeFor(request, email);
  const noisy = `${code.slice(0, 3)} - ${code.slice(3)}`;
  await pasteInto(page, 0, noisy);
  await expect(page).toHaveURL(/\/en\/dashboard\?newUser=true$/);
});

test('a paste of fewer than six digits fills the boxes and does not submit', async ({ page }) => {
  await openCodeStep(page, freshEmail('shortpaste'));
  await pasteInto(page, 0, 'ab12c3');
  const boxes = codeBoxes(page);
  await expect(boxes.nth(0)).toHaveValue('1');
  await expect(boxes.nth(1)).toHaveValue('2');
  await expect(boxes.nth(2)).toHaveValue('3');
  await expect(boxes.nth(3)).toHaveValue('');
  await expect(page).toHaveURL(/\/en\/register/);
});

test('a wrong code shows the invalid-code error and the boxes can be used again', async ({
  page,
  request,
}) => {
  const email = freshEmail('wrongcode');
  await openCodeStep(page, email);
  const code = await latestCodeFor(request, email);
  const wrong = code === '000000' ? '111111' : '000000';
  await codeBoxes(page).first().click();
  await page.keyboard.type(wrong);
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: /^32001: / })
      .first(),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/en\/register/);
});

test('Resend is disabled 60 s, counting down shown as 00:SS, then enabled', async ({ page }) => {
  // The page's clock is driven by the test, so the 60 s pass without waiting for them.
  await page.clock.install();
  await openCodeStep(page, freshEmail('resend'));
  const resend = page.getByRole('button', { name: /Resend/ });
  await expect(resend).toBeDisabled();
  await expect(page.getByText(/\b00:(60|5\d)\b/).first()).toBeVisible();

  await page.clock.runFor(30_000);
  await expect(page.getByText(/\b00:(2\d|30)\b/).first()).toBeVisible();
  await expect(resend).toBeDisabled();

  await page.clock.runFor(31_000);
  await expect(resend).toBeEnabled();
});
