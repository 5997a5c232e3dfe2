import type { FastifyInstance } from 'fastify';
import type { AppConfig } from './config.ts';
import type { PriceCalculationMode } from './config-types.ts';
import { type Db, defaultPoolSize } from './db/client.ts';
import { isDatabaseEmpty, seedDemoIfEmpty } from './db/seed/seed-demo.ts';
import { capturePayment } from './flows/capture-payment.ts';
import { paymentExpiryJob, paymentExpiryQueue } from './flows/expire-unpaid-order.ts';
import {
  creditMemoRefundJob,
  creditMemoRefundQueue,
  enqueueCreditMemoRefund,
} from './flows/refund-credit-memo.ts';
import { type CacheFamilies, type CountingCache, countingCache } from './lib/cache/cache-families.ts';
import { createMemoryCache } from './lib/cache/memory-cache.ts';
import { createRedisCache } from './lib/cache/redis-cache.ts';
import type { Caller, Services } from './lib/context.ts';
import { createMemoryHitCounter, createRedisHitCounter, type HitCounter } from './lib/hit-counter.ts';
import type { Limiter } from './lib/limiter.ts';
import { createShopMetrics, type ShopMetrics } from './lib/metrics.ts';
import { areaCachePrefix } from './modules/area/index.ts';
import { createCartImportLimiter } from './modules/cart/index.ts';
import { productCachePrefix } from './modules/catalog/index.ts';
import { syncTranslations, translationsCachePrefix } from './modules/content/index.ts';
import { createDownloadSlots, type DownloadSlots } from './modules/customer-center/index.ts';
import {
  createHttpErp,
  type Erp,
  internalLedgerErp,
  ledgerFulfilmentJob,
  ledgerFulfilmentQueue,
  ledgerFulfilmentSchedule,
} from './modules/erp/index.ts';
import { createJobRegistry, type JobRegistry } from './modules/jobs/index.ts';
import { createSmtpMailer, logMailer, type Mailer, mailJob, mailQueue } from './modules/mail/index.ts';
import { maintenanceJob, maintenanceSchedule } from './modules/maintenance/index.ts';
import {
  createImageDiskCache,
  createImageRenderer,
  folderMediaStore,
  type ImageCache,
  type ImageRenderer,
  type MediaStorage,
  type MediaStore,
  s3MediaStorage,
} from './modules/media/index.ts';
import { categoryArrangementOf } from './modules/merchandising/index.ts';
import { erpTransferJob, erpTransferQueue } from './modules/order/index.ts';
import {
  createStripeCheckout,
  type PaymentProvider,
  type StripeCheckout,
  testGatewayProvider,
} from './modules/payment/index.ts';
import {
  externalPriceStrategy,
  internalPriceStrategy,
  type PriceStrategy,
  priceRulesCachePrefix,
} from './modules/pricing/index.ts';
import {
  createPostgresSearchEngine,
  openSearchReplica,
  postgresSearchConcurrency,
  type SearchEngine,
  type SearchIndexSummary,
  searchCachePrefix,
} from './modules/search/index.ts';
import { salesContactsOf } from './modules/user/index.ts';

declare module './lib/context.ts' {
  /** What services, routes and jobs share, one of each per app (ADR 28). Reach it as `ctx.services`. */
  interface Services {
    /** In-process LRU, or Redis shared by several API instances (`REDIS_URL`), reads counted per family. */
    readonly cache: CountingCache;
    /**
     * The counters behind every rate limit and login limit: in process, or in Redis with `REDIS_URL`, shared by
     * every API instance (ADR 37). Its own Redis connection, so a slow cache read never queues a limit check.
     */
    readonly hitCounter: HitCounter;
    /** The key prefix of each cache family the back office names (GetCacheUsage, InvalidateCacheByType). */
    readonly cacheFamilies: CacheFamilies;
    /** The ERP the configuration names: the built-in ledger, or one provided in code. */
    readonly erp: Erp;
    /** The price strategy for a caller, from the price calculation mode. */
    priceStrategyFor(caller: Pick<Caller, 'user'>): PriceStrategy;
    /** The transport of the mail outbox: SMTP when `SMTP_URL` is set, else the log. */
    readonly mailer: Mailer;
    /** Who takes card payments: the built-in hosted test gateway, or a provider given in code. */
    readonly cardProvider: PaymentProvider;
    /** Where searches run (on the search replica when there is one). */
    readonly searchEngine: SearchEngine;
    /**
     * Rebuild the search documents from the catalogue and content, refresh the replica and drop cached
     * answers: call after either changes (feeds, content updates). 'changed' rebuilds only when the sources
     * differ from the last build.
     */
    reindex(db: Db, when?: 'always' | 'changed'): Promise<SearchIndexSummary>;
    /** Resizes under one concurrency limit for the whole app. */
    readonly imageRenderer: ImageRenderer;
    /** ImportCart's slots: at most `cartImport.maxConcurrent` imports at once, more are refused (ADR 33). */
    readonly cartImports: Limiter;
    /**
     * The customer center's file downloads: at most `documentDownloads.perUserConcurrent` of one user at once
     * in this process, more are refused (ADR 39).
     */
    readonly downloadSlots: DownloadSlots;
    /** Product images and files: the media folder, or a bucket (`MEDIA_STORAGE`, ADR 72). */
    readonly mediaStore: MediaStore;
    /**
     * Resized images: on disk (`IMAGE_CACHE_DIR`) under `IMAGE_CACHE_MAX_MB`, least recently used evicted, or
     * in the media bucket; null = none.
     */
    readonly imageCache: ImageCache | null;
    /** Every job queue's handler and the periodic chains the worker starts. */
    readonly jobs: JobRegistry;
    /** This app's Prometheus series (plugins/metrics.ts serves them on `METRICS_PORT`). */
    readonly metrics: ShopMetrics;
  }
}

