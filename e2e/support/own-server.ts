/**
 * A Foyer server of a spec's own, with settings the shared one does not have (the captcha
 * downgrade, the visible checkbox): start-server.mjs on a free loopback port, stopped by PID.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './free-port.js';

const here = dirname(fileURLToPath(import.meta.url));

export interface OwnServer {
  origin: string;
  stop(): Promise<void>;
}

async function ready(origin: string, child: ChildProcess): Promise<void> {
  // A fresh PostgreSQL database and its migrations on two loaded cores: room to start.
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`Foyer server exited (${child.exitCode})`);
    try {
      const response = await fetch(`${origin}/x-api/v2/public/country-list`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('Foyer server did not start within 120 s');
}

/**
 * `engine` 'postgres' needs TEST_DATABASE_URL (a fresh database, dropped when stopped). `env`
 * may be a function of the port, for settings that name the server's own origins
 * (SITE_ORIGINS).
 */
export async function startOwnServer(
  env: Record<string, string> | ((port: number) => Record<string, string>),
  engine: 'sqlite' | 'postgres' = 'sqlite',
): Promise<OwnServer> {
  const port = await freePort();
  const settings = typeof env === 'function' ? env(port) : env;
  const child = spawn(process.execPath, [join(here, 'start-server.mjs'), engine, String(port)], {
    cwd: join(here, '..'),
    env: { ...process.env, ...settings },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const origin = `http://127.0.0.1:${port}`;
  // A server that did not come up in time is stopped, not left running behind the tests.
  await ready(origin, child).catch((error: unknown) => {
    child.kill('SIGTERM');
    throw error;
  });
  return {
    origin,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
