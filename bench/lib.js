// Shared pieces of the benchmarks: starting the real server, serving a folder (compressed as
// the server sends its files), a free port, measuring a page's first visit in Chromium, and
// the machine description.
import { spawn } from 'node:child_process';
import {
  createReadStream,
  existsSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  statSync,
} from 'node:fs';
import { createServer } from 'node:http';
import { createServer as createNetServer } from 'node:net';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { extname, join, normalize, resolve as resolvePath } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { hash, verify } from '@node-rs/argon2';
import { chromium } from '@playwright/test';
import pg from 'pg';
import { ARGON2, PASSWORD } from './password.js';

export const root = new URL('..', import.meta.url).pathname;

export function machine() {
  const cpu = cpus()[0]?.model ?? 'unknown CPU';
  return `${cpus().length} × ${cpu}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}`;
}

/** The load average over 1, 5 and 15 minutes: the machine is shared, and timings move with it. */
export function loadAverage() {
  return loadavg()
    .map((load) => load.toFixed(2))
    .join(' / ');
}

/** The server build the benches start: SERVER_DIST=/path/to/another/dist compares another. */
export const serverDist = resolvePath(
  process.env.SERVER_DIST ?? join(root, 'packages/server/dist'),
);

/**
 * The Node flags `npm start` gives the server (decision 099), read from the root package.json's
 * start script so that the benches run an instance as it ships. BENCH_NODE_FLAGS, when set (even
 * empty), replaces them, to compare settings.
 */
/**
 * Where the machine's CPU goes while `work` runs, in cores (1 = one core busy the whole
 * time): this process (the load generator, or the raw hashes), the `pids` (the servers under
 * load), and the rest of the machine (PostgreSQL, mostly). Read from /proc (Linux), so a
 * ratio's bound can be said from what the other parties took, not guessed. `jsThread` is the
 * busiest server's main thread alone, the one that runs its JavaScript: near 1, that server
 * can answer no faster whatever the database does.
 */
export async function cpuSharesDuring(pids, work) {
  const ticks = 100; // USER_HZ: /proc counts CPU time in hundredths of a second on Linux.
  const machineBusy = () => {
    const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/);
    const [user, nice, system, , , irq, softirq, steal] = fields.map(Number);
    return (user + nice + system + irq + softirq + steal) / ticks;
  };
  // A process's CPU, or one of its threads' (`/proc/PID/task/TID/stat`; the main thread's TID
  // is the PID).
  const processBusy = (pid, thread = '') => {
    try {
      // Fields after the command's closing parenthesis: utime and stime are the 12th and 13th.
      const stat = readFileSync(`/proc/${pid}${thread}/stat`, 'utf8');
      const after = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      return (Number(after[11]) + Number(after[12])) / ticks;
    } catch {
      return 0;
    }
  };
  const serversBusy = () => pids.reduce((sum, pid) => sum + processBusy(pid), 0);
  const jsThreadsBusy = () => pids.map((pid) => processBusy(pid, `/task/${pid}`));
  const start = { at: performance.now(), own: process.cpuUsage(), machine: machineBusy() };
  const servers = serversBusy();
  const jsThreads = jsThreadsBusy();
  const result = await work();
  const seconds = (performance.now() - start.at) / 1000;
  const own = process.cpuUsage(start.own);
  const generator = (own.user + own.system) / 1e6 / seconds;
  const server = (serversBusy() - servers) / seconds;
  const jsThread = Math.max(
    0,
    ...jsThreadsBusy().map((busy, n) => (busy - jsThreads[n]) / seconds),
  );
  const machineCores = (machineBusy() - start.machine) / seconds;
  return {
    result,
    cpu: { generator, server, jsThread, rest: Math.max(0, machineCores - generator - server) },
  };
}

export function serverNodeFlags() {
  if (process.env.BENCH_NODE_FLAGS !== undefined) {
    return process.env.BENCH_NODE_FLAGS.split(' ').filter(Boolean);
  }
  const { scripts } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  const shipped = /\bnode ((?:--\S+ )*)packages\/server\/dist\/main\.js/.exec(scripts.start);
  if (!shipped) throw new Error(`no server command in the start script: ${scripts.start}`);
  return shipped[1].split(' ').filter(Boolean);
}

/** Stops a child process; resolves when it has exited. */
export function stopper(child) {
  // Resolves with the exit code (null when a signal ended it).
  const exited = new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve(child.exitCode);
    else child.once('exit', (code) => resolve(code));
  });
  return () => {
    child.kill('SIGTERM');
    return exited;
  };
}

/**
 * Starts the built server on SQLite in a fresh data directory; resolves when it answers.
 * `stop()` resolves once the process has exited (its database connections closed with it).
 */
