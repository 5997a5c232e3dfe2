import { type SQL, sql } from 'drizzle-orm';
import { type Db, openDatabase } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { withTransaction } from '../../lib/context.ts';

/**
 * The tables a search reads, each copied in the order its rows should lie on disk: `search_documents` in
 * scan order (kind, language, sort order), as the rebuild writes it.
 */
const searchTables: Array<{ name: string; order: string }> = [
  { name: 'search_documents', order: 'kind, language_code, sort_order, id' },
  { name: 'search_document_texts', order: 'id, language_code, kind' },
  { name: 'search_terms', order: 'kind, language_code, source, term' },
  { name: 'search_facet_counts', order: 'kind, language_code, scope, field, key, area_id' },
];

/** Rows per copied chunk: 500 document texts are about a megabyte of JSON. */
const chunkRows = 500;

/**
 * A second embedded database, in memory and in its own worker thread, that holds only copies of the search
 * tables (ADR 0024). Searches run there, so a running search statement never holds the one connection that
 * product data, prices and carts need. The documents are derived data and change only when they are rebuilt;
 * `load` copies them after every rebuild. With more than one copy (`SEARCH_REPLICAS`, ADR 99) each is a
 * database of its own in a worker of its own, so searches run on as many cores at once, as on PostgreSQL.
 */
export type SearchReplica = {
  /** Run a statement on the copy with the fewest statements running (the first of the least busy). */
  run<T>(statement: (db: Db) => Promise<T>): Promise<T>;
  /** How many copies there are. */
  readonly copies: number;
  /** Replace every copy's search tables with the source's, in one transaction on each database. */
  load(source: Db): Promise<{ rows: number }>;
  close(): Promise<void>;
};

/** `work` inside a transaction on each of `dbs`, opened one inside the other; it gets the transactions. */
function inTransactions<T>(dbs: Db[], work: (txs: Db[]) => Promise<T>, opened: Db[] = []): Promise<T> {
  const [first, ...rest] = dbs;
  if (!first) return work(opened);
  return withTransaction({ db: first }, ({ db }) => inTransactions(rest, work, [...opened, db]));
}

/** Open `copies` empty replicas: each a fresh in-memory PGlite worker with the shop's schema. */
export async function openSearchReplica(copies = 1): Promise<SearchReplica> {
  const handles = await Promise.all(
    Array.from({ length: Math.max(1, copies) }, () => openDatabase({ kind: 'pglite', dataDir: null })),
  );
  const dbs = handles.map((handle) => handle.db);
  const running = dbs.map(() => 0);
  return {
    copies: dbs.length,
    async run(statement) {
      const index = running.indexOf(Math.min(...running));
      running[index]! += 1;
      try {
        return await statement(dbs[index]!);
      } finally {
        running[index]! -= 1;
      }
    },
    async load(source) {
      // One transaction on each side: the tables come from one rebuild, never from two, and readers of a copy
      // see the previous documents until the copy commits. Each chunk is read once and written to every copy
      // at once (each in its own thread); one chunk is in memory at a time.
      await withTransaction({ db: source }, ({ db: sourceTx }) =>
        inTransactions(dbs, async (txs) => {
          for (const table of [...searchTables].reverse()) {
            await Promise.all(txs.map((tx) => tx.execute(sql`delete from ${sql.identifier(table.name)}`)));
          }
          for (const table of searchTables) {
            for (let offset = 0; ; offset += chunkRows) {
              const [chunk] = await queryRows<{ json: string; count: number }>(
                sourceTx,
                sql`select coalesce(json_agg(t), '[]')::text as json, count(*)::int as count
                  from (select * from ${sql.identifier(table.name)} order by ${sql.raw(table.order)}
                    limit ${chunkRows} offset ${offset}) t`,
              );
              if (!chunk || chunk.count === 0) break;
              await Promise.all(txs.map((tx) => tx.execute(insertChunk(table.name, chunk.json))));
              if (chunk.count < chunkRows) break;
            }
          }
        }),
      );
      // Statistics, so the planner sees how selective the GIN-indexed columns are (as after a rebuild).
      await Promise.all(
        dbs.map(async (db) => {
          for (const table of searchTables) await db.execute(sql`analyze ${sql.identifier(table.name)}`);
        }),
      );
      const [counted] = await queryRows<{ rows: number }>(
        dbs[0]!,
        sql`select (select count(*) from search_documents) + (select count(*) from search_document_texts)
          + (select count(*) from search_terms) + (select count(*) from search_facet_counts) as rows`,
      );
      return { rows: Number(counted?.rows ?? 0) };
    },
    close: async () => {
      await Promise.all(handles.map((handle) => handle.close()));
    },
  };
}

/** Rows as JSON back into their table: every column has a text form that reads back unchanged (tsvector too). */
const insertChunk = (table: string, json: string): SQL =>
  sql`insert into ${sql.identifier(table)}
    select * from json_populate_recordset(null::${sql.identifier(table)}, ${json}::json)`;
