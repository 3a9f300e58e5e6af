import { expect, test, type Page } from '@playwright/test';
import { runAdmin } from '../support/admin-cli.js';
import {
  AXE_VARIANTS,
  STRONG_PASSWORD,
  expectAccessible,
  freshEmail,
  latestCodeFor,
  saveVariantScreenshot,
} from '../support/fixtures.js';
import { fillEmailSignUp, typeCode, confirmDeclaration } from '../support/journeys.js';

// Referral, affiliate and broker (behaviour §3 "Referral code check result",
// "Registration tracking fields", §5 "Referral code: ... server-verified after each change with
// debounce", §8 "Referral check"; docs/decisions/028).

const REFERRAL_LABEL = {
  en: 'Referral code (optional)',
  'ar-SA': 'رمز الإحالة (اختياري)',
  'ja-JP': '紹介コード（任意）',
};

const referralField = (page: Page, lang: keyof typeof REFERRAL_LABEL = 'en') =>
  page.getByRole('textbox', { name: REFERRAL_LABEL[lang], exact: true });

async function signUp(page: Page, request: Parameters<typeof latestCodeFor>[0], email: string) {
  await page.getByRole('button', { name: 'Sign up', exact: true }).click();
  await confirmDeclaration(page);
  await typeCode(page, await latestCodeFor(request, email));
  await expect(page).toHaveURL(/\/en\/dashboard\?newUser=true$/);
}

/** A 9-digit affiliate id no other run uses. */
const freshAffiliateId = () => String(100_000_000 + Math.floor(Math.random() * 899_999_999));

// Each journey visits its screens in four looks on a shared two-core machine.
test.describe.configure({ timeout: 240_000 });

test('an account reads its own code on the dashboard; a visitor sees valid and unknown codes and signs up as its referral', async ({
  browser,
  page,
  request,
  baseURL,
}, testInfo) => {
  // Account A signs up and reads its code, labelled "Referral code".
  const emailA = freshEmail('referrer');
  await page.goto('/en/register');
  await fillEmailSignUp(page, emailA, STRONG_PASSWORD);
  await signUp(page, request, emailA);
  const ownCode = page.getByLabel('Referral code', { exact: true });
  await expect(ownCode).toHaveText(/^[A-Z2-9]{8}$/);
  const code = (await ownCode.textContent())!;
  await expect(page.getByRole('heading', { name: 'Referral code', exact: true })).toBeVisible();
  for (const variant of AXE_VARIANTS) {
    await page.goto(`/${variant.lang}/dashboard${variant.query}`);
    await expect(page.locator('html')).toHaveAttribute('dir', variant.dir);
    await expect(page.locator('output.referral-code-value')).toHaveText(code);
    await expectAccessible(page, `dashboard referral code ${variant.name}`);
    await saveVariantScreenshot(page, testInfo, variant, `referral-dashboard-${variant.name}`);
  }

  // A visitor, in another browser, types codes into the referral field.
  const visitor = await browser.newContext({ baseURL });
  const other = await visitor.newPage();
  for (const variant of AXE_VARIANTS) {
    await other.goto(`/${variant.lang}/register${variant.query}`);
    const field = referralField(other, variant.lang);
    await field.fill('NOSUCH42');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expectAccessible(other, `referral unknown ${variant.name}`);
    await saveVariantScreenshot(other, testInfo, variant, `referral-unknown-${variant.name}`);
    await field.fill(code.toLowerCase());
    await expect(field).not.toHaveAttribute('aria-invalid');
    await expect(field).toHaveAttribute('aria-describedby', /.+/);
    await expectAccessible(other, `referral valid ${variant.name}`);
    await saveVariantScreenshot(other, testInfo, variant, `referral-valid-${variant.name}`);
  }

  await other.goto('/en/register');
  const field = referralField(other);
  await field.fill('NOSUCH42');
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(
    'Invalid code. This referral code does not exist. Check it, or leave the field empty.',
  );
  await field.fill(code);
  await expect(field).toHaveAccessibleDescription(
    'Code applied. You were invited by a friend: your sign-up counts as their referral.',
  );
  await expect(field).not.toHaveAttribute('aria-invalid');

  // The visitor signs up with A's code: registration source referral, A the referrer.
  const emailB = freshEmail('referred');
  await fillEmailSignUp(other, emailB, STRONG_PASSWORD);
  await signUp(other, request, emailB);
  const source = await runAdmin(baseURL!, 'source', emailB);
  expect(source).toContain(`source referral ref ${code} (referral)`);
  const idA = (await runAdmin(baseURL!, 'list', '--limit', '50'))
    .split('\n')
    .find((line) => line.includes(emailA))!
    .split(' ')[0];
  expect(source).toContain(`referrer ${idA}`);
  await visitor.close();
});

