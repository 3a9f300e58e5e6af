import { expect, test, type Page } from '@playwright/test';
import { AXE_VARIANTS, expectAccessible, saveScreenshot } from '../support/fixtures.js';
import { pointerArrives } from '../support/journeys.js';

// The third-party block on the log-in and sign-up views, in light, dark and Arabic, with
// Google and Apple offered and a Telegram bot named (decisions 064, 068). The server's own
// config is answered, with `third_party` and the bot added as a server with complete provider
// and bot settings answers them: the block is checked for its looks and accessibility here;
// the provider round trip is the journey's.
async function offerProviders(page: Page): Promise<void> {
  await page.route('**/x-api/v3/config/web', async (route) => {
    const response = await route.fetch();
    const envelope = (await response.json()) as { result?: Record<string, unknown> };
    envelope.result = {
      ...envelope.result,
      third_party: { providers: ['google', 'apple'], callback_origin: new URL(page.url()).origin },
      telegram_bot_name: 'foyer_test_bot',
      telegram_bot_id: '123456',
    };
    await route.fulfill({ response, json: envelope });
  });
}

/** The block's status while Telegram is slow to answer, by language. */
const OPENING_TELEGRAM = {
  en: 'Opening Telegram…',
  'ar-SA': 'جارٍ فتح Telegram…',
  'ja-JP': 'Telegramを開いています…',
} as const;

/**
 * Telegram's script, answered here (nothing leaves the machine): its `Login.auth` never calls
 * back, as when the person has not yet approved in Telegram's window.
 */
async function telegramNeverAnswers(page: Page): Promise<void> {
  await page.route('https://telegram.org/js/telegram-widget.js*', (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: 'window.Telegram = { Login: { auth() {} } };',
    }),
  );
}

for (const variant of AXE_VARIANTS) {
  test.describe(`third-party block in ${variant.name}`, () => {
    test.use({ viewport: { width: 1280, height: 900 } });

    for (const view of ['login', 'register'] as const) {
      test(`${view}: Continue with Google, Apple and Telegram`, async ({ page }, testInfo) => {
        await offerProviders(page);
        await telegramNeverAnswers(page);
        await page.goto(`/${variant.lang}/${view}${variant.query}`);
        // The block comes with the app, on the first intent (decision 136).
        await pointerArrives(page);
        const block = page
          .getByRole('region')
          .filter({ has: page.getByRole('button') })
          .last();
        await expect(block.getByRole('button')).toHaveCount(3);
        await block.getByRole('button').first().focus();
        await expectAccessible(page, `${view} third-party block ${variant.name}`);
        await saveScreenshot(page, testInfo, `third-party-${view}-${variant.name}`);

        // Telegram slow to answer: its button waits, the block says it is opening Telegram.
        const telegram = block.getByRole('button').last();
        await telegram.click();
        await expect(block.getByRole('status')).toHaveText(OPENING_TELEGRAM[variant.lang]);
        await expect(telegram).toBeDisabled();
        await expectAccessible(page, `${view} third-party block opening Telegram ${variant.name}`);
        await saveScreenshot(page, testInfo, `third-party-${view}-telegram-${variant.name}`);
      });
    }
  });
}
