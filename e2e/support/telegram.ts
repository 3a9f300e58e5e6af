/**
 * Telegram Login data, signed as Telegram signs it for its Login Widget (core.telegram.org/widgets/login;
 * docs/engineering.md "Sources"): HMAC-SHA-256 with SHA-256(bot token) over the sorted `key=value` lines.
 */
import { createHash, createHmac } from 'node:crypto';
import type { Page } from '@playwright/test';

/** The bot token start-server.mjs gives the e2e server (TELEGRAM_BOT_TOKEN). */
export const E2E_TELEGRAM_BOT_TOKEN = '4242424242:AAE2e-foyer-telegram-bot-token_xyz';

/**
 * The query string Telegram's `data-auth-url` redirect carries for a user authorised now:
 * id, names, username, photo_url, auth_date and hash.
 */
export function telegramRedirectQuery(user: {
  id: number;
  first_name: string;
  last_name?: string;
  username?: string;
  photo_url?: string;
}): string {
  const fields: Record<string, string> = { auth_date: String(Math.floor(Date.now() / 1000)) };
  for (const [key, value] of Object.entries(user)) {
    if (value !== undefined) fields[key] = String(value);
  }
  const checkString = Object.keys(fields)
    .sort()
    .map((key) => `${key}=${fields[key]}`)
    .join('\n');
  const secret = createHash('sha256').update(E2E_TELEGRAM_BOT_TOKEN).digest();
  const hash = createHmac('sha256', secret).update(checkString).digest('hex');
  return new URLSearchParams({ ...fields, hash }).toString();
}

/**
 * Telegram's Login Widget script (`telegram-widget.js`), answered on loopback: its window
 * "approves" at once with the fields Telegram would sign for `user` (the e2e server's bot token
 * signs them), signed afresh each time the page loads the script.
 */
export async function telegramWindowApproves(
  page: Page,
  user: Parameters<typeof telegramRedirectQuery>[0],
): Promise<void> {
  await page.route('https://telegram.org/js/telegram-widget.js*', (route) => {
    const fields = Object.fromEntries(new URLSearchParams(telegramRedirectQuery(user)));
    return route.fulfill({
      contentType: 'text/javascript',
      body: `window.Telegram = { Login: { auth(options, done) { done(${JSON.stringify(fields)}); } } };`,
    });
  });
}

/**
 * A Telegram Mini App's launch data (`Telegram.WebApp.initData`), signed as Telegram signs it for
 * Mini Apps (core.telegram.org/bots/webapps): the secret key is HMAC-SHA-256("WebAppData", bot
 * token), the hash the HMAC of the sorted `key=value` lines; the pairs URL-encoded.
 */
export function miniAppInitData(
  user: Record<string, string | number>,
  authDate = Math.floor(Date.now() / 1000),
): string {
  const pairs: Record<string, string> = {
    user: JSON.stringify(user),
    auth_date: String(authDate),
    chat_type: 'sender',
  };
  const checkString = Object.keys(pairs)
    .sort()
    .map((key) => `${key}=${pairs[key]}`)
    .join('\n');
  const secret = createHmac('sha256', 'WebAppData').update(E2E_TELEGRAM_BOT_TOKEN).digest();
  const hash = createHmac('sha256', secret).update(checkString).digest('hex');
  return new URLSearchParams({ ...pairs, hash }).toString();
}

/** The address fragment Telegram opens a Mini App with: its launch data and its platform. */
export function miniAppFragment(initData: string, platform = 'ios'): string {
  return `#${new URLSearchParams({ tgWebAppData: initData, tgWebAppPlatform: platform })}`;
}
