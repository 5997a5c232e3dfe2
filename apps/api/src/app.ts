import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from './config.ts';
import type { Cache } from './lib/cache/cache.ts';
import type { Services } from './lib/context.ts';
import { logSerializers } from './lib/log-safe.ts';
import { requestIdOf } from './lib/request-id.ts';
import { fastifyTrustProxy } from './lib/trust-proxy.ts';
import { registerJobWorker } from './modules/jobs/index.ts';
import { registerAccessControl } from './plugins/access.ts';
import { registerAuth } from './plugins/auth.ts';
import { registerDatabase } from './plugins/database.ts';
import { answerFrameworkError, registerErrorHandler } from './plugins/error-handler.ts';
import { registerMetrics } from './plugins/metrics.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { registerRateLimit } from './plugins/rate-limit.ts';
import { registerRequestContext } from './plugins/request-context.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { registerTracing } from './plugins/tracing.ts';
import { registerRoutes } from './routes.ts';
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
      // A caller's strings reach a log line only escaped and cut (ADR 31).
      serializers: logSerializers,
    },
    // A URL whose escapes are not UTF-8: 400 in the usual error shape.
    frameworkErrors: answerFrameworkError,
    // nginx's X-Request-Id, passed on by the web server, names the request on every log line (`reqId`).
    genReqId: requestIdOf,
    // Whose X-Forwarded-For names the client (API_TRUST_PROXY): loopback, the web server, by default (ADR 37).
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: 1024 * 1024,
    // Image and file URLs carry base64 paths; the media module bounds them itself. Past the router's limit a
    // path parameter would match no route (404); up to the longest URL Node takes, every one reaches its
    // contract, which refuses an over-long id with a 400 naming it (ADR 71).
    routerOptions: { maxParamLength: 16 * 1024 },
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
  await registerSecurityHeaders(app, config.publicUrl);
  registerAccessControl(app);
  await registerDatabase(app, config);
  registerMetrics(app);
  registerTracing(app);
  await startServices(app);
  registerAuth(app);
  registerRequestContext(app);
  await registerRateLimit(app);
  await registerOpenApi(app, { public: config.apiDocsPublic });

  // Every call of packages/contracts' `endpoints`, from the one handler table (routes.ts).
  await registerRoutes(app);
  if (config.jobs.enabled) registerJobWorker(app);
  return app;
}
