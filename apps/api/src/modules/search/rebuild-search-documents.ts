import { eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import type { Cache } from '../../lib/cache/cache.ts';
import { withTransaction } from '../../lib/context.ts';
import { categoryDocuments, insertSearchTerms, pageDocuments } from './content-documents.ts';
import { insertFacetCounts } from './facet-counts.ts';
import { productDocuments } from './product-documents.ts';
import { searchIndexState } from './search.tables.ts';
import { sourceFingerprint, sourceTables } from './source-fingerprint.ts';

/** Any constant: instances starting together rebuild one after the other instead of interleaving. */
const rebuildLockKey = 7_304_211;

export type SearchIndexSummary = { rebuilt: boolean; documents?: number; terms?: number };

/** Prefix of every cached search answer; a rebuild drops them all. */
export const searchCachePrefix = 'search:';

/** Write one source query's rows into both document tables, the one every search reads in scan order. */
const insertDocuments = (source: SQL): SQL => sql`
  with source as (${source}),
  documents as (
    insert into search_documents (kind, id, language_code, area_id, name, sort_name, number, sort_order,
      keywords, prices, name_en, extra, name_tsv, name_en_tsv, extra_tsv, text_tsv)
    select kind, id, language_code, area_id, name, lower(name), number, sort_order, keywords, prices, name_en,
      extra, name_tsv, name_en_tsv, extra_tsv, text_tsv
    from source order by kind, language_code, sort_order, id
  )
  insert into search_document_texts (kind, id, language_code, body_tsv, item)
  select kind, id, language_code, body_tsv, item
  from source`;

/**
 * Replace every search document, search term and stored facet count from the catalogue and content, in one transaction
 * (readers keep seeing the previous documents until it commits), and drop cached search answers.
 * Call after the catalogue changes: after the demo load, an import or a back-office edit.
 */
export async function rebuildSearchDocuments(db: Db, cache?: Cache): Promise<SearchIndexSummary> {
  // Embedded PGlite never analyses on its own; a freshly loaded catalogue without statistics makes the
  // planner pick nested loops over hundreds of thousands of rows.
  const analysed = await queryRows<{ tablename: string }>(
    db,
    sql`select distinct tablename from pg_stats where schemaname = current_schema()`,
  );
  const known = new Set(analysed.map((row) => row.tablename));
  for (const table of sourceTables.filter((name) => !known.has(name))) {
    await db.execute(sql.raw(`analyze "${table}"`));
  }
  const counts = await withTransaction({ db }, async ({ db: tx }) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${rebuildLockKey})`);
    const fingerprint = await sourceFingerprint(tx);
    await tx.execute(sql`delete from search_facet_counts`);
    await tx.execute(sql`delete from search_terms`);
    await tx.execute(sql`delete from search_document_texts`);
    await tx.execute(sql`delete from search_documents`);
    await tx.execute(insertDocuments(productDocuments));
    await tx.execute(insertDocuments(categoryDocuments));
    await tx.execute(insertDocuments(pageDocuments));
    await tx.execute(insertSearchTerms);
    await tx.execute(insertFacetCounts);
    // Fresh statistics, so the planner sees how selective the GIN-indexed columns are.
    await tx.execute(sql`analyze search_documents`);
    await tx.execute(sql`analyze search_document_texts`);
    await tx.execute(sql`analyze search_terms`);
    await tx.execute(sql`analyze search_facet_counts`);
    const state = { name: 'documents', fingerprint, builtAt: new Date() };
    await tx
      .insert(searchIndexState)
      .values(state)
      .onConflictDoUpdate({ target: searchIndexState.name, set: { fingerprint, builtAt: state.builtAt } });
    const [row] = await queryRows<{ documents: number; terms: number }>(
      tx,
      sql`select (select count(*)::int from search_documents) as documents,
        (select count(*)::int from search_terms) as terms`,
    );
    return { documents: Number(row?.documents ?? 0), terms: Number(row?.terms ?? 0) };
  });
  await cache?.deleteByPrefix(searchCachePrefix);
  return { rebuilt: true, ...counts };
}

/**
 * Rebuild unless the documents were built from exactly the current source tables and queries (see
 * `sourceFingerprint`): a restart then costs one small query instead of a full build.
 */
export async function ensureSearchDocuments(db: Db, cache?: Cache): Promise<SearchIndexSummary> {
  const [state] = await db
    .select({ fingerprint: searchIndexState.fingerprint })
    .from(searchIndexState)
    .where(eq(searchIndexState.name, 'documents'));
  if (state && state.fingerprint === (await sourceFingerprint(db))) return { rebuilt: false };
  return rebuildSearchDocuments(db, cache);
}
