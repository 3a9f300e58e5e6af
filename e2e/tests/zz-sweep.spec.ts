import { expect, test, type Page } from '@playwright/test';
import { STRONG_PASSWORD, createEmailAccount, freshEmail } from '../support/fixtures.js';
import { logInByEmail, pointerArrives } from '../support/journeys.js';

const OUT = '/tmp/sweep';
const SIGNED_OUT = [
  '/login', '/register', '/app/user/sub-account-login', '/app/user/auto-ban-account',
  '/app/user/security-item-find', '/app/user/retrieve', '/self-unblock?fromScene=login',
  '/telegram-register-login', '/terms', '/oauth-login', '/help-center/s/webform?reject_guide_customer=1',
  '/download', '/fiat/trade/express/home', '/no-such-page', '/',
];
const SIGNED_IN = ['/dashboard?newUser=true', '/app/user/security', '/user/accounts/auth/personal',
  '/user/accounts/auth/step2?type=experienced', '/app/user/account-info'];
const VARIANTS = [
  { name: 'en-light', lang: 'en', theme: 'light' },
  { name: 'en-dark', lang: 'en', theme: 'dark' },
  { name: 'ar-light', lang: 'ar-SA', theme: 'light' },
];
const slug = (p: string) => p.replace(/[?=&]/g, '_').replace(/\//g, '-').replace(/^-/, '') || 'root';

async function shoot(page: Page, path: string) {
  for (const width of [375, 1280]) {
    for (const v of VARIANTS) {
      await page.setViewportSize({ width, height: width === 375 ? 740 : 800 });
      const sep = path.includes('?') ? '&' : '?';
      await page.goto(`/${v.lang}${path}${sep}theme=${v.theme}`);
      await pointerArrives(page);
      await page.waitForLoadState('networkidle');
      await expect(page.locator('#root [aria-busy="true"]')).toHaveCount(0);
      await page.screenshot({ path: `${OUT}/${slug(path)}.${width}.${v.name}.png`, fullPage: true });
    }
  }
}

test('sweep', async ({ page, request }) => {
  test.setTimeout(900_000);
  for (const path of SIGNED_OUT) await shoot(page, path);
  const email = freshEmail('sweep');
  await createEmailAccount(request, email);
  await page.goto('/en/login');
  await logInByEmail(page, email, STRONG_PASSWORD);
  await expect(page).toHaveURL(/\/en\/dashboard$/);
  for (const path of SIGNED_IN) await shoot(page, path);
});
