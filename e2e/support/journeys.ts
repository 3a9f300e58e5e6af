/** Steps of the journeys, in the words a person would use, driving the real widget. */
import {
  expect,
  type APIRequestContext,
  type FrameLocator,
  type Locator,
  type Page,
  type PlaywrightWorkerArgs,
} from '@playwright/test';
import {
  STRONG_PASSWORD,
  createEmailAccount,
  latestCodeFor,
  type OutboxMessage,
} from './fixtures.js';

/**
 * The visitor's pointer comes onto the page, at its corner: on a page rendered ahead, the first
 * intent, which fetches the app (decision 136). Its third-party buttons, language picker and
 * other parts the app adds then appear.
 */
export async function pointerArrives(page: Page): Promise<void> {
  await page.mouse.move(1, 1);
}

/**
 * The first screen arrives rendered before its script (decision 050), and the app that takes it
 * over is fetched on the visitor's first intent (decision 136): a pointer moved onto the page,
 * or for a keyboard user a key (Shift: it moves no focus). Until the app holds the page its
 * submit buttons wait, and a person who reads the page first is slower than that. React holding
 * the page shows as the visitor's theme in place of the rendered 'system'.
 */
export async function untilInteractive(
  page: Page,
  intent: 'pointer' | 'key' = 'pointer',
): Promise<void> {
  if (intent === 'pointer') await pointerArrives(page);
  else await page.keyboard.press('Shift');
  await expect(page.locator('#root main[data-theme]:not([data-theme="system"])')).toBeAttached();
}

/**
 * The sign-in choices a server offers (its third-party block) arrive after the page hydrates, and
 * push the form down as they appear (decision 064): a tick aimed at the terms box while they
 * arrive lands on the text above it. A person reads the whole form first; so does a journey on
 * a server that offers them.
 */
export async function untilSignInChoicesShown(page: Page): Promise<void> {
  await pointerArrives(page);
  await expect(page.getByRole('region', { name: 'Or continue with' })).toBeVisible();
}

export async function fillEmailSignUp(page: Page, email: string, password: string): Promise<void> {
  await page.getByRole('tab', { name: 'Email', exact: true }).click();
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('checkbox', { name: /^I agree/ }).check();
}

/**
 * Signs up by e-mail in the browser, as a person does: /en/register (on `origin`, else the
 * page's base URL), the form with STRONG_PASSWORD, "Sign up", the ban-country declaration and
 * the e-mailed code, until the dashboard greets the new user (`timeout`: how long that may take).
 */
export async function signUpByEmailInBrowser(
  page: Page,
  request: APIRequestContext,
  email: string,
  { origin = '', timeout }: { origin?: string; timeout?: number } = {},
): Promise<void> {
  await page.goto(`${origin}/en/register`);
  await fillEmailSignUp(page, email, STRONG_PASSWORD);
  await page.getByRole('button', { name: 'Sign up', exact: true }).click();
  await confirmDeclaration(page);
  await typeCode(page, await latestCodeFor(request, email));
  await expect(page).toHaveURL(/\/en\/dashboard\?newUser=true$/, { timeout });
}

/** Dialog 1 of sign-up, the ban-country declaration (behaviour §4): the person confirms it. */
export async function confirmDeclaration(page: Page): Promise<void> {
  const dialog = page.getByRole('alertdialog', { name: 'Confirm where you live' });
  await dialog.getByRole('button', { name: 'Confirm', exact: true }).click();
}

/**
 * Dialog 6 of sign-up, the third-party register dialog (decision 086): after a provider's
 * answer on the sign-up page, the person ticks the site's terms boxes (three on the Turkish
 * site, decision 090), Confirm waiting for the last, and confirms the declaration.
 */
export async function confirmThirdPartyRegister(page: Page): Promise<void> {
  const dialog = page.getByRole('alertdialog', { name: /^Sign up with / });
  const confirm = dialog.getByRole('button', { name: 'Confirm', exact: true });
  const boxes = dialog.getByRole('checkbox');
  await expect(boxes.first()).toBeVisible();
  for (const box of await boxes.all()) {
    await expect(confirm).toBeDisabled();
    await box.check();
  }
  await confirm.click();
}

export async function chooseCountry(
  page: Page,
  country: string,
  callingCode: string,
): Promise<void> {
  await page.getByRole('button', { name: /^Country code/ }).click();
  await page
    .getByRole('searchbox', { name: 'Search' })
    .or(page.getByRole('textbox', { name: 'Search' }))
    .fill(country);
  await page.getByRole('option', { name: `${country} +${callingCode}` }).click();
}

export async function fillMobileSignUp(
  page: Page,
  mobile: string,
  password: string,
): Promise<void> {
  await page.getByRole('tab', { name: 'Mobile', exact: true }).click();
  await chooseCountry(page, 'United Kingdom', '44');
  await page.getByRole('textbox', { name: 'Mobile', exact: true }).fill(mobile);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('checkbox', { name: /^I agree/ }).check();
}

export function codeBoxes(page: Page) {
  return page.getByRole('group', { name: 'Verification code' }).getByRole('textbox');
}

/** Types a code into the six boxes as a person would, one key at a time. */
export async function typeCode(page: Page, code: string): Promise<void> {
  await codeBoxes(page).first().click();
  await page.keyboard.type(code);
}

