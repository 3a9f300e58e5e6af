import { expect, test, type Page } from '@playwright/test';
import { STRONG_PASSWORD, createEmailAccount, freshEmail } from '../support/fixtures.js';
import { logInByEmail, pointerArrives } from '../support/journeys.js';

// Issue 37, point 2: "Every page fits a 320–375 px phone with no sideways scrolling, left to
// right and right to left": at 320 and 375 px, in English and Arabic, no page of the app is
// wider than the screen (`scrollWidth ≤ innerWidth`); and "the modal is centred": the host page's
// modal, at a phone's width and a desktop's.

const WIDTHS = [320, 375] as const;
const LANGUAGES = ['en', 'ar-SA'] as const;

/** The pages a visitor without a session opens, by their path after the language. */
const SIGNED_OUT = [
  '/login',
  '/register',
  '/sign-up',
  '/channel-register?register_channel=partner',
  '/invite?ref=ABC123',
  '/app/user/sub-account-login',
  '/app/user/auto-ban-account',
  '/app/user/security-item-find',
  '/app/user/retrieve',
  '/self-unblock?fromScene=login',
  '/telegram-register-login',
  '/earn/tg-page',
  '/terms',
  '/privacy',
  '/oauth-login',
  '/help-center/s/webform?reject_guide_customer=1',
  '/download',
  '/fiat/trade/express/home',
  '/no-such-page',
  '/',
];

/** And those a signed-in visitor opens. */
const SIGNED_IN = [
  '/dashboard?newUser=true',
  '/app/user/security',
  '/user/accounts/auth/personal',
  '/user/accounts/auth/step2?type=experienced',
  '/app/user/account-info',
];

/** What is wider than the screen: the page's own width, and the elements that stick out. */
async function overflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = window.innerWidth;
    if (document.documentElement.scrollWidth <= width) return [];
    const out = Array.from(document.querySelectorAll<HTMLElement>('body *'))
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return box.width > 0 && (box.right > width + 0.5 || box.left < -0.5);
      })
      .slice(0, 5)
      .map((element) => `${element.tagName.toLowerCase()}.${element.className}`);
    return [`scrollWidth ${document.documentElement.scrollWidth} > ${width}`, ...out];
  });
}

/** Opens `path` and checks it at each width, resizing the page rather than reloading it. */
async function fitsEveryWidth(page: Page, path: string, then?: (page: Page) => Promise<void>) {
  const problems: string[] = [];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 740 });
    if (width === WIDTHS[0]) {
      await page.goto(path);
      await pointerArrives(page);
      await expect(page.locator('#root')).not.toBeEmpty();
      await page.waitForLoadState('networkidle');
      await expect(page.locator('#root [aria-busy="true"]')).toHaveCount(0);
      await then?.(page);
    }
    const wide = await overflow(page);
    if (wide.length > 0) problems.push(`${path} at ${width} px: ${wide.join(', ')}`);
  }
  return problems;
}

const mobileTab = async (page: Page) => {
  await page.getByRole('tab').nth(1).click();
  await expect(page.getByRole('tab').nth(1)).toHaveAttribute('aria-selected', 'true');
};

for (const lang of LANGUAGES) {
  test(`no page scrolls sideways at 320 and 375 px in ${lang}, signed out or in`, async ({
    page,
    request,
  }) => {
    test.slow();
    const problems: string[] = [];
    for (const path of SIGNED_OUT)
      problems.push(...(await fitsEveryWidth(page, `/${lang}${path}`)));
    // The Mobile tab's number field and country code, on log-in and sign-up.
    for (const path of ['/login', '/register']) {
      problems.push(...(await fitsEveryWidth(page, `/${lang}${path}`, mobileTab)));
    }
    // The host page's modal, open.
    problems.push(
      ...(await fitsEveryWidth(page, `/${lang}/`, async () => {
        await page.getByRole('button').filter({ hasText: /./ }).first().click();
        await expect(page.getByRole('dialog')).toBeVisible();
      })),
    );
    const email = freshEmail(`phone-${lang.toLowerCase()}`);
    await createEmailAccount(request, email);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`/en/login`);
    await logInByEmail(page, email, STRONG_PASSWORD);
    await expect(page).toHaveURL(/\/en\/dashboard$/);
    for (const path of SIGNED_IN) problems.push(...(await fitsEveryWidth(page, `/${lang}${path}`)));
    expect(problems).toEqual([]);
  });
}

/** How far the open dialog's centre is from the window's, across and down, in px. */
async function offCentre(page: Page): Promise<{ across: number; down: number; inside: boolean }> {
  const box = await page.getByRole('dialog').boundingBox();
  const { width, height } = page.viewportSize() as { width: number; height: number };
  if (!box) throw new Error('no dialog box');
  return {
    across: Math.abs(box.x + box.width / 2 - width / 2),
    down: Math.abs(box.y + box.height / 2 - height / 2),
    inside: box.x >= 0 && box.y >= 0 && box.x + box.width <= width && box.y + box.height <= height,
  };
}

for (const lang of LANGUAGES) {
  test(`the host page's modal is centred on the screen at 320, 375 and 1280 px in ${lang}`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`/${lang}/`);
    await pointerArrives(page);
    await page.getByRole('button').filter({ hasText: /./ }).first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    const seen: string[] = [];
    for (const [width, height] of [
      [1280, 800],
      [375, 740],
      [320, 640],
    ] as const) {
      await page.setViewportSize({ width, height });
      const at = await offCentre(page);
      if (at.across > 1 || at.down > 1 || !at.inside)
        seen.push(`${width}×${height}: ${JSON.stringify(at)}`);
    }
    expect(seen).toEqual([]);
  });
}
