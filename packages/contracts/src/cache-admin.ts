import { z } from 'zod';

/**
 * The API's cache families, as the back office names them: catalogue products, price rules, search answers
 * and facets, areas (menus and settings) and UI translations.
 */
export const cacheTypes = ['Products', 'Prices', 'Search', 'Areas', 'Translations'] as const;
export const CacheType = z.enum(cacheTypes);
export type CacheType = z.infer<typeof CacheType>;

export const CacheTypeUsage = z.object({
  type: CacheType,
  /** Entries held now in the shared store (Redis) or this process's cache (memory). */
  entries: z.number().int().nonnegative(),
  /** Bytes of their JSON values. */
  bytes: z.number().int().nonnegative(),
  /** Reads that found an entry / computed it, in the API process that answered, since it started. */
  hits: z.number().int().nonnegative(),
  misses: z.number().int().nonnegative(),
});
export type CacheTypeUsage = z.infer<typeof CacheTypeUsage>;

export const CacheUsage = z.object({
  /** memory: one process's cache; redis: shared by every API instance. */
  store: z.enum(['memory', 'redis']),
  /** False when the store did not answer (the figures of the store are then 0). */
  storeAnswered: z.boolean(),
  /** True when a family held more entries than were counted (counting stops at a bound). */
  truncated: z.boolean(),
  types: z.array(CacheTypeUsage),
});
export type CacheUsage = z.infer<typeof CacheUsage>;

export const InvalidateCacheByTypeBody = z.object({
  /** One family, or all of them. */
  type: z.union([CacheType, z.literal('All')]),
});

export const InvalidateCacheByTypeResponse = z.object({
  invalidated: z.array(CacheType),
});
