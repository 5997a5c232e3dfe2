// `npm run bench:cluster`: a trade-show morning through nginx (docs/benchmarks.md). Starts `npm run cluster`'s
// shape on its own database (nordlys_trade_show), adds bench dealers, then for --minutes: --dealers dealers
// arrive over the first half, log in, and browse (home, a category, a product, a search), fill both baskets
// (stock and preorder) and look at the cart, with --think-ms between steps, until the time is up; the first
// --checkouts of them check out on account once. Prints p50/p95/max per step and the errors. A benchmark,
// never a timed test: figures are printed, not asserted.

import { existsSync, readFileSync } from 'node:fs';
import { Agent, request } from 'node:https';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { endpoints } from '@shop/contracts/endpoints';
import pg from 'pg';
import { startCluster } from '../cluster/start-cluster.mjs';
import { buildWebIfNeeded } from '../servers.mjs';

const { values } = parseArgs({
  options: {
    minutes: { type: 'string', default: '5' },
    dealers: { type: 'string', default: '200' },
    checkouts: { type: 'string', default: '50' },
    'think-ms': { type: 'string', default: '3000' },
    styles: { type: 'string', default: '200' },
    database: { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/nordlys_trade_show' },
  },
});
const minutes = Number(values.minutes);
const dealerCount = Number(values.dealers);
const checkoutCount = Math.min(Number(values.checkouts), dealerCount);
const thinkMs = Number(values['think-ms']);
const area = { areaId: 'b2b', languageCode: 'en', currencyCode: 'DKK' };
const password = 'nordlys-demo';
const searchTerms = ['dress', 'shirt', 'jacket', 'kids', 'wool', 'blue', 'trousers', 'knit'];

buildWebIfNeeded();
const quiet = () => {};
console.log(`Starting the cluster (${values.styles} styles)…`);
const cluster = await startCluster({
  databaseUrl: values.database,
  demoStyles: Number(values.styles),
  renderImages: false,
  // Info lines for every request would cost the API hosts more than the shop does.
  extraEnv: { LOG_LEVEL: 'warn', LOGIN_RATE_LIMIT_PER_MINUTE: '100000' },
  log: quiet,
});
const db = new pg.Client({ connectionString: values.database });
await db.connect();

try {
  const dealers = await benchDealers(dealerCount);
  const data = await catalogue();
  const agent = new Agent({ keepAlive: true, maxSockets: 256, ca: readFileSync(cluster.certificate.cert) });
  const samples = new Map();
  const errors = new Map();
  const record = (step, ms, error) => {
    if (!samples.has(step)) samples.set(step, []);
    samples.get(step).push(ms);
    if (error) errors.set(step, [...(errors.get(step) ?? []), error]);
  };

  /** One request through nginx, timed to the last byte of the answer. */
  const send = (step, method, path, { cookie, body } = {}) =>
    new Promise((resolve) => {
      const started = performance.now();
      const headers = { origin: cluster.url, accept: body ? 'application/json' : 'text/html' };
      if (cookie) headers.cookie = cookie;
      if (body) headers['content-type'] = 'application/json';
      const call = request(new URL(path, cluster.url), { method, headers, agent }, (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () => {
          const ms = performance.now() - started;
          const text = Buffer.concat(chunks).toString('utf8');
          const failed = response.statusCode >= 400 ? `${response.statusCode} ${text.slice(0, 120)}` : null;
          record(step, ms, failed);
          let json = null;
          try {
            json = body ? JSON.parse(text) : null;
          } catch {}
          resolve({ status: response.statusCode, json });
        });
      });
      call.on('error', (error) => {
        record(step, performance.now() - started, error.message);
        resolve({ status: 0, json: null });
      });
      call.end(body ? JSON.stringify(body) : undefined);
    });

  const endsAt = Date.now() + minutes * 60_000;
  const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
  const think = () => sleep(thinkMs * (0.5 + Math.random()));
  const pick = (list) => list[Math.floor(Math.random() * list.length)];

  async function dealerMorning(username, index) {
    // Arrivals spread over the first half of the morning.
    await sleep(((minutes * 60_000) / 2) * (index / dealerCount));
    const { login: loginCall } = endpoints.user;
    const login = await send('login (API)', loginCall.method, loginCall.path, {
      body: { username, password },
    });
    if (login.status !== 200) return;
    const cookie = `shop_session=${login.json.token}`;
    /** An API call through the web server's /api proxy, by its definition (method and path). */
    const api = (step, endpoint, body) => send(step, endpoint.method, endpoint.path, { cookie, body });
    const baskets = {};
    for (const orderType of ['Stock', 'Preorder']) {
      const answer = await api('get basket (API)', endpoints.cart.getOrCreateCart, { area, orderType });
      baskets[orderType] = answer.json?.cart?.cartId;
    }
    let checkedOut = index >= checkoutCount;
    while (Date.now() < endsAt) {
      await send('page: home', 'GET', '/', { cookie });
      await think();
      await send('page: category', 'GET', pick(data.categories), { cookie });
      await think();
      await send('page: product', 'GET', pick(data.products), { cookie });
      await think();
      await send('page: search', 'GET', `/search?q=${pick(searchTerms)}`, { cookie });
      await think();
      for (const [orderType, variant] of [
        ['Stock', pick(data.stock)],
        ['Preorder', pick(data.presale)],
      ]) {
        if (!baskets[orderType] || !variant) continue;
        await api(`add to ${orderType.toLowerCase()} basket (API)`, endpoints.cart.addOrUpdateLines, {
          area,
          cartId: baskets[orderType],
          overrideExistingQuantity: false,
          lines: [{ productKey: { ...variant, unitOfMeasure: 'CU' }, quantity: 12 }],
        });
      }
      await send('page: cart', 'GET', '/cart', { cookie });
      await think();
      if (!checkedOut && Date.now() < endsAt) {
        checkedOut = true;
        const cartId = baskets.Stock;
        // Above every dealer's minimum order amount (the dealers buy in DKK, EUR, GBP, USD, SEK, NOK).
        await api('add to stock basket (API)', endpoints.cart.addOrUpdateLines, {
          area,
          cartId,
          overrideExistingQuantity: false,
          lines: [{ productKey: { ...data.stock[0], unitOfMeasure: 'CU' }, quantity: 200 }],
        });
        await api('checkout: shipping (API)', endpoints.cart.setShipping, {
          area,
          cartId,
          shippingAddress: data.address,
          shippingMethod: { internalId: 'parcel-dk' },
        });
        await api('checkout: calculate (API)', endpoints.cart.calculateCart, { area, cartId });
        const order = await api('checkout: create order (API)', endpoints.order.createOrderByCartId, {
          areaInfo: area,
          cartId,
          paymentMethod: 'account',
          acceptTerms: true,
        });
        if (order.status === 200) data.orders.push(order.json.order.orderId);
        const next = await api('get basket (API)', endpoints.cart.getOrCreateCart, {
          area,
          orderType: 'Stock',
        });
        baskets.Stock = next.json?.cart?.cartId;
        await think();
      }
    }
  }

  console.log(
    `${dealerCount} dealers for ${minutes} min (think ${thinkMs} ms ± 50 %), ${checkoutCount} check out, through ${cluster.url}`,
  );
  const started = Date.now();
  await Promise.all(dealers.map((username, index) => dealerMorning(username, index)));
  const seconds = (Date.now() - started) / 1000;
  report(samples, errors, seconds, data.orders.length);
  nginxErrors(path.join(cluster.folder, 'logs/error.log'));
} finally {
  await db.end();
  await cluster.stop();
}