/**
 * Builds the app's shared services from its configuration, once (buildApp calls it before anything else),
 * and closes what holds resources when the app closes. The only place that picks an implementation: routes,
 * services and jobs receive these and never open databases or build engines themselves.
 */
export async function wireServices(app: FastifyInstance, config: AppConfig): Promise<Services> {
  // Redis down or unreachable degrades to computing, logged once per outage; /ready reports it (ADR 36).
  const store = config.redisUrl
    ? await createRedisCache(config.redisUrl, { log: app.log, namespace: config.redisKeyPrefix })
    : createMemoryCache();
  const cache = countingCache(store, cacheFamilies);
  app.addHook('onClose', async () => cache.close());
  const hitCounter = config.redisUrl
    ? await createRedisHitCounter(config.redisUrl, { keyPrefix: config.rateLimitKeyPrefix, log: app.log })
    : createMemoryHitCounter();
  app.addHook('onClose', async () => hitCounter.close());

  const erp = erpOf(config);
  const mailer =
    config.mail.smtpUrl === null ? logMailer : createSmtpMailer(config.mail.smtpUrl, config.mail.from);
  const stripeCheckout = stripeCheckoutOf(config);
  const cardProvider = cardProviderOf(config, stripeCheckout);
  const { store: mediaStore, imageCache } = mediaStorage(app, config);

  const database = config.database;
  const replica =
    database.kind === 'pglite' && database.searchReplica === true
      ? await openSearchReplica(database.searchReplicas ?? 1)
      : null;
  if (replica) app.addHook('onClose', () => replica.close());
  const searchEngine = createPostgresSearchEngine({
    cacheTtlSeconds: 300,
    replica,
    ...(database.kind === 'postgres'
      ? { maxConcurrentStatements: postgresSearchConcurrency(database.poolSize ?? defaultPoolSize) }
      : {}),
  });

  return {
    cache,
    hitCounter,
    cacheFamilies,
    erp,
    priceStrategyFor: priceStrategies(config.priceCalculationMode, erp),
    mailer,
    cardProvider,
    stripeCheckout,
    searchEngine,
    reindex: (db, when = 'always') => searchEngine.reindex(db, cache, when),
    imageRenderer: createImageRenderer(),
    cartImports: createCartImportLimiter(config.cartImport.maxConcurrent),
    downloadSlots: createDownloadSlots(config.documentDownloads.perUserConcurrent),
    mediaStore,
    imageCache,
    jobs: jobRegistry(config),
    metrics: createShopMetrics({ processMetrics: config.metrics.port !== null }),
    // Ports: a module declares what it needs from above it, and is connected here (ADR 29).
    captureApprovedPayment: capturePayment,
    onCreditMemoBooked: enqueueCreditMemoRefund,
    salesContactsOf,
    categoryArrangementOf,
  };
}

/** The ERP the configuration names: the built-in ledger, the ERP over HTTP (ADR 87), or one given in code. */
function erpOf(config: AppConfig): Erp {
  const erp = config.erp;
  if (erp.kind === 'internal') return internalLedgerErp;
  if (erp.kind === 'http') return createHttpErp(erp.http);
  return erp.erp;
}

/** Stripe Checkout when the configuration names it; its keys were checked when the environment was read. */
function stripeCheckoutOf(config: AppConfig): StripeCheckout | null {
  if (config.payment.card !== 'stripe') return null;
  if (!config.payment.stripe)
    throw new Error('PAYMENT_CARD_PROVIDER=stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET');
  return createStripeCheckout(config.payment.stripe);
}

