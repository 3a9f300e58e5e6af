/**
 * What the browser tests share: fresh identities, the dev outbox, the accessibility check
 * and the screenshot artifacts. Everything goes through the real server.
 */
import { createHash, randomInt } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { AxeBuilder } from '@axe-core/playwright';
import {
  expect,
  type APIRequestContext,
  type BrowserContext,
  type Page,
  type TestInfo,
} from '@playwright/test';
import { solvedSignUpCaptcha } from './captcha.js';

const here = dirname(fileURLToPath(import.meta.url));
export const SCREENSHOT_DIR = join(here, '..', '..', 'artifacts', 'screenshots');

export const STRONG_PASSWORD = 'Correct-Horse-9';

let counter = 0;
export function freshEmail(tag: string): string {
  counter += 1;
  return `${tag}-${Date.now().toString(36)}-${counter}-${randomInt(1e9)}@example.com`;
}

/** A United Kingdom mobile number (calling code 44) that no other test uses. */
export function freshMobile(): string {
  return `7${String(randomInt(1e8, 1e9))}`;
}

export interface OutboxMessage {
  channel: 'email' | 'sms';
  to: string;
  subject?: string;
  text: string;
  code?: string;
  link?: string;
  sentAt: string | number;
}

/** The newest message the dev outbox holds for a recipient, waiting until one arrives. */
export async function latestCodeFor(request: APIRequestContext, to: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get('/dev/outbox.json');
        const messages = (await response.json()) as OutboxMessage[];
        code = messages.find((m) => m.to.includes(to))?.code;
        return code;
      },
      { message: `a code in the dev outbox for ${to}` },
    )
    .toMatch(/^\d{6}$/);
  return code as string;
}

/** SHA-256 hex of the NFC password, as the widget sends it (behaviour §3). */
export function passwordDigest(password: string): string {
  return createHash('sha256').update(password.normalize('NFC'), 'utf8').digest('hex');
}

/**
 * Creates an e-mail account through the real API, as the widget would: with the sign-up
 * captcha solved, unless `withCaptcha` is false (a server of a spec's own that runs with
 * CAPTCHA_ON_REGISTER=false and offers no proof-of-work, captcha-downgrade.spec.ts).
 */
export async function createEmailAccount(
  request: APIRequestContext,
  email: string,
  password = STRONG_PASSWORD,
  withCaptcha = true,
): Promise<string> {
  const captcha = withCaptcha ? await solvedSignUpCaptcha(request) : {};
  const sent = await request.post('/x-api/verify/register/email', { data: { email, ...captcha } });
  expect((await sent.json()).ret_code).toBe(0);
  const code = await latestCodeFor(request, email);
  const registered = await request.post('/x-api/register/email', {
    data: { email, emailverify: code, password: passwordDigest(password) },
  });
  const body = await registered.json();
  expect(body.ret_code).toBe(0);
  return body.result.id as string;
}

/** axe finds no serious or critical violation on the page as it is now. */
export async function expectAccessible(
  page: Page,
  screen: string,
  { inPageOnly = false }: { inPageOnly?: boolean } = {},
): Promise<void> {
  // By default axe finishes its run in a blank page it opens and closes in the same context;
  // `inPageOnly` runs it all in `page` (axe's legacy mode: no cross-origin frames, which our
  // screens do not have), for tests that drive the context's clock while axe runs.
  const results = await new AxeBuilder({ page }).setLegacyMode(inPageOnly).analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    );
  expect(serious, `axe on ${screen}`).toEqual([]);
}

/**
 * Starts watching the page's live regions (role="status" and "alert", where toasts are
 * announced) for `text`; the function returned tells whether it was shown since. A toast the
 * widget shows just before the page moves on leaves its live region with the page (the app's
 * ToastHost keeps it in sight, not announced again); this sees it in the render that showed it.
 * The document must stay (the app's own navigation, not a page load).
 */
export async function watchLiveRegions(page: Page, text: string): Promise<() => Promise<boolean>> {
  // A data attribute of <html> the page sets when it sees the text: named after it.
  const flag = `foyerSeen${text.replace(/\W/g, '')}`;
  await page.evaluate(
    ([wanted, flag]) => {
      const seen = () =>
        Array.from(document.querySelectorAll('[role="status"], [role="alert"]')).some((region) =>
          region.textContent?.includes(wanted),
        );
      const mark = () => {
        if (seen()) document.documentElement.dataset[flag] = 'yes';
      };
      new MutationObserver(mark).observe(document.body, {
        subtree: true,
        childList: true,
        characterData: true,
      });
      mark();
    },
    [text, flag] as const,
  );
  return async () =>
    (await page.evaluate((name) => document.documentElement.dataset[name], flag)) === 'yes';
}

