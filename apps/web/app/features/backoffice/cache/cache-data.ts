import type { CacheType, CacheUsage } from '@shop/contracts';

export type CacheLoaderData = { status: 'ok'; usage: CacheUsage } | { status: 'failed' };

export type CacheActionData = { status: 'done'; invalidated: CacheType[] } | { status: 'failed' };

/** The cache types in the contract's order (cacheTypes, without its zod schema). */
export const cacheTypeNames: readonly CacheType[] = ['Products', 'Prices', 'Search', 'Areas', 'Translations'];
