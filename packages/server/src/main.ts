/**
 * The server process: reads the environment, builds the app, listens, logs the URL, and
 * closes cleanly (in-flight requests, then the database) on SIGINT or SIGTERM.
 */
import { buildApp } from './app.js';
import { loadConfig, type Config } from './config.js';

async function main(): Promise<void> {
  let config: Config;
  try {
    config = loadConfig(process.env);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }

  const app = await buildApp(config);
  const url = await app.listen({ port: config.port, host: config.host });
  app.log.info(
    { url, publicOrigin: config.publicOrigin, storage: config.databaseUrl ? 'postgres' : 'sqlite' },
    `Foyer listening on ${url}`,
  );

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  // A setting refused once the app is built (a missing provider, say) reads like loadConfig's.
  const setting = error instanceof Error && error.message.startsWith('Invalid ');
  console.error('Foyer failed to start:', setting ? error.message : error);
  process.exit(1);
});
