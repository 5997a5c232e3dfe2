import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { messages, PGlite } from '@electric-sql/pglite';
import { eq, sql } from 'drizzle-orm';
import { bigint, date, integer, jsonb, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { drizzle, type PgliteDatabase } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PGliteThread } from './pglite-thread.ts';
import { inBackgroundLane } from './query-lane.ts';

const samples = pgTable('samples', {
  id: integer('id').primaryKey(),
  label: text('label').notNull().unique(),
  at: timestamp('at', { withTimezone: true, mode: 'string' }),
  day: date('day'),
  amount: numeric('amount'),
  data: jsonb('data'),
  tags: text('tags').array(),
  big: bigint('big', { mode: 'number' }),
});
const counters = pgTable('counters', { id: integer('id').primaryKey(), value: integer('value').notNull() });
const schema = { samples, counters };

const ddl = `
  CREATE TABLE samples (id int PRIMARY KEY, label text NOT NULL UNIQUE, at timestamptz, day date,
    amount numeric, data jsonb, tags text[], big int8);
  CREATE TABLE counters (id int PRIMARY KEY, value int NOT NULL);`;

let thread: PGliteThread;
let inProcess: PGlite;
let db: PgliteDatabase<typeof schema>;
let reference: PgliteDatabase<typeof schema>;

beforeAll(async () => {
  thread = await PGliteThread.start({ dataDir: null });
  inProcess = await PGlite.create();
  await thread.exec(ddl);
  await inProcess.exec(ddl);
  db = drizzle({ client: thread as unknown as PGlite, schema });
  reference = drizzle({ client: inProcess, schema });
});
afterAll(async () => {
  await thread.close();
  await inProcess.close();
});
beforeEach(async () => {
  await thread.exec('TRUNCATE samples, counters');
  await inProcess.exec('TRUNCATE samples, counters');
});

/** Resolves when the test calls `open()`: lets a transaction hold the connection as long as a test needs. */
function gate() {
  let open: () => void = () => {};
  const closed = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { closed, open };
}

/**
 * A transaction holding the database until `release()`, and a background search queued behind it that notes
 * in `order` when it ran; `done` once both have finished.
 */
async function searchWaitingBehindTransaction(order: string[]) {
  const held = gate();
  const began = gate();
  const holder = db.transaction(async (tx) => {
    await tx.execute(sql`SELECT 1`);
    began.open();
    await held.closed;
  });
  await began.closed;
  const search = inBackgroundLane(() => db.execute(sql`SELECT 'search'`)).then(() => order.push('search'));
  return { release: () => held.open(), done: Promise.all([holder, search]) };
}

