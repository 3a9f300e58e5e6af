/**
 * A real server process for tests that need one (its log, its signals): `main.ts` under tsx on
 * a free port, read from its own log line, stopped by SIGTERM (SIGKILL if it hangs).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import type { FreshDatabase } from './databases.js';

const MAIN = fileURLToPath(new URL('../main.ts', import.meta.url));
const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
export const START_TIMEOUT_MS = 60_000;
/** How long a start waits for the address: less than a test hook's START_TIMEOUT_MS. */
const LISTEN_TIMEOUT_MS = START_TIMEOUT_MS - 5_000;
export const EXIT_TIMEOUT_MS = 20_000;

export interface ServerProcess {
  child: ChildProcess;
  base: string;
  /** Everything the process has written so far, stdout and stderr. */
  output: () => string;
  /** Resolves once the output contains `text`, `times` times. */
  logged: (text: string, times?: number) => Promise<void>;
}

export async function startServerProcess(
  fresh: FreshDatabase,
  env: Record<string, string> = {},
  /** Modules for `node --import` before tsx (loaded-modules.process.test.ts's hooks). */
  imports: string[] = [],
): Promise<ServerProcess> {
  const preloads = [...imports, 'tsx'].flatMap((module) => ['--import', module]);
  const child = spawn(process.execPath, [...preloads, MAIN], {
    cwd: REPO_ROOT,
    env: {
      PATH: process.env.PATH,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: fresh.dataDir,
      DATABASE_URL: fresh.databaseUrl ?? '',
      WEB_DIST_DIR: '/nonexistent/foyer-web-dist',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const waiting = new Set<{ text: string; times: number; resolve: () => void }>();
  const seen = (text: string, times: number) => output.split(text).length - 1 >= times;
  const listening = new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      for (const waiter of waiting) {
        if (seen(waiter.text, waiter.times)) {
          waiting.delete(waiter);
          waiter.resolve();
        }
      }
      const url = /"url":"(http:\/\/127\.0\.0\.1:\d+)"/.exec(output)?.[1];
      if (url) resolve(url);
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => reject(new Error(`server exited (${code}): ${output}`)));
  });
  // A server that never says where it listens is stopped, not left running after the test.
  let timer: NodeJS.Timeout | undefined;
  const silent = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`no listening address within ${LISTEN_TIMEOUT_MS} ms: ${output}`));
    }, LISTEN_TIMEOUT_MS);
  });
  const base = await Promise.race([listening, silent]).finally(() => clearTimeout(timer));
  return {
    child,
    base,
    output: () => output,
    logged: (text, times = 1) =>
      seen(text, times)
        ? Promise.resolve()
        : new Promise<void>((resolve) => waiting.add({ text, times, resolve })),
  };
}

/**
 * SIGTERM, then the exit code; a server that does not exit within EXIT_TIMEOUT_MS is killed
 * and fails with the end of its log.
 */
export async function stopServerProcess(server: ServerProcess): Promise<number | null> {
  if (server.child.exitCode !== null) return server.child.exitCode;
  const exited = once(server.child, 'exit') as Promise<[number | null]>;
  server.child.kill('SIGTERM');
  let timer: NodeJS.Timeout | undefined;
  const hung = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      server.child.kill('SIGKILL');
      reject(
        new Error(`no exit ${EXIT_TIMEOUT_MS} ms after SIGTERM: ${server.output().slice(-4000)}`),
      );
    }, EXIT_TIMEOUT_MS);
  });
  try {
    const [code] = await Promise.race([exited, hung]);
    return code;
  } finally {
    clearTimeout(timer);
  }
}
