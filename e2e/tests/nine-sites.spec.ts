import { expect, test, type Page } from '@playwright/test';
import {
  LANGUAGES,
  captchaInfoCall,
  legalLinksFor,
  loginCall,
  loginComplianceCall,
  registerComplianceCall,
  registerEmailCall,
} from '@foyer/contract';
import { STRONG_PASSWORD, freshEmail, latestCodeFor, saveScreenshot } from '../support/fixtures.js';
import {
  confirmDeclaration,
  fillEmailSignUp,
  logInByEmail,
  logOut,
  typeCode,
  untilInteractive,
} from '../support/journeys.js';
import {
  BUTTONS,
  SCREEN_LANGUAGE,
  WALKS,
  apiPath,
  offerEveryProvider,
  openView,
  placeVisitor,
  ruleWords,
  siteOrigin,
  type SiteWalk,
} from '../support/site-walk.js';

// behaviour §1 "Regional sites": the nine sites walked by host, each expectation read from the
// contract's SITE_RULES, so a change in the table changes what is expected here. A site is its
// host's first label (decision 004): `tr.localhost` … resolve to loopback in Chromium, and the
// main site is `localhost`. §2 "Residence dialogs": each visitor stands where its site expects
// (an address of support/geo-table.csv sent as X-Forwarded-For), so no residence dialog comes.

/** behaviour §2 "Destinations": the EU site sends every successful journey here. */
const KYC_PATH = '/user/accounts/auth/personal';
const TURKISH_GROUP = 'Tick all three boxes to sign up';

