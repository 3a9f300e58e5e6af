// The /en/login first visit's JS+CSS bytes beside a bare React 19 form built and served the
// same way.
import { join } from 'node:path';
import { firstVisitWeight, freePort, root, serveFolder, startServer } from './lib.js';

const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

export async function benchBundle() {
  const server = await startServer(await freePort());
  const barePort = await freePort();
  const bare = await serveFolder(join(root, 'bench/bare-react/dist'), barePort);
  try {
    const foyer = await firstVisitWeight(`${server.base}/en/login`);
    const register = await firstVisitWeight(`${server.base}/en/register`);
    const baseline = await firstVisitWeight(`http://127.0.0.1:${barePort}/`);
    console.log('## First visit: JS + CSS transferred\n');
    console.log('| page | files | served (encoding) | raw | gzip -9 | brotli -11 |');
    console.log('|---|---|---|---|---|---|');
    for (const [name, w] of [
      ['Foyer /en/login', foyer],
      ['Foyer /en/register', register],
      ['bare React 19 form', baseline],
    ]) {
      const served = `${kib(w.served)} (${w.encodings})`;
      console.log(
        `| ${name} | ${w.files} | ${served} | ${kib(w.raw)} | ${kib(w.gzip)} | ${kib(w.brotli)} |`,
      );
    }
    console.log(
      `| Foyer /en/login over the baseline | | | ${kib(foyer.raw - baseline.raw)} | ${kib(foyer.gzip - baseline.gzip)} | ${kib(foyer.brotli - baseline.brotli)} |\n`,
    );
    console.log(
      "The bare form is served brotli -11 by the bench's static server, as Foyer serves its built files.\n",
    );
  } finally {
    server.stop();
    bare.close();
  }
}