/**
 * The bench dealers: each a customer of its own (a copy of one of the demo's dealer customers, with its
 * addresses, so prices, currency and minimums are theirs) with one user, all with the demo password. A trade
 * show's dealers are different companies: colleagues of one company would share its running basket.
 */
async function benchDealers(count) {
  const models = [
    'dealer@nordlys.demo',
    'haendler@nordlys.demo',
    'shop.uk@nordlys.demo',
    'store.us@nordlys.demo',
    'butik.se@nordlys.demo',
    'butikk.no@nordlys.demo',
  ];
  const sources = `
    WITH source AS (
      SELECT n, 'B' || lpad(n::text, 5, '0') AS number, u.*
      FROM generate_series(1, $1::int) AS n
      JOIN users u ON u.username = ($2::text[])[n % ${models.length} + 1]
    )`;
  await db.query(
    `${sources}
     INSERT INTO customers
     SELECT (jsonb_populate_record(NULL::customers, to_jsonb(c) || jsonb_build_object('customer_number', s.number))).*
     FROM source s JOIN customers c ON c.customer_number = s.customer_number
     ON CONFLICT (customer_number) DO NOTHING`,
    [count, models],
  );
  await db.query(
    `${sources}
     INSERT INTO customer_addresses (customer_number, kind, name, address1, address2, postal_code, city, country_code, is_default)
     SELECT s.number, a.kind, a.name, a.address1, a.address2, a.postal_code, a.city, a.country_code, a.is_default
     FROM source s JOIN customer_addresses a ON a.customer_number = s.customer_number
     WHERE NOT EXISTS (SELECT 1 FROM customer_addresses b WHERE b.customer_number = s.number)`,
    [count, models],
  );
  await db.query(
    `${sources}
     INSERT INTO users (id, username, email, name, password_hash, customer_number, roles, active, permission_scope)
     SELECT 'u-bench-' || n, 'bench' || n || '@nordlys.demo', 'bench' || n || '@nordlys.demo', 'Bench dealer ' || n,
       password_hash, number, roles, true, 'All'
     FROM source
     ON CONFLICT (username) DO NOTHING`,
    [count, models],
  );
  return Array.from({ length: count }, (_, index) => `bench${index + 1}@nordlys.demo`);
}