async function expectLegalLinks(page: Page, walk: SiteWalk): Promise<void> {
  const links = legalLinksFor(walk.code, 'en');
  await expect(page.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute(
    'href',
    links.terms,
  );
  const privacy = page.getByRole('link', { name: /^Privacy (Policy|Notice)$/ });
  await expect(privacy.first()).toBeVisible();
  for (const link of await privacy.all()) await expect(link).toHaveAttribute('href', links.privacy);
}

async function expectPhoneSelector(page: Page, walk: SiteWalk): Promise<void> {
  await page.getByRole('tab', { name: 'Mobile', exact: true }).click();
  await expect(page.getByRole('textbox', { name: 'Mobile', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Country code/ })).toHaveCount(
    walk.rules.phoneCountrySelector ? 1 : 0,
  );
  await page.getByRole('tab', { name: 'Email', exact: true }).click();
}

async function expectThirdPartyBlock(page: Page, walk: SiteWalk, hide: string[]) {
  const expected = hide.includes('thirdParty') ? [] : BUTTONS[walk.rules.thirdPartyBlock];
  const block = page.getByRole('region', { name: 'Or continue with' });
  if (expected.length === 0) await expect(block).toHaveCount(0);
  else await expect(block.getByRole('button')).toHaveText(expected);
}

for (const walk of WALKS) {
  const host = `${walk.label}localhost`;
  const { code, rules } = walk;

  test(`${code} on ${host}, §1 "Regional sites": ${ruleWords(walk)}`, async ({ page, baseURL }) => {
    const origin = siteOrigin(baseURL, walk);
    await placeVisitor(page, walk);
    await offerEveryProvider(page);
    const signUpHide = await openView(page, walk, `${origin}/en/register`);
    const boxes = page.getByRole('checkbox');
    await expect(boxes).toHaveCount(rules.termsCheckboxes + (rules.newsOptIn ? 1 : 0));
    if (rules.termsCheckboxes > 1) {
      const group = page.getByRole('group', { name: TURKISH_GROUP });
      await expect(group.getByRole('checkbox')).toHaveCount(rules.termsCheckboxes);
    }
    await expect(page.getByRole('checkbox', { name: /news/ })).toHaveCount(rules.newsOptIn ? 1 : 0);
    await expectLegalLinks(page, walk);
    await expect(page.getByRole('tablist').getByRole('tab')).toHaveText(['Email', 'Mobile']);
    await expectPhoneSelector(page, walk);
    await expectThirdPartyBlock(page, walk, signUpHide);
    // §9 "Languages": the picker offers the site's own list, else every language.
    const picker = page.getByRole('combobox', { name: 'Language', exact: true });
    const offered = rules.languages === 'all' ? [...LANGUAGES, 'de-DE', 'it-IT'] : rules.languages;
    await expect(picker.locator('option')).toHaveCount(
      offered.length + (offered.includes('en') ? 0 : 1),
    );
    for (const language of offered) await expect(picker.locator(`option[value="${language}"]`)).toHaveCount(1); // prettier-ignore

    // §4 "Captcha required before submit": the log-in view asks its site's scene at once.
    const asked = page.waitForResponse(apiPath(captchaInfoCall.path));
    const logInHide = await openView(page, walk, `${origin}/en/login`);
    const captcha = await asked;
    expect(new URL(captcha.url()).searchParams.get('scene')).toBe(String(rules.loginCaptchaScene));
    expect((await captcha.json()).result.scene).toBe(rules.loginCaptchaScene);
    await expect(boxes).toHaveCount(rules.loginTerms ? 1 : 0);
    if (rules.loginTerms) await expectLegalLinks(page, walk);
    const qrTab = rules.qrLogin && !logInHide.includes('qrCode');
    await expect(page.getByRole('tablist').getByRole('tab')).toHaveText([
      'Email',
      'Mobile',
      ...(qrTab ? ['QR code'] : []),
    ]);
    await expectPhoneSelector(page, walk);
    await expectThirdPartyBlock(page, walk, logInHide);
  });

  const lang = SCREEN_LANGUAGE[code] ?? 'en';
  test(`${code} on ${host}: sign-up and log-in photographed in light and dark (${lang})`, async ({
    page,
    baseURL,
  }, testInfo) => {
    const origin = siteOrigin(baseURL, walk);
    await placeVisitor(page, walk);
    await offerEveryProvider(page);
    for (const view of ['register', 'login'] as const) {
      for (const theme of ['light', 'dark'] as const) {
        const hide = await openView(page, walk, `${origin}/${lang}/${view}?theme=${theme}`);
        const buttons = hide.includes('thirdParty') ? [] : BUTTONS[rules.thirdPartyBlock];
        // The block by its role alone: its name is in the page's language.
        await expect(page.getByRole('region').getByRole('button')).toHaveCount(buttons.length);
        await saveScreenshot(page, testInfo, `site-${code}-${view}-${theme}`);
      }
    }
  });

  const destination = code === 'EU' ? KYC_PATH : '/en/dashboard';
  const calls = rules.complianceEndpoints
    ? 'register_compliance, login_compliance'
    : 'the plain calls';
  test(`${code} on ${host}, §1 "Signing up" and "Logging in": an e-mail account made there logs in again there (${calls}; §2 "Destinations": ${destination})`, async ({
    page,
    request,
    baseURL,
  }) => {
    const origin = siteOrigin(baseURL, walk);
    await placeVisitor(page, walk);
    const email = freshEmail(`site-${code.toLowerCase()}`);
    await page.goto(`${origin}/en/register`);
    await untilInteractive(page);
    await fillEmailSignUp(page, email, STRONG_PASSWORD);
    // The Turkish site's other two boxes (fillEmailSignUp ticks the "I agree" one).
    const turkish = page.getByRole('group', { name: TURKISH_GROUP }).getByRole('checkbox');
    for (const box of await turkish.all()) await box.check();
    const made = page.waitForRequest(
      apiPath(rules.complianceEndpoints ? registerComplianceCall.path : registerEmailCall.path),
    );
    await page.getByRole('button', { name: 'Sign up', exact: true }).click();
    await confirmDeclaration(page);
    await typeCode(page, await latestCodeFor(request, email));
    await made;
    await expect(page).toHaveURL(
      `${origin}${code === 'EU' ? KYC_PATH : '/en/dashboard?newUser=true'}`,
    );

    // The identity-verification page answers (issue 36): it leads on to the dashboard's Log out.
    if (code === 'EU') {
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Identity verification');
      await page.getByRole('link', { name: 'Later: go to the dashboard' }).click();
    }
    await logOut(page);
    if (rules.loginTerms) await page.getByRole('checkbox', { name: /^I agree/ }).check();
    const sent = page.waitForRequest(
      apiPath(rules.complianceEndpoints ? loginComplianceCall.path : loginCall.path),
    );
    await logInByEmail(page, email, STRONG_PASSWORD);
    // The server checks the captcha of its site's scene, whatever the request names.
    const payload = (await sent).postDataJSON() as { magpie_verify_info: { scene: number } };
    expect(payload.magpie_verify_info.scene).toBe(rules.loginCaptchaScene);
    await expect(page).toHaveURL(`${origin}${destination}`);
  });
}
