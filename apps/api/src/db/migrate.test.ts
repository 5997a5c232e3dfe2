import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { describe, expect, it, onTestFinished } from 'vitest';
import { createScratchDatabase, postgresAnswers } from '../test-support/postgres-server.ts';
import { type DatabaseHandle, openDatabase } from './client.ts';
import { queryRows } from './query-rows.ts';

const available = await postgresAnswers();
const journal = JSON.parse(
  readFileSync(new URL('./migrations/meta/_journal.json', import.meta.url), 'utf8'),
) as { entries: unknown[] };

describe.skipIf(!available)('migrations on PostgreSQL', () => {
  it('two processes opening a fresh database at the same moment both succeed and migrate it once', async () => {
    const scratch = await createScratchDatabase('shop_migrate');
    onTestFinished(() => scratch.drop());

    const opened = await Promise.allSettled([
      openDatabase({ kind: 'postgres', url: scratch.url, poolSize: 2 }),
      openDatabase({ kind: 'postgres', url: scratch.url, poolSize: 2 }),
    ]);
    const handles = opened.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
    onTestFinished(() => Promise.all(handles.map((handle) => handle.close())).then(() => {}));

    // Without the lock one of them failed on CREATE EXTENSION pg_trgm or a CREATE TABLE (23505).
    expect(opened.map((result) => (result.status === 'rejected' ? String(result.reason) : 'ok'))).toEqual([
      'ok',
      'ok',
    ]);
    const [first, second] = handles as [DatabaseHandle, DatabaseHandle];
    // One applied every migration, the other found them applied.
    expect([first.migrations.applied, second.migrations.applied].sort()).toEqual([0, journal.entries.length]);
    expect(first.migrations.total).toBe(journal.entries.length);
    expect(second.migrations.total).toBe(journal.entries.length);

    const [facts] = await queryRows<Record<string, number>>(
      first.db,
      sql`SELECT
        (SELECT count(*)::int FROM pg_extension WHERE extname = 'pg_trgm') AS trgm,
        (SELECT count(*)::int FROM drizzle.__drizzle_migrations) AS migrations,
        (SELECT count(*)::int FROM pg_tables WHERE schemaname = 'public' AND tablename = 'area_languages') AS tables`,
    );
    expect(facts).toEqual({ trgm: 1, migrations: journal.entries.length, tables: 1 });
  });
});
