import { expect, test, type Page, type TestInfo } from '@playwright/test';
import * as oidc from 'openid-client';
import { runAdmin } from '../support/admin-cli.js';
import {
  AXE_VARIANTS,
  STRONG_PASSWORD,
  createEmailAccount,
  expectAccessible,
  freshEmail,
  latestCodeFor,
  saveScreenshot,
  saveVariantScreenshot,
} from '../support/fixtures.js';
import {
  confirmDeclaration,
  fillEmailSignUp,
  logInByEmail,
  typeCode,
} from '../support/journeys.js';
import { startPartnerSite, type PartnerSite } from '../support/partner-site.js';

// Issue 14, behaviour §1 "What the widget exports" and §2's OAuth routes (decisions 076, 079): a
// partner app (a real relying party, openid-client) sends a person to Foyer; they log in or sign
// up inside the view, authorize, and the partner exchanges the code with PKCE.

/** The partner's callback. Nothing listens there: the browser's request is answered by the test. */
const REDIRECT_URI = 'http://127.0.0.1:9/partner/callback';

/** The partner's own site, on another port of Foyer's host: its logo, a framing page, a callback. */
let partnerSite: PartnerSite;
test.beforeAll(async () => {
  partnerSite = await startPartnerSite();
});
test.afterAll(async () => {
  await partnerSite?.close();
});

/** Log-in and sign-up solve the proof-of-work captcha: slow on a busy machine. */
const CAPTCHA_WAIT = { timeout: 60_000 };

/**
 * The journeys that photograph and check screens (three looks each, axe on each) on top of a
 * whole authorization: a time budget on two busy cores, never a speed check.
 */
const SCREEN_JOURNEY_MS = 300_000;

interface Partner {
  config: oidc.Configuration;
  clientId: string;
}

/** A partner app made with the admin CLI, as an operator does, and its relying party. */
async function partner(
  baseURL: string,
  name = 'Tax Helper',
  { redirectUri = REDIRECT_URI, logo }: { redirectUri?: string; logo?: string } = {},
): Promise<Partner> {
  const printed = await runAdmin(
    baseURL,
    'oauth-client',
    'create',
    '--name',
    name,
    '--redirect-uri',
    redirectUri,
    ...(logo ? ['--logo', logo] : []),
  );
  const clientId = /client_id: (\S+)/.exec(printed)?.[1] ?? '';
  const secret = /client_secret: (\S+)/.exec(printed)?.[1] ?? '';
  const config = await oidc.discovery(
    new URL(baseURL),
    clientId,
    undefined,
    oidc.ClientSecretBasic(secret),
    { execute: [oidc.allowInsecureRequests] },
  );
  return { config, clientId };
}

interface Asked {
  url: URL;
  state: string;
  nonce: string;
  verifier: string;
}

/** A refresh token by default: offline_access, with consent asked (OpenID Connect Core, section 11). */
const OFFLINE = { scope: 'openid email offline_access', prompt: 'consent' };

async function authorizationRequest(
  config: oidc.Configuration,
  { redirectUri = REDIRECT_URI, asked = OFFLINE }: { redirectUri?: string; asked?: object } = {},
): Promise<Asked> {
  const verifier = oidc.randomPKCECodeVerifier();
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  const url = oidc.buildAuthorizationUrl(config, {
    redirect_uri: redirectUri,
    state,
    nonce,
    code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    ...asked,
  });
  return { url, state, nonce, verifier };
}

/**
 * Answers the browser's arrival at the partner's callback; resolves to that address. Called
 * again, the newer one answers the next arrival (Playwright runs the latest route first).
 */
function partnerCallback(page: Page): Promise<URL> {
  return new Promise((resolve) => {
    void page.route(`${REDIRECT_URI}**`, async (route) => {
      resolve(new URL(route.request().url()));
      await route.fulfill({ status: 200, contentType: 'text/plain', body: 'partner app' });
    });
  });
}

/** The consent screen as a person sees it. */
const consent = (page: Page) => page.getByRole('heading', { name: 'Authorize an app' });

/**
 * Counts the times an "Authorize" button appears in any page of `page` from now on: the
 * consent screen shown to the person, whatever address it is at.
 */
