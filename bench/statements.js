// The SQL statements one call sends to PostgreSQL (issue 16: a call's rate under load is bound
// by how many statements it makes). `node bench/statements.js` builds the server in this
// process over a database of its own on BENCH_DATABASE_URL (as load.bench.js does), with the
// load bench's settings, makes each call twice (the second is the steady state: a prune that
// runs once a minute, say, is not in it), and prints the second call's statements in order.
// A diagnostic, not a benchmark: it times nothing and is not part of `npm run bench`.
import pg from 'pg';
import { ADMIN_URL, LOAD_ENV, PASSWORD, root } from './lib.js';

const { loadConfig } = await import(`${root}/packages/server/dist/config.js`);
const { buildApp } = await import(`${root}/packages/server/dist/app.js`);

const admin = new pg.Client({ connectionString: ADMIN_URL });
await admin.connect();
const name = `foyer_statements_${process.pid}`;
await admin.query(`create database ${name}`);

/** Every statement any pg client of this process sends while `seen` is set. */
let seen;
const query = pg.Client.prototype.query;
pg.Client.prototype.query = function (text, ...rest) {
  seen?.push(typeof text === 'string' ? text : text.text);
  return query.call(this, text, ...rest);
};

const databaseUrl = new URL(ADMIN_URL);
databaseUrl.pathname = `/${name}`;
try {
  const app = await buildApp(
    loadConfig({
      ...LOAD_ENV,
      DATABASE_URL: databaseUrl.href,
      PUBLIC_ORIGIN: 'http://localhost:8080',
    }),
  );
  // The account the log-in logs in to, made as a visitor makes one: a code, then sign-up.
  const email = 'statements-account@example.com';
  const post = async (url, payload) =>
    (
      await app.inject({
        method: 'POST',
        url,
        payload,
        headers: { 'x-forwarded-for': '203.0.113.9' },
      })
    ).json();
  await post('/x-api/verify/register/email', { email });
  const outbox = (await app.inject({ method: 'GET', url: '/dev/outbox.json' })).json();
  const code = outbox.find((message) => message.to === email)?.code;
  const made = await post('/x-api/register/email', {
    email,
    emailverify: code,
    password: PASSWORD,
  });
  if (made.ret_code !== 0) throw new Error(`sign-up refused: ${JSON.stringify(made)}`);
  // A QR code to poll, as the log-in page's QR tab makes one.
  const generated = (
    await app.inject({ method: 'GET', url: '/x-api/v3/public/qrcode/generate' })
  ).json().result;
  const qrStatus = `/x-api/v3/public/qrcode/status?uuid=${generated.uuid}&secret=${generated.secret}`;
  const calls = {
    'password log-in': () => ({
      method: 'POST',
      url: '/x-api/login',
      payload: { email, password: PASSWORD, proto_ver: '2.1' },
    }),
    'code send': (n) => ({
      method: 'POST',
      url: '/x-api/verify/register/email',
      payload: { email: `statements-${n}@example.com` },
    }),
    'web config': () => ({ method: 'POST', url: '/x-api/v3/config/web', payload: {} }),
    'QR status poll': () => ({ method: 'GET', url: qrStatus }),
  };
  for (const [call, request] of Object.entries(calls)) {
    for (const n of [1, 2]) {
      seen = [];
      const headers = { 'x-forwarded-for': `203.0.113.${n}` };
      const answer = await app.inject({ ...request(n), headers });
      if (n === 2) {
        console.log(`${call}: ret_code ${answer.json().ret_code}, ${seen.length} statements`);
        for (const text of seen) console.log(`  ${text.replace(/\s+/g, ' ').slice(0, 140)}`);
      }
    }
  }
  seen = undefined;
  await app.close();
} finally {
  await admin.query(`drop database ${name} with (force)`);
  await admin.end();
}
