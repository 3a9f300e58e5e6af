/**
 * The widget as an exchange takes it (issue 35 point 7, decision 125): the packed tarballs of
 * `@foyer/contract` and `@foyer/ui` installed into a fresh Vite + React 19 app outside the
 * workspace, built, and served on a port of its own with `/x-api` proxied to a real server. A
 * visitor signs up and logs in through `RegisterLoginModal`; the host's `onSuccess` runs.
 */
import { expect, test } from '@playwright/test';
import {
  buildConsumerApp,
  removeConsumerApp,
  serveConsumerApp,
  type ConsumerServer,
} from '../support/consumer-app.js';
import { STRONG_PASSWORD, freshEmail, latestCodeFor } from '../support/fixtures.js';
import {
  confirmDeclaration,
  fillEmailSignUp,
  logInByEmail,
  passSecurityVerification,
  typeCode,
} from '../support/journeys.js';
import { startOwnServer, type OwnServer } from '../support/own-server.js';

test.describe.configure({ mode: 'serial' });

let appDir: string;
let foyer: OwnServer;
let app: ConsumerServer;

test.beforeAll(async () => {
  // Packing, a fresh install (mostly from the npm cache) and a Vite build: about 20 s on two
  // cores, a minute or more on a slow registry; in a time budget of this hook's own.
  test.setTimeout(240_000);
  [appDir, foyer] = await Promise.all([buildConsumerApp(), startOwnServer({})]);
  app = await serveConsumerApp(appDir, foyer.origin);
});

test.afterAll(async () => {
  await app?.close();
  await foyer?.stop();
  if (appDir) removeConsumerApp(appDir);
});

test('a host app built from the tarballs signs up and logs in through the modal', async ({
  browser,
  playwright,
}) => {
  const email = freshEmail('consumer');
  const outbox = await playwright.request.newContext({ baseURL: foyer.origin });

  const signUp = await browser.newContext();
  const page = await signUp.newPage();
  await page.goto(app.origin);
  await expect(page.locator('#host-status')).toHaveText('Signed out');
  await page.getByRole('button', { name: 'Open sign-up' }).click();
  const dialog = page.getByRole('dialog');
  await fillEmailSignUp(page, email, STRONG_PASSWORD);
  await dialog.getByRole('button', { name: 'Sign up', exact: true }).click();
  await confirmDeclaration(page);
  await typeCode(page, await latestCodeFor(outbox, email));
  await expect(page.locator('#host-status')).toHaveText('onSuccess: register, new user true');
  await expect(dialog).toBeHidden();
  await signUp.close();

  // Another browser: no session of the sign-up's, so the modal's log-in, as a new device.
  const logIn = await browser.newContext();
  const again = await logIn.newPage();
  await again.goto(app.origin);
  await again.getByRole('button', { name: 'Open log-in' }).click();
  await logInByEmail(again, email, STRONG_PASSWORD);
  // A browser the account has not used: the e-mailed code of the security check (decision 017).
  await passSecurityVerification(again, outbox, email);
  await expect(again.locator('#host-status')).toHaveText('onSuccess: login, new user false');
  await logIn.close();
  await outbox.dispose();
});
