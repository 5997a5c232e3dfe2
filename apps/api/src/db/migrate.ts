import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type pg from 'pg';
import type { PGliteClient } from './pglite-thread.ts';

/**
 * The schema step every process runs before it serves: the extensions the schema needs (pg_trgm, for search),
 * then drizzle's pending migrations. `npm run migrate` runs it alone (migrate-cli.ts). See
 * docs/decisions/0035-safe-startup-and-retention.md.
 */

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/**
 * PostgreSQL advisory lock keys of the shop (any fixed bigint; they only need to differ from each other and
 * from other applications' on the same database). Held by one session (or transaction) at a time, so two
 * processes starting together on a fresh database take turns instead of both creating the same objects.
 */
export const advisoryLockKeys = {
  /** Around the migration step (session lock on one dedicated connection). */
  migrate: 7_340_210_001,
  /** Around "load the demo data into an empty database" (transaction lock). */
  demoSeed: 7_340_210_002,
} as const;

/** What a migration step did: migrations applied now, and applied in all (journal entries in the database). */
export type MigrationResult = { applied: number; total: number };

type Query = (text: string) => Promise<{ rows: Array<Record<string, unknown>> }>;

async function appliedMigrations(query: Query): Promise<number> {
  // Two statements: a query naming a table that does not exist fails at parse time, whatever branch runs.
  const { rows } = await query(`SELECT to_regclass('drizzle.__drizzle_migrations') IS NOT NULL AS present`);
  if (rows[0]?.present !== true) return 0;
  const counted = await query('SELECT count(*)::int AS count FROM drizzle.__drizzle_migrations');
  return Number(counted.rows[0]?.count ?? 0);
}

async function step(query: Query, run: () => Promise<void>): Promise<MigrationResult> {
  const before = await appliedMigrations(query);
  await query('CREATE EXTENSION IF NOT EXISTS pg_trgm');
  await run();
  const total = await appliedMigrations(query);
  return { applied: total - before, total };
}

/**
 * Migrate a PostgreSQL database under a session advisory lock, on one connection of `pool` (the lock belongs
 * to the session, so everything runs on that connection). A second process waits at the lock and then finds
 * nothing left to do. `CREATE EXTENSION IF NOT EXISTS` and drizzle's `CREATE SCHEMA/TABLE IF NOT EXISTS` are
 * not safe against each other without it: both sessions see "missing" and one fails on a unique index (23505).
 */
export async function migratePostgres(pool: pg.Pool): Promise<MigrationResult> {
  const client = await pool.connect();
  let failure: Error | undefined;
  try {
    const query: Query = (text) => client.query(text);
    await client.query('SELECT pg_advisory_lock($1)', [advisoryLockKeys.migrate]);
    try {
      return await step(query, () => migrateNodePg(drizzleNodePg({ client }), { migrationsFolder }));
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [advisoryLockKeys.migrate]);
    }
  } catch (error) {
    failure = error instanceof Error ? error : new Error(String(error));
    throw error;
  } finally {
    // A connection whose step failed is dropped, not reused: its session (and any lock it still holds) ends.
    client.release(failure);
  }
}

/** Migrate an embedded PGlite database: one process holds its folder (pglite-lock.ts), so no lock is needed. */
export async function migratePgliteClient(client: PGliteClient): Promise<MigrationResult> {
  const query: Query = async (text) => ({ rows: (await client.query<Record<string, unknown>>(text)).rows });
  // drizzle's pglite session calls only query() and transaction() on its client, which PGliteThread has.
  return step(query, () => migratePglite(drizzlePglite({ client: client as PGlite }), { migrationsFolder }));
}
