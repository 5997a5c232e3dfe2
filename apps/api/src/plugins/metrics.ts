import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { CacheType } from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import { Counter, Gauge, Histogram } from 'prom-client';
import { requestIdHeader } from '../lib/request-id.ts';
import { jobQueueDepth } from '../modules/jobs/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The metrics listener's address once the app is ready; null when `METRICS_PORT` is unset. */
    metricsAddress(): AddressInfo | null;
  }
}

/** Request latency buckets in seconds: the page budget is 150 ms, the API's targets 5–60 ms (README). */
const latencyBuckets = [0.005, 0.01, 0.025, 0.05, 0.1, 0.15, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * The operation a request ran: the endpoint definition's operationId (`GetCart`, `CreateOrderFromCart`), or
 * the route's pattern for the few routes without one (`/health`, `/api/docs/*`); `unmatched` for a URL no
 * route serves. Never the raw URL, so the series stay as many as the routes.
 */
function operationOf(request: {
  routeOptions: { url?: string | undefined; config: { endpoint?: { operationId: string } } };
}): string {
  return request.routeOptions.config.endpoint?.operationId ?? request.routeOptions.url ?? 'unmatched';
}

/**
 * `/metrics` for Prometheus (ADR 72): requests by operation and status with latency, the job queue's depth
 * and outcomes, ERP transfer failures, cache hits per family and the database pool's use, besides the
 * process's own (CPU, memory, event loop). Served on `config.metrics` (its own port, loopback by default);
 * every answer carries the request's id (`X-Request-Id`), which is also on every log line as `reqId`.
 */
export function registerMetrics(app: FastifyInstance): void {
  const { registry } = app.services.metrics;

  const duration = new Histogram({
    name: 'shop_http_request_duration_seconds',
    help: 'API requests by operation (the endpoint definition), method and status, with their latency',
    labelNames: ['operation', 'method', 'status'] as const,
    buckets: latencyBuckets,
    registers: [registry],
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header(requestIdHeader, request.id);
  });
  app.addHook('onResponse', async (request, reply) => {
    duration.observe(
      { operation: operationOf(request), method: request.method, status: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });

  new Gauge({
    name: 'shop_jobs',
    help: 'Jobs of the shared queue by queue and status (queued, running, failed), counted in the database',
    labelNames: ['queue', 'status'] as const,
    registers: [registry],
    async collect() {
      const depths = await jobQueueDepth(app.db);
      this.reset();
      for (const depth of depths) {
        for (const status of ['queued', 'running', 'failed'] as const) {
          this.set({ queue: depth.queue, status }, depth[status]);
        }
      }
    },
  });
  new Gauge({
    name: 'shop_jobs_oldest_due_seconds',
    help: 'Seconds the oldest due job of each queue has waited (0 when none is due)',
    labelNames: ['queue'] as const,
    registers: [registry],
    async collect() {
      const depths = await jobQueueDepth(app.db);
      this.reset();
      for (const depth of depths) this.set({ queue: depth.queue }, depth.oldestDueSeconds);
    },
  });

  const poolUse = app.databasePoolUse;
  if (poolUse) {
    new Gauge({
      name: 'shop_db_pool_connections',
      help: 'PostgreSQL pool of this process: open (total), idle, callers waiting for one, and the cap (max)',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        const use = poolUse();
        for (const state of ['total', 'idle', 'waiting', 'max'] as const) this.set({ state }, use[state]);
      },
    });
  }

  const cache = app.services.cache;
  const families = Object.keys(app.services.cacheFamilies) as CacheType[];
  new Counter({
    name: 'shop_cache_reads_total',
    help: 'Cache reads in this process by family and result (hit or miss)',
    labelNames: ['family', 'result'] as const,
    registers: [registry],
    collect() {
      // The counting cache holds the running totals; a counter cannot be set, so it is refilled from them.
      this.reset();
      for (const family of families) {
        const counts = cache.countsOf(family);
        this.inc({ family, result: 'hit' }, counts.hits);
        this.inc({ family, result: 'miss' }, counts.misses);
      }
    },
  });

  const { port, host } = app.config.metrics;
  let server: Server | null = null;
  app.decorate('metricsAddress', () => (server?.address() as AddressInfo | null) ?? null);
  if (port === null) return;
  app.addHook('onReady', async () => {
    server = createServer((request, response) => {
      if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
        response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found: GET /metrics\n');
        return;
      }
      registry.metrics().then(
        (text) => response.writeHead(200, { 'content-type': registry.contentType }).end(text),
        (error: unknown) => {
          app.log.warn({ err: error }, 'metrics scrape failed');
          response.writeHead(503, { 'content-type': 'text/plain' }).end('metrics unavailable\n');
        },
      );
    });
    const listening = server;
    await new Promise<void>((resolve, reject) => {
      listening.once('error', reject);
      listening.listen(port, host, () => resolve());
    });
    app.log.info({ address: listening.address() }, 'metrics listening');
  });
  app.addHook('onClose', async () => {
    const open = server;
    if (!open) return;
    open.closeAllConnections();
    await new Promise<void>((resolve) => open.close(() => resolve()));
  });
}
