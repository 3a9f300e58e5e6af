// Load on PostgreSQL (issue 16, point 6): one Foyer instance, then two on the same database,
// under autocannon, for four calls: the password log-in, a sign-up code send (each request a
// new e-mail from one of many client addresses), the web config and a QR status poll. Beside
// them, in the same run, the ceilings they are compared with: raw argon2id verifies for the
// log-in, and Fastify with one INSERT per request for the rest (ceiling-server.js).
//
// `node load.bench.js` alone, or through `npm run bench`. It needs PostgreSQL:
// BENCH_DATABASE_URL (default TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/test)
// is used only to create, and at the end drop, a database of its own.
// BENCH_LOAD_SECONDS (8) per call, BENCH_LOAD_CONNECTIONS (50).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import autocannon from 'autocannon';
import {
  LOAD_ENV as FOYER_ENV,
  PASSWORD,
  argon2Rate,
  cpuSharesDuring,
  createAccount,
  freePort,
  loadAverage,
  machine,
  postJson as post,
  root,
  serverDist,
  serverNodeFlags,
  startServer,
  startHelper,
  withDatabase,
} from './lib.js';

const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 8);
const CONNECTIONS = Number(process.env.BENCH_LOAD_CONNECTIONS ?? 50);
const JSON_HEADERS = { 'content-type': 'application/json' };

