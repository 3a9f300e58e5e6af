// Lighthouse's performance and accessibility scores of a page, with its mobile defaults
// (simulated slow 4G, 4× CPU slowdown), on Debian's Chromium, offline but for loopback.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH, median } from './first-field.js';

const CATEGORIES = ['performance', 'accessibility'];

/** One Lighthouse run in a fresh Chromium (a new profile, so an empty cache). */
async function lighthouseOnce(url, categories = CATEGORIES) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
    logLevel: 'silent',
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: categories,
    });
    const { categories: scored, audits } = result.lhr;
    const failedA11y = Object.values(audits)
      .filter((audit) => audit.score === 0 && audit.scoreDisplayMode === 'binary')
      .filter((audit) => scored.accessibility.auditRefs.some((ref) => ref.id === audit.id))
      .map((audit) => audit.id);
    if (!scored.performance) return { accessibility: scored.accessibility.score, failedA11y };
    return {
      performance: scored.performance.score,
      accessibility: scored.accessibility.score,
      fcpMs: audits['first-contentful-paint'].numericValue,
      lcpMs: audits['largest-contentful-paint'].numericValue,
      totalBlockingTimeMs: audits['total-blocking-time'].numericValue,
      failedA11y,
    };
  } finally {
    chrome.kill();
  }
}

/** `runs` Lighthouse runs, one after the other; the median of each score. */
export async function lighthouseScores(url, runs) {
  const results = [];
  for (let run = 0; run < runs; run += 1) results.push(await lighthouseOnce(url));
  return {
    runs: results,
    performance: median(results.map((r) => r.performance)),
    accessibility: median(results.map((r) => r.accessibility)),
  };
}

/**
 * Lighthouse's accessibility score alone (no timing in it: the same on a busy machine), and the
 * audits that failed.
 */
export function lighthouseAccessibility(url) {
  return lighthouseOnce(url, ['accessibility']);
}
