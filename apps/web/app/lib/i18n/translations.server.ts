import type { LanguageCode, Translations } from '@shop/contracts';
import { endpoints } from '@shop/contracts/endpoints';
import type { Call } from '../call-endpoint.ts';

const ttlMs = 60_000;
const cache = new Map<string, { at: number; value: Promise<Translations> }>();

/**
 * The UI dictionary per area and language, kept for a minute on this web server. A failed load is not
 * cached, so the next request tries again. Per-instance state is fine: it is a cache, not user state.
 */
export function getTranslations(call: Call, areaId: string, language: LanguageCode): Promise<Translations> {
  const key = `${areaId}|${language}`;
  const now = Date.now();
  const hit = cache.get(key);
  if (hit && now - hit.at < ttlMs) return hit.value;
  const value = call(endpoints.content.getTranslationsByAreaId, {
    query: { AreaId: areaId, LanguageCode: language },
  });
  cache.set(key, { at: now, value });
  value.catch(() => {
    if (cache.get(key)?.value === value) cache.delete(key);
  });
  return value;
}
