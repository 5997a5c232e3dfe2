import { endpoints } from '@shop/contracts/endpoints';
import { Redis } from 'ioredis';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiProcess, callHttp, startApiProcess } from './test-support/api-process.ts';
import { copenhagen } from './test-support/order-kit.ts';
import { createScratchDatabase, postgresAnswers } from './test-support/postgres-server.ts';
import { redisAnswers } from './test-support/tcp-proxy.ts';

/**
 * Two API processes on one fresh PostgreSQL database and one Redis, as production runs several instances
 * (README "Running in production"). Runs in the PostgreSQL pass (DATABASE_URL set) when Redis answers.
 */
const runs = Boolean(process.env.DATABASE_URL) && (await postgresAnswers()) && (await redisAnswers());
/** A Redis database of its own, emptied before and after: nothing else in this suite uses it. */
const redisUrl = 'redis://127.0.0.1:6379/13';
const area = { areaId: 'b2b', languageCode: 'en', currencyCode: 'DKK' } as const;

describe.runIf(runs)('two API instances on PostgreSQL and Redis', () => {
  let database: { url: string; drop(): Promise<void> };
  let db: pg.Client;
  let instances: ApiProcess[] = [];
  let turn = 0;
  /** The tiny load balancer: every call goes to the next instance. */
  const next = () => instances[turn++ % instances.length]!.url;

  beforeAll(async () => {
    const redis = new Redis(redisUrl);
    await redis.flushdb();
    await redis.quit();
    database = await createScratchDatabase('shop_two');
    const env = {
      DATABASE_URL: database.url,
      REDIS_URL: redisUrl,
      DEMO_DATA: 'true',
      DEMO_STYLES: '12',
      DEMO_RENDER_IMAGES: 'false',
      JOBS_ENABLED: 'true',
      JOBS_POLL_MS: '200',
    };
    // Both at the same moment: migrations, the demo load and the periodic jobs race as in a rollout.
    instances = await Promise.all([startApiProcess(env), startApiProcess(env)]);
    db = new pg.Client({ connectionString: database.url });
    await db.connect();
  }, 240_000);

  afterAll(async () => {
    await Promise.all(instances.map((instance) => instance.stop()));
    await db?.end();
    await database?.drop();
    const redis = new Redis(redisUrl);
    await redis.flushdb();
    await redis.quit();
  }, 60_000);

  it('both come up ready on the one database, which holds the demo once', async () => {
    for (const instance of instances) {
      const ready = await fetch(`${instance.url}/ready`);
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

  it('a dealer logs in through one and orders through the other; every order is transferred exactly once', async () => {
    const login = await callHttp(instances[0]!.url, endpoints.user.login, {
      body: { username: 'dealer@nordlys.demo', password: 'nordlys-demo' },
    });
    expect(login.status).toBe(200);
    const token = login.body.token as string;
    const { rows: variants } = await db.query<{ productId: string; variantId: string }>(`
      SELECT v.product_id AS "productId", v.id AS "variantId"
      FROM variants v JOIN product_colors pc ON pc.product_id = v.product_id AND pc.color_code = v.color_code
      WHERE pc.allow_stock_order AND NOT pc.on_sale ORDER BY v.product_id, v.id LIMIT 1`);
    const variant = variants[0]!;
    await db.query(`DELETE FROM stock WHERE variant_id = $1 AND location_id = 'B2B'`, [variant.variantId]);
    await db.query(
      `INSERT INTO stock (variant_id, unit_id, location_id, volume, available_date) VALUES ($1, 'CU', 'B2B', 1000, NULL)`,
      [variant.variantId],
    );
    const ok = async (answer: ReturnType<typeof callHttp>) => {
      const { status, body } = await answer;
      expect(status, JSON.stringify(body)).toBe(200);
      return body;
    };

    const orderIds: string[] = [];
    for (let order = 0; order < 4; order++) {
      const { cart } = await ok(
        callHttp(next(), endpoints.cart.getOrCreateCart, { body: { area, orderType: 'Stock' } }, { token }),
      );
      const cartId = cart.cartId as string;
      await ok(
        callHttp(
          next(),
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
                  // Above the dealer's minimum order amount.
                  quantity: 60,
                },
              ],
            },
          },
          { token },
        ),
      );
      await ok(
        callHttp(
          next(),
          endpoints.cart.setShipping,
          {
            body: { area, cartId, shippingAddress: copenhagen, shippingMethod: { internalId: 'parcel-dk' } },
          },
          { token },
        ),
      );
      await ok(callHttp(next(), endpoints.cart.calculateCart, { body: { area, cartId } }, { token }));
      const created = await ok(
        callHttp(
          next(),
          endpoints.order.createOrderByCartId,
          { body: { areaInfo: area, cartId, paymentMethod: 'account', acceptTerms: true } },
          { token },
        ),
      );
      orderIds.push(created.order.orderId as string);
    }
    expect(new Set(orderIds).size).toBe(4);

    // Both workers poll the one job table: each order leaves for the ERP once, whichever worker takes it.
    const deadline = Date.now() + 60_000;
    let statuses: string[] = [];
    while (Date.now() < deadline) {
      const { rows } = await db.query<{ status: string }>('SELECT status FROM orders WHERE id = ANY($1)', [
        orderIds,
      ]);
      statuses = rows.map((row) => row.status);
      if (statuses.length === 4 && statuses.every((status) => status !== 'PendingTransfer')) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(statuses).toEqual(['Transferred', 'Transferred', 'Transferred', 'Transferred']);
    const ledger = await db.query(
      'SELECT external_order_no FROM erp_sales_orders WHERE external_order_no = ANY($1)',
      [orderIds],
    );
    expect(ledger.rows.map((row) => row.external_order_no).sort()).toEqual([...orderIds].sort());
    const transfers = await db.query<{ key: string; attempts: number; status: string }>(
      `SELECT key, attempts, status FROM jobs WHERE queue = 'erp-transfer' AND key = ANY($1)`,
      [orderIds],
    );
    expect(transfers.rows).toHaveLength(4);
    for (const job of transfers.rows) expect(job, job.key).toMatchObject({ attempts: 1, status: 'done' });
    const events = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM order_status_events WHERE order_id = ANY($1) AND to_status = 'Transferred'`,
      [orderIds],
    );
    expect(events.rows[0]!.n).toBe(4);
  }, 120_000);

  it('shares the login limit: the 21st bad attempt for one account across both instances is refused', async () => {
    const attempt = (index: number) =>
      callHttp(
        next(),
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

  it('a cache invalidation on one instance is seen by the other', async () => {
    const read = async (url: string) =>
      (await callHttp(url, endpoints.area.getAreaById, { query: { AreaId: 'b2b', Language: 'en' } })).body
        .imagePrefix as string;
    const [one, two] = instances.map((instance) => instance.url) as [string, string];
    const before = await read(one);
    // Changed behind the cache's back: both instances keep answering what the shared cache holds.
    await db.query(`UPDATE areas SET image_prefix = 'https://cdn.changed.example/' WHERE area_id = 'b2b'`);
    expect(await read(two)).toBe(before);
    const manager = await callHttp(one, endpoints.user.login, {
      body: { username: 'manager@nordlys.demo', password: 'nordlys-demo' },
    });
    const dropped = await callHttp(
      one,
      endpoints.backoffice.invalidateCacheByType,
      { body: { type: 'Areas' } },
      { token: manager.body.token },
    );
    expect(dropped.status).toBe(200);
    expect(await read(two)).toBe('https://cdn.changed.example/');
  });

  it('runs each periodic job once per period, however many instances schedule it', async () => {
    const { rows } = await db.query<{ key: string; status: string; attempts: number }>(
      `SELECT key, status, attempts FROM jobs WHERE queue = 'maintenance' ORDER BY key`,
    );
    // Both instances scheduled the current hour's run and the one after it: one row each.
    expect(new Set(rows.map((row) => row.key)).size).toBe(rows.length);
    const ran = rows.filter((row) => row.status === 'done');
    expect(ran).toHaveLength(1);
    expect(ran[0]!.attempts).toBe(1);
  });
});
