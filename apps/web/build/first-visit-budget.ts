/**
 * The first chunk's ceiling (decisions 047 and 136), run by `npm test` right after the build:
 * what the first intent on `/en/login` or `/en/register` fetches before the page is the app's
 * (the files the start script names and their static imports, JS + CSS, brotli as served, the
 * inline stylesheet included) must stay at or under FIRST_CHUNK_CEILING_BYTES. An untouched
 * visit receives none of it: its own budget is measured in a browser
 * (e2e/budget/untouched-visit.ts). A missing build is a failure, never a skip. Each page is
 * measured from the file the server sends for it: its prerendered first screen (decision 050),
 * and index.html for every other page. The HTML itself is not counted (its size is reported).
 *
 *   npx tsx apps/web/build/first-visit-budget.ts [dist folder]
 */
import { existsSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { firstVisitFiles } from './first-visit';

/**
 * Brotli bytes of the first chunk. It was the first visit's budget, 100 000 bytes, until the
 * first screen waited for the visitor's intent (decision 136); 5 000 more let this issue's
 * forms grow, and no further: lower it as the chunk shrinks, never raise it to let a change
 * through.
 */
export const FIRST_CHUNK_CEILING_BYTES = 105_000;

/** Each page, by the file the server sends for it on the default site. */
const PAGES: Readonly<Record<string, string>> = {
  '/en/login': 'prerendered/en/login.html',
  '/en/register': 'prerendered/en/register.html',
  'any other page': 'index.html',
};
const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

const dist = process.argv[2] ?? join(import.meta.dirname, '..', 'dist');
try {
  for (const [page, file] of Object.entries(PAGES)) {
    const files = await firstVisitFiles(dist, file);
    const served = files.reduce((sum, entry) => sum + entry.served, 0);
    const html = join(dist, file);
    const htmlBr = existsSync(`${html}.br`) ? (await stat(`${html}.br`)).size : undefined;
    const verdict = served <= FIRST_CHUNK_CEILING_BYTES ? 'within' : 'OVER';
    console.log(
      `${page} (${file}${htmlBr === undefined ? '' : `, ${kb(htmlBr)} br`}): first chunk ${files.length} files, ` +
        `${served} bytes brotli, ${verdict} the ceiling of ${FIRST_CHUNK_CEILING_BYTES}`,
    );
    for (const entry of files) {
      console.log(`  ${entry.path}  ${kb(entry.raw)} raw, ${kb(entry.served)} br`);
    }
    if (served > FIRST_CHUNK_CEILING_BYTES) process.exitCode = 1;
  }
} catch (error) {
  console.error(`first-chunk ceiling: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
