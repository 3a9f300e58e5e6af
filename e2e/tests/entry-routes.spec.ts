import { expect, test, type Page } from '@playwright/test';
import {
  SCREEN_VARIANTS,
  STRONG_PASSWORD,
  expectAccessible,
  freshEmail,
  latestCodeFor,
  saveScreenshot,
} from '../support/fixtures.js';
import { runAdmin } from '../support/admin-cli.js';
import { confirmDeclaration, fillEmailSignUp, typeCode } from '../support/journeys.js';

// Behaviour §2 "Routes": /invite, /friend-invite and /channel-register are recognised by prefix
// after removing the language segment (issue 36, point 3). The invitation entries open sign-up
// as an invitation, the code read-only; /channel-register opens sign-up with the channel of the
// query.

const referralField = (page: Page) =>
  page.getByRole('textbox', { name: 'Referral code (optional)', exact: true });

/** An inviter's code the server knows: an affiliate code made with the operators' CLI. */
async function knownCode(baseURL: string | undefined): Promise<string> {
  const id = String(100_000_000 + Math.floor(Math.random() * 899_999_999));
  const made = await runAdmin(baseURL!, 'affiliate-code', 'create', id);
  return /affiliate code: (\S+)/.exec(made)![1]!;
}

for (const path of ['/en/invite', '/en/friend-invite/from-a-friend']) {
  test(`${path} opens sign-up as an invitation, the referral code read-only`, async ({
    page,
    baseURL,
  }) => {
    const code = await knownCode(baseURL);
    await page.goto(`${path}?ref=${code}`);
    await expect(page.getByRole('heading', { name: "You've been invited" })).toBeVisible();
    await expect(referralField(page)).toHaveValue(code);
    await expect(referralField(page)).toHaveAccessibleDescription(/^Code applied\./);
    await expect(referralField(page)).not.toBeEditable();
    await expect(page.getByText('Page not found')).toHaveCount(0);
  });
}

test('an invitation whose code the server does not know is no dead end: the field opens to be corrected', async ({
  page,
}) => {
  await page.goto('/en/invite?ref=NOSUCH1');
  await expect(referralField(page)).toHaveAttribute('aria-invalid', 'true');
  await expect(referralField(page)).toBeEditable();
  await referralField(page).clear();
  await expect(referralField(page)).toHaveValue('');
});

test('/channel-register with an unknown suffix opens sign-up; the account is made with the channel of the query', async ({
  page,
  request,
}) => {
  const email = freshEmail('channel');
  await page.goto('/de/channel-register/spring?register_channel=partner-7');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await page.goto('/en/channel-register/spring?register_channel=partner-7');
  await fillEmailSignUp(page, email, STRONG_PASSWORD);
  const made = page.waitForRequest((r) => new URL(r.url()).pathname === '/x-api/register/email');
  await page.getByRole('button', { name: 'Sign up', exact: true }).click();
  await confirmDeclaration(page);
  await typeCode(page, await latestCodeFor(request, email));
  expect((await made).postDataJSON()).toMatchObject({ regist_channel: 'partner-7' });
  await expect(page).toHaveURL(/\/en\/dashboard\?newUser=true$/);
});

for (const variant of SCREEN_VARIANTS) {
  test(`the invitation sign-up in ${variant.name}: accessible, mirrored, photographed`, async ({
    page,
    baseURL,
  }, testInfo) => {
    const code = await knownCode(baseURL);
    await page.goto(`/${variant.lang}/invite${variant.query}&ref=${code}`);
    await expect(page.locator('form input[readonly]')).toHaveValue(code);
    await expect(page.locator('[dir]').first()).toHaveAttribute('dir', variant.dir);
    await expectAccessible(page, `invitation sign-up, ${variant.name}`);
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 860 });
      await saveScreenshot(page, testInfo, `invite-${variant.name}-${width}`);
    }
  });
}
