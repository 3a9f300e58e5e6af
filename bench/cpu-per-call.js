// The server's own CPU time per call (issue 16): what a call costs in this process, measured
// with process.cpuUsage() over many calls made one at a time through app.inject. Unlike a
// request rate, CPU time per call hardly moves with what else the machine runs, so it can
// compare two versions of the code on a busy machine. `node bench/cpu-per-call.js` uses SQLite
// in a fresh directory (the database's work is then in this process too);
// BENCH_DATABASE_URL=postgres://… measures on PostgreSQL (its own work is then elsewhere).
// A diagnostic beside load.bench.js, not part of `npm run bench`.
//
// BENCH_ASYNC_STORE=1 measures what an AsyncLocalStorage costs the same build (decision 098):
// its rounds alternate between calls made plainly and calls made inside a store's `run` (V8's
// promise hooks on, as when decision 078's store held the message language), in one process.
import { AsyncLocalStorage } from 'node:async_hooks';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { LOAD_ENV, PASSWORD, createAccount, serverDist } from './lib.js';

const CALLS = Number(process.env.CALLS ?? 1000);
const ROUNDS = Number(process.env.ROUNDS ?? 7);
const ADMIN_URL = process.env.BENCH_DATABASE_URL;
const STORE_TOO = process.env.BENCH_ASYNC_STORE === '1';
const store = new AsyncLocalStorage();

// SERVER_DIST=packages/server/dist-before compares another build of the server with this one.
const dist = serverDist;
const { loadConfig } = await import(`${dist}/config.js`);
const { buildApp } = await import(`${dist}/app.js`);

const dataDir = mkdtempSync(join(tmpdir(), 'foyer-cpu-'));
let admin;
let databaseUrl = '';
const name = `foyer_cpu_${process.pid}`;
if (ADMIN_URL) {
  admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  databaseUrl = url.href;
}

try {
  const app = await buildApp(
    loadConfig({
      ...LOAD_ENV,
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      PUBLIC_ORIGIN: 'http://localhost:8080',
    }),
  );
  // One account, made over the API, for the log-in and the private call.
  await app.listen({ port: 0, host: '127.0.0.1' });
  const email = 'cpu-account@example.com';
  await createAccount(`http://127.0.0.1:${app.server.address().port}`, email);
  const logIn = { email, password: PASSWORD, proto_ver: '2.1' };
  const { token } = (
    await app.inject({ method: 'POST', url: '/x-api/login', payload: logIn })
  ).json();
  // Each call, and how many of it a round makes (a log-in's argon2id makes it a hundred times
  // slower than the others; its CPU counts the hash's thread too).
  const calls = {
    'web config': [() => ({ method: 'POST', url: '/x-api/v3/config/web', payload: {} })],
    'code send': [
      (n) => ({
        method: 'POST',
        url: '/x-api/verify/register/email',
        payload: { email: `cpu-${n}@example.com` },
      }),
    ],
    'private call (profile)': [
      () => ({
        method: 'GET',
        url: '/x-api/v2/private/user/profile',
        headers: { usertoken: token },
      }),
    ],
    'password log-in': [() => ({ method: 'POST', url: '/x-api/login', payload: logIn }), 10],
  };
  console.log(
    `${CALLS} calls each (log-ins ${CALLS / 10}), one at a time, ${ADMIN_URL ? 'PostgreSQL' : 'SQLite'}`,
  );
  for (const [call, [request, fewer = 1]] of Object.entries(calls)) {
    const count = Math.max(1, Math.round(CALLS / fewer));
    const run = async (from, count) => {
      for (let n = from; n < from + count; n += 1) {
        const made = request(n);
        const address = `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
        const headers = { ...made.headers, 'x-forwarded-for': address };
        const answer = await app.inject({ ...made, headers });
        if (answer.json().ret_code !== 0) throw new Error(`${call}: ${answer.body}`);
      }
    };
    await run(0, Math.ceil(200 / fewer)); // warm-up: JIT, statement caches
    // The least of ROUNDS rounds: other work on the machine only ever adds to a round.
    const least = [Infinity, Infinity];
    for (let round = 0; round < ROUNDS * (STORE_TOO ? 2 : 1); round += 1) {
      const inStore = STORE_TOO && round % 2 === 1 ? 1 : 0;
      const from = 1000 + round * count;
      const start = process.cpuUsage();
      await (inStore ? store.run('en', () => run(from, count)) : run(from, count));
      const used = process.cpuUsage(start);
      // With no store enabled, Node turns the promise hooks off again.
      if (inStore) store.disable();
      least[inStore] = Math.min(least[inStore], (used.user + used.system) / count);
    }
    const [plain, stored] = least.map((micros) => micros.toFixed(0));
    console.log(
      STORE_TOO
        ? `${call}: ${plain} µs CPU a call, ${stored} µs inside an AsyncLocalStorage (least of ${ROUNDS} rounds each)`
        : `${call}: ${plain} µs CPU a call (least of ${ROUNDS} rounds)`,
    );
  }
  await app.close();
} finally {
  rmSync(dataDir, { recursive: true, force: true });
  if (admin) {
    await admin.query(`drop database ${name} with (force)`);
    await admin.end();
  }
}
