/**
 * Prints latency figures of the price and product-data calls through `app.inject()` on in-memory PGlite
 * (no network): `npx tsx apps/api/src/bench/price-bench.ts [styles] [iterations]`.
 * A benchmark, not a test: it prints and asserts nothing.
 */
import { endpoints } from '@shop/contracts/endpoints';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildApp } from '../app.ts';
import { testConfig } from '../config.ts';
import { productCachePrefix } from '../modules/catalog/load-product-bases.ts';
import { priceRulesCachePrefix } from '../modules/pricing/load-price-rules.ts';

const styles = Number(process.argv[2] ?? 200);
const iterations = Number(process.argv[3] ?? 1000);

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

async function measure(
  label: string,
  app: FastifyInstance,
  request: (i: number) => InjectOptions,
  options: { dropCache?: boolean } = {},
) {
  for (let i = 0; i < 100; i++) await app.inject(request(i));
  const times: number[] = [];
  for (let i = 0; i < iterations; i++) {
    if (options.dropCache) {
      await app.cache.deleteByPrefix(priceRulesCachePrefix);
      await app.cache.deleteByPrefix(productCachePrefix);
    }
    const started = performance.now();
    const response = await app.inject(request(i));
    times.push(performance.now() - started);
    if (response.statusCode !== 200) throw new Error(`${label}: ${response.statusCode} ${response.body}`);
  }
  times.sort((a, b) => a - b);
  const ms = (value: number) => value.toFixed(2).padStart(7);
  console.log(
    `${label.padEnd(58)} p50 ${ms(percentile(times, 0.5))} ms  p95 ${ms(percentile(times, 0.95))} ms`,
  );
}

const app = await buildApp(testConfig({ demo: { loadWhenEmpty: true, styles, renderImages: false } }));
const login = await app.inject({
  method: 'POST',
  url: endpoints.user.login.path,
  payload: { username: 'dealer@nordlys.demo', password: 'nordlys-demo' },
});
const dealer = { authorization: `Bearer ${login.json().token}` };
const productId = (i: number) => `NL${10001 + (i % styles)}`;
const tenKeys = (i: number) =>
  Array.from({ length: 10 }, (_, k) => ({
    productId: productId(i * 10 + k),
    variantId: null,
    unitOfMeasure: 'CU',
  }));
const prices = (url: string, headers?: Record<string, string>) => (i: number) => ({
  method: 'POST' as const,
  url,
  payload: { products: tenKeys(i) },
  ...(headers ? { headers } : {}),
});
const product = (headers?: Record<string, string>) => (i: number) => ({
  method: 'POST' as const,
  url: endpoints.product.getProductsByIds.path,
  payload: { area: { areaId: 'b2b', languageCode: 'en' }, ids: [productId(i)] },
  ...(headers ? { headers } : {}),
});

console.log(
  `${styles} styles, ${iterations} sequential requests each after 100 warm-up requests (PGlite, in memory)`,
);
await measure('GetPrices, 10 keys, anonymous', app, prices(endpoints.price.getPrices.path));
await measure(
  'GetPrices, 10 keys, anonymous, rule cache dropped each time',
  app,
  prices(endpoints.price.getPrices.path),
  { dropCache: true },
);
await measure(
  'GetPricesByCustomer, 10 keys, dealer',
  app,
  prices(endpoints.price.getPricesByCustomer.path, dealer),
);
await measure('GetProductsByIds, 1 product, anonymous', app, product());
await measure('GetProductsByIds, 1 product, dealer (with stock)', app, product(dealer));
await measure('GetProductsByIds, 1 product, dealer, caches dropped each time', app, product(dealer), {
  dropCache: true,
});
await app.close();