/** Who takes card payments: the built-in test gateway, Stripe Checkout, or a provider given in code. */
function cardProviderOf(config: AppConfig, stripe: StripeCheckout | null): PaymentProvider {
  const card = config.payment.card;
  if (card === 'test-gateway') return testGatewayProvider;
  if (card === 'stripe') return (stripe as StripeCheckout).provider;
  return card;
}

/** The media folder or bucket, and the resized images' cache beside it; closed with the app. */
function mediaStorage(app: FastifyInstance, config: AppConfig): MediaStorage {
  const onError = (error: unknown, what: string) =>
    app.log.warn({ err: error }, `image cache ${what} failed`);
  if (config.mediaStorage.kind === 's3') {
    const storage = s3MediaStorage(config.mediaStorage.s3, { cacheImages: true, onError });
    app.addHook('onClose', async () => storage.close());
    return storage;
  }
  const imageCache = config.imageCacheDir
    ? createImageDiskCache({
        dir: config.imageCacheDir,
        maxBytes: config.imageCacheMaxMb * 1024 * 1024,
        onError,
      })
    : null;
  if (imageCache) app.addHook('onClose', async () => imageCache.close());
  return { store: folderMediaStore(config.mediaDir), imageCache };
}

/** Each cache family's prefix, owned by the module that fills it. */
const cacheFamilies: CacheFamilies = {
  Products: productCachePrefix,
  Prices: priceRulesCachePrefix,
  Search: searchCachePrefix,
  Areas: areaCachePrefix,
  Translations: translationsCachePrefix,
};

/**
 * What the services need once the database is open: the demo in an empty database when the configuration says
 * so (`DEMO_DATA`; by default only on embedded PGlite, never on a DATABASE_URL), the UI texts of the package
 * synced into it, and the search documents, derived data, brought up to date with what the database holds now
 * (a no-op when nothing changed since the last build) and copied into the replica.
 */
export async function startServices(app: FastifyInstance): Promise<void> {
  await loadDemoIfEmpty(app);
  await syncTranslations(app.db);
  const started = performance.now();
  const index = await app.services.reindex(app.db, 'changed');
  app.log.info({ ...index, ms: Math.round(performance.now() - started) }, 'search documents checked');
}

async function loadDemoIfEmpty(app: FastifyInstance): Promise<void> {
  if (!(await isDatabaseEmpty(app.db))) return;
  const { demo, mediaDir } = app.config;
  if (!demo.loadWhenEmpty) {
    app.log.warn(
      'empty database: demo data not loaded (only on embedded PGlite unless DEMO_DATA=true). ' +
        'The shop has no area until you load your data; for the demo, start with DEMO_DATA=true or run ' +
        '`npm run seed -- --force`.',
    );
    return;
  }
  const started = performance.now();
  const summary = await seedDemoIfEmpty(app.db, {
    styles: demo.styles,
    mediaDir: demo.renderImages ? mediaDir : null,
  });
  if (!summary) return;
  app.log.info({ summary, ms: Math.round(performance.now() - started) }, 'empty database: demo data loaded');
  await app.services.cache.deleteByPrefix('');
}

/**
 * Where the price calculation mode becomes a strategy. "Logged in" means a user token (a dealer, or sales
 * staff with or without an impersonated customer); anonymous visitors and not-logged-in tokens are not.
 */
function priceStrategies(
  mode: PriceCalculationMode,
  erp: Erp,
): (caller: Pick<Caller, 'user'>) => PriceStrategy {
  const external = externalPriceStrategy(erp);
  switch (mode) {
    case 'InternallyCalculateAll':
      return () => internalPriceStrategy;
    case 'ExternallyCalculateAll':
      return () => external;
    case 'InternallyCalculateNotLoggedIn':
      return (caller) => (caller.user ? external : internalPriceStrategy);
  }
}

/** Every queue the shop runs, with the handler its module exports. */
function jobRegistry(config: AppConfig): JobRegistry {
  const jobs = createJobRegistry()
    .add(erpTransferQueue, erpTransferJob)
    .add(ledgerFulfilmentQueue, ledgerFulfilmentJob)
    .add(mailQueue, mailJob)
    .add(maintenanceSchedule.queue, maintenanceJob)
    .add(paymentExpiryQueue, paymentExpiryJob)
    .add(creditMemoRefundQueue, creditMemoRefundJob)
    .addPeriodic(maintenanceSchedule);
  // Only the built-in ledger ships on a schedule; with another ERP a leftover ledger run ends its chain.
  if (config.erp.kind === 'internal') jobs.addPeriodic(ledgerFulfilmentSchedule);
  return jobs;
}
