import { messages, PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type CachedQuery, StatementCache } from './pglite-statements.ts';

let db: PGlite;

beforeAll(async () => {
  db = await PGlite.create();
});
afterAll(async () => {
  await db.close();
});
// Each test starts with a new cache, so the session's named statements and the table start afresh too.
beforeEach(async () => {
  await db.exec(`
    DEALLOCATE ALL;
    DROP TABLE IF EXISTS items;
    CREATE TABLE items (id int PRIMARY KEY, label text NOT NULL UNIQUE, price int, data jsonb, tags text[],
      at timestamptz);
    INSERT INTO items VALUES
      (1, 'one', 100, '{"a":1}', '{x,"y z"}', '2026-11-21 10:00:00+00'),
      (2, 'two', NULL, NULL, NULL, NULL);`);
});

const statement = (sql: string, params: unknown[] = [], extra: Partial<CachedQuery> = {}): CachedQuery => ({
  sql,
  params,
  rowMode: 'object',
  parsers: {},
  inTransaction: false,
  ...extra,
});

/** The named statements the session holds, as PostgreSQL lists them. */
async function prepared(): Promise<string[]> {
  const { rows } = await db.query<{ statement: string }>(
    `SELECT statement FROM pg_prepared_statements WHERE name LIKE 's%' ORDER BY prepare_time`,
  );
  return rows.map((row) => row.statement);
}

describe('StatementCache', () => {
  it("answers exactly as PGlite's own query does, for objects, arrays, nulls, json, arrays and dates", async () => {
    const cache = new StatementCache(db);
    const sql = 'SELECT id, label, price, data, tags, at FROM items WHERE id = ANY($1) ORDER BY id';
    for (const rowMode of ['object', 'array'] as const) {
      const expected = await db.query(sql, [[1, 2]], { rowMode });
      const first = await cache.query(statement(sql, [[1, 2]], { rowMode }));
      const again = await cache.query(statement(sql, [[1, 2]], { rowMode }));
      expect(first).toEqual(expected);
      expect(again).toEqual(expected);
    }
    const insert = await cache.query(
      statement('INSERT INTO items (id, label) VALUES ($1, $2)', [3, 'three']),
    );
    expect(insert.affectedRows).toBe(1);
  });

  it('prepares each statement once and reuses it with new parameters', async () => {
    const cache = new StatementCache(db);
    const sql = 'SELECT label FROM items WHERE id = $1';
    expect((await cache.query(statement(sql, [1]))).rows).toEqual([{ label: 'one' }]);
    expect((await cache.query(statement(sql, [2]))).rows).toEqual([{ label: 'two' }]);
    expect(await prepared()).toEqual([sql]);
    expect(cache.size).toBe(1);
  });

  it('keeps at most its capacity prepared, closing the least recently used', async () => {
    const cache = new StatementCache(db, { capacity: 2 });
    const a = 'SELECT 1 AS n WHERE $1::int > 0';
    const b = 'SELECT 2 AS n WHERE $1::int > 0';
    const c = 'SELECT 3 AS n WHERE $1::int > 0';
    await cache.query(statement(a, [1]));
    await cache.query(statement(b, [1]));
    await cache.query(statement(a, [1])); // a is now more recent than b
    await cache.query(statement(c, [1])); // b goes
    expect(cache.size).toBe(2);
    // The closing rides with the next statement prepared, so PostgreSQL holds b until then.
    expect((await cache.query(statement(b, [1]))).rows).toEqual([{ n: 2 }]); // b again: a goes
    expect(await prepared()).toEqual([c, b]);
  });

  it('uses declared parameter types in its key', async () => {
    const cache = new StatementCache(db);
    const sql = 'SELECT $1 AS value';
    expect((await cache.query(statement(sql, ['7'], { paramTypes: [23] }))).rows).toEqual([{ value: 7 }]);
    expect((await cache.query(statement(sql, ['7'], { paramTypes: [25] }))).rows).toEqual([{ value: '7' }]);
    expect(cache.size).toBe(2);
  });

  it("reports PostgreSQL's errors with their code and constraint, and goes on working", async () => {
    const cache = new StatementCache(db);
    const insert = 'INSERT INTO items (id, label) VALUES ($1, $2)';
    const duplicate = await cache.query(statement(insert, [9, 'one'])).catch((error: unknown) => error);
    expect(duplicate).toBeInstanceOf(messages.DatabaseError);
    expect(duplicate).toMatchObject({ code: '23505', constraint: 'items_label_key', query: insert });
    const badInput = await cache
      .query(statement('SELECT label FROM items WHERE id = $1', ['not a number']))
      .catch((error: unknown) => error);
    expect(badInput).toMatchObject({ code: '22P02' });
    const syntax = await cache.query(statement('SELEC 1')).catch((error: unknown) => error);
    expect(syntax).toMatchObject({ code: '42601' });
    expect(cache.size).toBe(2); // the statement that could not be parsed is not kept
    expect((await cache.query(statement(insert, [9, 'nine']))).affectedRows).toBe(1);
  });

  it('prepares again a statement whose result changed type, and runs it once more outside a transaction', async () => {
    const cache = new StatementCache(db);
    const sql = 'SELECT * FROM items WHERE id = $1';
    expect((await cache.query(statement(sql, [1]))).rows[0]).toMatchObject({ price: 100 });
    await db.exec('ALTER TABLE items ALTER COLUMN price TYPE text');
    expect((await cache.query(statement(sql, [1]))).rows[0]).toMatchObject({ price: '100' });
  });

  it('inside a transaction, reports the stale statement (the transaction is aborted) and prepares it anew', async () => {
    const cache = new StatementCache(db);
    const sql = 'SELECT * FROM items WHERE id = $1';
    await cache.query(statement(sql, [1]));
    await db.exec('ALTER TABLE items ALTER COLUMN price TYPE text');
    await db.exec('BEGIN');
    const stale = await cache
      .query(statement(sql, [1], { inTransaction: true }))
      .catch((error: unknown) => error);
    expect(stale).toMatchObject({ code: '0A000' });
    await db.exec('ROLLBACK');
    expect((await cache.query(statement(sql, [1]))).rows[0]).toMatchObject({ price: '100' });
  });

  it('prepares again a statement that someone deallocated', async () => {
    const cache = new StatementCache(db);
    const sql = 'SELECT label FROM items WHERE id = $1';
    await cache.query(statement(sql, [1]));
    await db.exec('DEALLOCATE ALL');
    expect((await cache.query(statement(sql, [2]))).rows).toEqual([{ label: 'two' }]);
    expect(await prepared()).toEqual([sql]);
  });
});
