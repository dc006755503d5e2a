/** Starts the gateway: load config, build the app, listen, and close cleanly on SIGTERM/SIGINT. */
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';

async function main(): Promise<void> {
  const config = loadConfig(process.env);
  const app = await buildApp(config);

  let closing = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // A stuck connection must not keep a deploy waiting forever.
    const force = setTimeout(() => {
      app.log.error('shutdown timed out; exiting');
      process.exit(1);
    }, 10_000);
    force.unref();
    app.close().then(
      () => process.exit(0),
      (err: unknown) => {
        app.log.error({ err }, 'error during shutdown');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);

  const address = await app.listen({ host: config.host, port: config.port });
  app.log.info({ url: address, upstream: config.upstreamUrl }, `gateway listening on ${address}`);
}

main().catch((err: unknown) => {
  // Start-up failed (bad config, port taken, ...): there may be no logger yet, so write directly.
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
});
