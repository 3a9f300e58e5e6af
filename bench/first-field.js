// The time from navigation start until a page's first field is visible, in Chromium under
// Lighthouse's mobile throttling, and the bytes the browser received for the first visit.
import { chromium } from '@playwright/test';

/** Chromium's flags for every bench run: offline but for loopback, nothing in the background. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  // Any name but loopback fails to resolve: the bench cannot reach outside the machine.
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1',
];

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Lighthouse's mobile profile: a mid-range phone (4× slower CPU) on a slow 4G link. */
export const MOBILE_THROTTLING = {
  cpuSlowdown: 4,
  rttMs: 150,
  downKbps: 1638.4,
  upKbps: 675,
};

/**
 * Runs in the page before its own scripts: each frame, until the e-mail field (or else the
 * first field) is there and visible, then records performance.now(), which counts from the
 * navigation's start.
 */
const WATCH_FIRST_FIELD = `(() => {
  const visible = (field) => {
    if (!field || !field.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return false;
    const box = field.getBoundingClientRect();
    return box.width > 0 && box.height > 0;
  };
  const check = () => {
    const field = document.querySelector('input[type=email]') ?? document.querySelector('input');
    if (visible(field)) window.__firstField = { ms: performance.now(), type: field.type };
    else requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
})();`;

export function launchChromium() {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

async function throttle(page, profile) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpuSlowdown });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: profile.rttMs,
    downloadThroughput: (profile.downKbps * 1024) / 8,
    uploadThroughput: (profile.upKbps * 1024) / 8,
  });
}

/**
 * One first visit in a fresh context (no cache): the milliseconds until the first field shows,
 * and that field's type (`email` where the page opens on the e-mail field).
 */
export async function timeToFirstField(browser, url, profile = MOBILE_THROTTLING) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await throttle(page, profile);
    await page.addInitScript(WATCH_FIRST_FIELD);
    await page.goto(url, { waitUntil: 'commit' });
    // Polled from outside every 50 ms: the time itself is the one the page recorded.
    const handle = await page.waitForFunction(() => globalThis.__firstField, null, {
      polling: 50,
      timeout: 60_000,
    });
    return await handle.jsonValue();
  } finally {
    await context.close();
  }
}

/** Resolves once no request of the page has been open for `quietMs`; gives up after 30 s. */
async function networkQuiet(page, open, quietMs = 500) {
  const deadline = Date.now() + 30_000;
  let quietSince = Date.now();
  while (Date.now() - quietSince < quietMs && Date.now() < deadline) {
    if (open.size > 0) quietSince = Date.now();
    await page.waitForTimeout(50);
  }
}

/**
 * One first visit in a fresh context: the encoded body bytes the browser received, for JS +
 * CSS and for everything (the HTML and the API answers the page asks for at start). Counted
 * once the first field shows and then no request has been open for half a second, so the
 * app's start-up requests are in even when its scripts run slowly.
 */
export async function firstVisitBytes(browser, url) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const open = new Set();
    const sizes = [];
    page.on('request', (request) => open.add(request));
    page.on('requestfailed', (request) => open.delete(request));
    page.on('requestfinished', (request) => {
      const type = request.resourceType();
      sizes.push(request.sizes().then(({ responseBodySize }) => ({ type, responseBodySize })));
      open.delete(request);
    });
    await page.addInitScript(WATCH_FIRST_FIELD);
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForFunction(() => globalThis.__firstField, null, { timeout: 60_000 });
    await networkQuiet(page, open);
    const received = await Promise.all(sizes);
    const sum = (list) => list.reduce((total, file) => total + file.responseBodySize, 0);
    const code = received.filter((file) => file.type === 'script' || file.type === 'stylesheet');
    return { files: received.length, jsCss: sum(code), total: sum(received) };
  } finally {
    await context.close();
  }
}

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}
