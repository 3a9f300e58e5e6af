// npm run bench: the figures recorded in docs/performance.md. Not part of npm test; a
// timing is never a test assertion.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { benchBundle } from './bundle.bench.js';
import { benchFirstVisit } from './first-visit.bench.js';
import { benchLanguagesAccessibility } from './languages-a11y.bench.js';
import { benchLoad } from './load.bench.js';
import { benchLogin } from './login.bench.js';
import { machine, root } from './lib.js';

execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
execFileSync(
  join(root, 'node_modules/.bin/vite'),
  ['build', '--config', 'bare-react/vite.config.ts'],
  {
    cwd: join(root, 'bench'),
    stdio: 'inherit',
  },
);

console.log(`\n# Foyer benchmarks — ${new Date().toISOString().slice(0, 10)}\n`);
console.log(`Machine: ${machine()}\n`);
await benchBundle();
await benchFirstVisit();
await benchLanguagesAccessibility();
await benchLogin();
await benchLoad();
