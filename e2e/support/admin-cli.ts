/**
 * Runs the operators' CLI (`npm run admin`, docs/engineering.md "Operator command line") on the database of the e2e server
 * behind `baseURL`, as an operator would beside a running server.
 */
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const here = dirname(fileURLToPath(import.meta.url));
const ADMIN_ENTRY = join(here, '..', '..', 'packages', 'server', 'dist', 'admin', 'main.js');

export async function runAdmin(baseURL: string, ...args: string[]): Promise<string> {
  return runAdminAt(baseURL, 0, ...args);
}

/**
 * `runAdmin` with the CLI's clock `aheadMs` ahead (behind when negative), as if the operator
 * had run it then: a ban made 25 h ago, without waiting for it.
 */
export async function runAdminAt(
  baseURL: string,
  aheadMs: number,
  ...args: string[]
): Promise<string> {
  const port = new URL(baseURL).port;
  const storage = JSON.parse(
    readFileSync(join(tmpdir(), `foyer-e2e-storage-${port}.json`), 'utf8'),
  ) as { DATA_DIR: string; DATABASE_URL: string };
  const env = { ...process.env, ...storage, LOG_LEVEL: 'silent' };
  const shifted = `const now = Date.now; Date.now = () => now() + ${Math.trunc(aheadMs)};`;
  const clock =
    aheadMs === 0 ? [] : ['--import', `data:text/javascript,${encodeURIComponent(shifted)}`];
  const { stdout } = await promisify(execFile)(process.execPath, [...clock, ADMIN_ENTRY, ...args], {
    env,
  });
  return stdout.trim();
}
