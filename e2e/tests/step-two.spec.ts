import { expect, test, type Page } from '@playwright/test';
import {
  SCREEN_VARIANTS,
  STRONG_PASSWORD,
  createEmailAccount,
  expectAccessible,
  expectWithin320,
  freshEmail,
  saveScreenshot,
} from '../support/fixtures.js';
import {
  STEP_TWO,
  confirmThirdPartyRegister,
  continueWithProvider,
  logInByEmail,
} from '../support/journeys.js';
import {
  E2E_CLIENT_SECRET,
  listenOidcProvider,
  type E2eOidcProvider,
} from '../support/oidc-provider.js';
import { startOwnServer, type OwnServer } from '../support/own-server.js';

// Issue 36, point 2, "No dead ends" (decision 135): a third-party sign-up without a host
// callback ends at /user/accounts/auth/step2?type=experienced, which asks how much the new
// account has traded, keeps the answer, and goes on to the dashboard. "Continue with Google"
// runs against the real OpenID provider on loopback, as in third-party-sign-in.spec.ts.

const PATH = '/user/accounts/auth/step2';
const TITLE = 'Tell us about your trading experience';
const ANSWER_CALL = '/x-api/user/private/onboarding/trading-experience';

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

const answers = (page: Page) =>
  page.getByRole('group', { name: 'How much have you traded before?' });

/** The answer the server keeps for the page's session. */
async function keptAnswer(page: Page, origin: string): Promise<unknown> {
  const response = await page.request.get(`${origin}${ANSWER_CALL}`);
  return ((await response.json()) as { result?: { trading_experience?: unknown } }).result
    ?.trading_experience;
}

test('a Google sign-up ends at step two; the answer is kept, and Continue reaches the dashboard', async ({
  page,
}) => {
  test.slow();
  const email = freshEmail('step-two-google');
  await page.goto(`${server.origin}/en/register`);
  await continueWithProvider(
    page,
    page.getByRole('button', { name: 'Continue with Google' }),
    email,
  );
  await confirmThirdPartyRegister(page);

  await expect(page).toHaveURL(STEP_TWO);
  await expect(page.getByText('Page not found')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(TITLE);
  await expect(page).toHaveTitle(`${TITLE} | Foyer`);
  const group = answers(page);
  await expect(group.getByRole('radio')).toHaveCount(3);
  for (const radio of await group.getByRole('radio').all()) await expect(radio).not.toBeChecked();
  expect(await keptAnswer(page, server.origin)).toBeNull();

  // Continue with no answer says what to do, and goes nowhere.
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Choose one answer' })).toHaveText(
    'Choose one answer, or skip for now.',
  );
  await expect(page).toHaveURL(STEP_TWO);

  await group.getByRole('radio', { name: /^Some experience/ }).check();
  await expect(page.getByText('Choose one answer, or skip for now.')).toHaveCount(0);
  const saved = page.waitForResponse(
    (r) => new URL(r.url()).pathname === ANSWER_CALL && r.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Continue' }).click();
  expect((await (await saved).json()) as unknown).toMatchObject({ ret_code: 0 });
  await expect(page).toHaveURL(/\/en\/dashboard$/);
  const profile = await page.request.get(`${server.origin}/x-api/v2/private/user/profile`);
  expect(await profile.json()).toMatchObject({ ret_code: 0, result: { email } });

  // The answer is the account's: step two opened again shows it chosen, and the server has it.
  expect(await keptAnswer(page, server.origin)).toBe('some');
  await page.goto(`${server.origin}${PATH}?type=experienced`);
  await expect(answers(page).getByRole('radio', { name: /^Some experience/ })).toBeChecked();
  await page.reload();
  await expect(answers(page).getByRole('radio', { name: /^Some experience/ })).toBeChecked();

  // A changed answer replaces it; "Skip for now" leaves it as it is.
  await answers(page)
    .getByRole('radio', { name: /^Experienced trader/ })
    .check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/en\/dashboard$/);
  expect(await keptAnswer(page, server.origin)).toBe('experienced');
  await page.goto(`${server.origin}${PATH}?type=experienced`);
  await answers(page)
    .getByRole('radio', { name: /^New to crypto/ })
    .check();
  await page.getByRole('link', { name: 'Skip for now' }).click();
  await expect(page).toHaveURL(/\/en\/dashboard$/);
  expect(await keptAnswer(page, server.origin)).toBe('experienced');
});

test('a signed-out visit to step two goes to log-in, and back there after it', async ({
  page,
  request,
}) => {
  const email = freshEmail('step-two-signed-out');
  await createEmailAccount(request, email);
  await page.goto(`${PATH}?type=experienced`);
  await expect(page).toHaveURL(
    /\/en\/login\?redirect_url=%2Fuser%2Faccounts%2Fauth%2Fstep2%3Ftype%3Dexperienced$/,
  );
  await logInByEmail(page, email, STRONG_PASSWORD);
  await expect(page).toHaveURL(STEP_TWO);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(TITLE);
  await page.getByRole('link', { name: 'Skip for now' }).click();
  await expect(page).toHaveURL(/\/en\/dashboard$/);
});

for (const variant of SCREEN_VARIANTS) {
  test(`step two in ${variant.name}: accessible, mirrored, no sideways scroll at 320 px, photographed`, async ({
    page,
    request,
  }, testInfo) => {
    const email = freshEmail(`step-two-${variant.name}`);
    await createEmailAccount(request, email);
    await page.goto('/en/login');
    await logInByEmail(page, email, STRONG_PASSWORD);
    await expect(page).toHaveURL(/\/en\/dashboard$/);
    await page.goto(`/${variant.lang}${PATH}${variant.query}&type=experienced`);
    await expect(page.locator('.app-page')).toHaveAttribute('dir', variant.dir);
    const radios = page.getByRole('radio');
    await expect(radios).toHaveCount(3);
    await expectAccessible(page, `step two, ${variant.name}`);
    await radios.nth(1).check();
    await expectAccessible(page, `step two with an answer chosen, ${variant.name}`);
    await expectWithin320(page, '.app-page');
    await page.setViewportSize({ width: 320, height: 720 });
    const sideways = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(sideways, 'sideways scroll at 320 px').toBe(0);
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 860 });
      await saveScreenshot(page, testInfo, `step-two-${variant.name}-${width}`);
    }
  });
}