async function consentScreensShown(page: Page): Promise<() => number> {
  let shown = 0;
  await page.exposeFunction('foyerE2eConsentShown', () => {
    shown += 1;
  });
  await page.addInitScript(() => {
    const seen = () =>
      Array.from(document.querySelectorAll('button')).some(
        (b) => b.textContent?.trim() === 'Authorize',
      );
    let showing = false;
    new MutationObserver(() => {
      const now = seen();
      if (now && !showing)
        (window as unknown as { foyerE2eConsentShown(): void }).foyerE2eConsentShown();
      showing = now;
    }).observe(document, { childList: true, subtree: true });
  });
  return () => shown;
}

async function exchange(partnerApp: Partner, asked: Asked, callback: URL) {
  return oidc.authorizationCodeGrant(partnerApp.config, callback, {
    pkceCodeVerifier: asked.verifier,
    expectedState: asked.state,
    expectedNonce: asked.nonce,
    idTokenExpected: true,
  });
}

async function photograph(
  page: Page,
  testInfo: TestInfo,
  screen: string,
  expectShown: () => Promise<void>,
) {
  const here = new URL(page.url());
  for (const variant of AXE_VARIANTS) {
    const path = here.pathname.replace(/^\/[^/]+\//, `/${variant.lang}/`);
    const query = new URLSearchParams(here.search);
    query.set('theme', variant.name === 'dark' ? 'dark' : 'light');
    await page.goto(`${path}?${query.toString()}`);
    await expect(page.locator('html')).toHaveAttribute('dir', variant.dir);
    await expectShown();
    await expectAccessible(page, `${screen} (${variant.name})`);
    await saveVariantScreenshot(page, testInfo, variant, `${screen}-${variant.name}`);
  }
  await page.goto(`${here.pathname}${here.search}`);
}

test('an existing account logs in inside the view, authorizes; the partner gets a verified id token, userinfo, a refresh and a revocation', async ({
  page,
  request,
  baseURL,
}, testInfo) => {
  test.setTimeout(SCREEN_JOURNEY_MS);
  // Its logo is on its own site (decision 079: the view's img-src names that origin).
  const partnerApp = await partner(baseURL as string, 'Tax Helper', { logo: partnerSite.logoUrl });
  const email = freshEmail('oauth-in');
  const accountId = await createEmailAccount(request, email);
  const asked = await authorizationRequest(partnerApp.config);
  const arrived = partnerCallback(page);

  await page.goto(asked.url.href);
  // Signed out: the widget's log-in in OAuth mode, the query kept; no QR tab there (behaviour §2).
  await expect(page).toHaveURL(/\/en\/oauth-login\?uid=[\w-]+&client_id=/);
  await expect(page.getByRole('tab', { name: 'Email', exact: true })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'QR code' })).toHaveCount(0);
  // Recovery carries from=oauth.
  await expect(page.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
    'href',
    '/en/app/user/retrieve?from=oauth',
  );
  await photograph(page, testInfo, 'oauth-login', () =>
    expect(page.getByRole('tab').first()).toBeVisible(),
  );

  const loginQuery = new URL(page.url()).search;
  await logInByEmail(page, email, STRONG_PASSWORD);
  await expect(consent(page)).toBeVisible(CAPTCHA_WAIT);
  // After the log-in, the site's authorized step (behaviour §2 /{site}/oauth-authorized; the main
  // site's segment is its code), the query kept.
  await expect(page).toHaveURL(/\/en\/bybit\/oauth-authorized\?uid=[\w-]+&client_id=/);
  expect(new URL(page.url()).search).toBe(loginQuery);
  await expect(page.getByText('Tax Helper')).toBeVisible();
  await expect(page.getByText('See your e-mail address')).toBeVisible();
  // The partner's logo loaded: the policy let it in, and the image is there.
  await expect
    .poll(() =>
      page.locator('img.oauth-client-logo').evaluate((img: HTMLImageElement) => img.naturalWidth),
    )
    .toBeGreaterThan(0);
  await photograph(page, testInfo, 'oauth-consent', () =>
    expect(
      consent(page)
        .or(page.getByRole('heading', { name: 'السماح لتطبيق' }))
        .or(page.getByRole('heading', { name: 'アプリへのアクセス許可' })),
    ).toBeVisible(),
  );

  await page.getByRole('button', { name: 'Authorize', exact: true }).click();
  const callback = await arrived;
  expect(callback.searchParams.get('state')).toBe(asked.state);

  // The code with PKCE; openid-client verifies the id token (signature, iss, aud, nonce).
  const tokens = await exchange(partnerApp, asked, callback);
  const claims = tokens.claims();
  expect(claims?.sub).toBe(accountId);
  expect(claims?.email).toBe(email);
  const info = await oidc.fetchUserInfo(partnerApp.config, tokens.access_token, accountId);
  expect(info.email).toBe(email);

  // A refresh rotates the refresh token; the new access token reads userinfo.
  const refreshed = await oidc.refreshTokenGrant(partnerApp.config, tokens.refresh_token ?? '');
  expect(refreshed.refresh_token).not.toBe(tokens.refresh_token);
  expect(
    (await oidc.fetchUserInfo(partnerApp.config, refreshed.access_token, accountId)).email,
  ).toBe(email);

  // Revoked, the refresh token is refused.
  await oidc.tokenRevocation(partnerApp.config, refreshed.refresh_token ?? '');
  await expect(
    oidc.refreshTokenGrant(partnerApp.config, refreshed.refresh_token ?? ''),
  ).rejects.toThrow();

  // RP-initiated log-out's pages (decision 076), Foyer's own: the question, while this browser
  // has its provider session, in each look; then "Yes" and the page that says it is done.
  for (const variant of AXE_VARIANTS) {
    await page.emulateMedia({ colorScheme: variant.name === 'dark' ? 'dark' : 'light' });
    await page.goto(`/oauth2/session/end?ui_locales=${variant.lang}`);
    await expect(page.locator('html')).toHaveAttribute('dir', variant.dir);
    await expect(page.locator('button[name="logout"]')).toBeFocused();
    await expectAccessible(page, `oauth log-out question (${variant.name})`);
    await saveVariantScreenshot(page, testInfo, variant, `oauth-log-out-${variant.name}`);
  }
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/oauth2/session/end?ui_locales=en');
  await page.getByRole('button', { name: 'Yes, sign me out' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign-out finished');
  await expectAccessible(page, 'oauth logged out');
  await saveScreenshot(page, testInfo, 'oauth-logged-out');
});

test('a visitor signs up inside the view and authorizes: the id token names the new account’s e-mail', async ({
  page,
  request,
  baseURL,
}, testInfo) => {
  test.setTimeout(SCREEN_JOURNEY_MS);
  const partnerApp = await partner(baseURL as string);
  const email = freshEmail('oauth-up');
  const asked = await authorizationRequest(partnerApp.config);
  const arrived = partnerCallback(page);

  await page.goto(asked.url.href);
  await expect(page).toHaveURL(/\/en\/oauth-login\?/);
  await page.getByRole('link', { name: 'Sign up', exact: true }).click();
  await expect(page).toHaveURL(/\/en\/oauth-register\?uid=/);
  await photograph(page, testInfo, 'oauth-register', () =>
    expect(page.getByRole('tab').first()).toBeVisible(),
  );
  await fillEmailSignUp(page, email, STRONG_PASSWORD);
  await page.getByRole('button', { name: 'Sign up', exact: true }).click();
  await confirmDeclaration(page);
  await typeCode(page, await latestCodeFor(request, email));
  await expect(consent(page)).toBeVisible(CAPTCHA_WAIT);
  await page.getByRole('button', { name: 'Authorize', exact: true }).click();

  const tokens = await exchange(partnerApp, asked, await arrived);
  expect(tokens.claims()?.email).toBe(email);
  await page.waitForURL(/\/partner\/callback\?/);

  // The security page lists the app; "Revoke" ends its access (decision 080).
  await page.goto('/en/app/user/security');
  const apps = page.getByRole('region', { name: 'Apps with access' });
  await expect(apps.getByText('Tax Helper')).toBeVisible();
  await photograph(page, testInfo, 'security-granted-apps', () =>
    expect(page.locator('#granted-apps-title')).toBeVisible(),
  );
  await apps.getByRole('button', { name: 'Revoke Tax Helper' }).click();
  await expect(apps.getByRole('status')).toHaveText('Tax Helper can no longer use your account.');
  await expect(apps.getByText('No apps can use your Foyer account.')).toBeVisible();
  await expect(
    oidc.refreshTokenGrant(partnerApp.config, tokens.refresh_token ?? ''),
  ).rejects.toThrow();
});

test('Cancel on the consent screen answers access_denied to the partner, with its state', async ({
  page,
  request,
  baseURL,
}) => {
  const partnerApp = await partner(baseURL as string);
  const email = freshEmail('oauth-no');
  await createEmailAccount(request, email);
  const asked = await authorizationRequest(partnerApp.config);
  const arrived = partnerCallback(page);

  await page.goto(asked.url.href);
  await logInByEmail(page, email, STRONG_PASSWORD);
  await expect(consent(page)).toBeVisible(CAPTCHA_WAIT);
  await page.getByRole('button', { name: 'Cancel', exact: true }).click();

  const callback = await arrived;
  expect(callback.searchParams.get('error')).toBe('access_denied');
  expect(callback.searchParams.get('state')).toBe(asked.state);
  expect(callback.searchParams.has('code')).toBe(false);
});

test('a signed-in person at SPEC’s /oauth address goes to the consent screen; a consent already given is not asked again', async ({
  page,
  baseURL,
}) => {
  const partnerApp = await partner(baseURL as string);
  const email = freshEmail('oauth-again');
  // Signed in to Foyer in this browser (the sign-up's session cookie).
  await createEmailAccount(page.context().request, email);
  const consentShown = await consentScreensShown(page);
  // The same client and scopes each time; no prompt, so the provider may skip the view.
  const again = { scope: 'openid email' };

  // SPEC's entry address goes on to the provider (302), which sends the browser to the view;
  // pre_authorize's ret_code 0 goes to the site's authorized page, /{site}/oauth-authorized with
  // the query kept (behaviour §2, §7).
  const first = await authorizationRequest(partnerApp.config, { asked: again });
  let arrived = partnerCallback(page);
  await page.goto(`/en/oauth${first.url.search}`);
  await expect(page).toHaveURL(/\/en\/bybit\/oauth-authorized\?uid=[\w-]+&client_id=/);
  await page.getByRole('button', { name: 'Authorize', exact: true }).click();
  const tokens = await exchange(partnerApp, first, await arrived);
  expect(tokens.claims()?.email).toBe(email);
  expect(consentShown()).toBe(1);
  const atThePartner = /^http:\/\/127\.0\.0\.1:9\/partner\/callback\?/;
  await page.waitForURL(atThePartner);

  // Again: the provider holds the session and the grant, and answers the partner at once.
  const second = await authorizationRequest(partnerApp.config, { asked: again });
  arrived = partnerCallback(page);
  await page.goto(second.url.href);
  expect((await exchange(partnerApp, second, await arrived)).claims()?.email).toBe(email);
  await page.waitForURL(atThePartner);

  // Signed out of Foyer meanwhile, the provider sends the browser to the view, which asks for
  // a log-in; signed in again (the same session), the view answers the consent already given
  // at once.
  const session = (await page.context().cookies()).filter((c) => c.name.startsWith('foyer_token'));
  await page.context().clearCookies({ name: /^foyer_token/ });
  const third = await authorizationRequest(partnerApp.config, { asked: again });
  arrived = partnerCallback(page);
  await page.goto(third.url.href);
  await expect(page).toHaveURL(/\/en\/oauth-login\?uid=/);
  await page.context().addCookies(session);
  await page.goto(`/en/oauth${new URL(page.url()).search}`);
  expect((await exchange(partnerApp, third, await arrived)).claims()?.email).toBe(email);
  await page.waitForURL(atThePartner);
  expect(consentShown()).toBe(1);
});

test('a partner asking for a fresh log-in (prompt=login) sends a person already signed in to log in again inside the view (10005); the id token’s auth_time is that log-in’s', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(SCREEN_JOURNEY_MS);
  const partnerApp = await partner(baseURL as string);
  const email = freshEmail('oauth-fresh');
  // Signed in to Foyer in this browser (the sign-up's session cookie).
  await createEmailAccount(page.context().request, email);
  const signedIn = (await page.context().cookies()).find((c) => c.name === 'foyer_token');
  expect(signedIn?.value).toBeTruthy();
  const asked = await authorizationRequest(partnerApp.config, {
    asked: { scope: 'openid email', prompt: 'login' },
  });
  const arrived = partnerCallback(page);

  // pre_authorize answers 10005 to a session older than the request: the view asks for a log-in.
  await page.goto(`/en/oauth${asked.url.search}`);
  await expect(page).toHaveURL(/\/en\/oauth-login\?uid=[\w-]+&client_id=/);
  const loggedInFrom = Math.floor(Date.now() / 1000);
  await logInByEmail(page, email, STRONG_PASSWORD);
  await expect(consent(page)).toBeVisible(CAPTCHA_WAIT);
  // A new session, not the one the person came with.
  const fresh = (await page.context().cookies()).find((c) => c.name === 'foyer_token');
  expect(fresh?.value).toBeTruthy();
  expect(fresh?.value).not.toBe(signedIn?.value);

  await page.getByRole('button', { name: 'Authorize', exact: true }).click();
  const claims = (await exchange(partnerApp, asked, await arrived)).claims();
  expect(claims?.email).toBe(email);
  expect(claims?.auth_time).toBeGreaterThanOrEqual(loggedInFrom);
});

