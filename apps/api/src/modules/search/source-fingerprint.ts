import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { categoryDocuments, insertSearchTerms, pageDocuments } from './content-documents.ts';
import { insertFacetCounts } from './facet-counts.ts';
import { productDocuments } from './product-documents.ts';

/** Tables the documents are built from. */
export const sourceTables = [
  'products',
  'product_translations',
  'product_categories',
  'product_colors',
  'colors',
  'seasons',
  'delivery_drops',
  'variants',
  'stock',
  'media',
  'price_groups',
  'price_list_entries',
  'categories',
  'category_translations',
  'content_pages',
  'menu_items',
];

const dialect = new PgDialect();
/** Changes whenever the document queries change, so a deploy with new documents rebuilds them. */
const queriesHash = createHash('sha1')
  .update(
    [productDocuments, categoryDocuments, pageDocuments, insertSearchTerms, insertFacetCounts]
      .map((query) => dialect.sqlToQuery(query).sql)
      .join('\n'),
  )
  .digest('hex');

/**
 * What the documents would be built from: per source table its file (a reload by TRUNCATE gets a new one)
 * and its size, plus the document queries themselves. Equal fingerprints mean a restart need not rebuild.
 * Edits that change neither (an update or delete in place) are not seen here: every writer of the
 * catalogue must rebuild explicitly. (Change counters would see them, but PostgreSQL publishes them late
 * and PGlite not at all.)
 */
export async function sourceFingerprint(db: Db | Tx): Promise<string> {
  const names = sql.join(
    sourceTables.map((name) => sql`${name}`),
    sql`, `,
  );
  const rows = await queryRows<{ state: string }>(
    db,
    sql`select c.relname || ':' || c.relfilenode || ':' || pg_relation_size(c.oid) as state
      from pg_class c
      where c.relname in (${names}) and c.relkind = 'r' and c.relnamespace = current_schema()::regnamespace
      order by c.relname`,
  );
  return createHash('sha1')
    .update(queriesHash)
    .update(rows.map((row) => row.state).join('|'))
    .digest('hex');
}
