/**
 * The operators' CLI (`npm run admin`) on the database of the e2e server a test runs
 * against: bans, terminations and IP bans are made as an operator makes them.
 */
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const here = dirname(fileURLToPath(import.meta.url));
const ADMIN_MAIN = join(here, '..', '..', 'packages', 'server', 'dist', 'admin', 'main.js');

interface ServerStorage {
  dataDir: string;
  databaseUrl?: string;
}

/** Runs `npm run admin -- ...args` against the server at `baseURL`; resolves with its output. */
export async function admin(baseURL: string | undefined, ...args: string[]): Promise<string> {
  const port = new URL(baseURL ?? '').port;
  const storage = JSON.parse(
    readFileSync(join(tmpdir(), `foyer-e2e-${port}.json`), 'utf8'),
  ) as ServerStorage;
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: storage.dataDir, LOG_LEVEL: 'warn' };
  if (storage.databaseUrl) env.DATABASE_URL = storage.databaseUrl;
  else delete env.DATABASE_URL;
  const { stdout } = await promisify(execFile)(process.execPath, [ADMIN_MAIN, ...args], { env });
  return stdout;
}
