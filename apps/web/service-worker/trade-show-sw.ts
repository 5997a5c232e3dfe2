/// <reference lib="webworker" />
// The trade-show page's service worker (issue 33, ADR 91), bundled by scripts/build-service-worker.mjs into
// build/client/trade-show-sw.js with the precache list of the page's shell in place of `self.__WB_MANIFEST`.
// Registered only by the trade-show page, with that page's path as its scope: no other page of the shop is
// controlled by it (a request of a controlled page for /assets or /images still comes here).
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, type PrecacheEntry, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import {
  tradeShowCacheDays,
  tradeShowMaxPictures,
  tradeShowPagesCache,
  tradeShowPicturesCache,
} from '../app/features/trade-show/trade-show-caches.ts';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<PrecacheEntry | string> };

const maxAgeSeconds = tradeShowCacheDays * 24 * 60 * 60;

// The page's scripts, styles, fonts and icons, versioned by their hashed names (or a revision).
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// The page itself: from the network while there is one (so prices, texts and the login stay current), else the
// copy of its last answer. Only the trade-show page is in the worker's scope, so only it comes here.
registerRoute(
  new NavigationRoute(
    new NetworkFirst({
      cacheName: tradeShowPagesCache,
      networkTimeoutSeconds: 8,
      matchOptions: { ignoreVary: true },
      plugins: [new ExpirationPlugin({ maxEntries: 4, maxAgeSeconds })],
    }),
  ),
);

// Tile pictures: the page put them here when it saved the season; a picture seen later is kept too.
registerRoute(
  ({ url, request }) =>
    url.origin === self.location.origin &&
    request.destination === 'image' &&
    url.pathname.startsWith('/images/'),
  new CacheFirst({
    cacheName: tradeShowPicturesCache,
    matchOptions: { ignoreVary: true },
    plugins: [new ExpirationPlugin({ maxEntries: tradeShowMaxPictures, maxAgeSeconds })],
  }),
);

// A new version takes over at once: the page's data lives in IndexedDB, not in the worker.
self.addEventListener('install', () => {
  void self.skipWaiting();
});
self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});
