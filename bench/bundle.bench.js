// The /en/login first visit's JS+CSS bytes beside a bare React 19 page built the same way.
import { join } from 'node:path';
import { firstVisitWeight, root, serveFolder, startServer } from './lib.js';

const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

export async function benchBundle() {
  const server = await startServer(18431);
  const bare = await serveFolder(join(root, 'bench/bare-react/dist'), 18432);
  try {
    const foyer = await firstVisitWeight(`${server.base}/en/login`);
    const baseline = await firstVisitWeight('http://127.0.0.1:18432/');
    console.log('## First visit: JS + CSS transferred\n');
    console.log('| page | files | raw | gzip -9 | brotli -11 |');
    console.log('|---|---|---|---|---|');
    for (const [name, w] of [
      ['Foyer /en/login', foyer],
      ['bare React 19 page', baseline],
    ]) {
      console.log(`| ${name} | ${w.files} | ${kib(w.raw)} | ${kib(w.gzip)} | ${kib(w.brotli)} |`);
    }
    console.log(
      `| Foyer over the baseline | | ${kib(foyer.raw - baseline.raw)} | ${kib(foyer.gzip - baseline.gzip)} | ${kib(foyer.brotli - baseline.brotli)} |\n`,
    );
  } finally {
    server.stop();
    bare.close();
  }
}
