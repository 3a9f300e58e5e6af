import { expect, test, type Page } from '@playwright/test';
import { AXE_VARIANTS, expectAccessible, freshEmail, saveScreenshot } from '../support/fixtures.js';
import {
  confirmThirdPartyRegister,
  continueWithProvider,
  logOut,
  pointerArrives,
  passwordAccountLoggedIn,
  signInMethodsCard,
  skipStepTwo,
} from '../support/journeys.js';
import {
  E2E_CLIENT_SECRET,
  listenAppleStandIn,
  listenOidcProvider,
  type E2eOidcProvider,
} from '../support/oidc-provider.js';
import { linkButtonName } from '../support/messages.js';
import { startOwnServer, type OwnServer } from '../support/own-server.js';

// behaviour §4 "Third-party flow", decisions 061, 064 and 073: "Continue with Apple" against a
// stand-in that behaves as Apple does where it matters: it answers with response_mode=form_post
// (a POST to our callback), its token endpoint takes only our ES256 client secret in the form
// (checked with the public half of a key made for this run), and its id token carries the
// e-mail with email_verified as a string, as Apple's has.

let provider: E2eOidcProvider;
/** Google too, so the security page offers both links. */
let google: E2eOidcProvider;
let server: OwnServer;

test.beforeAll(async () => {
  const apple = await listenAppleStandIn();
  provider = apple.provider;
  google = await listenOidcProvider();
  server = await startOwnServer({
    ...apple.env,
    GOOGLE_ISSUER: google.issuer,
    GOOGLE_CLIENT_ID: google.clientId,
    GOOGLE_CLIENT_SECRET: E2E_CLIENT_SECRET,
  });
  provider.serve(server.origin, 'apple');
  google.serve(server.origin, 'google');
});
test.afterAll(async () => {
  await server?.stop();
  await provider?.close();
  await google?.close();
});

/** Presses "Continue with Apple" and signs in at the stand-in as `email`. */
const continueWithApple = (page: Page, email: string) =>
  continueWithProvider(page, page.getByRole('button', { name: 'Continue with Apple' }), email);

test('a new visitor signs up with Continue with Apple (its form_post, our ES256 client secret), ends at step two and goes on to the dashboard, and later logs in the same way', async ({
  page,
}, testInfo) => {
  test.slow();
  const email = freshEmail('apple');
  // Apple's answer is a form the popup posts to our callback, not a redirect with the code.
  const posted: string[] = [];
  page.context().on('request', (request) => {
    if (new URL(request.url()).pathname === '/thirdparty/callback/apple') {
      posted.push(request.method());
    }
  });

  await page.goto(`${server.origin}/en/register`);
  await continueWithApple(page, email);
  await confirmThirdPartyRegister(page);
  // No host callback: the sign-up ends at step two (decision 135), then the dashboard.
  await skipStepTwo(page);
  expect(posted).toEqual(['POST']);
  await saveScreenshot(page, testInfo, 'apple-sign-up-dashboard');

  await logOut(page);
  await page.goto(`${server.origin}/en/login`);
  await continueWithApple(page, email);
  await expect(page).toHaveURL(/\/en\/dashboard$/);
  const profile = await page.request.get(`${server.origin}/x-api/v2/private/user/profile`);
  expect(await profile.json()).toMatchObject({ ret_code: 0, result: { email } });
});

for (const variant of AXE_VARIANTS) {
  test(`the log-in's Apple button in ${variant.name}: named, accessible`, async ({
    page,
  }, testInfo) => {
    await page.goto(`${server.origin}/${variant.lang}/login${variant.query}`);
    // The third-party block comes with the app, on the first intent (decision 136).
    await pointerArrives(page);
    await expect(page.getByRole('button', { name: /Apple/ })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', variant.dir);
    await expectAccessible(page, `Apple third-party block ${variant.name}`);
    await saveScreenshot(page, testInfo, `apple-block-${variant.name}`);
  });
}

for (const variant of AXE_VARIANTS) {
  test(`the security page offers "Link Google" and "Link Apple" to a password account (${variant.name}), accessible`, async ({
    page,
    playwright,
  }, testInfo) => {
    await passwordAccountLoggedIn(page, playwright, server.origin, freshEmail(`apple-link-${variant.name}`)); // prettier-ignore
    await page.goto(`${server.origin}/${variant.lang}/app/user/security${variant.query}`);
    await expect(page.locator('html')).toHaveAttribute('dir', variant.dir);
    const links = signInMethodsCard(page).getByRole('button', {
      name: linkButtonName(variant.lang, '.+'),
    });
    await expect(links).toHaveText([/Google/, /Apple/]);
    await expectAccessible(page, `security page, link Apple ${variant.name}`);
    await saveScreenshot(page, testInfo, `apple-link-button-${variant.name}`);
  });
}
