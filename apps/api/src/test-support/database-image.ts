import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { buildApp } from '../app.ts';
import { testConfig } from '../config.ts';
import { databaseUrl, onServer } from './postgres-server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated database with the test demo, as a PGlite dump file: where in-memory test apps start. */
    databaseImage: string | null;
    /** The same on PostgreSQL (DATABASE_URL): a database the test databases are created from. */
    databaseTemplate: string | null;
  }
}

/**
 * Global setup of the API tests: migrate and seed one database with the test demo (12 styles, no images) before
 * the first file, and let every test app start from a copy of it (test-app.ts) instead of migrating and seeding
 * its own: on PGlite a dump loaded into the new in-memory database, on PostgreSQL `CREATE DATABASE … TEMPLATE`.
 * Every app still gets a database of its own; they only skip building the same rows again (3.4 s → about 1.3 s
 * an app on PGlite, and about 1 s since the image leaves out the databases no app opens). Apps that change the database or demo configuration build their own as before.
 */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const name = `shop_template_${process.pid}_${Date.now().toString(36)}`;
    await onServer(`CREATE DATABASE ${name}`, serverUrl);
    const app = await buildApp(
      testConfig({ database: { kind: 'postgres', url: databaseUrl(serverUrl, name), poolSize: 2 } }),
    );
    await app.ready();
    await app.close();
    project.provide('databaseTemplate', name);
    project.provide('databaseImage', null);
    return async () => {
      await onServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`, serverUrl);
    };
  }
  const app = await buildApp(testConfig({ database: { kind: 'pglite', dataDir: null, thread: 'main' } }));
  await app.ready();
  const client = (app.db as unknown as { $client: PGlite }).$client;
  // PGlite's shop database is template1; its `postgres` and `template0` databases are never opened here. Without
  // them the image is 22.7 MB instead of 37.7 (600 files fewer), and loading it into each test app's database
  // costs 0.95 s of CPU instead of 1.22 (session 12, Node 24, paired runs).
  await client.exec('DROP DATABASE postgres');
  await client.exec(`UPDATE pg_database SET datistemplate = false WHERE datname = 'template0'`);
  await client.exec('DROP DATABASE template0');
  const dump = await client.dumpDataDir('none');
  await app.close();
  const folder = mkdtempSync(path.join(tmpdir(), 'shop-api-image-'));
  const file = path.join(folder, 'demo.tar');
  writeFileSync(file, new Uint8Array(await dump.arrayBuffer()));
  project.provide('databaseImage', file);
  project.provide('databaseTemplate', null);
  return () => rmSync(folder, { recursive: true, force: true });
}
