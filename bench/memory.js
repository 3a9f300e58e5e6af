// Where an instance's memory goes under load (issue 16's RSS target): one built instance on
// PostgreSQL with METRICS_PORT, 50 connections of one call for BENCH_LOAD_SECONDS (8). It
// prints the resident memory (file-backed and anonymous, from /proc/<pid>/smaps_rollup, every
// 100 ms) and V8's heap (from the instance's own metrics, every 300 ms): idle, at the peak,
// and after. `node bench/memory.js [config|login]`; BENCH_NODE_FLAGS and the environment (a
// MALLOC_ARENA_MAX, say) reach the instance as in load.bench.js. Linux only. A diagnostic beside
// load.bench.js, not part of `npm run bench`.
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import pg from 'pg';
import { LOAD_ENV, PASSWORD, createAccount, freePort, startServer } from './lib.js';

const CALL = process.argv[2] ?? 'config';
const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 8);
const ADMIN_URL =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/test';
const MiB = 2 ** 20;

const admin = new pg.Client({ connectionString: ADMIN_URL });
await admin.connect();
const name = `foyer_memory_${Date.now().toString(36)}`;
await admin.query(`create database ${name}`);
const url = new URL(ADMIN_URL);
url.pathname = `/${name}`;
const metricsPort = await freePort();
const server = await startServer(await freePort(), {
  ...LOAD_ENV,
  DATABASE_URL: url.href,
  METRICS_PORT: String(metricsPort),
});

/** Resident MiB: all, anonymous (heap, malloc, stacks) and file-backed (binary, libraries). */
function resident() {
  const text = readFileSync(`/proc/${server.pid}/smaps_rollup`, 'utf8');
  const kib = (key) => Number(new RegExp(`^${key}:\\s+(\\d+)`, 'm').exec(text)?.[1] ?? 0);
  const rss = kib('Rss') / 1024;
  const anonymous = kib('Anonymous') / 1024;
  return { rss, anonymous, file: rss - anonymous };
}

/** V8's heap in MiB, from the instance's Prometheus metrics (prefix foyer_). */
async function heap() {
  const text = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
  const value = (pattern) => Number(new RegExp(`^${pattern} (\\S+)`, 'm').exec(text)?.[1] ?? 0);
  const space = (which) =>
    value(`foyer_nodejs_heap_space_size_total_bytes\\{space="${which}"\\}`) / MiB;
  return {
    committed: value('foyer_nodejs_heap_size_total_bytes') / MiB,
    used: value('foyer_nodejs_heap_size_used_bytes') / MiB,
    newSpace: space('new'),
    oldSpace: space('old'),
  };
}

const round = (values) =>
  Object.fromEntries(Object.entries(values).map(([key, value]) => [key, Math.round(value)]));

try {
  let request = { path: '/x-api/v3/config/web', body: '{}' };
  if (CALL === 'login') {
    const email = 'memory-bench@example.com';
    await createAccount(server.base, email);
    request = { path: '/x-api/login', body: JSON.stringify({ email, password: PASSWORD }) };
  }
  console.log('idle   ', round(resident()), round(await heap()));
  let peak = resident();
  const sampler = setInterval(() => {
    const now = resident();
    if (now.rss > peak.rss) peak = now;
  }, 100);
  const heapPeak = {};
  let loading = true;
  const scraping = (async () => {
    while (loading) {
      for (const [key, value] of Object.entries(await heap())) {
        heapPeak[key] = Math.max(heapPeak[key] ?? 0, value);
      }
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
  })();
  const result = await autocannon({
    url: server.base + request.path,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: request.body,
    connections: 50,
    duration: SECONDS,
  });
  clearInterval(sampler);
  loading = false;
  await scraping;
  console.log(`${CALL}: ${Math.round(result.requests.average)} a second`);
  console.log('peak   ', round(peak), round(heapPeak));
  console.log('after  ', round(resident()), round(await heap()));
} finally {
  await server.stop();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
}
