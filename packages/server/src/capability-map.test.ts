/**
 * The capability map (capabilities.mjs) is whole and is what ARCHITECTURE.md shows: every
 * folder of src/ is in it (an unmapped folder would escape its import zones), every arrow
 * names a folder of the map, and the document's table is the map's.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CAPABILITIES, KERNEL, UNMAPPED } from '../capabilities.mjs';

const src = fileURLToPath(new URL('./', import.meta.url));
const folders = readdirSync(src).filter((name) => statSync(`${src}${name}`).isDirectory());
const map = CAPABILITIES as Record<string, { does: string; uses: string[] }>;

/** The table ARCHITECTURE.md shows, made from the map. */
function mapTable(): string {
  const rows = Object.entries(map).map(([folder, { does, uses }]) => {
    const kind = KERNEL.includes(folder) ? 'kernel' : 'capability';
    return `| \`${folder}\` | ${kind} | ${does} | ${uses.map((u) => `\`${u}\``).join(', ') || '—'} |`;
  });
  return ['| Folder | Kind | What it does | May use (besides the kernel) |', '| --- | --- | --- | --- |', ...rows].join('\n'); // prettier-ignore
}

describe('the capability map', () => {
  it('names every folder of src/, and only those', () => {
    expect([...Object.keys(map), ...UNMAPPED].sort()).toEqual(folders.sort());
  });

  it('draws arrows only to folders of the map, never to itself', () => {
    for (const [folder, { uses }] of Object.entries(map)) {
      for (const other of uses) {
        expect(Object.keys(map), `${folder} → ${other}`).toContain(other);
        expect(other).not.toBe(folder);
      }
    }
  });

  it('is the table of ARCHITECTURE.md', () => {
    const document = readFileSync(new URL('../ARCHITECTURE.md', import.meta.url), 'utf8');
    expect(document, `ARCHITECTURE.md's table should read:\n${mapTable()}`).toContain(mapTable());
  });
});
