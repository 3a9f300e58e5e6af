import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The browser tests drive Debian's Chromium. When it is missing and we are root, install it
 * with apt-get; otherwise stop with a message saying what to install.
 */
export default function ensureChromium(): void {
  if (existsSync(CHROMIUM_PATH)) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    throw new Error(
      `Chromium not found at ${CHROMIUM_PATH}. Install Debian's package: sudo apt-get install -y chromium ` +
        '(or set CHROMIUM_PATH to a Chromium binary).',
    );
  }
  console.log('Chromium is missing: installing Debian package "chromium" with apt-get…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env });
  if (!existsSync(CHROMIUM_PATH))
    throw new Error(`apt-get ran but ${CHROMIUM_PATH} is still missing`);
}