/** Pages and variants to use: categories and products of the demo, stock enough for the morning. */
async function catalogue() {
  const categories = (
    await db.query(`SELECT url FROM category_translations WHERE language_code = 'en' ORDER BY url LIMIT 20`)
  ).rows.map((row) => row.url);
  const products = (
    await db.query(`SELECT url FROM product_translations WHERE language_code = 'en' ORDER BY url LIMIT 100`)
  ).rows.map((row) => row.url);
  const variants = async (where) =>
    (
      await db.query(`
        SELECT v.product_id AS "productId", v.id AS "variantId"
        FROM variants v JOIN product_colors pc ON pc.product_id = v.product_id AND pc.color_code = v.color_code
        WHERE ${where} ORDER BY v.product_id, v.id LIMIT 40`)
    ).rows;
  const stock = await variants('pc.allow_stock_order AND NOT pc.on_sale');
  for (const variant of stock) {
    await db.query(`DELETE FROM stock WHERE variant_id = $1 AND location_id = 'B2B'`, [variant.variantId]);
    await db.query(
      `INSERT INTO stock (variant_id, unit_id, location_id, volume, available_date) VALUES ($1, 'CU', 'B2B', 1000000, NULL)`,
      [variant.variantId],
    );
  }
  const presale = await variants('pc.allow_presale');
  const address = {
    name: 'Nordlys Trade Show',
    address1: 'Bella Center, Center Blvd. 5',
    address2: null,
    postalCode: '2300',
    city: 'København S',
    countryCode: 'DK',
    email: 'tradeshow@example.test',
    phone: null,
  };
  return { categories, products, stock, presale, address, orders: [] };
}

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

function report(samples, errors, seconds, orders) {
  let total = 0;
  let failed = 0;
  console.log('\n| step | requests | errors | p50 ms | p95 ms | max ms |\n|---|---|---|---|---|---|');
  for (const [step, list] of [...samples].sort(([a], [b]) => a.localeCompare(b))) {
    const sorted = [...list].sort((a, b) => a - b);
    const stepErrors = errors.get(step) ?? [];
    total += list.length;
    failed += stepErrors.length;
    console.log(
      `| ${step} | ${list.length} | ${stepErrors.length} | ${percentile(sorted, 50).toFixed(0)} | ${percentile(sorted, 95).toFixed(0)} | ${sorted.at(-1).toFixed(0)} |`,
    );
  }
  console.log(
    `\n${total} requests in ${seconds.toFixed(0)} s (${(total / seconds).toFixed(1)}/s), ${failed} errors, ${orders} orders`,
  );
  for (const [step, list] of errors) {
    const kinds = new Map();
    for (const error of list) kinds.set(error.slice(0, 100), (kinds.get(error.slice(0, 100)) ?? 0) + 1);
    for (const [kind, count] of kinds) console.log(`  ${step}: ${count} × ${kind}`);
  }
}

/** What nginx said about its upstreams (timeouts, refused connections, no live upstream), counted by kind. */
function nginxErrors(file) {
  if (!existsSync(file)) return;
  const kinds = new Map();
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const kind = /\] \d+#\d+: \*\d+ (.*?)(?: while |, client:)/.exec(line)?.[1]?.replace(/\(\d+: /, '(');
    if (kind) kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
  }
  if (kinds.size === 0) return;
  console.log('\nnginx error log:');
  for (const [kind, count] of kinds) console.log(`  ${count} × ${kind}`);
}
