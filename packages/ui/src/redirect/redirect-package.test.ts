/// <reference types="node" />
/**
 * '@foyer/ui/redirect' works in plain Node 20 after `npm run build`: no DOM, no bundler, no React.
 * It runs against the BUILT package (`npm test` builds before the unit tests), from the repo root,
 * as a server or an integrator would import it.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const repoRoot = resolve(import.meta.dirname, '../../../..');
const built = resolve(import.meta.dirname, '../../dist/redirect.js');

function requireBuild(): void {
  if (!existsSync(built)) {
    throw new Error(
      `${built} is missing: build the widget first (npm run build -w @foyer/ui, or npm run build).`,
    );
  }
}

const script = `
const { resolvePostLoginRedirect } = await import('@foyer/ui/redirect');
const scope = { origin: 'https://www.provider.com', whitelist: ['provider.com'], fallback: '/en/dashboard' };
console.log(JSON.stringify({
  typeofWindow: typeof window,
  same: resolvePostLoginRedirect({ ...scope, redirectUrl: '/en/dashboard?from=x' }),
  foreign: resolvePostLoginRedirect({ ...scope, redirectUrl: 'https://provider.com@evil.com/' }),
  referrer: resolvePostLoginRedirect({ ...scope, referrer: 'https://help.provider.com/a' }),
}));
`;

describe('the redirect rule as a package (@foyer/ui/redirect)', () => {
  it('imports in plain Node from the repo root and answers with behaviour §2’s rule', () => {
    requireBuild();
    const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
      cwd: repoRoot,
      encoding: 'utf8',
    });
    expect(JSON.parse(out)).toEqual({
      typeofWindow: 'undefined',
      same: 'https://www.provider.com/en/dashboard?from=x',
      foreign: 'https://www.provider.com/en/dashboard',
      referrer: 'https://help.provider.com/a',
    });
  });

  it('imports nothing: no React, no CSS, no other package', () => {
    requireBuild();
    const code = readFileSync(built, 'utf8');
    expect(code).not.toMatch(/^\s*import\b/m);
    expect(code).not.toMatch(/\brequire\(|import\(/);
  });
});