describe('PGliteThread', () => {
  it('answers drizzle exactly as the in-process driver does', async () => {
    const row = {
      id: 1,
      label: 'first',
      at: '2025-03-01 10:15:00.123+00',
      day: '2025-03-01',
      amount: '1234.50',
      data: { name: 'Ella', sizes: [92, 98] },
      tags: ['a', 'b,c', 'with "quotes"'],
      big: 9_007_199_254,
    };
    for (const target of [db, reference]) {
      await target.insert(samples).values([row, { id: 2, label: 'empty' }]);
    }
    const select = (target: typeof db) => target.select().from(samples).orderBy(samples.id);
    const raw = (target: typeof db) =>
      target.execute(
        sql`SELECT at, day, amount, data, tags, big, now() > at AS later FROM samples ORDER BY id`,
      );
    const [threaded, inProc] = await Promise.all([select(db), select(reference)]);
    expect(threaded).toEqual(inProc);
    expect(threaded[0]).toEqual(row);
    const [threadedRaw, inProcRaw] = await Promise.all([raw(db), raw(reference)]);
    expect(threadedRaw.rows).toEqual(inProcRaw.rows);
    expect(threadedRaw.fields).toEqual(inProcRaw.fields);
  });

  it("reports PostgreSQL's error with its class, code and constraint", async () => {
    await db.insert(samples).values({ id: 1, label: 'taken' });
    const error = await db
      .insert(samples)
      .values({ id: 2, label: 'taken' })
      .then(() => null)
      .catch((e: unknown) => e as Error & { cause: unknown });
    expect(error?.message).toMatch(/^Failed query: insert into "samples"/);
    expect(error?.cause).toBeInstanceOf(messages.DatabaseError);
    expect(error?.cause).toMatchObject({ code: '23505', constraint: 'samples_label_key', table: 'samples' });
  });

  it('keeps concurrent read-modify-write transactions exclusive', async () => {
    await db.insert(counters).values({ id: 1, value: 0 });
    await Promise.all(
      Array.from({ length: 20 }, () =>
        db.transaction(async (tx) => {
          const [current] = await tx.select().from(counters).where(eq(counters.id, 1)).for('update');
          // Give every other caller a chance to run in between; they must wait for this transaction.
          await new Promise((resolve) => setImmediate(resolve));
          await tx
            .update(counters)
            .set({ value: (current?.value ?? 0) + 1 })
            .where(eq(counters.id, 1));
        }),
      ),
    );
    expect(await db.select({ value: counters.value }).from(counters)).toEqual([{ value: 20 }]);
  });

  it("runs a transaction's statements sent before BEGIN is answered, and never behind a later transaction", async () => {
    await db.insert(counters).values({ id: 1, value: 0 });
    const held = gate();
    const updated = gate();
    const first = db.transaction(async (tx) => {
      await tx.update(counters).set({ value: 1 }).where(eq(counters.id, 1));
      updated.open();
      await held.closed;
      await tx.update(counters).set({ value: 2 }).where(eq(counters.id, 1));
    });
    await updated.closed;
    // The second transaction's BEGIN and its first statement reach the worker while the first one holds the
    // connection; the first one's next statement, sent after them, must not wait for them.
    const second = db.transaction(async (tx) => {
      const [row] = await tx.select({ value: counters.value }).from(counters).where(eq(counters.id, 1));
      await tx
        .update(counters)
        .set({ value: (row?.value ?? 0) * 10 })
        .where(eq(counters.id, 1));
      return row?.value;
    });
    await new Promise((resolve) => setImmediate(resolve));
    held.open();
    await first;
    expect(await second).toBe(2);
    expect(await db.select({ value: counters.value }).from(counters)).toEqual([{ value: 20 }]);
  });

  it('fails a transaction whose BEGIN fails, and the statements it sent before the answer, then goes on', async () => {
    // An error inside an explicit block sent outside transaction() leaves that block aborted: PostgreSQL then
    // refuses the next BEGIN, while the transaction's first statement is already on its way.
    await expect(thread.exec('BEGIN; SELECT 1/0;')).rejects.toThrow(/division by zero/);
    let reached = false;
    const failed = thread.transaction(async (tx) => {
      await tx.query('SELECT 1');
      reached = true;
    });
    await expect(failed).rejects.toThrow(/current transaction is aborted/);
    expect(reached).toBe(false);
    await thread.exec('ROLLBACK');
    // The failed BEGIN gave the connection back: the next transaction runs.
    const one = await thread.transaction(
      async (tx) => (await tx.query<{ one: number }>('SELECT 1 AS one')).rows,
    );
    expect(one).toEqual([{ one: 1 }]);
  });

  it("answers a transaction's tagged-template query with its values as parameters, as PGlite does", async () => {
    const label = "it's; DROP TABLE samples";
    const rows = await thread.transaction(async (tx) => {
      await tx.sql`INSERT INTO samples (id, label) VALUES (${7}, ${label})`;
      return (await tx.sql<{ label: string }>`SELECT s.label FROM samples s WHERE s.id = ${7}`).rows;
    });
    expect(rows).toEqual([{ label }]);
  });

  it('makes queries outside a transaction wait for its commit', async () => {
    await db.insert(counters).values({ id: 1, value: 0 });
    const events: string[] = [];
    const held = gate();
    const updated = gate();
    const transaction = db.transaction(async (tx) => {
      await tx.update(counters).set({ value: 1 }).where(eq(counters.id, 1));
      updated.open();
      await held.closed;
      await tx.update(counters).set({ value: 2 }).where(eq(counters.id, 1));
      events.push('transaction done');
    });
    await updated.closed;
    const read = db
      .select({ value: counters.value })
      .from(counters)
      .then((rows) => events.push(`read ${rows[0]?.value}`));
    await new Promise((resolve) => setImmediate(resolve));
    events.push('released');
    held.open();
    await Promise.all([transaction, read]);
    expect(events).toEqual(['released', 'transaction done', 'read 2']);
  });

  it('rolls back on an error, on tx.rollback() and to a savepoint', async () => {
    await db.insert(counters).values({ id: 1, value: 0 });
    const failed = db.transaction(async (tx) => {
      await tx.update(counters).set({ value: 10 });
      throw new Error('payment declined');
    });
    await expect(failed).rejects.toThrow('payment declined');
    const rolledBack = db.transaction(async (tx) => {
      await tx.update(counters).set({ value: 20 });
      tx.rollback();
    });
    await expect(rolledBack).rejects.toThrow('Rollback');
    await db.transaction(async (tx) => {
      await tx.update(counters).set({ value: 30 });
      await tx
        .transaction(async (inner) => {
          await inner.update(counters).set({ value: 40 });
          throw new Error('inner failed');
        })
        .catch(() => undefined);
    });
    expect(await db.select({ value: counters.value }).from(counters)).toEqual([{ value: 30 }]);
  });

  it('runs waiting interactive queries before waiting background ones', async () => {
    const order: string[] = [];
    const { release, done } = await searchWaitingBehindTransaction(order);
    const product = db.execute(sql`SELECT 'product'`).then(() => order.push('product'));
    release();
    await Promise.all([done, product]);
    expect(order).toEqual(['product', 'search']);
  });

  it('keeps a waiting search out while a request asks for its next query', async () => {
    const order: string[] = [];
    const { release, done } = await searchWaitingBehindTransaction(order);
    // A request's second query is asked for only once its first one has answered.
    const request = db
      .execute(sql`SELECT 'first'`)
      .then(() => order.push('product query 1'))
      .then(() => db.execute(sql`SELECT 'second'`))
      .then(() => order.push('product query 2'));
    release();
    await Promise.all([done, request]);
    expect(order).toEqual(['product query 1', 'product query 2', 'search']);
  });

  it('answers statements a transaction sends at once each with its own rows', async () => {
    await db.insert(counters).values(Array.from({ length: 20 }, (_, id) => ({ id, value: id * 10 })));
    const answers = await db.transaction((tx) =>
      Promise.all(
        Array.from({ length: 20 }, (_, id) =>
          // Two statement texts, so new statements are prepared while others run.
          id % 2 === 0
            ? tx.select({ value: counters.value }).from(counters).where(eq(counters.id, id))
            : tx.execute(sql`SELECT value FROM counters WHERE id = ${id} AND ${id} % 2 = 1`),
        ),
      ),
    );
    const values = answers.map((answer) => ('rows' in answer ? answer.rows : answer)[0]?.value);
    expect(values).toEqual(Array.from({ length: 20 }, (_, id) => id * 10));
  });

  it('prepares short statements once and plans background ones (searches) for their own parameters', async () => {
    const short = sql`SELECT label FROM samples WHERE id = ${1} AND 'short' <> ''`;
    const search = sql`SELECT label FROM samples WHERE id = ${1} AND 'search' <> ''`;
    for (let run = 0; run < 2; run++) {
      await db.execute(short);
      await inBackgroundLane(() => db.execute(search));
    }
    const prepared = await db.execute<{ statement: string }>(
      sql`SELECT statement FROM pg_prepared_statements WHERE statement LIKE 'SELECT label FROM samples%'`,
    );
    expect(prepared.rows.map((row) => row.statement)).toEqual([
      `SELECT label FROM samples WHERE id = $1 AND 'short' <> ''`,
    ]);
  });
});

describe('PGliteThread start and close', () => {
  it('rejects when PGlite cannot open its data folder', async () => {
    const file = path.join(tmpdir(), `pglite-thread-${process.pid}-not-a-folder`);
    writeFileSync(file, 'not a folder');
    await expect(PGliteThread.start({ dataDir: path.join(file, 'db') })).rejects.toThrow(/ENOTDIR/);
  });

  it('rejects a parameter that cannot cross threads, and goes on working', async () => {
    const probe = await PGliteThread.start({ dataDir: null });
    await expect(probe.query('SELECT $1::text', [Symbol('not cloneable')])).rejects.toThrow();
    expect((await probe.query<{ ok: number }>('SELECT 1 AS ok')).rows).toEqual([{ ok: 1 }]);
    await probe.close();
  });

  it('rejects queries after close instead of hanging', async () => {
    const closing = await PGliteThread.start({ dataDir: null });
    await closing.query('SELECT 1');
    await closing.close();
    await expect(closing.query('SELECT 1')).rejects.toThrow('the PGlite database is closed');
  });
});
