import type { FastifyInstance } from 'fastify';
import type { AppConfig } from './config.ts';
import type { PriceCalculationMode } from './config-types.ts';
import { type Db, defaultPoolSize } from './db/client.ts';
import type { Cache } from './lib/cache/cache.ts';
import { createMemoryCache } from './lib/cache/memory-cache.ts';
import { createRedisCache } from './lib/cache/redis-cache.ts';
import type { Services } from './lib/context.ts';
import type { Erp } from './modules/erp/erp.ts';
import { internalLedgerErp } from './modules/erp/internal-ledger-erp.ts';
import {
  ledgerFulfilmentJob,
  ledgerFulfilmentQueue,
  ledgerFulfilmentSchedule,
} from './modules/erp/ledger-fulfilment.ts';
import { createJobRegistry, type JobRegistry } from './modules/jobs/job-registry.ts';
import { logMailer } from './modules/mail/log-mailer.ts';
import { mailJob, mailQueue } from './modules/mail/mail.service.ts';
import type { Mailer } from './modules/mail/mailer.ts';
import { createSmtpMailer } from './modules/mail/smtp-mailer.ts';
import { maintenanceJob, maintenanceSchedule } from './modules/maintenance/maintenance.ts';
import { createImageRenderer, type ImageRenderer } from './modules/media/create-image-renderer.ts';
import { paymentExpiryJob, paymentExpiryQueue } from './modules/order/order-payment-expiry.ts';
import { erpTransferJob, erpTransferQueue } from './modules/order/order-transfer.ts';
import type { PaymentProvider } from './modules/payment/payment-provider.ts';
import { testGatewayProvider } from './modules/payment/test-gateway-provider.ts';
import { externalPriceStrategy } from './modules/pricing/external-price-strategy.ts';
import { internalPriceStrategy } from './modules/pricing/internal-price-strategy.ts';
import type { PriceStrategy } from './modules/pricing/price-strategy.ts';
import {
  createPostgresSearchEngine,
  postgresSearchConcurrency,
} from './modules/search/postgres-search-engine.ts';
import type { SearchIndexSummary } from './modules/search/rebuild-search-documents.ts';
import type { SearchEngine } from './modules/search/search-engine.ts';
import { openSearchReplica } from './modules/search/search-replica.ts';
import type { AuthState } from './plugins/auth.ts';

declare module './lib/context.ts' {
  /** What services, routes and jobs share, one of each per app (ADR 28). Reach it as `ctx.services`. */
  interface Services {
    /** In-process LRU, or Redis shared by several API instances (`REDIS_URL`). */
    readonly cache: Cache;
    /** The ERP the configuration names: the built-in ledger, or one provided in code. */
    readonly erp: Erp;
    /** The price strategy for a caller, from the price calculation mode. */
    priceStrategyFor(auth: AuthState): PriceStrategy;
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
    /** Every job queue's handler and the periodic chains the worker starts. */
    readonly jobs: JobRegistry;
  }
}

/**
 * Builds the app's shared services from its configuration, once (buildApp calls it before anything else),
 * and closes what holds resources when the app closes. The only place that picks an implementation: routes,
 * services and jobs receive these and never open databases or build engines themselves.
 */
export async function wireServices(app: FastifyInstance, config: AppConfig): Promise<Services> {
  const cache = config.redisUrl ? await createRedisCache(config.redisUrl) : createMemoryCache();
  app.addHook('onClose', async () => cache.close());

  const erp = config.erp.kind === 'internal' ? internalLedgerErp : config.erp.erp;
  const mailer =
    config.mail.smtpUrl === null ? logMailer : createSmtpMailer(config.mail.smtpUrl, config.mail.from);
  const cardProvider = config.payment.card === 'test-gateway' ? testGatewayProvider : config.payment.card;

  const database = config.database;
  const replica =
    database.kind === 'pglite' && database.searchReplica === true ? await openSearchReplica() : null;
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
    erp,
    priceStrategyFor: priceStrategies(config.priceCalculationMode, erp),
    mailer,
    cardProvider,
    searchEngine,
    reindex: (db, when = 'always') => searchEngine.reindex(db, cache, when),
    imageRenderer: createImageRenderer(),
    jobs: jobRegistry(config),
  };
}

/**
 * What the services need once the database is open: the search documents are derived data, brought up to
 * date with what the database holds now (a no-op when nothing changed since the last build) and copied into
 * the replica.
 */
export async function startServices(app: FastifyInstance): Promise<void> {
  const started = performance.now();
  const index = await app.services.reindex(app.db, 'changed');
  app.log.info({ ...index, ms: Math.round(performance.now() - started) }, 'search documents checked');
}

/**
 * Where the price calculation mode becomes a strategy. "Logged in" means a user token (a dealer, or sales
 * staff with or without an impersonated customer); anonymous visitors and not-logged-in tokens are not.
 */
function priceStrategies(mode: PriceCalculationMode, erp: Erp): (auth: AuthState) => PriceStrategy {
  const external = externalPriceStrategy(erp);
  switch (mode) {
    case 'InternallyCalculateAll':
      return () => internalPriceStrategy;
    case 'ExternallyCalculateAll':
      return () => external;
    case 'InternallyCalculateNotLoggedIn':
      return (auth) => (auth.kind === 'user' ? external : internalPriceStrategy);
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
    .addPeriodic(maintenanceSchedule);
  // Only the built-in ledger ships on a schedule; with another ERP a leftover ledger run ends its chain.
  if (config.erp.kind === 'internal') jobs.addPeriodic(ledgerFulfilmentSchedule);
  return jobs;
}
