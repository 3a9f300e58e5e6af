// Issue 15, point 6: Lighthouse's accessibility score of log-in and sign-up in English, Arabic
// (right to left) and Japanese, with the audits that failed. A score, not a timing: the same
// on a busy machine. It reports; it fails on nothing.
import { fileURLToPath } from 'node:url';
import { freePort, startServer } from './lib.js';
import { lighthouseAccessibility } from './lighthouse.js';

const LANGUAGES = ['en', 'ar-SA', 'ja-JP'];
const PAGES = ['login', 'register'];

export async function benchLanguagesAccessibility() {
  const server = await startServer(await freePort());
  try {
    console.log('## Lighthouse accessibility by language\n');
    console.log('| page | score | failed audits |');
    console.log('|---|---|---|');
    for (const lang of LANGUAGES) {
      for (const page of PAGES) {
        const { accessibility, failedA11y } = await lighthouseAccessibility(
          `${server.base}/${lang}/${page}`,
        );
        const failed = failedA11y.length ? failedA11y.join(', ') : 'none';
        console.log(`| /${lang}/${page} | ${accessibility.toFixed(2)} | ${failed} |`);
      }
    }
    console.log('');
  } finally {
    server.stop();
  }
}

// `node bench/languages-a11y.bench.js` runs this part alone, on what is already built.
if (process.argv[1] === fileURLToPath(import.meta.url)) await benchLanguagesAccessibility();
