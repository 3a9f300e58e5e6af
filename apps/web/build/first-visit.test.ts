// @vitest-environment node
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { entryPaths, firstVisitFiles } from './first-visit';

const INDEX = `<!doctype html><html><head>
<script type="module" crossorigin src="/assets/index-a.js"></script>
<link rel="modulepreload" crossorigin href="/assets/react-b.js">
<link rel="stylesheet" crossorigin href="/assets/index-c.css">
<link rel="icon" href="/favicon.svg">
<script src="/legacy.js"></script>
</head><body><div id="root"></div></body></html>`;

describe('what a first visit downloads, read from the build (decision 047)', () => {
  let dist: string;
  const write = (path: string, text: string) => writeFile(join(dist, path), text);

  beforeEach(async () => {
    dist = await mkdtemp(join(tmpdir(), 'foyer-first-visit-'));
    await mkdir(join(dist, 'assets'));
  });
  afterEach(() => rm(dist, { recursive: true, force: true }));

  it("takes index.html's module scripts, modulepreloads and stylesheets, nothing else", () => {
    expect(entryPaths(INDEX)).toEqual([
      '/assets/index-a.js',
      '/assets/react-b.js',
      '/assets/index-c.css',
    ]);
  });

  it('takes the files a prerendered page starts on the first intent, entry first (decision 136)', () => {
    const page =
      '<head><meta name="foyer-start" content="/assets/index-a.js /assets/react-b.js">' +
      '<meta name="viewport" content="width=device-width"></head>';
    expect(entryPaths(page)).toEqual(['/assets/index-a.js', '/assets/react-b.js']);
  });

  it('follows static imports transitively and leaves dynamic imports out', async () => {
    await write('index.html', INDEX);
    await write(
      'assets/index-a.js',
      'import{r}from"./react-b.js";import"./shared-d.js";const lazy=()=>import("./country-e.js");r(lazy);',
    );
    await write('assets/react-b.js', 'export const r=(x)=>x;');
    await write('assets/shared-d.js', 'import"./deep-f.js";');
    await write('assets/deep-f.js', 'console.log(1);');
    await write('assets/country-e.js', 'export default 1;');
    await write('assets/index-c.css', 'a{}');

    const paths = (await firstVisitFiles(dist)).map((file) => file.path);
    expect(paths.sort()).toEqual([
      '/assets/deep-f.js',
      '/assets/index-a.js',
      '/assets/index-c.css',
      '/assets/react-b.js',
      '/assets/shared-d.js',
    ]);
  });

  it('counts a file as served: its .br when the build wrote one, else the file itself', async () => {
    await write('index.html', '<script type="module" src="/assets/a.js"></script>');
    await write('assets/a.js', 'import"./b.js";'.padEnd(400, ' '));
    await write('assets/a.js.br', 'x'.repeat(90));
    await write('assets/b.js', 'console.log(2);');
    const files = await firstVisitFiles(dist);
    expect(files).toEqual([
      { path: '/assets/a.js', raw: 400, served: 90 },
      { path: '/assets/b.js', raw: 15, served: 15 },
    ]);
  });

  it("counts a prerendered page's inline stylesheet as CSS, at the brotli of its own text (decision 050)", async () => {
    const css = '.field{color:red}\n'.repeat(200);
    await mkdir(join(dist, 'prerendered', 'en'), { recursive: true });
    await write(
      'prerendered/en/login.html',
      `<head><script type="module" src="/assets/a.js"></script><style>${css}</style></head>`,
    );
    await write('assets/a.js', 'console.log(3);');
    const files = await firstVisitFiles(dist, 'prerendered/en/login.html');
    expect(files.map((file) => file.path)).toEqual(['<style>', '/assets/a.js']);
    expect(files[0]!.raw).toBe(css.length);
    expect(files[0]!.served).toBeGreaterThan(0);
    expect(files[0]!.served).toBeLessThan(css.length / 20);
  });

  it('fails, never skips, without a build or with a linked file missing', async () => {
    await expect(firstVisitFiles(dist)).rejects.toThrow(/npm run build/);
    await write('index.html', '<link rel="stylesheet" href="/assets/gone.css">');
    await expect(firstVisitFiles(dist)).rejects.toThrow(/gone\.css/);
  });
});