test('a link with ?ref= fills the field, shows the invitation heading, and the cookie goes after sign-up', async ({
  page,
  request,
  context,
  baseURL,
}) => {
  const inviter = freshEmail('inviter');
  await page.goto('/en/register');
  await fillEmailSignUp(page, inviter, STRONG_PASSWORD);
  await signUp(page, request, inviter);
  const code = (await page.getByLabel('Referral code', { exact: true }).textContent())!;
  await page.getByRole('button', { name: 'Log out', exact: true }).click();
  await expect(page).toHaveURL(/\/en\/login/);

  await page.goto(`/en/register?ref=${code}`);
  await expect(page.getByRole('heading', { name: "You've been invited" })).toBeVisible();
  await expect(referralField(page)).toHaveValue(code);
  expect((await context.cookies()).find((c) => c.name === 'foyer_ref')?.value).toBe(code);
  const invitee = freshEmail('invitee');
  await fillEmailSignUp(page, invitee, STRONG_PASSWORD);
  await signUp(page, request, invitee);
  expect((await context.cookies()).find((c) => c.name === 'foyer_ref')).toBeUndefined();
  expect(await runAdmin(baseURL!, 'source', invitee)).toContain('source referral');
});

test("an affiliate code made with the admin CLI: the open-info panel shows the nickname; the code checks as an affiliate's", async ({
  page,
  baseURL,
}, testInfo) => {
  const affiliateId = freshAffiliateId();
  const made = await runAdmin(
    baseURL!,
    'affiliate-code',
    'create',
    affiliateId,
    '--nickname',
    'Nora Nakamoto',
    '--group',
    'spring',
  );
  const code = /affiliate code: (\S+)/.exec(made)![1]!;
  expect(await runAdmin(baseURL!, 'codes', '--kind', 'affiliate')).toContain(code);

  for (const variant of AXE_VARIANTS) {
    await page.goto(`/${variant.lang}/register${variant.query}&affiliate_id=${affiliateId}`);
    await expect(page.locator('html')).toHaveAttribute('dir', variant.dir);
    const panel = page.locator('section[aria-label]').filter({ hasText: 'Nora Nakamoto' });
    await expect(panel).toBeVisible();
    // The anonymity answer (isShow 1) puts the affiliate's code in the field (decision 032).
    await expect(referralField(page, variant.lang)).toHaveValue(code);
    await expect(referralField(page, variant.lang)).toHaveAttribute('aria-describedby', /.+/);
    await expectAccessible(page, `affiliate panel ${variant.name}`);
    await saveVariantScreenshot(page, testInfo, variant, `referral-affiliate-${variant.name}`);
  }
  await page.goto(`/en/register?affiliate_id=${affiliateId}&group_id=spring`);
  await expect(page.getByRole('heading', { name: "You've been invited" })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your inviter' })).toContainText('Nora Nakamoto');
  await expect(referralField(page)).toHaveValue(code);
  await expect(referralField(page)).toHaveAccessibleDescription(
    'Code applied. You were invited by Nora Nakamoto.',
  );
});

test('"read-only and hidden referral options" from the affiliate lookup (isShow/code): ?affiliate_id= shows the code read-only and the account records source affiliate; an anonymous affiliate hides the field', async ({
  page,
  request,
  baseURL,
}, testInfo) => {
  const affiliateId = freshAffiliateId();
  const made = await runAdmin(baseURL!, 'affiliate-code', 'create', affiliateId);
  const code = /affiliate code: (\S+)/.exec(made)![1]!;

  for (const variant of AXE_VARIANTS) {
    await page.goto(`/${variant.lang}/register${variant.query}&affiliate_id=${affiliateId}`);
    await expect(page.locator('html')).toHaveAttribute('dir', variant.dir);
    const field = referralField(page, variant.lang);
    await expect(field).toHaveValue(code);
    await expect(field).toHaveAttribute('readonly', '');
    await expect(field).toHaveAttribute('aria-describedby', /.+/);
    await expectAccessible(page, `affiliate code read-only ${variant.name}`);
    await saveVariantScreenshot(
      page,
      testInfo,
      variant,
      `referral-affiliate-readonly-${variant.name}`,
    );
  }

  await page.goto(`/en/register?affiliate_id=${affiliateId}`);
  await expect(referralField(page)).toHaveValue(code);
  await expect(referralField(page)).toHaveAttribute('readonly', '');
  const email = freshEmail('affiliated');
  await fillEmailSignUp(page, email, STRONG_PASSWORD);
  await signUp(page, request, email);
  const source = await runAdmin(baseURL!, 'source', email);
  expect(source).toContain(`source affiliate ref ${code} (affiliate)`);
  expect(source).toContain(`affiliate ${affiliateId}`);
  // The widget sent dialog 1's declaration and the terms version shown; the account keeps them.
  expect(source).toMatch(/residence declared \d{4}-\d{2}-\d{2}T\S+ terms (?!none)\S+/);

  // An anonymous affiliate (isShow 0): no referral field; the affiliate_id still travels.
  const hiddenId = freshAffiliateId();
  await runAdmin(baseURL!, 'affiliate-code', 'create', hiddenId, '--anonymous');
  await page.getByRole('button', { name: 'Log out', exact: true }).click();
  await expect(page).toHaveURL(/\/en\/login/);
  await page.goto(`/en/register?affiliate_id=${hiddenId}`);
  await expect(page.getByRole('heading', { name: "You've been invited" })).toBeVisible();
  await expect(referralField(page)).toHaveCount(0);
  const anonymous = freshEmail('anonymous-affiliate');
  await fillEmailSignUp(page, anonymous, STRONG_PASSWORD);
  await signUp(page, request, anonymous);
  expect(await runAdmin(baseURL!, 'source', anonymous)).toContain(`source affiliate ref`);
  expect(await runAdmin(baseURL!, 'source', anonymous)).toContain(`affiliate ${hiddenId}`);
});
