import { existsSync, readFileSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { migratePgliteClient } from './migrate.ts';
import { pgliteExtensions } from './pglite-extensions.ts';
import type { PGliteClient } from './pglite-thread.ts';

/**
 * A PGlite data folder written by an earlier PostgreSQL major version, and the one-off copy into the current
 * one (ADR 97). PGlite 0.5 is PostgreSQL 18; the shop's folders before it were written by PGlite 0.3
 * (PostgreSQL 17), whose files PostgreSQL 18 cannot open. `npm run db:upgrade` opens the old folder with
 * PGlite 0.3 (kept as the dependency `pglite-0.3` for this only), brings both to the same migrations, copies
 * every table and sequence, checks the row counts, and swaps the folders, keeping the old one beside.
 */

/** The PostgreSQL major version of the PGlite the shop runs (a test checks it against PGlite itself). */
export const pgliteMajorVersion = 18;

/** The major version whose files a folder holds (its PG_VERSION file), or null for a folder without one. */
export function dataFolderVersion(dataDir: string): number | null {
  const file = path.join(dataDir, 'PG_VERSION');
  if (!existsSync(file)) return null;
  const version = Number.parseInt(readFileSync(file, 'utf8').trim(), 10);
  return Number.isFinite(version) ? version : null;
}

/** Where an upgrade keeps the folder it replaced. */
export const keptFolderOf = (dataDir: string, version: number) => `${path.resolve(dataDir)}-pg${version}`;

export class OutdatedDataFolderError extends Error {
  constructor(dataDir: string, version: number) {
    super(
      `The database folder ${dataDir} was written by PostgreSQL ${version} (PGlite 0.3); this shop runs PGlite ` +
        `0.5 (PostgreSQL ${pgliteMajorVersion}), which cannot open it. Stop every process that uses it and run ` +
        '`npm run db:upgrade` once (with the same DATA_DIR): it copies the data into the new format and keeps ' +
        `the old folder as ${keptFolderOf(dataDir, version)}.`,
    );
    this.name = 'OutdatedDataFolderError';
  }
}

/** Refuses a folder of another PostgreSQL major version with the message that says what to do. */
export function checkDataFolderVersion(dataDir: string): void {
  const version = dataFolderVersion(dataDir);
  if (version !== null && version !== pgliteMajorVersion) throw new OutdatedDataFolderError(dataDir, version);
}

type Client = {
  query<T>(sql: string, params?: unknown[], options?: { blob?: Blob }): Promise<{ rows: T[]; blob?: Blob }>;
  exec(sql: string): Promise<unknown>;
  close(): Promise<void>;
};

const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;

type TableInfo = { schema: string; table: string; columns: string[] };

/** The tables of the shop's schemas, with their columns a COPY can write (not generated ones), in order. */
async function tablesOf(db: Client): Promise<TableInfo[]> {
  const { rows } = await db.query<{ schema: string; table: string; columns: string[] }>(
    `SELECT c.table_schema AS schema, c.table_name AS table,
       array_agg(c.column_name::text ORDER BY c.ordinal_position) AS columns
     FROM information_schema.columns c
     JOIN information_schema.tables t USING (table_schema, table_name)
     WHERE t.table_type = 'BASE TABLE' AND c.is_generated = 'NEVER'
       AND c.table_schema NOT IN ('pg_catalog', 'information_schema')
     GROUP BY c.table_schema, c.table_name ORDER BY 1, 2`,
  );
  return rows;
}

async function sequencesOf(db: Client): Promise<string[]> {
  const { rows } = await db.query<{ name: string }>(
    `SELECT quote_ident(schemaname) || '.' || quote_ident(sequencename) AS name FROM pg_sequences
     WHERE schemaname NOT IN ('pg_catalog', 'information_schema') ORDER BY 1`,
  );
  return rows.map((row) => row.name);
}

async function rowCount(db: Client, name: string): Promise<number> {
  const { rows } = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${name}`);
  return rows[0]?.n ?? 0;
}

export type UpgradeReport = { from: number; tables: number; rows: number; sequences: number; keptAt: string };

/**
 * Copies a folder of an earlier major version into a new one beside it, checks it, and swaps them (the old one
 * renamed to `keptFolderOf`). The caller holds the folder's lock. Nothing of the old folder is changed but its
 * name and, before the copy, its pending migrations. Each table goes through memory once (binary COPY).
 */
export async function upgradeDataFolder(
  dataDir: string,
  log: (line: string) => void = () => {},
): Promise<UpgradeReport | null> {
  const from = dataFolderVersion(dataDir);
  if (from === null || from === pgliteMajorVersion) return null;
  if (from !== 17)
    throw new Error(`${dataDir} holds PostgreSQL ${from} files; only 17 (PGlite 0.3) is upgraded`);
  const keptAt = keptFolderOf(dataDir, from);
  if (existsSync(keptAt)) throw new Error(`${keptAt} exists already: move it away first`);
  const target = `${path.resolve(dataDir)}.upgrading`;
  rmSync(target, { recursive: true, force: true });

  const { PGlite: OldPGlite } = await import('pglite-0.3');
  const { pg_trgm: oldTrgm } = await import('pglite-0.3/contrib/pg_trgm');
  const { btree_gin: oldBtreeGin } = await import('pglite-0.3/contrib/btree_gin');
  const old = (await OldPGlite.create({
    dataDir,
    extensions: { pg_trgm: oldTrgm, btree_gin: oldBtreeGin },
  })) as unknown as Client;
  let fresh: Client | null = null;
  let copied = 0;
  try {
    log(`Opened ${dataDir} (PostgreSQL ${from}); bringing it to the current migrations…`);
    await migratePgliteClient(old as unknown as PGliteClient);
    fresh = (await PGlite.create({ dataDir: target, extensions: pgliteExtensions })) as unknown as Client;
    await migratePgliteClient(fresh as unknown as PGliteClient);
    const tables = await tablesOf(fresh);
    const oldTables = new Set((await tablesOf(old)).map((t) => `${t.schema}.${t.table}`));
    const missing = tables.filter((t) => !oldTables.has(`${t.schema}.${t.table}`));
    if (missing.length > 0) throw new Error(`the old folder lacks ${missing.map((t) => t.table).join(', ')}`);
    // Rows the migrations wrote into the new folder are replaced by the old folder's; triggers (and with them
    // the foreign keys' checks) stay off while the rows arrive, as the old folder had them consistent.
    await fresh.exec('SET session_replication_role = replica');
    const names = tables.map((t) => `${quoteIdent(t.schema)}.${quoteIdent(t.table)}`);
    await fresh.exec(`TRUNCATE ${names.join(', ')}`);
    for (const [index, table] of tables.entries()) {
      const name = names[index] as string;
      const columns = table.columns.map(quoteIdent).join(', ');
      const out = await old.query(`COPY ${name} (${columns}) TO '/dev/blob' WITH (FORMAT binary)`);
      if (!out.blob) throw new Error(`COPY of ${name} gave no data`);
      await fresh.query(`COPY ${name} (${columns}) FROM '/dev/blob' WITH (FORMAT binary)`, [], {
        blob: out.blob,
      });
      const [before, after] = [await rowCount(old, name), await rowCount(fresh, name)];
      if (before !== after) throw new Error(`${name}: ${before} rows in the old folder, ${after} copied`);
      copied += after;
    }
    const sequences = await sequencesOf(old);
    for (const sequence of sequences) {
      const { rows } = await old.query<{ last: string; called: boolean }>(
        `SELECT last_value::text AS last, is_called AS called FROM ${sequence}`,
      );
      const state = rows[0];
      if (state)
        await fresh.query('SELECT setval($1::regclass, $2::bigint, $3)', [
          sequence,
          state.last,
          state.called,
        ]);
    }
    await fresh.exec('SET session_replication_role = DEFAULT');
    await fresh.exec('ANALYZE');
    log(`Copied ${tables.length} tables (${copied} rows) and ${sequences.length} sequences.`);
    await fresh.close();
    fresh = null;
    await old.close();
    renameSync(dataDir, keptAt);
    renameSync(target, dataDir);
    return { from, tables: tables.length, rows: copied, sequences: sequences.length, keptAt };
  } catch (error) {
    await fresh?.close().catch(() => {});
    await old.close().catch(() => {});
    rmSync(target, { recursive: true, force: true });
    throw error;
  }
}
