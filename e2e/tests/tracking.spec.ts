import { expect, test } from '@playwright/test';
import { STRONG_PASSWORD, freshEmail } from '../support/fixtures.js';
import { fillEmailSignUp, untilInteractive } from '../support/journeys.js';

// Decision 144: the reference app gives the widget no onTrack, so its tracked events go in
// batches to the server's POST /v2/public/metrics. The sign-up click (behaviour §4 "Submit")
// arrives there with the e-mail masked (behaviour §9: '***', the domain kept) and is counted.

const isMetrics = (url: string) => new URL(url).pathname === '/x-api/v2/public/metrics';

test('the sign-up click reaches the server masked, in a batch it accepts', async ({ page }) => {
  const email = freshEmail('tracking');
  await page.goto('/en/register');
  await untilInteractive(page);
  await fillEmailSignUp(page, email, STRONG_PASSWORD);
  // A batch leaves 5 s after its first event: waited for, never a pause.
  const accepted = page.waitForResponse(
    (response) =>
      isMetrics(response.url()) && (response.request().postData() ?? '').includes('registerClick'),
    { timeout: 30_000 },
  );
  await page.getByRole('button', { name: 'Sign up', exact: true }).click();
  const response = await accepted;
  const sent = response.request().postDataJSON() as { events: Record<string, unknown>[] };
  expect(sent.events).toContainEqual({
    name: 'registerClick',
    method: 'email',
    account: '***@example.com',
    source: 'normal',
  });
  expect(response.request().postData()).not.toContain(email.split('@')[0]);
  // The widget never reads the answer of a keepalive send, so neither can the browser's record
  // of it: its status says it all, since every refusal of the call is a 4xx (decision 144).
  expect(response.status()).toBe(200);
});
