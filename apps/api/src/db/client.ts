import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { type MigrationResult, migratePgliteClient, migratePostgres } from './migrate.ts';
import { pgliteExtensions } from './pglite-extensions.ts';
import { imageBlob } from './pglite-image.ts';
import { lockDataFolder } from './pglite-lock.ts';
import { type PGliteClient, PGliteThread } from './pglite-thread.ts';
import { randomPageCost } from './planner-settings.ts';
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
       * An in-memory database (`dataDir` null) starts as a copy of this file, an uncompressed dump of a PGlite
       * data folder (`dumpDataDir('none')`), instead of an empty one: the API tests start every app from one
       * migrated and seeded copy (apps/api/src/test-support/database-image.ts).
       */
      image?: string;
      /**
       * Run searches on a copy of the search tables in a second in-memory PGlite worker (ADR 0024), so a
       * running search statement never holds the connection product data, prices and carts need.
       */
      searchReplica?: boolean;
      /** How many copies of the search tables, each a database in a worker of its own (ADR 99; default 1). */
      searchReplicas?: number;
    }
  | { kind: 'postgres'; url: string; poolSize?: number };

export type DatabaseHandle = {
  db: Db;
  kind: DatabaseConfig['kind'];
  /** What the migration step on open did (migrate.ts). */
  migrations: MigrationResult;
  /** The PostgreSQL pool's connections now (`/metrics`); null on PGlite, which has one connection. */
  poolUse: (() => PoolUse) | null;
  close(): Promise<void>;
};

/** node-postgres's pool counts: open connections, the idle among them, callers waiting for one, the cap. */
export type PoolUse = { total: number; idle: number; waiting: number; max: number };

/** Connections of the PostgreSQL pool when the configuration names none. */
export const defaultPoolSize = 10;

/**
 * Open the database, run the migration step (migrate.ts: on PostgreSQL under an advisory lock, so instances
 * starting together take turns), return a handle. An embedded folder is locked to this process first
 * (pglite-lock.ts): a folder another live process holds is refused with a message naming it.
 */
export async function openDatabase(config: DatabaseConfig): Promise<DatabaseHandle> {
  if (config.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: config.url,
      max: config.poolSize ?? defaultPoolSize,
      options: `-c random_page_cost=${randomPageCost}`,
    });
    // An idle client dropped by the server (restart, failover) must not crash the process; the pool
    // replaces it on the next query.
    pool.on('error', (error) => console.warn(`PostgreSQL idle client error: ${error.message}`));
    const db: Db = drizzleNodePg({ client: pool, schema });
    try {
      const migrations = await migratePostgres(pool);
      const max = config.poolSize ?? defaultPoolSize;
      const poolUse = () => ({
        total: pool.totalCount,
        idle: pool.idleCount,
        waiting: pool.waitingCount,
        max,
      });
      return { db, kind: 'postgres', migrations, poolUse, close: () => pool.end() };
    } catch (error) {
      await pool.end();
      throw error;
    }
  }
  let release = () => {};
  if (config.dataDir) {
    mkdirSync(config.dataDir, { recursive: true });
    release = lockDataFolder(config.dataDir);
  }
  let client: PGliteClient | null = null;
  try {
    client =
      (config.thread ?? 'worker') === 'worker'
        ? await PGliteThread.start({ dataDir: config.dataDir, image: config.image ?? null })
        : await PGlite.create({
            ...(config.dataDir ? { dataDir: config.dataDir } : {}),
            ...(!config.dataDir && config.image ? { loadDataDir: imageBlob(config.image) } : {}),
            extensions: pgliteExtensions,
          });
    const migrations = await migratePgliteClient(client);
    // drizzle's pglite session calls only query() and transaction() on its client, which PGliteThread has.
    const pgliteDb = drizzlePglite({ client: client as PGlite, schema });
    const opened = client;
    return {
      db: pgliteDb,
      kind: 'pglite',
      migrations,
      poolUse: null,
      close: async () => {
        try {
          await opened.close();
        } finally {
          release();
        }
      },
    };
  } catch (error) {
    await client?.close().catch(() => {});
    release();
    throw error;
  }
}
