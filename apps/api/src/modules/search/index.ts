/** The search module's public surface (ADR 29): other modules, flows and the composition root import only this. */
export type { CategoryArrangement, CategoryArrangementOf } from './category-arrangement.ts';
export { createPostgresSearchEngine, postgresSearchConcurrency } from './postgres-search-engine.ts';
export {
  rebuildSearchDocuments,
  type SearchIndexSummary,
  searchCachePrefix,
} from './rebuild-search-documents.ts';
export { searchHandlers } from './search.routes.ts';
export { searchProducts } from './search.service.ts';
export type { SearchEngine } from './search-engine.ts';
export { openSearchReplica } from './search-replica.ts';
