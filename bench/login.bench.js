// /x-api/login throughput and p99 with autocannon on loopback, beside the raw argon2id
// verify rate on the same machine (a login is one argon2id verify plus a little I/O).
import autocannon from 'autocannon';
import { PASSWORD, argon2Rate, createAccount, freePort, startServer } from './lib.js';

const DURATION_S = 10;
const CONNECTIONS = 8;

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
    const serial = await argon2Rate(1, 5);
    const parallel = await argon2Rate(CONNECTIONS, 5);
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