/** The resident memory of a process, in MiB (Linux). */
function rssMiB(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

/**
 * Runs autocannon while sampling the instances' RSS. `request` is one request (method,
 * headers, body, and `setupRequest` to vary it); an answer that is not ret_code 0 counts as
 * an error, so a fast refusal cannot pass for throughput.
 */
async function load(name, urls, request, pids) {
  let peak = 0;
  const sampler = setInterval(() => {
    for (const pid of pids) peak = Math.max(peak, rssMiB(pid));
  }, 250);
  let refused = 0;
  const refusals = {};
  const onResponse = (status, body) => {
    if (body.startsWith('{"ret_code":0')) return;
    refused += 1;
    const code = /"ret_code":(-?\d+)/.exec(body)?.[1] ?? `HTTP ${status}`;
    refusals[code] = (refusals[code] ?? 0) + 1;
  };
  try {
    const { result, cpu } = await cpuSharesDuring(pids, () =>
      autocannon({
        url: urls,
        connections: CONNECTIONS,
        duration: SECONDS,
        requests: [{ ...request, onResponse }],
      }),
    );
    return {
      cpu,
      name,
      rps: result.requests.average,
      /** Answers with ret_code 0. */
      ok: result.requests.total - refused,
      p50: result.latency.p50,
      p99: result.latency.p99,
      errors: result.errors + result.timeouts + refused,
      refusals,
      rss: peak,
    };
  } finally {
    clearInterval(sampler);
  }
}

const ACCOUNTS = 50;

const INSERT_CEILING = 'Fastify + one INSERT (ceiling)';
const HASH_OVER_HTTP = 'Fastify + argon2id alone, no statement (ceiling)';
/**
 * The fewest statements any log-in can make: one before the hash (count the try, find the
 * account) and one after it (clear the count, open the session), each a data-modifying WITH at
 * best. Against raw argon2id, the most a log-in can reach on the machine (issue 16's 0.90).
 */
const FEWEST_FOR_A_LOG_IN = 'Fastify + argon2id + 2 writes, the fewest a log-in makes (ceiling)';

/**
 * The second ceilings (ceiling-server.js `/statements`): each call's own statements as
 * `node bench/statements.js` prints them on PostgreSQL in the steady state (decision 093), made
 * by Fastify and pg with nothing else, and the log-in's argon2id verify. Issue 16's ceilings say
 * how far a call is from one INSERT; these say how much of the gap is Foyer's own code rather
 * than the statements the call makes. Update the counts when statements.js prints others.
 */
const SAME_STATEMENTS = {
  'code send': {
    name: "Fastify + a code send's 5 writes and 4 reads (ceiling)",
    writes: 5,
    reads: 4,
  },
  'password log-in': {
    name: "Fastify + argon2id + a log-in's 4 writes and 8 reads (ceiling)",
    writes: 4,
    reads: 8,
    verify: true,
  },
};
const QR_CODES = 200;

/** The n-th client address of a call: each call's requests come from many browsers. */
const addressOf = (call, n) => `10.${call}.${(n >> 8) & 255}.${n & 255}`;

/** A request that takes the next of `bodies` or `paths`, from the next client address. */
function rotating(call, base, pick) {
  let n = 0;
  return {
    ...base,
    setupRequest(request) {
      n += 1;
      const headers = { ...request.headers, 'x-forwarded-for': addressOf(call, n) };
      return { ...request, headers, ...pick(n) };
    },
  };
}

/** A sign-up code send, each request to a new e-mail address. */
const codeSend = () => ({
  path: '/x-api/verify/register/email',
  ...rotating(2, { method: 'POST', headers: JSON_HEADERS }, (n) => ({
    body: JSON.stringify({ email: `load-${Date.now()}-${n}@example.com` }),
  })),
});

async function callsOf(base) {
  // Fifty people log in, each from their own address; two hundred QR codes are polled.
  const emails = [];
  for (let i = 0; i < ACCOUNTS; i += 1) {
    emails.push(`bench-${Date.now()}-${i}@example.com`);
    await createAccount(base, emails[i]);
  }
  const qrs = [];
  for (let i = 0; i < QR_CODES; i += 1) {
    const generated = await fetch(`${base}/x-api/v3/public/qrcode/generate`, {
      headers: { 'x-forwarded-for': addressOf(4, i) },
    });
    const { result } = await generated.json();
    qrs.push(`/x-api/v3/public/qrcode/status?uuid=${result.uuid}&secret=${result.secret}`);
  }
  const logIn = (n) => ({
    body: JSON.stringify({ email: emails[n % ACCOUNTS], password: PASSWORD, proto_ver: '2.1' }),
  });
  // Every call is checked once before it is measured: a fast refusal would measure nothing.
  const sample = await post(base, '/x-api/login', JSON.parse(logIn(0).body));
  if (sample.ret_code !== 0) throw new Error(`log-in refused: ${JSON.stringify(sample)}`);
  return {
    'password log-in': {
      path: '/x-api/login',
      ...rotating(1, { method: 'POST', headers: JSON_HEADERS }, logIn),
    },
    'code send': codeSend(),
    'web config': {
      path: '/x-api/v3/config/web',
      ...rotating(3, { method: 'POST', headers: JSON_HEADERS, body: '{}' }, () => ({})),
    },
    'QR status poll': {
      path: qrs[0],
      ...rotating(4, { method: 'GET' }, (n) => ({ path: qrs[n % QR_CODES] })),
    },
  };
}

async function startCeiling(databaseUrl) {
  const { port, child, stop } = await startHelper('ceiling-server.js', [databaseUrl]);
  return { base: `http://127.0.0.1:${port}`, pid: child.pid, stop };
}

async function instances(count, databaseUrl, env = {}) {
  const started = [];
  // One at a time: the first migrates the new database, the next finds it current.
  for (let i = 0; i < count; i += 1) {
    const port = await freePort();
    started.push(await startServer(port, { ...FOYER_ENV, DATABASE_URL: databaseUrl, ...env }));
  }
  return started;
}

async function startSmtpSink() {
  const { port, child, stop } = await startHelper('smtp-sink.js');
  // What it prints after "ready": the number of messages it took, as it stops.
  const lines = [];
  child.stdout.setEncoding('utf8').on('data', (text) => lines.push(...text.trim().split('\n')));
  return {
    url: `smtp://127.0.0.1:${port}`,
    /** Stops the sink; answers how many messages it took. */
    async stop() {
      await stop();
      return Number(lines.at(-1));
    },
  };
}

/**
 * The code send as production makes it: the message over SMTP (nodemailer's pool, as
 * smtp-mailer.ts asks for it) to a local mail server that keeps nothing, instead of the dev
 * outbox's INSERT. One instance. The sink must have taken at least every send answered ok.
 */
async function codeSendBySmtp(databaseUrl, exits) {
  const sink = await startSmtpSink();
  let row;
  let messages;
  try {
    const [server] = await instances(1, databaseUrl, { SMTP_URL: sink.url });
    try {
      const { path, ...rest } = codeSend();
      row = await load('code send by SMTP', [server.base + path], rest, [server.pid]);
    } finally {
      exits.push(await server.stop());
    }
  } finally {
    messages = await sink.stop();
  }
  row.messages = messages;
  // Each send answered ok waited for its message to be taken.
  if (!(row.messages >= row.ok)) {
    throw new Error(`the SMTP sink took ${row.messages} messages for ${row.ok} sends answered ok`);
  }
  return { instances: 1, ...row, name: `code send by SMTP (${row.messages} messages taken)` };
}

/**
 * "0.31, 1.12 (0.85), 0.52": the cores the load generator, the servers (the busiest one's
 * JavaScript thread) and the rest kept busy.
 */
const coresOf = ({ cpu }) => {
  if (!cpu) return '';
  const thread = cpu.jsThread ? ` (${cpu.jsThread.toFixed(2)})` : '';
  return `${cpu.generator.toFixed(2)}, ${cpu.server.toFixed(2)}${thread}, ${cpu.rest.toFixed(2)}`;
};

/** " (10503 ×3)": which refusals the errors were. */
function refusalsOf(row) {
  const entries = Object.entries(row.refusals ?? {});
  return entries.length ? ` (${entries.map(([code, n]) => `${code} ×${n}`).join(', ')})` : '';
}

export async function benchLoad() {
  const before = loadAverage();
  const rows = await withDatabase(async (databaseUrl) => {
    const measured = [];
    const exits = [];
    const ceiling = await startCeiling(databaseUrl);
    try {
      let n = 0;
      const measure = (name, path, extra) =>
        load(
          name,
          [`${ceiling.base}${path}`],
          {
            method: 'POST',
            headers: JSON_HEADERS,
            setupRequest: (request) => ({
              ...request,
              body: JSON.stringify({ email: `ceiling-${(n += 1)}@example.com`, ...extra }),
            }),
          },
          [ceiling.pid],
        );
      measured.push({ instances: 1, ...(await measure(INSERT_CEILING, '/insert', {})) });
      // The hash alone behind Fastify: what answering over HTTP costs the log-in's ceiling.
      const hashOnly = await measure(HASH_OVER_HTTP, '/statements', { verify: true });
      measured.push({ instances: 1, ...hashOnly });
      const fewest = await measure(FEWEST_FOR_A_LOG_IN, '/statements', { verify: true, writes: 2 });
      measured.push({ instances: 1, ...fewest });
      for (const [call, { name, ...statements }] of Object.entries(SAME_STATEMENTS)) {
        const row = await measure(name, '/statements', statements);
        measured.push({ instances: 1, ceilingOf: call, ...row });
      }
    } finally {
      await ceiling.stop();
    }
    const argon = await cpuSharesDuring([], () => argon2Rate(CONNECTIONS, 4));
    // The hashes run in this process: its CPU is theirs, not a load generator's.
    const { generator: hashes, rest } = argon.cpu;
    measured.push({
      instances: 1,
      name: 'argon2id verifies (ceiling)',
      rps: argon.result,
      cpu: { generator: 0, server: hashes, rest },
    });
    for (const count of [1, 2]) {
      const servers = await instances(count, databaseUrl);
      try {
        const calls = await callsOf(servers[0].base);
        for (const [name, request] of Object.entries(calls)) {
          const urls = servers.map((server) => server.base + request.path);
          const { path: _path, ...rest } = request;
          const row = await load(
            name,
            urls,
            rest,
            servers.map((server) => server.pid),
          );
          measured.push({ instances: count, ...row });
        }
      } finally {
        // Exited before the next round, and before the database is dropped under them. Each
        // stops as a deploy stops it, with the load just over: cleanly, or the bench fails
        // (decision 097: clients that left must not hold the shutdown past its grace).
        exits.push(...(await Promise.all(servers.map((server) => server.stop()))));
      }
    }
    measured.push(await codeSendBySmtp(databaseUrl, exits));
    if (exits.some((code) => code !== 0)) {
      throw new Error(`an instance exited ${exits.join(', ')} on SIGTERM after its load`);
    }
    return measured;
  });

  // The ceilings that hash are compared with raw argon2id too: the most a log-in could reach.
  const hashes = (row) => row.name.startsWith('Fastify + argon2id');
  const ceilingOf = (row) =>
    row.name === 'password log-in' || hashes(row)
      ? rows.find((r) => r.name.startsWith('argon2id')).rps
      : rows.find((r) => r.name === INSERT_CEILING).rps;
  const sameStatementsOf = (row) => rows.find((r) => r.ceilingOf === row.name)?.rps;
  console.log('## Load on PostgreSQL: one instance and two (issue 16)\n');
  console.log(
    `autocannon: ${CONNECTIONS} connections, ${SECONDS} s a call; limits and captchas off; ` +
      `load average before ${before}, after ${loadAverage()}; server build ${serverDist}, Node flags ${serverNodeFlags().join(' ') || 'none'}.\n`,
  );
  console.log(
    '| instances | call | req/s | p50 ms | p99 ms | errors | peak RSS MiB | ÷ ceiling | ÷ same statements | CPU cores: load generator, server (JS thread), rest |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|');
  for (const row of rows) {
    const ceiling = row.name.includes('ceiling');
    const ratio = ceiling && !hashes(row) ? '' : (row.rps / ceilingOf(row)).toFixed(2);
    const same = sameStatementsOf(row);
    const sameRatio = ceiling || !same ? '' : (row.rps / same).toFixed(2);
    console.log(
      `| ${row.instances} | ${row.name} | ${row.rps.toFixed(0)} | ${row.p50 ?? ''} | ${row.p99 ?? ''} | ` +
        `${row.errors ?? ''}${refusalsOf(row)} | ${row.rss ? row.rss.toFixed(0) : ''} | ${ratio} | ${sameRatio} | ${coresOf(row)} |`,
    );
  }
  console.log('');
  mkdirSync(join(root, 'bench/results'), { recursive: true });
  const file = join(root, `bench/results/load-${new Date().toISOString().slice(0, 10)}.json`);
  writeFileSync(file, JSON.stringify({ machine: machine(), serverDist, before, rows }, null, 2));
}

if (import.meta.url === `file://${process.argv[1]}`) await benchLoad();
