import { loadConfigFromEnv } from '../env.ts';
import { openDatabase } from './client.ts';

/**
 * `npm run migrate`: run the migration step (extensions, then pending migrations) on the database the API
 * would open with the same environment (DATABASE_URL, else PGlite in $DATA_DIR/pglite), and nothing else: no
 * demo data, no server. Safe next to starting instances: on PostgreSQL the step holds an advisory lock.
 */
async function main(): Promise<void> {
  const config = loadConfigFromEnv().database;
  const where =
    config.kind === 'postgres'
      ? `PostgreSQL ${new URL(config.url).host}${new URL(config.url).pathname}`
      : `PGlite at ${config.dataDir}`;
  const handle = await openDatabase(config.kind === 'pglite' ? { ...config, thread: 'main' } : config);
  try {
    const { applied, total } = handle.migrations;
    console.log(
      applied === 0
        ? `${where}: up to date (${total} migrations applied before).`
        : `${where}: applied ${applied} migration${applied === 1 ? '' : 's'} (${total} in all).`,
    );
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(`Migration failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
