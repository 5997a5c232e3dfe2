import { existsSync } from 'node:fs';
import { endpoints } from '@shop/contracts/endpoints';
import { Redis } from 'ioredis';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error: plain JavaScript without types; only buildApiIfNeeded() is used.
import { buildApiIfNeeded } from '../../../scripts/build-api.mjs';
import { nginxInstalled } from '../../../scripts/cluster/nginx.mjs';
import { type Cluster, startCluster } from '../../../scripts/cluster/start-cluster.mjs';
// @ts-expect-error: plain JavaScript without types; only buildWebIfNeeded() is used.
import { buildWebIfNeeded } from '../../../scripts/servers.mjs';
import { jobLeaseMs } from './modules/jobs/index.ts';
import { callHttp } from './test-support/api-process.ts';
import { type HttpsAnswer, httpsCall } from './test-support/https-call.ts';
import { copenhagen } from './test-support/order-kit.ts';
import { createScratchDatabase, postgresAnswers } from './test-support/postgres-server.ts';
import { redisAnswers, unusedPort } from './test-support/tcp-proxy.ts';

/**
 * `npm run cluster` in the PostgreSQL pass: 2 API hosts (started at the same moment, as in a rollout) and 2 web
 * servers behind nginx with TLS, on a fresh database and Redis (README "Running in production"): the demo loads
 * once, caches and login limits are shared, periodic jobs run once, and orders survive killed instances.
 * Skips without PostgreSQL, Redis or nginx.
 */
const runs =
  Boolean(process.env.DATABASE_URL) &&
  (await postgresAnswers()) &&
  (await redisAnswers()) &&
  nginxInstalled();
/** A Redis database of its own, emptied before and after: nothing else in this suite uses it. */
const redisUrl = 'redis://127.0.0.1:6379/12';
const area = { areaId: 'b2b', languageCode: 'en', currencyCode: 'DKK' } as const;

