import { parseArgs } from 'node:util';
import { loadConfigFromEnv } from '../../env.ts';
import { rebuildSearchDocuments } from '../../modules/search/index.ts';
import { openDatabase } from '../client.ts';
import { seedDemo } from './seed-demo.ts';

/**
 * `npm run seed -w @shop/api -- [--styles N] [--no-images] [--seed N] [--force]`: replace the demo data in the
 * database the API would open with the same environment (DATABASE_URL, else PGlite in $DATA_DIR/pglite),
 * images into its media folder, then rebuild the search index. A DATABASE_URL is a real server, perhaps a
 * shop's: it is wiped only with --force.
 */
const usage = 'Usage: npm run seed -w @shop/api -- [--styles N] [--no-images] [--seed N] [--force]';

/** The server and database of a URL, without its credentials. */
function describeUrl(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.host}${parsed.pathname}`;
  } catch {
    return 'the configured server';
  }
}

function positiveInteger(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 1)
    throw new Error(`--${name} must be a positive whole number, got '${value}'`);
  return parsed;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      styles: { type: 'string' },
      seed: { type: 'string' },
      'no-images': { type: 'boolean', default: false },
      force: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log(usage);
    return;
  }
  const styles = positiveInteger('styles', values.styles, 60);
  const seed = values.seed === undefined ? undefined : positiveInteger('seed', values.seed, 1);
  const appConfig = loadConfigFromEnv();
  const mediaDir = values['no-images'] ? null : appConfig.mediaDir;
  const config = appConfig.database;
  if (config.kind === 'postgres' && !values.force) {
    console.error(
      [
        `Not seeding: DATABASE_URL points at the PostgreSQL database ${describeUrl(config.url)}.`,
        'Seeding would empty every table of the shop there (catalogue, prices, stock, content, customers, users,',
        "orders, the ledger's documents, jobs, the audit log) and load the demo brand, whose logins all share",
        'the published demo password.',
        'Run again with --force to do that: npm run seed -- --force',
      ].join('\n'),
    );
    process.exitCode = 2;
    return;
  }

  const started = performance.now();
  const where = config.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite at ${config.dataDir}`;
  console.log(`Seeding ${styles} styles into ${where}; images: ${mediaDir ?? 'skipped'}`);
  const handle = await openDatabase(config);
  try {
    const summary = await seedDemo(handle.db, { styles, mediaDir, ...(seed === undefined ? {} : { seed }) });
    console.table(summary);
    const index = await rebuildSearchDocuments(handle.db);
    console.log('Search index rebuilt:', index);
  } finally {
    await handle.close();
  }
  console.log(`Done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

main().catch((error: unknown) => {
  console.error(`Seeding failed: ${error instanceof Error ? error.message : String(error)}`);
  if (error instanceof Error && error.cause) console.error(error.cause);
  process.exitCode = 1;
});