export async function startServer(port, extraEnv = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'foyer-bench-'));
  // The instances' Node flags: the shipped ones, or BENCH_NODE_FLAGS (not the bench's own).
  const flags = serverNodeFlags();
  const child = spawn(process.execPath, [...flags, join(serverDist, 'main.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
      ...extraEnv,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 200; attempt += 1) {
    try {
      const response = await fetch(`${base}/x-api/v2/public/country-list`);
      if (response.ok) return { base, pid: child.pid, stop: stopper(child) };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGTERM');
  throw new Error('server did not start');
}

const types = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };

const brotliMax = { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } };

/** Every HTML, JS and CSS file of a folder, brotli -11, by path: compressed once, up front. */
function precompress(folder) {
  const files = readdirSync(folder, { recursive: true }).map((name) => join(folder, name));
  return new Map(
    files
      .filter((file) => types[extname(file)])
      .map((file) => [file, brotliCompressSync(readFileSync(file), brotliMax)]),
  );
}

/**
 * A static server for a built folder, with the SPA fallback to index.html. It answers the way
 * Foyer's server sends its built files (decision 046): brotli -11, compressed before the
 * first request, when the browser accepts it; the file itself otherwise.
 */
export function serveFolder(folder, port) {
  const compressed = precompress(folder);
  const server = createServer((req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url, 'http://x').pathname));
    let file = join(folder, path);
    if (!file.startsWith(folder) || !existsSync(file) || statSync(file).isDirectory()) {
      file = join(folder, 'index.html');
    }
    res.setHeader('content-type', types[extname(file)] ?? 'application/octet-stream');
    res.setHeader('vary', 'accept-encoding');
    if (!compressed.has(file) || !/\bbr\b/.test(req.headers['accept-encoding'] ?? '')) {
      createReadStream(file).pipe(res);
      return;
    }
    res.setHeader('content-encoding', 'br');
    res.end(compressed.get(file));
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

/** A port that nothing on loopback listens on now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createNetServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Loads a URL once in a fresh Chromium and sums the JS and CSS it fetched: as served (the
 * encoded bytes the server sent, with the encodings it chose), then raw and compressed
 * here at the best ratio.
 */
export async function firstVisitWeight(url) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  const page = await browser.newPage();
  const bodies = [];
  page.on('response', async (response) => {
    const type = response.request().resourceType();
    if (type === 'script' || type === 'stylesheet') {
      const sent = Promise.all([response.body(), response.request().sizes()]);
      const encoding = response.headers()['content-encoding'] ?? 'identity';
      bodies.push(
        sent.then(([body, sizes]) => ({ type, url: response.url(), body, sizes, encoding })),
      );
    }
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  const files = await Promise.all(bodies);
  await browser.close();
  const sum = (pick) => files.reduce((total, file) => total + pick(file.body), 0);
  return {
    files: files.length,
    served: files.reduce((total, file) => total + file.sizes.responseBodySize, 0),
    encodings: [...new Set(files.map((file) => file.encoding))].join(', '),
    raw: sum((b) => b.length),
    gzip: sum((b) => gzipSync(b, { level: 9 }).length),
    brotli: sum(
      (b) => brotliCompressSync(b, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
    ),
  };
}

export { PASSWORD };

/** POSTs JSON to the server at `base`; resolves to the answer's JSON. */
export async function postJson(base, path, body, headers = {}) {
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return response.json();
}

/**
 * Makes an account the old way over the API (the e-mailed code from the dev outbox, then the
 * password), without the browser's sign-up captcha: sign-up is not what the benches measure.
 */
export async function createAccount(base, email) {
  const sent = await postJson(base, '/x-api/verify/register/email', { email });
  if (sent.ret_code !== 0) throw new Error(`code send refused: ${JSON.stringify(sent)}`);
  const messages = await (await fetch(`${base}/dev/outbox.json`)).json();
  const code = messages.find((m) => m.to === email)?.code;
  const made = await postJson(base, '/x-api/register/email', {
    email,
    emailverify: code,
    password: PASSWORD,
  });
  if (made.ret_code !== 0) throw new Error(`sign-up refused: ${JSON.stringify(made)}`);
}

/** argon2id verifies per second, `concurrency` at a time, over `seconds`. */
export async function argon2Rate(concurrency, seconds) {
  const stored = await hash(PASSWORD, ARGON2);
  const until = Date.now() + seconds * 1000;
  let count = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (Date.now() < until) {
        await verify(stored, PASSWORD);
        count += 1;
      }
    }),
  );
  return count / seconds;
}

/** The PostgreSQL server the benches make their databases on. */
export const ADMIN_URL =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/test';

/**
 * Starts a bench script as a process of its own on a free port (`node SCRIPT PORT ...args`),
 * as the servers it stands in for would run; resolves once it prints its first line (ready).
 */
export async function startHelper(script, args = []) {
  const port = await freePort();
  const child = spawn(process.execPath, [join(root, 'bench', script), port, ...args], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolve, reject) => {
    child.stdout.once('data', resolve);
    child.once('exit', (code) => reject(new Error(`${script} exited ${code}`)));
  });
  return { port, child, stop: stopper(child) };
}

/**
 * Runs `run` with the URL of a new PostgreSQL database on BENCH_DATABASE_URL's server (else
 * TEST_DATABASE_URL's, else the local one), dropped afterwards.
 */
export async function withDatabase(run) {
  const name = `foyer_bench_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  try {
    return await run(url.toString());
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

/**
 * The settings of a server under load (load.bench.js, statements.js): what is measured is the
 * server, not its guards: limits and captchas out of the way.
 */
export const LOAD_ENV = {
  CAPTCHA_SECRET: 'bench-captcha-secret-shared-by-every-instance',
  CAPTCHA_ON_LOGIN: 'false',
  CAPTCHA_ON_REGISTER: 'false',
  CAPTCHA_ON_SENDS: 'false',
  RATE_LIMIT_PER_MINUTE: '1000000',
  RATE_LIMIT_LOGIN_PER_MINUTE: '1000000',
  RATE_LIMIT_SEND_CODE_PER_MINUTE: '1000000',
  SEND_CODES_PER_IP_PER_DAY: '10000000',
  SIGN_UP_RISK_TARGETS_PER_HOUR: '1000000',
  REGISTER_TYPE: 'oldCode',
  // The client addresses of the code sends come from X-Forwarded-For, as behind a proxy.
  TRUST_PROXY: '127.0.0.1',
  LOG_LEVEL: 'warn',
  // As a production instance has it (its PUBLIC_ORIGIN is not loopback): no API page.
  API_DOCS: 'false',
};