/** Saves a full-page screenshot as a test artifact: artifacts/screenshots/<project>/<name>.png */
export async function saveScreenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const path = join(SCREENSHOT_DIR, testInfo.project.name, `${name}.png`);
  mkdirSync(dirname(path), { recursive: true });
  const png = await page.screenshot({ path, fullPage: true });
  await testInfo.attach(name, { body: png, contentType: 'image/png' });
}

/** The looks every new screen is checked and photographed in: light, dark and Arabic (RTL). */
export const SCREEN_VARIANTS = [
  { name: 'light', lang: 'en', query: '?theme=light', dir: 'ltr' },
  { name: 'dark', lang: 'en', query: '?theme=dark', dir: 'ltr' },
  { name: 'arabic', lang: 'ar-SA', query: '?theme=light', dir: 'rtl' },
] as const;

/**
 * Japanese in light: the third language axe checks every screen in (issue 15: en, ar-SA and
 * ja-JP). screens.spec.ts checks and photographs the first screens in it; the specs of the other
 * screens run it for axe alone (`saveVariantScreenshot` skips it): one more pass, light only,
 * with no screenshot, to keep CI short.
 */
export const JAPANESE_VARIANT = {
  name: 'japanese',
  lang: 'ja-JP',
  query: '?theme=light',
  dir: 'ltr',
} as const;

/** SCREEN_VARIANTS and Japanese: the looks a screen's axe check runs in. */
export const AXE_VARIANTS = [...SCREEN_VARIANTS, JAPANESE_VARIANT] as const;

/** A variant's screenshot (`saveScreenshot`), but none in Japanese, which is for axe alone. */
export async function saveVariantScreenshot(
  page: Page,
  testInfo: TestInfo,
  variant: { name: string },
  name: string,
): Promise<void> {
  if (variant.name === JAPANESE_VARIANT.name) return;
  await saveScreenshot(page, testInfo, name);
}

/**
 * The localStorage key of a residence prompt's last Confirm, before its code
 * (packages/ui/src/shells/residence/residence-store.ts, decision 074).
 */
export const RESIDENCE_CONFIRMED_PREFIX = 'foyer_residence_confirmed:';

/**
 * Every page of `context` starts with the residence prompt `code` confirmed just now: for
 * journeys about something else whose visitor the prompt would ask (a visitor in France on
 * the main site is asked about EU residence). The pages open already are confirmed too: the
 * prompt is loaded after the first screen, so the page open now may still be about to ask
 * where its visitor is. Confirm before the visitor's address changes.
 */
export async function withResidenceConfirmed(
  context: BrowserContext,
  code = 'mainSiteEuResidenceConfirm',
): Promise<void> {
  const key = RESIDENCE_CONFIRMED_PREFIX + code;
  const confirm = (name: string) => localStorage.setItem(name, String(Date.now()));
  await context.addInitScript(confirm, key);
  for (const open of context.pages()) {
    if (open.url().startsWith('http')) await open.evaluate(confirm, key);
  }
}

/**
 * Nothing of `selector` leaves a 320 px viewport sideways (the narrowest phone the layout is held
 * to). The app shell's header is not held here:
 * its language picker is wider than 320 px on every page (noted in decision 106).
 */
export async function expectWithin320(page: Page, selector: string): Promise<void> {
  await page.setViewportSize({ width: 320, height: 720 });
  const outside = await page.evaluate((root) => {
    const width = document.documentElement.clientWidth;
    return Array.from(document.querySelectorAll(`${root}, ${root} *`))
      .map((element) => ({ element, box: element.getBoundingClientRect() }))
      .filter(({ box }) => box.width > 0 && (box.right > width + 0.5 || box.left < -0.5))
      .map(({ element, box }) => `${element.tagName}.${element.className} ${Math.round(box.left)}–${Math.round(box.right)}`); // prettier-ignore
  }, selector);
  expect(outside, `${selector} at 320 px`).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 860 });
}