test('a partner on Foyer’s own site frames the view: log-in and Authorize inside the frame, whose redirect URI gets the code', async ({
  page,
  request,
  baseURL,
}) => {
  // Another port of Foyer's host: another origin, the same site, so the SameSite=Lax cookies
  // of Foyer and of its provider go with the frame's requests (decision 079).
  const partnerApp = await partner(baseURL as string, 'Frame Wallet', {
    redirectUri: partnerSite.callbackUrl,
  });
  const email = freshEmail('oauth-frame');
  await createEmailAccount(request, email);
  const asked = await authorizationRequest(partnerApp.config, {
    redirectUri: partnerSite.callbackUrl,
  });
  const arrived = partnerSite.nextCallback();

  const partnerPage = partnerSite.framing(asked.url.href);
  await page.goto(partnerPage);
  const view = page.frameLocator('#foyer');
  await expect(view.getByRole('tab', { name: 'Email', exact: true })).toBeVisible();
  await logInByEmail(view, email, STRONG_PASSWORD);
  await view.getByRole('button', { name: 'Authorize', exact: true }).click(CAPTCHA_WAIT);

  // The partner's redirect URI, inside the frame, gets the code; the page around it stays.
  const callback = await arrived;
  await expect(view.getByText('partner app: signed in')).toBeVisible();
  expect(page.url()).toBe(partnerPage);
  expect((await exchange(partnerApp, asked, callback)).claims()?.email).toBe(email);
});

