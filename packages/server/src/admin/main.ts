/** `npm run admin -- <command>`: the operators' CLI on the configured database. */
import { loadConfig } from '../config.js';
import { systemClock } from '../shared/clock.js';
import { openStore } from '../store/store.js';
import { runAdmin } from './admin.js';

async function main(): Promise<number> {
  let config;
  try {
    config = loadConfig(process.env);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    return 2;
  }
  const store = await openStore(config);
  try {
    const result = await runAdmin(process.argv.slice(2), { store, clock: systemClock });
    (result.code === 0 ? console.log : console.error)(result.out);
    return result.code;
  } finally {
    await store.destroy();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('admin failed:', error);
    process.exit(1);
  },
);
