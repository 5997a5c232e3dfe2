import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { type DatabaseConfig, openDatabase } from '../client.ts';
import { seedDemo } from './seed-demo.ts';

/**
 * `npm run seed -w @shop/api -- [--styles N] [--no-images] [--seed N]`: replace the demo data.
 * Database: DATABASE_URL (PostgreSQL) if set, else PGlite in DATA_DIR or <repo>/data/pglite.
 * Images: MEDIA_DIR or <repo>/data/media.
 */
const usage = 'Usage: npm run seed -w @shop/api -- [--styles N] [--no-images] [--seed N]';
const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));

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
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log(usage);
    return;
  }
  const styles = positiveInteger('styles', values.styles, 60);
  const seed = values.seed === undefined ? undefined : positiveInteger('seed', values.seed, 1);
  const mediaDir = values['no-images'] ? null : (process.env.MEDIA_DIR ?? `${repoRoot}data/media`);
  let config: DatabaseConfig;
  if (process.env.DATABASE_URL) {
    config = { kind: 'postgres', url: process.env.DATABASE_URL };
  } else {
    const dataDir = process.env.DATA_DIR ?? `${repoRoot}data/pglite`;
    await mkdir(dataDir, { recursive: true });
    config = { kind: 'pglite', dataDir };
  }

  const started = performance.now();
  const where = config.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite at ${config.dataDir}`;
  console.log(`Seeding ${styles} styles into ${where}; images: ${mediaDir ?? 'skipped'}`);
  const handle = await openDatabase(config);
  try {
    const summary = await seedDemo(handle.db, { styles, mediaDir, ...(seed === undefined ? {} : { seed }) });
    console.table(summary);
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
