import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { gracefulShutdown } from './lib/graceful-shutdown';

/**
 * Entry point: read the environment, build the app (database migrated before anything
 * listens), listen on HOST:PORT, close cleanly on SIGINT/SIGTERM (within
 * lib/graceful-shutdown.ts's grace period).
 */
async function main(): Promise<void> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      // One clear line naming the variable; no stack trace for a typo in the environment.
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const app = await buildApp({ config });
  // Last line of defence: every socket handler and queue catches its own errors, but a promise
  // someone forgets to handle must not end the process for every user (Node's default). It is
  // logged at error level with its stack, to be found and fixed.
  process.on('unhandledRejection', (reason: unknown) => {
    app.log.error({ err: reason }, 'unhandled promise rejection (the server keeps running)');
  });
  // One line with the URL (one per interface when HOST is a wildcard such as 0.0.0.0).
  await app.listen({
    port: config.port,
    host: config.host,
    listenTextResolver: (address) => `Conexão API listening on ${address}`,
  });

  const shutdown = gracefulShutdown(app);
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error('Conexão API failed to start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
