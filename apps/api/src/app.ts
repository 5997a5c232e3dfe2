import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from './config.ts';
import type { Cache } from './lib/cache/cache.ts';
import type { Services } from './lib/context.ts';
import { areaRoutes } from './modules/area/area.routes.ts';
import { cartRoutes } from './modules/cart/cart.routes.ts';
import { cartExcelRoutes } from './modules/cart/cart-excel.routes.ts';
import { checkoutDataRoutes } from './modules/cart/checkout-data.routes.ts';
import { salesContactsRoutes } from './modules/cart/sales-contacts.routes.ts';
import { productRoutes } from './modules/catalog/product.routes.ts';
import { contentRoutes } from './modules/content/content.routes.ts';
import { ledgerRoutes } from './modules/erp/ledger.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { registerJobWorker } from './modules/jobs/job-worker.ts';
import { mediaRoutes } from './modules/media/media.routes.ts';
import { orderRoutes } from './modules/order/order.routes.ts';
import { orderBackofficeRoutes } from './modules/order/order-backoffice.routes.ts';
import { paymentRoutes } from './modules/payment/payment.routes.ts';
import { priceRoutes } from './modules/pricing/price.routes.ts';
import { searchRoutes } from './modules/search/search.routes.ts';
import { sitemapRoutes } from './modules/sitemap/sitemap.routes.ts';
import { userRoutes } from './modules/user/user.routes.ts';
import { registerAccessControl } from './plugins/access.ts';
import { registerAuth } from './plugins/auth.ts';
import { registerDatabase } from './plugins/database.ts';
import { registerErrorHandler } from './plugins/error-handler.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { registerRequestContext } from './plugins/request-context.ts';
import { startServices, wireServices } from './wiring.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    /** The same cache as `services.cache`. */
    cache: Cache;
    services: Services;
  }
}

/** Build the API host without listening (server.ts listens; tests use app.inject()). */
export async function buildApp(config: AppConfig): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie'],
    },
    // The web server forwards browser requests from loopback; trust its X-Forwarded-For there only.
    trustProxy: ['127.0.0.1', '::1'],
    bodyLimit: 1024 * 1024,
    // Image and file URLs carry base64 paths; the media module bounds them itself.
    routerOptions: { maxParamLength: 2048 },
    // Route plugins only register routes now (startup work runs in startServices, outside any plugin); the
    // generous limit stays for a loaded machine.
    pluginTimeout: 120_000,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const services = await wireServices(app, config);
  app.decorate('config', config);
  app.decorate('services', services);
  app.decorate('cache', services.cache);

  registerErrorHandler(app);
  registerAccessControl(app);
  await registerDatabase(app, config, services.cache);
  await startServices(app);
  registerAuth(app);
  registerRequestContext(app);
  await app.register(rateLimit, { global: false });
  await registerOpenApi(app);

  await app.register(healthRoutes);
  await app.register(areaRoutes);
  await app.register(contentRoutes);
  await app.register(userRoutes);
  await app.register(productRoutes);
  await app.register(priceRoutes);
  await app.register(cartRoutes);
  await app.register(cartExcelRoutes);
  await app.register(checkoutDataRoutes);
  await app.register(salesContactsRoutes);
  await app.register(searchRoutes);
  await app.register(mediaRoutes);
  await app.register(paymentRoutes);
  await app.register(orderRoutes);
  await app.register(orderBackofficeRoutes);
  await app.register(ledgerRoutes);
  await app.register(sitemapRoutes);
  if (config.jobs.enabled) registerJobWorker(app);
  return app;
}
