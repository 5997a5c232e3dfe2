import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
// @ts-expect-error: the web server's own modules are plain JavaScript outside the bundle (no types).
import { createWebMetrics, parseMetricsPort, requestKind } from '../../server-metrics.mjs';

type Closable = { close(done: () => void): void; address(): AddressInfo | string | null };
const open: Closable[] = [];
afterEach(async () => {
  for (const server of open.splice(0)) await new Promise<void>((resolve) => server.close(() => resolve()));
});

/** Closed after the test; answers its port. */
function track(server: Closable): number {
  open.push(server);
  return (server.address() as AddressInfo).port;
}

/** A web server like server.mjs's: the metrics middleware first, then pages that echo the id they see. */
async function start() {
  const metrics = createWebMetrics();
  const shop = await new Promise<Closable>((resolve) => {
    const server = createServer((req, res) =>
      metrics.middleware(req, res, () => {
        const path = (req.url ?? '/').split('?')[0];
        res.statusCode = path === '/missing' ? 404 : 200;
        res.end(path === '/assets/app.js' || path === '/healthz' ? 'ok' : req.headers['x-request-id']);
      }),
    );
    server.listen(0, '127.0.0.1', () => resolve(server));
  });
  const metricsServer: Closable = await metrics.listen(0);
  return {
    shop: `http://127.0.0.1:${track(shop)}`,
    metrics: `http://127.0.0.1:${track(metricsServer)}`,
  };
}

describe('the web server metrics', () => {
  it('counts requests by kind and status on its own port, and carries or makes the request id', async () => {
    const { shop, metrics } = await start();
    const page = await fetch(`${shop}/en/products/some-shirt`, {
      headers: { 'x-request-id': 'from-nginx-1' },
    });
    expect(page.headers.get('x-request-id')).toBe('from-nginx-1');
    expect(await page.text()).toBe('from-nginx-1');
    const made = await fetch(`${shop}/missing`, { headers: { 'x-request-id': 'no\u00e6 good' } });
    expect(made.status).toBe(404);
    const madeId = made.headers.get('x-request-id');
    expect(madeId).toMatch(/^[0-9a-f-]{36}$/);
    expect(await made.text()).toBe(madeId);
    await fetch(`${shop}/assets/app.js`);
    await fetch(`${shop}/healthz`);

    const scraped = await fetch(`${metrics}/metrics`);
    expect(scraped.status).toBe(200);
    const text = await scraped.text();
    expect(text).toContain(
      'shop_web_request_duration_seconds_count{kind="page",method="GET",status="200"} 1',
    );
    expect(text).toContain(
      'shop_web_request_duration_seconds_count{kind="page",method="GET",status="404"} 1',
    );
    expect(text).toContain(
      'shop_web_request_duration_seconds_count{kind="asset",method="GET",status="200"} 1',
    );
    expect(text).toContain(
      'shop_web_request_duration_seconds_count{kind="healthz",method="GET",status="200"} 1',
    );
    expect(text).not.toContain('some-shirt');
    expect(text).toContain('process_resident_memory_bytes');
    expect((await fetch(`${metrics}/`)).status).toBe(404);
  });

  it('names each kind of request with a bounded label', () => {
    expect(requestKind('/api/Cart/GetCart')).toBe('api-proxy');
    expect(requestKind('/images/abc/x.jpg')).toBe('media-proxy');
    expect(requestKind('/files/a.pdf')).toBe('media-proxy');
    expect(requestKind('/sitemap/index.xml')).toBe('sitemap');
    expect(requestKind('/da/produkter/x')).toBe('page');
  });

  it('reads METRICS_PORT: unset is off, a bad value stops the start with its name', () => {
    expect(parseMetricsPort(undefined)).toBeNull();
    expect(parseMetricsPort(' ')).toBeNull();
    expect(parseMetricsPort('9464')).toBe(9464);
    expect(() => parseMetricsPort('http')).toThrow(/METRICS_PORT/);
  });
});
