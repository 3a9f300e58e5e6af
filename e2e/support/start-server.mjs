// Starts the real Foyer server for the end-to-end tests: a fresh data directory, and on
// PostgreSQL a fresh database that is dropped again when Playwright stops the server.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { randomBytes } from 'node:crypto';
import pg from 'pg';

const engine = process.argv[2];
const port = process.argv[3];
const dataDir = mkdtempSync(join(tmpdir(), `foyer-e2e-${engine}-`));
let databaseName;

async function adminQuery(sql) {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

if (engine === 'postgres') {
  databaseName = `foyer_e2e_${randomBytes(6).toString('hex')}`;
  await adminQuery(`create database ${databaseName}`);
  const url = new URL(process.env.TEST_DATABASE_URL);
  url.pathname = `/${databaseName}`;
  process.env.DATABASE_URL = url.toString();
} else {
  delete process.env.DATABASE_URL;
}

Object.assign(process.env, {
  PORT: port,
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
  NODE_ENV: 'test',
  LOG_LEVEL: 'warn',
  // Every log-in and every code send solves the proof-of-work in the browser and the server
  // checks it, as in production; the suite's journeys do so hundreds of times on two cores, so
  // each challenge asks a tenth of the default work (decision 040); a deployment keeps its own.
  CAPTCHA_DIFFICULTY: '5000',
  // The e2e suite signs up and logs in many times from one IP.
  RATE_LIMIT_PER_MINUTE: '100000',
  RATE_LIMIT_LOGIN_PER_MINUTE: '100000',
  RATE_LIMIT_SEND_CODE_PER_MINUTE: '100000',
  // Likewise it signs up many addresses from one device and IP: sign-up-risk.spec.ts passes
  // its own lower threshold (decision 031).
  SIGN_UP_RISK_TARGETS_PER_HOUR: process.env.SIGN_UP_RISK_TARGETS_PER_HOUR ?? '1000000',
  // And it sends many codes from one IP in a day: the daily cap per IP (decision 034).
  SEND_CODES_PER_IP_PER_DAY: '1000000',
  // As behind a load balancer on this machine: a test can stand for a visitor at another
  // address by sending X-Forwarded-For (the IP-ban journeys), without banning the loopback
  // every test uses. Only the loopback is a proxy; `true` (everyone) is refused (decision 037).
  TRUST_PROXY: '127.0.0.1,::1',
  // Documentation addresses placed in countries (support/geo-table.csv): a spec sends one of
  // them as X-Forwarded-For to log in from another country (risk-guide.spec.ts).
  GEO_TABLE: fileURLToPath(new URL('./geo-table.csv', import.meta.url)),
  // The Telegram bot whose Login data the server verifies; the Telegram specs sign
  // Telegram's fields with the same token (support/telegram.ts).
  TELEGRAM_BOT_TOKEN: '4242424242:AAE2e-foyer-telegram-bot-token_xyz',
  // Named, "Continue with Telegram" is offered (decision 063). Telegram's own script is never
  // fetched: the specs that press the button answer it on loopback (telegramWindowApproves).
  TELEGRAM_BOT_NAME: 'foyer_e2e_bot',
  // Every account in the grey release: the site check across all nine sites (decision 092)
  // is the same for every account a spec makes, whatever its random id.
  GREY_RELEASE_DIGITS: '0,1,2,3,4,5,6,7,8,9',
});
// The shared server signs up in the old one-form mode unless a spec's own server asks for
// another register type (register-types.spec.ts); unset, the type would be an A/B choice.
process.env.REGISTER_TYPE ??= 'oldCode';
delete process.env.SMTP_URL;
delete process.env.SMS_WEBHOOK_URL;

const { loadConfig } = await import('../../packages/server/dist/config.js');
const { buildApp } = await import('../../packages/server/dist/app.js');
const app = await buildApp(loadConfig(process.env));
await app.listen({ port: Number(port), host: '127.0.0.1' });
console.log(`e2e server (${engine}) on http://127.0.0.1:${port}`);
// Where this server keeps its data, for specs that run the operators' CLI beside it
// (e2e/support/admin-cli.ts).
const storageFile = join(tmpdir(), `foyer-e2e-storage-${port}.json`);
writeFileSync(
  storageFile,
  JSON.stringify({ DATA_DIR: dataDir, DATABASE_URL: process.env.DATABASE_URL ?? '' }),
);

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(storageFile, { force: true });
  if (databaseName) await adminQuery(`drop database if exists ${databaseName} with (force)`);
  process.exit(0);
}
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
