import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  STRONG_PASSWORD,
  expectAccessible,
  freshEmail,
  saveScreenshot,
} from '../support/fixtures.js';
import {
  logInByEmail,
  passSecurityVerification,
  signUpByEmailInBrowser,
} from '../support/journeys.js';

// behaviour §4 "Site check": a log-in whose account was registered on another regional site is
// offered a jump there through the compliance-wall modal before it completes. Hosts name
// their site by their first label (decision 004): nl.localhost is the NLD site of localhost.

function siteOrigin(baseURL: string | undefined, label: string): string {
  const port = new URL(baseURL ?? '').port;
  return `http://${label}localhost:${port}`;
}

async function signUpOn(page: Page, origin: string, email: string, request: APIRequestContext) {
  await signUpByEmailInBrowser(page, request, email, { origin });
  await page.getByRole('button', { name: 'Log out', exact: true }).click();
}

test('an NLD account logging in on the main site: Continue goes to the NLD site', async ({
  page,
  request,
  baseURL,
}, testInfo) => {
  const nl = siteOrigin(baseURL, 'nl.');
  const main = siteOrigin(baseURL, '');
  const email = freshEmail('nld');
  await signUpOn(page, nl, email, request);

  await page.goto(`${main}/en/login`);
  await logInByEmail(page, email, STRONG_PASSWORD);
  // Another origin keeps another device id: this browser is new to the account there.
  await passSecurityVerification(page, request, email);
  const wall = page.getByRole('alertdialog', { name: 'Continue on the Netherlands site' });
  await expect(wall).toBeVisible();
  await expectAccessible(page, 'site-jump dialog');
  await saveScreenshot(page, testInfo, 'login-site-jump-light');
  await wall.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(new RegExp(`^${nl}/en/`));
});

test('closing the compliance wall completes the log-in on this site', async ({
  page,
  request,
  baseURL,
}) => {
  const nl = siteOrigin(baseURL, 'nl.');
  const main = siteOrigin(baseURL, '');
  const email = freshEmail('nld-stay');
  await signUpOn(page, nl, email, request);

  await page.goto(`${main}/en/login`);
  await logInByEmail(page, email, STRONG_PASSWORD);
  // Another origin keeps another device id: this browser is new to the account there.
  await passSecurityVerification(page, request, email);
  const wall = page.getByRole('alertdialog', { name: 'Continue on the Netherlands site' });
  await expect(wall).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(`${main}/en/dashboard`);
});

test('a main-site account logging in on the main site goes straight in', async ({
  page,
  request,
  baseURL,
}) => {
  const main = siteOrigin(baseURL, '');
  const email = freshEmail('main-site');
  await signUpOn(page, main, email, request);
  await page.goto(`${main}/en/login`);
  await logInByEmail(page, email, STRONG_PASSWORD);
  await expect(page).toHaveURL(`${main}/en/dashboard`);
});

// Decision 092: the site check across all nine sites, for accounts in the grey release (the
// e2e server puts every account in it, GREY_RELEASE_DIGITS): an Indonesian account logging in
// on the main site is offered the Indonesian site, a sister site that travels as BYBIT.
test('an IDN account in the grey release logging in on the main site: the wall names the Indonesia site; Continue goes there', async ({
  page,
  request,
  baseURL,
}, testInfo) => {
  const id = siteOrigin(baseURL, 'id.');
  const main = siteOrigin(baseURL, '');
  const email = freshEmail('idn');
  await signUpOn(page, id, email, request);

  await page.goto(`${main}/en/login?theme=dark`);
  await logInByEmail(page, email, STRONG_PASSWORD);
  await passSecurityVerification(page, request, email);
  const wall = page.getByRole('alertdialog', { name: 'Continue on the Indonesia site' });
  await expect(wall).toBeVisible();
  await expect(wall).toContainText('Your account belongs to the Indonesia site.');
  await expectAccessible(page, 'site-jump dialog, Indonesia');
  await saveScreenshot(page, testInfo, 'login-site-jump-indonesia-dark');
  await wall.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(new RegExp(`^${id}/en/`));
});
