// Issue 11's first visit, side by side in one run with a bare React 19 form served the same
// way: bytes received, time to the first visible field, Lighthouse performance and
// accessibility. It reports; it fails on no target (a timing is never a test assertion).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  MOBILE_THROTTLING,
  firstVisitBytes,
  launchChromium,
  median,
  timeToFirstField,
} from './first-field.js';
import { freePort, loadAverage, machine, root, serveFolder, startServer } from './lib.js';
import { lighthouseScores } from './lighthouse.js';

/** Timed first visits per page (median reported), and Lighthouse runs per page. */
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 1);

const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

/** Timed visits, alternating the pages run by run so load on the machine falls on each alike. */
async function timeEveryPage(pages) {
  const browser = await launchChromium();
  try {
    const visits = Object.fromEntries(pages.map((page) => [page.name, []]));
    for (let run = 0; run < RUNS; run += 1) {
      for (const page of pages) visits[page.name].push(await timeToFirstField(browser, page.url));
    }
    return visits;
  } finally {
    await browser.close();
  }
}

async function bytesOfEveryPage(pages) {
  const browser = await launchChromium();
  try {
    const bytes = {};
    for (const page of pages) bytes[page.name] = await firstVisitBytes(browser, page.url);
    return bytes;
  } finally {
    await browser.close();
  }
}

async function lighthouseOfEveryPage(pages) {
  const scores = {};
  for (const page of pages) scores[page.name] = await lighthouseScores(page.url, LIGHTHOUSE_RUNS);
  return scores;
}

/** Measures every page: bytes, then the timed visits, then Lighthouse; one row a page. */
async function measure(pages, bareName) {
  const bytes = await bytesOfEveryPage(pages);
  const visits = await timeEveryPage(pages);
  const lighthouse = await lighthouseOfEveryPage(pages);
  const times = (name) => visits[name].map((visit) => visit.ms);
  const bareMs = median(times(bareName));
  return pages.map(({ name }) => ({
    name,
    bytes: bytes[name],
    firstFieldType: [...new Set(visits[name].map((visit) => visit.type))].join(', '),
    firstFieldMs: median(times(name)),
    firstFieldRunsMs: times(name),
    ratioToBare: median(times(name)) / bareMs,
    lighthouse: lighthouse[name],
  }));
}

function printTable(rows, load) {
  console.log('## First visit beside a bare React 19 form\n');
  console.log(
    '| page | JS+CSS (br) | total (br) | first field, median | ratio to bare | LH perf | LH a11y |',
  );
  console.log('|---|---|---|---|---|---|---|');
  for (const row of rows) {
    const cells = [
      row.name,
      kib(row.bytes.jsCss),
      kib(row.bytes.total),
      `${row.firstFieldMs.toFixed(0)} ms (${row.firstFieldType})`,
      `${row.ratioToBare.toFixed(2)}×`,
      row.lighthouse.performance.toFixed(2),
      row.lighthouse.accessibility.toFixed(2),
    ];
    console.log(`| ${cells.join(' | ')} |`);
  }
  const { cpuSlowdown, rttMs, downKbps } = MOBILE_THROTTLING;
  console.log(
    `\n${RUNS} timed visits a page (fresh context, CPU ÷${cpuSlowdown}, ${rttMs} ms RTT, ` +
      `${downKbps} kbps down), ${LIGHTHOUSE_RUNS} Lighthouse run(s) a page. ` +
      `Load average (1/5/15 min): ${load.before} before, ${load.after} after.\n`,
  );
}

function writeRecord(rows, load) {
  const date = new Date().toISOString();
  const dir = join(root, 'bench/results');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `first-visit-${date.replace(/[:.]/g, '-')}.json`);
  const record = {
    date,
    machine: machine(),
    loadAverage: load,
    runs: RUNS,
    lighthouseRuns: LIGHTHOUSE_RUNS,
    throttling: MOBILE_THROTTLING,
    pages: rows,
  };
  writeFileSync(file, `${JSON.stringify(record, null, 2)}\n`);
  console.log(`Figures written to ${file}\n`);
}

export async function benchFirstVisit() {
  const server = await startServer(await freePort());
  const barePort = await freePort();
  const bare = await serveFolder(join(root, 'bench/bare-react/dist'), barePort);
  const bareName = 'bare React 19 form';
  const pages = [
    { name: 'Foyer /en/login', url: `${server.base}/en/login` },
    { name: 'Foyer /en/register', url: `${server.base}/en/register` },
    { name: bareName, url: `http://127.0.0.1:${barePort}/` },
  ];
  try {
    const before = loadAverage();
    const rows = await measure(pages, bareName);
    const load = { before, after: loadAverage() };
    printTable(rows, load);
    writeRecord(rows, load);
  } finally {
    server.stop();
    bare.close();
  }
}

// `node bench/first-visit.bench.js` runs this part alone, on what is already built.
if (process.argv[1] === fileURLToPath(import.meta.url)) await benchFirstVisit();
