import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/**
 * The PostgreSQL extensions the schema uses, as PGlite loads them (every PGlite the shop opens): pg_trgm for the
 * trigram indexes of search, btree_gin for an equality beside trigrams in one GIN index (migration 0026).
 */
export const pgliteExtensions = { pg_trgm, btree_gin };
