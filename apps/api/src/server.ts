import { startTelemetry } from './telemetry.ts';

// Tracing, when the OTEL_* variables ask for it, starts before the app's modules load (telemetry.ts).
const stopTelemetry = await startTelemetry('nordlys-api');
const { buildApp } = await import('./app.ts');
const { DataFolderInUseError } = await import('./db/pglite-lock.ts');
const { loadConfigFromEnv } = await import('./env.ts');

let config: ReturnType<typeof loadConfigFromEnv>;
try {
  config = loadConfigFromEnv();
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

const app = await buildApp(config).catch((error: unknown) => {
  // Another process has the embedded database: say so plainly, no stack trace.
  if (!(error instanceof DataFolderInUseError)) throw error;
  console.error(error.message);
  process.exit(1);
});
await app.listen({ host: config.host, port: config.port });

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  const timer = setTimeout(() => process.exit(1), 10_000);
  timer.unref();
  await app.close();
  await stopTelemetry?.().catch(() => {});
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
