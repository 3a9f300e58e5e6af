import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { USER_TOKEN_DROP_PATHS, loginCall, logoutCall, profileCall } from './index.js';

describe('Calls of behaviour §7', () => {
  it('Login is POST /login, public; the profile is GET and private', () => {
    expect(loginCall).toEqual({
      method: 'POST',
      path: '/login',
      private: false,
      opensSession: true,
    });
    expect(profileCall).toEqual({
      method: 'GET',
      path: '/v2/private/user/profile',
      private: true,
    });
    expect(logoutCall.private).toBe(true);
  });
});

describe('Shared wrapper (behaviour §7)', () => {
  it('UserToken dropped for the eight paths behaviour §7 lists', () => {
    expect([...USER_TOKEN_DROP_PATHS].sort()).toEqual(
      [
        '/register/permission_v2',
        '/v3/public/user/captcha-info',
        '/user/public/captcha-info',
        '/user/public/get-white-hosts',
        '/v3/public/qrcode/generate',
        '/v2/public/country-list',
        '/v3/config/web',
        '/v3/config/banner',
      ].sort(),
    );
  });
});

/**
 * The modules a file loads at run time: its imports and re-exports, minus `import type` and
 * `export type`, which TypeScript erases (verbatimModuleSyntax keeps every other import).
 */
function runtimeImports(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  const pattern = /^(?:import|export)\s+(?!type\b)(?:[^;]*?\sfrom\s+)?'([^']+)';/gms;
  return [...source.matchAll(pattern)].map((match) => match[1]!);
}

describe('The main entry is what the browser loads', () => {
  it('loads no zod: the schemas live only in @foyer/contract/schemas', () => {
    const src = dirname(dirname(fileURLToPath(import.meta.url)));
    const seen = new Set<string>();
    const packages = new Set<string>();
    const visit = (file: string): void => {
      if (seen.has(file)) return;
      seen.add(file);
      for (const specifier of runtimeImports(file)) {
        if (!specifier.startsWith('.')) packages.add(specifier);
        else visit(resolve(dirname(file), specifier.replace(/\.js$/, '.ts')));
      }
    };
    visit(resolve(src, 'index.ts'));
    expect([...seen].some((file) => file.includes('/schemas/'))).toBe(false);
    expect([...packages]).toEqual([]);
  });

  it('the schemas entry does load zod (the scan sees imports)', () => {
    const src = dirname(dirname(fileURLToPath(import.meta.url)));
    expect(runtimeImports(resolve(src, 'schemas/fields.ts'))).toContain('zod');
  });
});
