import { type CacheType, type CacheUsage, cacheTypes } from '@shop/contracts';
import type { Ctx } from '../../lib/context.ts';
import { recordAudit } from '../audit/index.ts';

/** Counting stops here per family: GetCacheUsage stays cheap however large the cache grows. */
const maxCountedEntries = 100_000;

/**
 * GetCacheUsage: per family, what the store holds (Redis is shared by every API instance, memory is this
 * process's) and the reads this process counted.
 */
export async function getCacheUsage(ctx: Ctx): Promise<CacheUsage> {
  const { cache, cacheFamilies } = ctx.services;
  const held = await Promise.all(
    cacheTypes.map((type) => cache.usage(cacheFamilies[type], maxCountedEntries)),
  );
  return {
    store: cache.kind,
    storeAnswered: held.every((usage) => usage !== null),
    truncated: held.some((usage) => usage?.truncated === true),
    types: cacheTypes.map((type, index) => ({
      type,
      entries: held[index]?.entries ?? 0,
      bytes: held[index]?.bytes ?? 0,
      ...cache.countsOf(type),
    })),
  };
}

/** InvalidateCacheByType: drops the families from the store; with Redis every instance sees it at once. */
export async function invalidateCacheByType(
  ctx: Ctx,
  type: CacheType | 'All',
): Promise<{ invalidated: CacheType[] }> {
  const invalidated = type === 'All' ? [...cacheTypes] : [type];
  const { cache, cacheFamilies } = ctx.services;
  await Promise.all(invalidated.map((family) => cache.deleteByPrefix(cacheFamilies[family])));
  await recordAudit(
    ctx,
    { action: 'cache.invalidate', entity: 'cache', entityId: type, details: { invalidated } },
    { always: true },
  );
  return { invalidated };
}
