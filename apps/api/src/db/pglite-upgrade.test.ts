import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { endpoints } from '@shop/contracts/endpoints';
import { drizzle } from 'drizzle-orm/pglite';
import { PGlite as OldPGlite } from 'pglite-0.3';
import { btree_gin as oldBtreeGin } from 'pglite-0.3/contrib/btree_gin';
import { pg_trgm as oldTrgm } from 'pglite-0.3/contrib/pg_trgm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { testConfig } from '../config.ts';
import { callApi } from '../test-support/call-api.ts';
import { type Db, openDatabase } from './client.ts';
import { migratePgliteClient } from './migrate.ts';
import type { PGliteClient } from './pglite-thread.ts';
import {
  keptFolderOf,
  OutdatedDataFolderError,
  pgliteMajorVersion,
  upgradeDataFolder,
} from './pglite-upgrade.ts';
import * as schema from './schema.ts';
import { seedDemo } from './seed/seed-demo.ts';

type Queryable = { query<T>(sql: string): Promise<{ rows: T[] }> };

/** Every table's row count and a digest of its rows as text, and every sequence's position. */
async function contents(db: Queryable): Promise<Record<string, string>> {
  const { rows: tables } = await db.query<{ name: string }>(
    `SELECT quote_ident(table_schema) || '.' || quote_ident(table_name) AS name FROM information_schema.tables
     WHERE table_type = 'BASE TABLE' AND table_schema NOT IN ('pg_catalog', 'information_schema') ORDER BY 1`,
  );
  const found: Record<string, string> = {};
  for (const { name } of tables) {
    const { rows } = await db.query<{ n: number; digest: string }>(
      `SELECT count(*)::int AS n, md5(coalesce(string_agg(t::text, E'\\n' ORDER BY t::text), '')) AS digest
       FROM ${name} t`,
    );
    found[name] = `${rows[0]?.n} rows ${rows[0]?.digest}`;
  }
  const { rows: sequences } = await db.query<{ name: string; position: string | null }>(
    `SELECT schemaname || '.' || sequencename AS name, last_value::text AS position FROM pg_sequences
     WHERE schemaname NOT IN ('pg_catalog', 'information_schema')`,
  );
  for (const { name, position } of sequences) found[`sequence ${name}`] = String(position);
  return found;
}

const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

// About PGlite data folders only: the PostgreSQL pass has nothing to add.
describe.skipIf(Boolean(process.env.DATABASE_URL))('a PGlite 0.3 data folder (PostgreSQL 17)', () => {
  it('is the PostgreSQL major version PGlite runs', async () => {
    const db = await PGlite.create();
    const { rows } = await db.query<{ major: number }>(
      `SELECT current_setting('server_version_num')::int / 10000 AS major`,
    );
    await db.close();
    expect(rows[0]?.major).toBe(pgliteMajorVersion);
  });

  it('is refused with what to run, and after `npm run db:upgrade` holds the same rows and serves', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'shop-pglite-upgrade-'));
    folders.push(root);
    const dataDir = path.join(root, 'pglite');

    // The folder as the shop before PGlite 0.5 left it: migrated, the demo loaded, an order number taken.
    const old = await OldPGlite.create({
      dataDir,
      extensions: { pg_trgm: oldTrgm, btree_gin: oldBtreeGin },
    });
    await migratePgliteClient(old as unknown as PGliteClient);
    await seedDemo(drizzle({ client: old as unknown as PGlite, schema }) as unknown as Db, {
      styles: 2,
      mediaDir: null,
    });
    await old.query(`SELECT nextval('order_number_seq')`);
    const before = await contents(old as unknown as Queryable);
    await old.close();
    expect(Object.keys(before).length).toBeGreaterThan(60);

    const refused = openDatabase({ kind: 'pglite', dataDir, thread: 'main' });
    await expect(refused).rejects.toBeInstanceOf(OutdatedDataFolderError);
    await expect(refused).rejects.toThrow(/PostgreSQL 17 .*`npm run db:upgrade`/);

    const report = await upgradeDataFolder(dataDir);
    expect(report).toMatchObject({ from: 17, keptAt: keptFolderOf(dataDir, 17) });
    expect(existsSync(keptFolderOf(dataDir, 17))).toBe(true);

    const handle = await openDatabase({ kind: 'pglite', dataDir, thread: 'main' });
    const after = await contents((handle.db as unknown as { $client: Queryable }).$client);
    await handle.close();
    expect(after).toEqual(before);

    // The shop starts on it and a dealer of the demo logs in; a new order number follows the old ones.
    const app = await buildApp(testConfig({ database: { kind: 'pglite', dataDir } }));
    try {
      const login = await callApi(app, endpoints.user.login, {
        body: { username: 'dealer@nordlys.demo', password: 'nordlys-demo' },
      });
      expect(login.statusCode).toBe(200);
      const { rows } = await (app.db as unknown as { $client: Queryable }).$client.query<{ next: string }>(
        `SELECT nextval('order_number_seq')::text AS next`,
      );
      expect(rows[0]?.next).toBe(String(Number(before['sequence public.order_number_seq']) + 1));
    } finally {
      await app.close();
    }
  }, 120_000);
});
