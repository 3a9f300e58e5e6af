/**
 * The web app's built lazy files, found by what they were made from: they are named by their
 * hash alone (docs/decisions/127-lazy-files-named-by-hash.md), so a journey that holds or
 * reads one finds it through its source map.
 */
import { readdirSync, readFileSync } from 'node:fs';

export const builtAssets = new URL('../../apps/web/dist/assets/', import.meta.url);

/** The modules a built file was made from, by its source map. */
export function sourcesOf(file: string): string[] {
  const map = JSON.parse(readFileSync(new URL(`${file}.map`, builtAssets), 'utf8')) as {
    sources: string[];
  };
  return map.sources;
}

/** The built JavaScript files made from a module whose path matches `module`. */
export function builtFilesOf(module: RegExp): string[] {
  return readdirSync(builtAssets).filter(
    (file) => file.endsWith('.js') && sourcesOf(file).some((source) => module.test(source)),
  );
}

/** The one built file of `module`; throws when there is none or several. */
export function builtFileOf(module: RegExp): string {
  const files = builtFilesOf(module);
  if (files.length !== 1) throw new Error(`${module} is built into ${files.length} files`);
  return files[0] as string;
}
