import type { SearchFacetOptions, SearchFacetRequest, SearchQueryNode, SearchSorting } from '@shop/contracts';
import type { Db } from '../../db/client.ts';
import type { Cache } from '../../lib/cache/cache.ts';
import type { Ctx } from '../../lib/context.ts';
import type { SearchIndexSummary } from './rebuild-search-documents.ts';
import type { SearchKind } from './search.tables.ts';

/** One search as the engine sees it: the request with area, language and currency resolved. */
export type SearchEngineQuery = {
  kind: SearchKind;
  areaId: string;
  languageCode: string;
  /** Currency of number fields that depend on it (the price facet, range and sort). */
  currencyCode: string;
  query: SearchQueryNode | null;
  facets: SearchFacetRequest[];
  sorting: SearchSorting[];
  skip: number;
  take: number;
  /** Products: only those in this category or below it; categories: only those below it. */
  category: string | null;
  /**
   * Products staff placed first in the category, in order (ADR 52): under the sort 'sortOrder' they come
   * before the rest. Empty for most lists.
   */
  pinned?: string[];
};

export type SearchEngineHit = { id: string; score: number; item: unknown };

export type SearchEngineResult = { hits: SearchEngineHit[]; total: number; facets: SearchFacetOptions[] };

/**
 * Where searches run. The PostgreSQL engine is the built-in default; another engine (Elasticsearch,
 * Typesense) implements the same two calls. Bad queries (unknown fields, unsupported facet types) are
 * AppErrors with status 400.
 */
export interface SearchEngine {
  readonly name: string;
  search(ctx: Ctx, query: SearchEngineQuery): Promise<SearchEngineResult>;
  /**
   * Rebuild the index from the catalogue and content and drop cached answers; call after they change.
   * 'changed' rebuilds only when the sources differ from the last build (for startup).
   */
  reindex(db: Db, cache?: Cache, when?: 'always' | 'changed'): Promise<SearchIndexSummary>;
}
