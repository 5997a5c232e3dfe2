// The web server's request ids and Prometheus metrics (ADR 72), outside the Vite bundle like server.mjs.
// Every request gets an id: nginx's X-Request-Id when it looks like one, else a new UUID. It is written back
// into the request's headers, so the pages' API calls (lib/api-client.server.ts) and the BFF proxy
// (lib/bff-proxy.server.ts copies the headers) send the same id to the API host, whose log lines carry it.
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import { collectDefaultMetrics, Histogram, Registry } from 'prom-client';

const acceptedId = /^[A-Za-z0-9._:-]{1,128}$/;

/** The request's id: the one given when it looks like an id (never a new line or a megabyte), else a new one. */
export function requestIdOf(given) {
  const value = Array.isArray(given) ? given[0] : given;
  return typeof value === 'string' && acceptedId.test(value) ? value : randomUUID();
}

/**
 * What a request was, as a bounded label: pages are many URLs but one kind, and a raw path would make a
 * series per product.
 */
export function requestKind(pathname) {
  if (pathname.startsWith('/assets/')) return 'asset';
  if (pathname.startsWith('/api/')) return 'api-proxy';
  if (pathname.startsWith('/images/') || pathname.startsWith('/files/')) return 'media-proxy';
  if (pathname.startsWith('/sitemap')) return 'sitemap';
  if (pathname === '/healthz') return 'healthz';
  return 'page';
}

/** Page latency buckets in seconds around the 150 ms page budget (docs/benchmarks.md). */
const latencyBuckets = [0.005, 0.01, 0.025, 0.05, 0.1, 0.15, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * The web server's metrics: `middleware` (mount first; plain node `(req, res, next)`, as express takes it) names and times every request; `listen` serves
 * `GET /metrics` on its own port, never on the shop's.
 */
export function createWebMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const duration = new Histogram({
    name: 'shop_web_request_duration_seconds',
    help: 'Web server requests by kind (page, asset, api-proxy, media-proxy, sitemap, healthz), method and status',
    labelNames: ['kind', 'method', 'status'],
    buckets: latencyBuckets,
    registers: [registry],
  });

  function middleware(req, res, next) {
    const id = requestIdOf(req.headers['x-request-id']);
    req.headers['x-request-id'] = id;
    res.setHeader('X-Request-Id', id);
    const started = process.hrtime.bigint();
    const kind = requestKind((req.url ?? '/').split('?')[0]);
    res.once('finish', () => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      duration.observe({ kind, method: req.method, status: String(res.statusCode) }, seconds);
    });
    next();
  }

  /** Serve /metrics on `port` at `host` (loopback by default); resolves to the listening server. */
  function listen(port, host = '127.0.0.1') {
    const server = createServer((request, response) => {
      if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
        response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found: GET /metrics\n');
        return;
      }
      registry.metrics().then(
        (text) => response.writeHead(200, { 'content-type': registry.contentType }).end(text),
        () => response.writeHead(503, { 'content-type': 'text/plain' }).end('metrics unavailable\n'),
      );
    });
    return new Promise((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, host, () => resolve(server));
    });
  }

  return { registry, middleware, listen };
}

/** METRICS_PORT: unset or empty = no metrics listener; else a port number (0 = any free one). */
export function parseMetricsPort(value) {
  const text = (value ?? '').trim();
  if (text === '') return null;
  const port = Number(text);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`METRICS_PORT must be a port number, got '${value}'`);
  }
  return port;
}
