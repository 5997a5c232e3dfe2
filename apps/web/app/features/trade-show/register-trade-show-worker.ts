import type { LanguageCode } from '@shop/contracts/constants';
import { localizePath } from '@shop/contracts/routes';
import { tradeShowPagesCache, tradeShowWorkerPath } from './trade-show-caches.ts';

/**
 * Registers the trade-show service worker with this page's path as its scope (ADR 91), and keeps a copy of the
 * page in the worker's page cache: the first visit is not yet controlled by the worker, so without this copy a
 * reload without a network would find nothing. Quietly does nothing where the browser has no service workers.
 */
export async function registerTradeShowWorker(language: LanguageCode): Promise<void> {
  if (!('serviceWorker' in navigator) || !('caches' in window)) return;
  const scope = localizePath('tradeShow', language);
  await navigator.serviceWorker.register(tradeShowWorkerPath, { scope });
  await keepPageCopy(scope);
}

/** The page's answer now, into the page cache (the worker refreshes it on every later visit). */
export async function keepPageCopy(path: string): Promise<void> {
  if (!('caches' in window) || !navigator.onLine) return;
  const cache = await caches.open(tradeShowPagesCache);
  await cache.add(new Request(path, { credentials: 'same-origin' }));
}
