import { defineConfig, type PlaywrightTestConfig } from '@playwright/test';
import { CHROMIUM_PATH } from './support/ensure-chromium.js';
import { freePort } from './support/free-port.js';

// Ports are chosen once in the main process; workers load this file again and inherit them.
process.env.FOYER_E2E_SQLITE_PORT ??= String(await freePort());
const engines = [{ name: 'sqlite', port: process.env.FOYER_E2E_SQLITE_PORT }];
if (process.env.TEST_DATABASE_URL) {
  process.env.FOYER_E2E_POSTGRES_PORT ??= String(await freePort());
  engines.push({ name: 'postgres', port: process.env.FOYER_E2E_POSTGRES_PORT });
}

/**
 * The journeys whose rule is a rule of storage: one account under racing sign-ups, a code or
 * link or QR approval used once, counters that lock, state carried across steps and
 * requests. PostgreSQL runs these (in light); the server's route tests run every call on
 * PostgreSQL besides. The other specs check screens and browser-side rules over the same
 * calls, which do not depend on the engine (decision 040).
 */
const STORAGE_SPECS = [
  '**/sign-up-and-log-in.spec.ts',
  '**/sign-up-race.spec.ts',
  '**/register-types.spec.ts',
  '**/qr-login.spec.ts',
  '**/sub-account.spec.ts',
  '**/two-factor.spec.ts',
  '**/recovery.spec.ts',
  '**/wrong-password.spec.ts',
  '**/referral.spec.ts',
];

const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const config: PlaywrightTestConfig = defineConfig({
  testDir: './tests',
  outputDir: '../test-results/e2e',
  globalSetup: './support/ensure-chromium.ts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // A screen journey runs axe and takes a screenshot at each of its steps, and every send solves
  // a captcha: on two cores such a journey took up to 60 s. A time budget, never a speed check.
  timeout: 120_000,
  // Two cores run two browsers, two servers and the proof-of-work captcha: a log-in can take
  // several seconds. This is how long an expectation may wait, never a pause.
  expect: { timeout: 20_000 },
  reporter: [['list'], ['html', { outputFolder: '../playwright-report', open: 'never' }]],
  use: {
    launchOptions: { executablePath: CHROMIUM_PATH, args: chromiumArgs },
    // A trace records every step of every test to keep the failed ones': about a quarter of the
    // suite's time on two cores (decision 040). A failure keeps its screenshot and the page's
    // accessibility tree (error-context.md) without it; `E2E_TRACE=1` records traces again.
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
    locale: 'en-US',
    timezoneId: 'UTC',
  },
  projects: engines.map(({ name, port }) => ({
    name,
    use: { browserName: 'chromium' as const, baseURL: `http://127.0.0.1:${port}` },
    // SQLite runs every spec. PostgreSQL runs the storage journeys, each screen once (light, in
    // English): what differs between the engines is the storage, not how a screen looks.
    ...(name === 'postgres'
      ? { testMatch: STORAGE_SPECS, grepInvert: /\b(dark|arabic|japanese)\b/i }
      : {}),
  })),
  webServer: engines.map(({ name, port }) => ({
    command: `node support/start-server.mjs ${name} ${port}`,
    url: `http://127.0.0.1:${port}/x-api/v2/public/country-list`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'pipe' as const,
    stderr: 'pipe' as const,
    gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 10_000 },
  })),
});

export default config;
