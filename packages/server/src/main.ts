/**
 * The server process: reads the environment, builds the app, listens, logs the URL, and
 * closes cleanly on SIGINT or SIGTERM: no new connections (new requests on open ones get
 * 503), the requests in flight finish, then the database closes and the process exits 0; if
 * that takes longer than SHUTDOWN_GRACE_MS, it exits 1 (decision 065).
 */
import { buildApp } from './app.js';
import { loadConfig, type Config } from './config.js';
import { metricsOf, startMetricsServer } from './operations/index.js';

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
  const metrics = metricsOf(app);
  const metricsServer =
    metrics && config.metricsPort !== undefined
      ? await startMetricsServer(metrics.registry, config.metricsPort, config.metricsHost)
      : undefined;
  if (metricsServer) app.log.info({ metrics: metricsServer.url }, 'metrics served');

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal, graceMs: config.shutdownGraceMs }, 'shutting down');
    setTimeout(() => {
      app.log.error({ graceMs: config.shutdownGraceMs }, 'shutdown grace ran out; exiting');
      process.exit(1);
    }, config.shutdownGraceMs).unref();
    Promise.all([app.close(), metricsServer?.close()]).then(
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
