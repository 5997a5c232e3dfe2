/**
 * The names the trade-show page and its service worker share (ADR 91). Plain constants: the worker
 * (service-worker/trade-show-sw.ts) is bundled on its own and imports nothing else of the app.
 */

/** The worker's file at the site root (scripts/build-service-worker.mjs writes it into build/client). */
export const tradeShowWorkerPath = '/trade-show-sw.js';

/** The trade-show page's own HTML, answered from here when the network is gone. */
export const tradeShowPagesCache = 'nordlys-trade-show-pages';

/** The saved styles' pictures at tile size, filled by the page when it saves a season. */
export const tradeShowPicturesCache = 'nordlys-trade-show-pictures';

/** How long a saved page or picture is kept unused before the worker drops it: 30 days (ADR 91). */
export const tradeShowCacheDays = 30;

/** How many pictures the worker keeps at most (the whole-catalogue cap × 6 colours, ADR 91). */
export const tradeShowMaxPictures = 6000;
