// @vitest-environment node
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { compressFolder } from './precompress';

describe('the build writes compressed variants beside the files (decision 046)', () => {
  let dist: string;
  beforeEach(async () => {
    dist = await mkdtemp(join(tmpdir(), 'foyer-precompress-'));
    await mkdir(join(dist, 'assets'));
  });
  afterEach(() => rm(dist, { recursive: true, force: true }));

  it('writes .br and .gz that decode to the file, for scripts, styles and pages in any folder', async () => {
    const script = 'export const greeting = "hello";\n'.repeat(50);
    const files = {
      'index.html': `<!doctype html>${'<p>x</p>'.repeat(40)}`,
      'assets/a.js': script,
    };
    for (const [name, text] of Object.entries(files)) await writeFile(join(dist, name), text);
    await writeFile(join(dist, 'assets/a.css'), 'a{color:red}'.repeat(30));

    await compressFolder(dist);

    for (const name of ['index.html', 'assets/a.js', 'assets/a.css']) {
      const raw = await readFile(join(dist, name));
      expect(brotliDecompressSync(await readFile(join(dist, `${name}.br`)))).toEqual(raw);
      expect(gunzipSync(await readFile(join(dist, `${name}.gz`)))).toEqual(raw);
    }
  });

  it('leaves out source maps (only developer tools fetch them) and images', async () => {
    await writeFile(join(dist, 'assets/a.js.map'), '{"mappings":""}'.repeat(100));
    await writeFile(join(dist, 'assets/logo.png'), Buffer.alloc(2000));
    await compressFolder(dist);
    for (const name of ['assets/a.js.map', 'assets/logo.png']) {
      expect(existsSync(join(dist, `${name}.br`))).toBe(false);
      expect(existsSync(join(dist, `${name}.gz`))).toBe(false);
    }
  });

  it('writes no variant that is not smaller than the file: the server then sends the file', async () => {
    await writeFile(join(dist, 'assets/tiny.js'), 'a');
    await compressFolder(dist);
    expect(existsSync(join(dist, 'assets/tiny.js.br'))).toBe(false);
    expect(existsSync(join(dist, 'assets/tiny.js.gz'))).toBe(false);
  });
});
