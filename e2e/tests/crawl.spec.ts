import { expect, test, type Page } from '@playwright/test';
import type { SiteCode } from '@foyer/contract';
import { STRONG_PASSWORD, createEmailAccount, freshEmail } from '../support/fixtures.js';
import { logInByEmail, untilInteractive } from '../support/journeys.js';
import { WALKS, placeVisitor, siteOrigin } from '../support/site-walk.js';

// Issue 36, point 6, "No dead ends": every same-origin link of the log-in, sign-up and recovery
// pages of every site, followed one step further, and every route and destination of behaviour
// §2's table, answers with a page that is neither "Page not found" nor an HTTP error.

/**
 * The destinations behaviour §2 still lists as "Not built". A link to one of them is the only
 * dead end the crawl lets pass; a page built for one must leave this list (the second test
 * fails while it is here), and no other path may join it.
 */
const NOT_BUILT: readonly string[] = [];

/** English and one other language per site, as each site offers them (behaviour §9). */
const LANGUAGES: Record<SiteCode, readonly [string, string]> = {
  BYBIT: ['en', 'ja-JP'],
  HKG: ['en', 'zh-TW'],
  TUR: ['en-TR', 'tr-TUR'],
  KAZ: ['en', 'kk-KZ'],
  EU: ['en', 'de'],
  NLD: ['en', 'fr-FR'],
  GEO: ['en', 'ru-RU'],
  ARE: ['en', 'ar-SA'],
  IDN: ['en', 'id-ID'],
};

/** The pages the crawl starts from: log-in, sign-up and password recovery's first step. */
const START_PAGES = ['/login', '/register', '/app/user/retrieve'];

/** A path without its language segment ('/de/terms' → '/terms'). */
const withoutLanguage = (path: string, lang: string) =>
  path.startsWith(`/${lang}/`) ? path.slice(lang.length + 1) : path;

/** The same-origin links of the page as it is now, without their fragments. */
async function linksOf(page: Page, origin: string): Promise<string[]> {
  const hrefs = await page
    .locator('a[href]')
    .evaluateAll((anchors) => anchors.map((anchor) => (anchor as HTMLAnchorElement).href));
  return hrefs
    .map((href) => new URL(href))
    .filter((url) => url.origin === origin && !url.pathname.startsWith('/x-api'))
    .map((url) => `${url.pathname}${url.search}`);
}

/** The h1 of the app's "Page not found" in the page's language, read off an unknown path. */
async function notFoundHeading(page: Page, origin: string, lang: string): Promise<string> {
  await page.goto(`${origin}/${lang}/no-such-page-${Date.now()}`);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toBeVisible();
  return (await heading.textContent()) ?? '';
}

/** Opens `path`; says why it is a dead end, or undefined when a real page answered. */
async function deadEnd(
  page: Page,
  origin: string,
  path: string,
  notFound: string,
): Promise<string | undefined> {
  const response = await page.goto(`${origin}${path}`);
  const status = response?.status() ?? 0;
  if (status >= 400) return `HTTP ${status}`;
  await expect(page.locator('#root')).not.toBeEmpty();
  const heading = page.getByRole('heading', { level: 1 }).first();
  await expect(heading).toBeVisible();
  return (await heading.textContent()) === notFound ? notFound : undefined;
}

for (const walk of WALKS) {
  for (const lang of LANGUAGES[walk.code]) {
    test(`the ${walk.code} site in ${lang}: every link of log-in, sign-up and recovery, and of the pages they open, answers with a page`, async ({
      page,
      baseURL,
    }) => {
      test.slow();
      await placeVisitor(page, walk);
      const origin = siteOrigin(baseURL, walk);
      const notFound = await notFoundHeading(page, origin, lang);
      const found = new Set<string>();
      for (const start of START_PAGES) {
        await page.goto(`${origin}/${lang}${start}`);
        await untilInteractive(page);
        // The form (and its links) takes the skeleton's place once the language's texts came.
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        await expect(page.locator('#root [aria-busy="true"]')).toHaveCount(0);
        for (const link of await linksOf(page, origin)) found.add(link);
      }
      const dead: string[] = [];
      const visited = new Set<string>();
      for (const round of [1, 2]) {
        for (const link of [...found].filter((path) => !visited.has(path))) {
          visited.add(link);
          const bare = withoutLanguage(new URL(link, origin).pathname, lang);
          if (NOT_BUILT.includes(bare)) continue;
          const why = await deadEnd(page, origin, link, notFound);
          if (why) dead.push(`${link}: ${why}`);
          // One step further: the links of what the start pages open.
          else if (round === 1) for (const next of await linksOf(page, origin)) found.add(next);
        }
      }
      expect(dead).toEqual([]);
      expect(visited.size).toBeGreaterThan(3);
    });
  }
}

/** behaviour §2's routes and destinations, as a visitor opens them; `signedIn` where they need a session. */
const TABLE = [
  '/en/login',
  '/en/register',
  '/en/sign-up',
  '/en/channel-register?register_channel=partner',
  '/en/friend-invite?ref=ABC123',
  '/en/invite?ref=ABC123',
  '/en/app/user/sub-account-login',
  '/en/app/user/auto-ban-account',
  '/en/app/user/security-item-find',
  '/en/app/user/retrieve',
  '/en/self-unblock?fromScene=login',
  '/en/telegram-register-login',
  '/en/earn/tg-page',
  '/en/min-app/task',
  '/en/terms',
  '/en/privacy',
  '/en/oauth-login',
  '/en/oauth-register',
  '/en/dashboard?newUser=true',
  '/en/app/user/security',
  '/user/accounts/auth/personal',
  '/en/help-center/s/webform?reject_guide_customer=1',
  '/user/accounts/auth/step2?type=experienced',
  '/app/user/account-info',
  '/en/download',
  '/en/fiat/trade/express/home',
  ...NOT_BUILT.map((path) =>
    path.startsWith('/app') || path.startsWith('/user') ? path : `/en${path}`,
  ),
];

test('every route and destination of the table answers with a page, signed in where it needs a session', async ({
  page,
  request,
  baseURL,
}) => {
  test.slow();
  const origin = new URL(baseURL ?? '').origin;
  const email = freshEmail('crawl');
  await createEmailAccount(request, email);
  await page.goto(`${origin}/en/login`);
  await logInByEmail(page, email, STRONG_PASSWORD);
  await expect(page).toHaveURL(/\/en\/dashboard$/);
  const notFound = await notFoundHeading(page, origin, 'en');
  const answers: string[] = [];
  for (const path of TABLE) {
    const why = await deadEnd(page, origin, path, notFound);
    if (why) answers.push(`${path}: ${why}`);
  }
  // The only dead ends left are those behaviour §2 lists as not built, each still one: a page
  // built for one must take it off NOT_BUILT (and off the list there).
  expect(answers).toEqual(
    NOT_BUILT.map((path, i) => `${TABLE[TABLE.length - NOT_BUILT.length + i]}: ${notFound}`),
  );
});