describe.runIf(runs)('the cluster: 2 API hosts and 2 web servers behind nginx', () => {
  let database: { url: string; drop(): Promise<void> };
  let db: pg.Client;
  let cluster: Cluster;
  const lines: string[] = [];

  beforeAll(async () => {
    // The browser tests before the PostgreSQL pass have built it; a no-op then.
    buildApiIfNeeded(() => {});
    buildWebIfNeeded(() => {});
    if (!existsSync(new URL('../../web/build/server/index.js', import.meta.url)))
      throw new Error('no web build');
    const redis = new Redis(redisUrl);
    await redis.flushdb();
    await redis.quit();
    database = await createScratchDatabase('shop_cluster');
    const port = () => unusedPort();
    cluster = await startCluster({
      databaseUrl: database.url,
      redisUrl,
      ports: {
        https: await port(),
        http: await port(),
        apiBalancer: await port(),
        api: [await port(), await port()],
        web: [await port(), await port()],
        apiMetrics: [await port(), await port()],
        webMetrics: [await port(), await port()],
      },
      demoStyles: 12,
      renderImages: false,
      extraEnv: { JOBS_POLL_MS: '200', LOG_LEVEL: 'info' },
      log: (line) => lines.push(line),
    });
    db = new pg.Client({ connectionString: database.url });
    await db.connect();
  }, 240_000);

  afterAll(async () => {
    await cluster?.stop();
    await db?.end();
    await database?.drop();
    const redis = new Redis(redisUrl);
    await redis.flushdb();
    await redis.quit();
  }, 60_000);

  /** One API host directly, past nginx. */
  const host = (index: 0 | 1) => `http://127.0.0.1:${cluster.ports.api[index]}`;

  it('both API hosts come up ready on the one database, which holds the demo once', async () => {
    for (const index of [0, 1] as const) {
      const ready = await fetch(`${host(index)}/ready`);
      expect(ready.status, await ready.clone().text()).toBe(200);
      expect(await ready.json()).toMatchObject({
        status: 'ready',
        dependencies: { redis: { status: 'up' } },
      });
    }
    const { rows } = await db.query(
      "SELECT count(*)::int AS n FROM users WHERE username = 'dealer@nordlys.demo'",
    );
    expect(rows[0].n).toBe(1);
  });

  it('a cache invalidation on one API host is seen by the other', async () => {
    const read = async (url: string) =>
      (await callHttp(url, endpoints.area.getAreaById, { query: { AreaId: 'b2b', Language: 'en' } })).body
        .imagePrefix as string;
    const before = await read(host(0));
    // Changed behind the cache's back: both hosts keep answering what the shared cache holds.
    const { rows } = await db.query(`SELECT image_prefix FROM areas WHERE area_id = 'b2b'`);
    await db.query(`UPDATE areas SET image_prefix = 'https://cdn.changed.example/' WHERE area_id = 'b2b'`);
    expect(await read(host(1))).toBe(before);
    const manager = await callHttp(host(0), endpoints.user.login, {
      body: { username: 'manager@nordlys.demo', password: 'nordlys-demo' },
    });
    const dropped = await callHttp(
      host(0),
      endpoints.backoffice.invalidateCacheByType,
      { body: { type: 'Areas' } },
      { token: manager.body.token },
    );
    expect(dropped.status).toBe(200);
    expect(await read(host(1))).toBe('https://cdn.changed.example/');
    // Back as it was, so the pages the other stories load keep their images.
    await db.query(`UPDATE areas SET image_prefix = $1 WHERE area_id = 'b2b'`, [rows[0].image_prefix]);
    await callHttp(
      host(1),
      endpoints.backoffice.invalidateCacheByType,
      { body: { type: 'Areas' } },
      {
        token: manager.body.token,
      },
    );
  });

  it('serves the shop on https with a request id that reaches the API hosts log lines', async () => {
    const page = await httpsCall(cluster.url, cluster.certificate.cert, endpoints.area.getAreaById, {
      query: { AreaId: 'b2b', Language: 'en' },
    });
    expect(page.status).toBe(200);
    const id = page.headers['x-request-id'];
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    // nginx → web (BFF) → nginx's internal listener → an API host, which logs the call under nginx's id.
    await expect.poll(() => lines.some((line) => line.includes(`"reqId":"${id}"`))).toBe(true);

    const plain = await fetch(`http://127.0.0.1:${cluster.ports.http}/en`, { redirect: 'manual' });
    expect(plain.status).toBe(308);
    expect(plain.headers.get('location')).toMatch(/^https:\/\//);

    const metrics = await fetch(`http://127.0.0.1:${cluster.ports.apiMetrics[0]}/metrics`);
    expect(await metrics.text()).toContain('shop_http_request_duration_seconds_count');
    const webMetrics = await fetch(`http://127.0.0.1:${cluster.ports.webMetrics[1]}/metrics`);
    expect(webMetrics.status).toBe(200);
  });

  it('a dealer orders through nginx while an API host and a web server are killed and restarted; each order exists once and is transferred once', async () => {
    const { url, certificate } = cluster;
    /** A dealer pressing again after an error page: the same call once more, a few times at most. */
    const ok = async (call: () => Promise<HttpsAnswer>): Promise<HttpsAnswer['body']> => {
      let last = '';
      for (let attempt = 0; attempt < 8; attempt++) {
        const answer = await call().catch((error: Error) => ({
          status: 0,
          headers: {},
          body: error.message,
        }));
        if (answer.status === 200) return answer.body;
        last = `${answer.status} ${JSON.stringify(answer.body)}`;
        // Only failures of the servers are worth repeating; the shop's own refusals are not.
        if (answer.status !== 0 && answer.status < 500) break;
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
      throw new Error(`gave up: ${last}`);
    };
    const call = <E extends Parameters<typeof httpsCall>[2]>(
      endpoint: E,
      input: Parameters<typeof httpsCall<E>>[3],
      token?: string,
    ) => ok(() => httpsCall(url, certificate.cert, endpoint, input, { token: token ?? null }));

    const login = await call(endpoints.user.login, {
      body: { username: 'dealer@nordlys.demo', password: 'nordlys-demo' },
    });
    const token = login.token as string;
    const { rows: variants } = await db.query<{ productId: string; variantId: string }>(`
      SELECT v.product_id AS "productId", v.id AS "variantId"
      FROM variants v JOIN product_colors pc ON pc.product_id = v.product_id AND pc.color_code = v.color_code
      WHERE pc.allow_stock_order AND NOT pc.on_sale ORDER BY v.product_id, v.id LIMIT 1`);
    const variant = variants[0]!;
    await db.query(`DELETE FROM stock WHERE variant_id = $1 AND location_id = 'B2B'`, [variant.variantId]);
    await db.query(
      `INSERT INTO stock (variant_id, unit_id, location_id, volume, available_date) VALUES ($1, 'CU', 'B2B', 10000, NULL)`,
      [variant.variantId],
    );

    const [api, web] = [cluster.apis[0], cluster.webs[0]];
    let restarted: Promise<unknown> = Promise.resolve();
    const cartIds: string[] = [];
    const orderIds: string[] = [];
    for (let order = 0; order < 6; order++) {
      if (order === 1) {
        // A crash, not a shutdown: no chance to finish what it holds.
        await Promise.all([api.kill('SIGKILL'), web.kill('SIGKILL')]);
      }
      if (order === 3)
        restarted = Promise.all([cluster.waitReady(api.start()), cluster.waitReady(web.start())]);
      const { cart } = await call(
        endpoints.cart.getOrCreateCart,
        { body: { area, orderType: 'Stock' } },
        token,
      );
      const cartId = cart.cartId as string;
      cartIds.push(cartId);
      await call(
        endpoints.cart.addOrUpdateLines,
        {
          body: {
            area,
            cartId,
            overrideExistingQuantity: true,
            lines: [
              {
                productKey: {
                  productId: variant.productId,
                  variantId: variant.variantId,
                  unitOfMeasure: 'CU',
                },
                quantity: 60,
              },
            ],
          },
        },
        token,
      );
      await call(
        endpoints.cart.setShipping,
        { body: { area, cartId, shippingAddress: copenhagen, shippingMethod: { internalId: 'parcel-dk' } } },
        token,
      );
      await call(endpoints.cart.calculateCart, { body: { area, cartId } }, token);
      const created = await call(
        endpoints.order.createOrderByCartId,
        { body: { areaInfo: area, cartId, paymentMethod: 'account', acceptTerms: true } },
        token,
      );
      orderIds.push(created.order.orderId as string);
    }
    await restarted;
    expect(api.running && web.running).toBe(true);
    expect(new Set(orderIds).size).toBe(6);

    // One order per cart, whatever was repeated.
    const perCart = await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM orders WHERE cart_id = ANY($1) GROUP BY cart_id',
      [cartIds],
    );
    expect(perCart.rows.map((row) => row.n)).toEqual([1, 1, 1, 1, 1, 1]);
    // Each order leaves for the ERP once, whichever worker (a killed one's included) took it. A transfer the killed
    // host had claimed waits for its lease (jobLeaseMs, 2 minutes) before the other host takes it again: the poll
    // outlasts the lease (a CI run on a loaded machine killed a host mid-transfer and the 60 s poll failed).
    await expect
      .poll(
        async () =>
          (await db.query('SELECT status FROM orders WHERE id = ANY($1)', [orderIds])).rows.every(
            (row) => row.status === 'Transferred',
          ),
        { timeout: jobLeaseMs + 30_000, interval: 500 },
      )
      .toBe(true);
    const ledger = await db.query(
      'SELECT external_order_no FROM erp_sales_orders WHERE external_order_no = ANY($1)',
      [orderIds],
    );
    expect(ledger.rows.map((row) => row.external_order_no).sort()).toEqual([...orderIds].sort());
    const transfers = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM order_status_events WHERE order_id = ANY($1) AND to_status = 'Transferred'`,
      [orderIds],
    );
    expect(transfers.rows[0]!.n).toBe(6);
  }, 360_000);
  it('shares the login limit: the 21st bad attempt for one account across both API hosts is refused', async () => {
    const attempt = (index: number) =>
      callHttp(
        host(index % 2 === 0 ? 0 : 1),
        endpoints.user.login,
        { body: { username: 'haendler@nordlys.demo', password: `wrong-${index}` } },
        // Each attempt from another address (loopback is a trusted proxy by default): only the account's
        // own limit, shared through Redis, can stop them.
        { headers: { 'x-forwarded-for': `198.51.100.${index}` } },
      );
    for (let index = 1; index <= 20; index++)
      expect((await attempt(index)).status, `attempt ${index}`).toBe(401);
    expect((await attempt(21)).status).toBe(429);
    expect((await attempt(22)).status).toBe(429);
  });

  it('runs each periodic job once per period, however many API hosts schedule it', async () => {
    const { rows } = await db.query<{ key: string; status: string; attempts: number }>(
      `SELECT key, status, attempts FROM jobs WHERE queue = 'maintenance' ORDER BY key`,
    );
    // Both hosts (and the restarted one) scheduled the current hour's run and the one after it: one row each.
    expect(new Set(rows.map((row) => row.key)).size).toBe(rows.length);
    // The hour that had begun when the hosts started ran, once; so did the next when the run crossed an hour
    // (a CI run did, at 17:00). An hour that has not begun has not run.
    const now = Date.now();
    const ran = rows.filter((row) => row.status === 'done');
    expect(ran.length).toBeGreaterThanOrEqual(1);
    for (const run of ran) {
      expect(run.attempts, run.key).toBe(1);
      expect(new Date(run.key).getTime(), run.key).toBeLessThanOrEqual(now);
    }
  });
});
