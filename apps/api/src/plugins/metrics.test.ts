import { endpoints } from '@shop/contracts/endpoints';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { callApi } from '../test-support/call-api.ts';
import { createErpDouble } from '../test-support/erp-double.ts';
import { createOrder, readyCart, runJobs, stockedVariant } from '../test-support/order-kit.ts';
import { loginAs, useSharedTestApp } from '../test-support/test-app.ts';

const erp = createErpDouble({ kind: 'fail', message: 'prices are not asked here' });
const shared = useSharedTestApp({ erp: { kind: 'provided', erp }, metrics: { port: 0, host: '127.0.0.1' } });

/** GET /metrics on the app's own metrics listener, as Prometheus would. */
async function scrape(app: FastifyInstance): Promise<{ status: number; type: string | null; text: string }> {
  const address = app.metricsAddress();
  if (!address) throw new Error('no metrics listener');
  const response = await fetch(`http://127.0.0.1:${address.port}/metrics`);
  return { status: response.status, type: response.headers.get('content-type'), text: await response.text() };
}

/** The value of one sample line, e.g. `shop_jobs{queue="erp-transfer",status="queued"}`; undefined if absent. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('/metrics on the internal port', () => {
  it('counts requests by operation and status, never by raw URL, and says which request it was', async () => {
    const { app } = shared;
    const area = await callApi(app, endpoints.area.getAreaById, { query: { AreaId: 'b2b', Language: 'en' } });
    expect(area.statusCode).toBe(200);
    const missing = await callApi(app, endpoints.area.getAreaById, {
      query: { AreaId: 'no-such-area', Language: 'en' },
    });
    expect(missing.statusCode).toBe(404);
    await app.inject({ method: 'GET', url: '/health' });
    await app.inject({ method: 'GET', url: '/api/docs/json' });
    await app.inject({ method: 'GET', url: '/no/such/route/4711' });

    const { status, type, text } = await scrape(app);
    expect(status).toBe(200);
    expect(type).toContain('text/plain');
    expect(text).toContain('# TYPE shop_http_request_duration_seconds histogram');
    expect(
      sample(
        text,
        'shop_http_request_duration_seconds_count{operation="getAreaById",method="GET",status="200"}',
      ),
    ).toBeGreaterThanOrEqual(1);
    expect(
      sample(
        text,
        'shop_http_request_duration_seconds_count{operation="getAreaById",method="GET",status="404"}',
      ),
    ).toBe(1);
    expect(
      sample(
        text,
        `shop_http_request_duration_seconds_count{operation="${endpoints.health.getHealth.operationId}",method="GET",status="200"}`,
      ),
    ).toBe(1);
    // A route of no definition (the OpenAPI document) goes by its pattern.
    expect(
      sample(
        text,
        'shop_http_request_duration_seconds_count{operation="/api/docs/json",method="GET",status="200"}',
      ),
    ).toBe(1);
    expect(
      sample(
        text,
        'shop_http_request_duration_seconds_count{operation="unmatched",method="GET",status="404"}',
      ),
    ).toBe(1);
    // No label carries the raw address (a sample's value may hold the digits: memory, CPU seconds).
    expect(text).not.toMatch(/\{[^}]*4711[^}]*\}/);
    expect(text).toMatch(/shop_http_request_duration_seconds_bucket\{le="0.15",operation="getAreaById"/);
    // The process's own series come along.
    expect(text).toContain('process_cpu_seconds_total');
    expect(text).toContain('nodejs_eventloop_lag_seconds');
  });

  it('shows cache hits per family', async () => {
    const { app } = shared;
    for (let round = 0; round < 3; round++) {
      await callApi(app, endpoints.area.getAreaById, { query: { AreaId: 'b2b', Language: 'en' } });
    }
    const { text } = await scrape(app);
    expect(sample(text, 'shop_cache_reads_total{family="Areas",result="hit"}')).toBeGreaterThanOrEqual(2);
    expect(sample(text, 'shop_cache_reads_total{family="Areas",result="miss"}')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'shop_cache_reads_total{family="Search",result="hit"}')).toBeDefined();
  });

  it('shows the job queue, job failures per queue and ERP transfer errors', async () => {
    const { app } = shared;
    const variant = await stockedVariant(app, 10_000);
    const token = await loginAs(app, 'dealer@nordlys.demo');
    const { cartId } = await readyCart(app, token, { lines: [{ variant, quantity: 200 }] });
    erp.setSalesOrderBehaviour({ kind: 'unavailable' });
    const ordered = await createOrder(app, token, cartId, { paymentMethod: 'account' });
    expect(ordered.statusCode).toBe(200);

    const before = await scrape(app);
    expect(sample(before.text, 'shop_jobs{queue="erp-transfer",status="queued"}')).toBe(1);
    expect(sample(before.text, 'shop_erp_transfer_errors_total{reason="unavailable"}')).toBe(0);

    await runJobs(app);
    const after = await scrape(app);
    expect(sample(after.text, 'shop_erp_transfer_errors_total{reason="unavailable"}')).toBe(1);
    expect(sample(after.text, 'shop_job_runs_total{queue="erp-transfer",outcome="retry"}')).toBe(1);
    // Queued again for a later attempt: still one job waiting.
    expect(sample(after.text, 'shop_jobs{queue="erp-transfer",status="queued"}')).toBe(1);

    erp.setSalesOrderBehaviour({ kind: 'accept' });
    await runJobs(app, new Date(Date.now() + 60_000));
    const done = await scrape(app);
    expect(sample(done.text, 'shop_job_runs_total{queue="erp-transfer",outcome="done"}')).toBe(1);
    expect(sample(done.text, 'shop_jobs{queue="erp-transfer",status="queued"}')).toBeUndefined();
  });

  it('shows the PostgreSQL pool, where there is one', async () => {
    const { app } = shared;
    const { text } = await scrape(app);
    if (app.databaseKind === 'postgres') {
      expect(sample(text, 'shop_db_pool_connections{state="max"}')).toBe(4);
      expect(sample(text, 'shop_db_pool_connections{state="total"}')).toBeGreaterThanOrEqual(1);
      expect(sample(text, 'shop_db_pool_connections{state="waiting"}')).toBe(0);
    } else {
      expect(text).not.toContain('shop_db_pool_connections');
    }
  });

  it('answers 404 beside /metrics, and carries the caller-given request id to the answer', async () => {
    const { app } = shared;
    const address = app.metricsAddress();
    const other = await fetch(`http://127.0.0.1:${address?.port}/`);
    expect(other.status).toBe(404);

    const given = await app.inject({
      method: 'GET',
      url: '/health',
      headers: { 'x-request-id': 'abc123def' },
    });
    expect(given.headers['x-request-id']).toBe('abc123def');
    const forged = await app.inject({
      method: 'GET',
      url: '/health',
      headers: { 'x-request-id': 'evil\tline' },
    });
    expect(forged.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});