test('an unknown client or an unregistered redirect URI gets an error page on Foyer’s origin, never a redirect', async ({
  page,
  baseURL,
}, testInfo) => {
  const partnerApp = await partner(baseURL as string);
  const asked = await authorizationRequest(partnerApp.config);
  const unknownClient = new URL(asked.url);
  unknownClient.searchParams.set('client_id', 'not-a-client');
  const strangeRedirect = new URL(asked.url);
  strangeRedirect.searchParams.set('redirect_uri', 'http://127.0.0.1:9/elsewhere');
  let leftFoyer = false;
  await page.route('http://127.0.0.1:9/**', async (route) => {
    leftFoyer = true;
    await route.abort();
  });

  for (const address of [unknownClient, strangeRedirect]) {
    const answer = await page.goto(address.href);
    expect(answer?.status()).toBe(400);
    expect(new URL(page.url()).origin).toBe(baseURL);
  }
  expect(leftFoyer).toBe(false);

  // Foyer's own page (decision 091), in the request's language and the browser's colours.
  for (const variant of AXE_VARIANTS) {
    await page.emulateMedia({ colorScheme: variant.name === 'dark' ? 'dark' : 'light' });
    unknownClient.searchParams.set('ui_locales', variant.lang);
    await page.goto(unknownClient.href);
    await expect(page.locator('html')).toHaveAttribute('dir', variant.dir);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      {
        en: 'This sign-in request can’t go on',
        'ar-SA': /طلب تسجيل الدخول/,
        'ja-JP': /ログインリクエスト/,
      }[variant.lang],
    );
    await expectAccessible(page, `oauth provider error (${variant.name})`);
    await saveVariantScreenshot(page, testInfo, variant, `oauth-provider-error-${variant.name}`);
  }
  await page.emulateMedia({ colorScheme: 'light' });

  // Signed in (the sign-up's session cookie in this browser), the view of a request that is
  // not live says so and offers nothing to authorize.
  await createEmailAccount(page.context().request, freshEmail('oauth-bad'));
  await page.goto('/en/oauth-authorized?uid=not-a-request');
  await expect(page.getByText(/authorization request is not valid/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Authorize' })).toHaveCount(0);
  // The same step after a site's segment (behaviour §2 /{site}/oauth-authorized, decision 091).
  await page.goto('/eu/oauth-authorized?uid=not-a-request');
  await expect(page.getByText(/authorization request is not valid/)).toBeVisible();
});
