import { expect, test, type Page } from '@playwright/test';
import { SCREEN_VARIANTS, expectAccessible, saveScreenshot } from '../support/fixtures.js';

// The third-party block on the log-in and sign-up views, in light, dark and Arabic, with
// Google and Apple offered (decision 064). The server's own config is answered, with
// `third_party` added as a server with complete provider settings answers it: the block is
// checked for its looks and accessibility here; the provider round trip is the journey's.
async function offerProviders(page: Page): Promise<void> {
  await page.route('**/x-api/v3/config/web', async (route) => {
    const response = await route.fetch();
    const envelope = (await response.json()) as { result?: Record<string, unknown> };
    envelope.result = {
      ...envelope.result,
      third_party: { providers: ['google', 'apple'], callback_origin: new URL(page.url()).origin },
    };
    await route.fulfill({ response, json: envelope });
  });
}

for (const variant of SCREEN_VARIANTS) {
  test.describe(`third-party block in ${variant.name}`, () => {
    test.use({ viewport: { width: 1280, height: 900 } });

    for (const view of ['login', 'register'] as const) {
      test(`${view}: Continue with Google and Apple`, async ({ page }, testInfo) => {
        await offerProviders(page);
        await page.goto(`/${variant.lang}/${view}${variant.query}`);
        const block = page
          .getByRole('region')
          .filter({ has: page.getByRole('button') })
          .last();
        await expect(block.getByRole('button')).toHaveCount(2);
        await block.getByRole('button').first().focus();
        await expectAccessible(page, `${view} third-party block ${variant.name}`);
        await saveScreenshot(page, testInfo, `third-party-${view}-${variant.name}`);
      });
    }
  });
}
