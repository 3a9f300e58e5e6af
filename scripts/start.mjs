// `npm start`: says that it builds (the first build takes a few minutes and prints little a
// newcomer reads as progress), runs `npm run build`, then starts the server command it is given
// (`node --max-old-space-size=128 packages/server/dist/main.js`, written out in the root
// package.json where the benches read its Node flags, decision 099) and says where it listens
// once it answers. Signals go to the server, whose exit code is this one's.
import { spawn, spawnSync } from 'node:child_process';

const [command, ...args] = process.argv.slice(2);
if (command !== 'node' || args.length === 0) {
  console.error('usage: node scripts/start.mjs node [flags] packages/server/dist/main.js');
  process.exit(2);
}

const began = Date.now();
console.log('Foyer: building everything first (npm run build: a few minutes the first time)…');
const build = spawnSync('npm', ['run', 'build', '--silent'], { stdio: 'inherit' });
if (build.status !== 0) {
  console.error('Foyer: the build failed; nothing started.');
  process.exit(build.status ?? 1);
}
console.log(`Foyer: built in ${Math.round((Date.now() - began) / 1000)} s; starting the server…`);

const server = spawn(process.execPath, args, { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));

/** Where a browser on this machine reaches the server (PORT 0: a port only its log says). */
function localOrigin() {
  const port = process.env.PORT ?? '8080';
  if (port === '0') return undefined;
  const host = process.env.HOST ?? 'localhost';
  const reachable = host === '0.0.0.0' ? '127.0.0.1' : host === '::' ? '::1' : host;
  return `http://${reachable.includes(':') ? `[${reachable}]` : reachable}:${port}`;
}

const origin = localOrigin();
if (origin) {
  const deadline = Date.now() + 120_000;
  while (server.exitCode === null && Date.now() < deadline) {
    const answered = await fetch(`${origin}/x-api/v2/public/country-list`).then(
      (response) => response.ok,
      () => false,
    );
    if (answered) {
      console.log(`Foyer: listening on ${origin}; open ${origin}/en/register`);
      break;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
