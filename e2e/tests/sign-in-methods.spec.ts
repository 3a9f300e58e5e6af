import { expect, test } from '@playwright/test';
import {
  AXE_VARIANTS,
  STRONG_PASSWORD,
  createEmailAccount,
  expectAccessible,
  freshEmail,
  saveVariantScreenshot,
} from '../support/fixtures.js';
import { logInByEmail } from '../support/journeys.js';

// "Sign-in methods" on the security page (decisions 062, 089), in light, dark, Arabic and Japanese. The
// e2e server has no OpenID provider configured, so no account of it can be linked: the list call
// is answered here with one Google link and a Telegram binding, as the server answers them once
// linked. The unlink and unbind calls are the real server's; the first checks the password
// first, the second answers success for an account with no binding (unbound either way).
const LINKS = '**/x-api/user/private/thirdparty/links';
const GOOGLE_AND_TELEGRAM = {
  ret_code: 0,
  ret_msg: 'success',
  result: {
    links: [{ provider: 'google', created_at: Date.UTC(2026, 10, 20) }],
    telegram: { created_at: Date.UTC(2026, 10, 26) },
  },
};

for (const variant of AXE_VARIANTS) {
  test(`sign-in methods in ${variant.name}: Unlink asks the password in a dialog; Telegram's asks a confirmation and unbinds`, async ({
    page,
    request,
  }, testInfo) => {
    const email = freshEmail(`sign-in-methods-${variant.name}`);
    await createEmailAccount(request, email);
    await page.route(LINKS, (route) => route.fulfill({ json: GOOGLE_AND_TELEGRAM }));
    await page.goto('/en/login');
    await logInByEmail(page, email, STRONG_PASSWORD);
    await expect(page).toHaveURL(/\/en\/dashboard$/);

    await page.goto(`/${variant.lang}/app/user/security${variant.query}`);
    await expect(page.locator('html')).toHaveAttribute('dir', variant.dir);
    const methods = page.getByRole('region').filter({ has: page.locator('#sign-in-methods-title') }); // prettier-ignore
    await expect(methods.getByText('Google')).toBeVisible();
    await expect(methods.getByText('Telegram')).toBeVisible();
    await expectAccessible(page, `security page, sign-in methods ${variant.name}`);
    await saveVariantScreenshot(
      page,
      testInfo,
      variant,
      `security-sign-in-methods-${variant.name}`,
    );

    const unlink = methods.getByRole('button', { name: /Google/ });
    await unlink.click();
    const dialog = page.getByRole('dialog');
    const password = dialog.locator('input[type="password"]');
    await expect(password).toBeFocused();
    await expectAccessible(page, `unlink dialog ${variant.name}`);
    await saveVariantScreenshot(page, testInfo, variant, `security-unlink-dialog-${variant.name}`);

    // The server checks the password (its lock-out counts this one) before anything else.
    await password.fill('Not-the-password1');
    await dialog.locator('button[type="submit"]').click();
    await expect(dialog.getByRole('alert')).toBeVisible();
    if (variant.lang === 'en') {
      await expect(dialog.getByRole('alert')).toHaveText('That password is not right.');
    }
    await expect(password).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(unlink).toBeFocused();

    // Telegram's Unlink asks for a confirmation only (decision 089), then unbinds.
    await methods.getByRole('button', { name: /Telegram/ }).click();
    await expect(dialog.locator('input')).toHaveCount(0);
    await expect(dialog.getByRole('button').last()).toBeFocused();
    await expectAccessible(page, `unbind Telegram dialog ${variant.name}`);
    await saveVariantScreenshot(
      page,
      testInfo,
      variant,
      `security-unbind-telegram-dialog-${variant.name}`,
    );
    const unbind = page.waitForResponse('**/x-api/user/private/unbind/telegram');
    await dialog.locator('button[type="submit"]').click();
    expect(await (await unbind).json()).toMatchObject({ ret_code: 0 });
    await expect(dialog).toBeHidden();
    if (variant.lang === 'en') {
      await expect(methods.getByText('Telegram is no longer linked to your account.')).toBeVisible(); // prettier-ignore
    }
  });
}
