// /x-api/login throughput and p99 with autocannon on loopback, beside the raw argon2id
// verify rate on the same machine (a login is one argon2id verify plus a little I/O).
import { createHash } from 'node:crypto';
import autocannon from 'autocannon';
import { hash, verify } from '@node-rs/argon2';
import { freePort, startServer } from './lib.js';

const DURATION_S = 10;
const CONNECTIONS = 8;
const PASSWORD = createHash('sha256').update('Bench-Password-1').digest('hex');
const ARGON2_OWASP = { memoryCost: 19456, timeCost: 2, parallelism: 1 };

async function outboxCode(base, email) {
  const messages = await (await fetch(`${base}/dev/outbox.json`)).json();
  return messages.find((m) => m.to.includes(email))?.code;
}

async function createAccount(base, email) {
  const post = (path, body) =>
    fetch(`${base}/x-api${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }).then((r) => r.json());
  const sent = await post('/verify/register/email', { email });
  if (sent.ret_code !== 0) throw new Error(`sending the code failed: ${JSON.stringify(sent)}`);
  const code = await outboxCode(base, email);
  const answer = await post('/register/email', { email, emailverify: code, password: PASSWORD });
  if (answer.ret_code !== 0) throw new Error(`sign-up failed: ${JSON.stringify(answer)}`);
}

async function argon2Rate(concurrency) {
  const stored = await hash(PASSWORD, ARGON2_OWASP);
  const until = Date.now() + 5000;
  let count = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (Date.now() < until) {
        await verify(stored, PASSWORD);
        count += 1;
      }
    }),
  );
  return count / 5;
}

export async function benchLogin() {
  const server = await startServer(await freePort(), {
    RATE_LIMIT_PER_MINUTE: '1000000',
    RATE_LIMIT_LOGIN_PER_MINUTE: '1000000',
    // The captcha is one solved challenge per login, made by the browser; this measures the
    // server's password path, so it is off here (a reused answer would be refused anyway).
    CAPTCHA_ON_LOGIN: 'false',
    // The one account is made over the API the old way (e-mailed code, then the password),
    // without the browser's sign-up captcha: sign-up is not what is measured.
    CAPTCHA_ON_REGISTER: 'false',
    REGISTER_TYPE: 'oldCode',
  });
  try {
    const email = `bench-${Date.now()}@example.com`;
    await createAccount(server.base, email);
    const body = JSON.stringify({ email, password: PASSWORD, proto_ver: '2.1' });
    // Every measured request must be a real, successful login, not a fast refusal.
    const sample = await fetch(`${server.base}/x-api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    }).then((r) => r.json());
    if (sample.ret_code !== 0) throw new Error(`login refused: ${JSON.stringify(sample)}`);
    const result = await autocannon({
      url: `${server.base}/x-api/login`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
      connections: CONNECTIONS,
      duration: DURATION_S,
    });
    const serial = await argon2Rate(1);
    const parallel = await argon2Rate(CONNECTIONS);
    console.log('## Log-in throughput (SQLite, loopback)\n');
    console.log(
      `autocannon: ${CONNECTIONS} connections, ${DURATION_S} s, correct password, captcha off.\n`,
    );
    console.log('| measure | value |');
    console.log('|---|---|');
    console.log(`| /x-api/login requests/s (mean) | ${result.requests.average.toFixed(1)} |`);
    console.log(`| /x-api/login latency p50 | ${result.latency.p50} ms |`);
    console.log(`| /x-api/login latency p99 | ${result.latency.p99} ms |`);
    console.log(`| non-2xx answers | ${result.non2xx} |`);
    console.log(`| argon2id verify/s, 1 at a time (m=19 MiB, t=2, p=1) | ${serial.toFixed(1)} |`);
    console.log(`| argon2id verify/s, ${CONNECTIONS} at a time | ${parallel.toFixed(1)} |`);
    console.log(
      `| login rate ÷ argon2id rate (${CONNECTIONS} at a time) | ${(result.requests.average / parallel).toFixed(2)} |\n`,
    );
  } finally {
    server.stop();
  }
}