/** Logs in by e-mail on the widget's log-in screen, in the page or in a frame of it. */
export async function logInByEmail(
  page: Page | FrameLocator,
  email: string,
  password: string,
): Promise<void> {
  await page.getByRole('tab', { name: 'Email', exact: true }).click();
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
}

/** A password account made for `email`, then logged in by e-mail in `page` (the dashboard). */
export async function passwordAccountLoggedIn(
  page: Page,
  playwright: PlaywrightWorkerArgs['playwright'],
  origin: string,
  email: string,
): Promise<void> {
  const api = await playwright.request.newContext({ baseURL: origin });
  await createEmailAccount(api, email);
  await api.dispose();
  await page.goto(`${origin}/en/login`);
  await logInByEmail(page, email, STRONG_PASSWORD);
  await expect(page).toHaveURL(/\/en\/dashboard$/);
}

/**
 * Step two (behaviour §2 "Destinations", decision 135): where a third-party sign-up and a
 * Telegram log-in end when the host passes no `onSuccess`, as the reference app's pages do.
 */
export const STEP_TWO = /\/user\/accounts\/auth\/step2\?type=experienced$/;

/** The journey ended at step two; "Skip for now" goes on to the dashboard. */
export async function skipStepTwo(page: Page, lang = 'en'): Promise<void> {
  await expect(page).toHaveURL(STEP_TWO);
  await page.getByRole('link', { name: 'Skip for now' }).click();
  await expect(page).toHaveURL(new RegExp(`/${lang}/dashboard$`));
}

/** The security page's "Sign-in methods" card (decisions 062, 069). */
export const signInMethodsCard = (page: Page): Locator =>
  page.getByRole('region').filter({ has: page.locator('#sign-in-methods-title') });

export async function logOut(page: Page, lang = 'en'): Promise<void> {
  await page.getByRole('button', { name: 'Log out', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/${lang}/login`));
}

/** Pastes text into the focused element through a real clipboard event. */
export async function pasteInto(page: Page, selectorIndex: number, text: string): Promise<void> {
  const box = codeBoxes(page).nth(selectorIndex);
  await box.focus();
  await box.evaluate((element, value) => {
    const data = new DataTransfer();
    data.setData('text/plain', value);
    element.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, text);
}

/**
 * A log-in from a browser the account has not used asks for security verification
 * (decision 017): waits until the panel says where the code went, then types that code.
 */
export async function passSecurityVerification(
  page: Page,
  request: APIRequestContext,
  email: string,
): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Security verification' })).toBeVisible();
  await expect(page.getByText(/Enter the code we sent to/)).toBeVisible();
  await typeCode(page, await latestCodeFor(request, email));
}

/** The newest link the dev outbox holds for `to` that matches `shape`, once sent. */
async function linkFor(request: APIRequestContext, to: string, shape: RegExp): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const messages = (await (await request.get('/dev/outbox.json')).json()) as OutboxMessage[];
      link = messages.find((m) => m.to === to && m.link !== undefined && shape.test(m.link))?.link;
      return link;
    })
    .toMatch(shape);
  return link as string;
}

/** The waitlist confirmation link the dev outbox holds for `to` (decision 033), once sent. */
export const waitlistLinkFor = (request: APIRequestContext, to: string) =>
  linkFor(request, to, /\/waitlist\/confirm\?token=[\w-]+$/);

/** The recovery e-mail's link the dev outbox holds for `to` (decision 105), once sent. */
export const recoveryLinkFor = (request: APIRequestContext, to: string) =>
  linkFor(request, to, /\/app\/user\/retrieve#reset=[\w-]+$/);

/**
 * "Link {provider}" on the security page asks the person to confirm it is them first (decision
 * 106): opens its dialog, types the password; answers the dialog's submit, which opens the
 * provider's window (for `continueWithProvider`). Any language.
 */
export async function confirmLink(
  page: Page,
  link: Locator,
  password = STRONG_PASSWORD,
): Promise<Locator> {
  await link.click();
  const dialog = page.getByRole('dialog');
  await dialog.locator('input[autocomplete="current-password"]').fill(password);
  return dialog.locator('button[type="submit"]');
}

/**
 * Presses a third-party button and signs in at the local OpenID provider (support/oidc-provider)
 * as `email`: its log-in page the first time, its consent page when it asks; the popup closes
 * on its own.
 */
export async function continueWithProvider(page: Page, button: Locator, email: string) {
  await pointerArrives(page);
  const popupOpened = page.waitForEvent('popup');
  await button.click();
  const popup = await popupOpened;
  // When the provider remembers the person and the consent, the popup can go there and back and
  // close before this line runs: a 'close' that has already happened never fires again.
  const closed = popup.isClosed()
    ? Promise.resolve()
    : popup.waitForEvent('close', { timeout: 60_000 }).then(() => undefined);
  // The provider's own pages: log-in (any password), then consent, unless remembered.
  const login = popup.locator('input[name="login"]');
  const consent = popup.locator('button[type="submit"]');
  await expect(login.or(consent).first())
    .toBeVisible()
    .catch(() => undefined);
  if (await login.isVisible().catch(() => false)) {
    await login.fill(email);
    await popup.locator('input[name="password"]').fill('any password');
    await popup.locator('button[type="submit"]').click();
  }
  if (!popup.isClosed()) {
    await consent.click({ timeout: 10_000 }).catch(() => undefined);
  }
  await closed;
}
