// Where an instance's memory goes under load (issue 16's RSS target): one built instance on
// PostgreSQL with METRICS_PORT, run through the load bench's storms in its order (log-in, code
// send, web config, QR status poll), 50 connections of each for BENCH_LOAD_SECONDS (8). For each
// it prints the peak of the resident memory (all and anonymous, from /proc/<pid>/smaps_rollup,
// every 100 ms) and of V8's heap (from the instance's own metrics, every 300 ms), then the
// same after the storm, with the garbage collections so far (major: the full ones; decision
// 099). `node bench/memory.js [login,send,config,qr]` runs the storms named. The instance
// runs with the shipped Node flags (or BENCH_NODE_FLAGS), and the environment (a
// MALLOC_ARENA_MAX, say) reaches it as in load.bench.js. Linux only. A diagnostic beside
// load.bench.js, not part of `npm run bench`.
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import pg from 'pg';
import {
  ADMIN_URL,
  LOAD_ENV,
  PASSWORD,
  createAccount,
  freePort,
  serverNodeFlags,
  startServer,
} from './lib.js';

const STORMS = (process.argv[2] ?? 'login,send,config,qr').split(',');
const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 8);
const MiB = 2 ** 20;
const ACCOUNTS = 50;
const QR_CODES = 200;

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

/** Resident MiB: all, and anonymous (heap, malloc, stacks); the rest is file-backed. */
function resident() {
  const text = readFileSync(`/proc/${server.pid}/smaps_rollup`, 'utf8');
  const kib = (key) => Number(new RegExp(`^${key}:\\s+(\\d+)`, 'm').exec(text)?.[1] ?? 0);
  return { rss: Math.round(kib('Rss') / 1024), anonymous: Math.round(kib('Anonymous') / 1024) };
}

/** V8's heap in MiB and the collections so far, from the instance's metrics (prefix foyer_). */
async function heap() {
  const text = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
  const value = (pattern) => Number(new RegExp(`^${pattern} (\\S+)`, 'm').exec(text)?.[1] ?? 0);
  const mib = (pattern) => Math.round(value(pattern) / MiB);
  const space = (which) => mib(`foyer_nodejs_heap_space_size_total_bytes\\{space="${which}"\\}`);
  const collections = (kind) => value(`foyer_nodejs_gc_duration_seconds_count\\{kind="${kind}"\\}`);
  return {
    used: mib('foyer_nodejs_heap_size_used_bytes'),
    committed: mib('foyer_nodejs_heap_size_total_bytes'),
    newSpace: space('new'),
    oldSpace: space('old'),
    major: collections('major'),
    minor: collections('minor'),
  };
}

const show = (values) =>
  Object.entries(values)
    .map(([key, value]) => `${key} ${value}`)
    .join(', ');

/** The n-th client address: each storm's requests come from many browsers. */
const addressOf = (n) => `10.9.${(n >> 8) & 255}.${n & 255}`;

try {
  const emails = [];
  for (let i = 0; i < ACCOUNTS; i += 1) {
    emails.push(`memory-${i}@example.com`);
    await createAccount(server.base, emails[i]);
  }
  const qrs = [];
  for (let i = 0; i < QR_CODES; i += 1) {
    const generated = await fetch(`${server.base}/x-api/v3/public/qrcode/generate`, {
      headers: { 'x-forwarded-for': addressOf(i) },
    });
    const { result } = await generated.json();
    qrs.push(`/x-api/v3/public/qrcode/status?uuid=${result.uuid}&secret=${result.secret}`);
  }
  const json = { 'content-type': 'application/json' };
  const storms = {
    login: [
      { method: 'POST', path: '/x-api/login', headers: json },
      (n) => ({
        body: JSON.stringify({ email: emails[n % ACCOUNTS], password: PASSWORD, proto_ver: '2.1' }),
      }),
    ],
    send: [
      { method: 'POST', path: '/x-api/verify/register/email', headers: json },
      (n) => ({ body: JSON.stringify({ email: `memory-send-${Date.now()}-${n}@example.com` }) }),
    ],
    config: [
      { method: 'POST', path: '/x-api/v3/config/web', headers: json, body: '{}' },
      () => ({}),
    ],
    qr: [{ method: 'GET', path: qrs[0] }, (n) => ({ path: qrs[n % QR_CODES] })],
  };
  console.log(`Node flags: ${serverNodeFlags().join(' ') || 'none'}`);
  console.log(`ready   ${show(resident())}; ${show(await heap())}`);
  for (const storm of STORMS) {
    const [request, vary] = storms[storm] ?? [];
    if (!request) throw new Error(`no storm ${storm}: login, send, config or qr`);
    let peak = resident();
    const sampler = setInterval(() => {
      const now = resident();
      if (now.rss > peak.rss) peak = now;
    }, 100);
    let heapPeak = await heap();
    let loading = true;
    const scraping = (async () => {
      while (loading) {
        const now = await heap();
        if (now.committed > heapPeak.committed) heapPeak = now;
        await new Promise((resolve) => setTimeout(resolve, 300));
      }
    })();
    let n = 0;
    const result = await autocannon({
      url: server.base,
      connections: 50,
      duration: SECONDS,
      requests: [
        {
          ...request,
          setupRequest: (outgoing) => {
            n += 1;
            const headers = { ...outgoing.headers, 'x-forwarded-for': addressOf(n) };
            return { ...outgoing, headers, ...vary(n) };
          },
        },
      ],
    });
    clearInterval(sampler);
    loading = false;
    await scraping;
    console.log(`${storm}: ${Math.round(result.requests.average)} a second`);
    console.log(`  peak  ${show(peak)}; ${show(heapPeak)}`);
    console.log(`  after ${show(resident())}; ${show(await heap())}`);
  }
} finally {
  await server.stop();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
}
