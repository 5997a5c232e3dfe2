import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { type PGliteClient, PGliteThread } from './pglite-thread.ts';
import * as schema from './schema.ts';

/**
 * The one database type services see. Both drivers (PGlite embedded, node-postgres) produce a
 * `PgDatabase`, so services never know which one runs. PGlite runs in a worker thread (pglite-thread.ts)
 * behind drizzle's own pglite driver, so services see no difference there either (ADR 0013).
 */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type DatabaseConfig =
  | {
      kind: 'pglite';
      dataDir: string | null; // null = in memory
      /**
       * Where PGlite's WASM runs: 'worker' (default) keeps the API thread free while a statement runs and
       * lets short queries pass queued searches; 'main' is the in-process driver (one-off scripts).
       */
      thread?: 'worker' | 'main';
      /**
       * Run searches on a copy of the search tables in a second in-memory PGlite worker (ADR 0024), so a
       * running search statement never holds the connection product data, prices and carts need.
       */
      searchReplica?: boolean;
    }
  | { kind: 'postgres'; url: string; poolSize?: number };

export type DatabaseHandle = { db: Db; kind: DatabaseConfig['kind']; close(): Promise<void> };

/** Connections of the PostgreSQL pool when the configuration names none. */
export const defaultPoolSize = 10;

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** Open the database, apply pending migrations, return a handle. */
export async function openDatabase(config: DatabaseConfig): Promise<DatabaseHandle> {
  if (config.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: config.url, max: config.poolSize ?? defaultPoolSize });
    // An idle client dropped by the server (restart, failover) must not crash the process; the pool
    // replaces it on the next query.
    pool.on('error', (error) => console.warn(`PostgreSQL idle client error: ${error.message}`));
    const db: Db = drizzleNodePg({ client: pool, schema });
    await pool.query('CREATE EXTENSION IF NOT EXISTS pg_trgm');
    await migrateNodePg(drizzleNodePg({ client: pool, schema }), { migrationsFolder });
    return { db, kind: 'postgres', close: () => pool.end() };
  }
  if (config.dataDir) mkdirSync(config.dataDir, { recursive: true });
  const client: PGliteClient =
    (config.thread ?? 'worker') === 'worker'
      ? await PGliteThread.start({ dataDir: config.dataDir })
      : await PGlite.create({
          ...(config.dataDir ? { dataDir: config.dataDir } : {}),
          extensions: { pg_trgm },
        });
  await client.exec('CREATE EXTENSION IF NOT EXISTS pg_trgm');
  // drizzle's pglite session calls only query() and transaction() on its client, which PGliteThread has.
  const pgliteDb = drizzlePglite({ client: client as PGlite, schema });
  await migratePglite(pgliteDb, { migrationsFolder });
  return { db: pgliteDb, kind: 'pglite', close: () => client.close() };
}
