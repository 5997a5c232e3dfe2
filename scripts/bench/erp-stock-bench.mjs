// `npm run bench:erp-stock`: the ERP's batches of ADR 87, stock (SetStockLevels, 10,000 rows in one call; the
// issue's target is under 2 s) and prices (SetPrices, 10,000 rows in one call). Starts the API host alone on
// loopback with ERP=http and a fresh embedded database of `--styles` (600) demo styles in data/bench-erp (loaded
// at start, no pictures), creates an erp key and a feed key as staff, reads variant ids from the Kontainer feed,
// and posts `--rows` (10,000) stock rows `--runs` (5) times over, each run with new levels (so every run writes),
// as the ERP's middleware would. Rows cover distinct variants at warehouse B2B first, then further warehouses when
// the catalogue has fewer variants than rows. Prints each run's wall time (request to answer: validation, the
// transaction, the search refresh) and the median. Then `--runs` price batches: 10,000 `B2B DKK` rows over the
// feed's products (each product's quantity breaks in the same call, so each replaces that product's list), new
// prices each run. A benchmark, not a test: figures are printed, never asserted.
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { endpoints } from '@shop/contracts/endpoints';
import { repoRoot } from '../servers.mjs';
import { apiKeyHeaders, callEndpoint, startDemoApi } from './bench-client.mjs';

const { values } = parseArgs({
  options: {
    styles: { type: 'string', default: '600' },
    rows: { type: 'string', default: '10000' },
    runs: { type: 'string', default: '5' },
    port: { type: 'string', default: '3249' },
  },
});
const styles = Number(values.styles);
const rowCount = Number(values.rows);
const runs = Number(values.runs);
const dataDir = path.join(repoRoot, 'data/bench-erp');

const server = await startDemoApi({
  port: Number(values.port),
  styles,
  dataDir,
  timeoutMs: 900_000,
  env: {
    ERP: 'http',
    // No order is placed: nothing is ever sent here.
    ERP_URL: 'http://127.0.0.1:9/orders',
    ERP_SIGNING_SECRET: 'bench-signing-secret-bench-signing-secret',
  },
});
const loadAtStart = loadavg()[0];
const times = [];
const priceTimes = [];

/** Posts one batch, checks every row applied, and answers its wall time (request to answer). */
async function postBatch(baseUrl, endpoint, headers, payload) {
  const body = JSON.stringify(payload);
  const started = performance.now();
  const response = await fetch(`${baseUrl}${endpoint.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body,
  });
  const answer = await response.json();
  const ms = performance.now() - started;
  if (!response.ok || answer.applied !== rowCount) {
    throw new Error(`${endpoint.operationId}: ${response.status} ${JSON.stringify(answer).slice(0, 300)}`);
  }
  return { ms, kb: body.length / 1024 };
}
try {
  const baseUrl = server.apiUrl;
  const erpKey = await apiKeyHeaders(baseUrl, 'erp');
  const feedKey = await apiKeyHeaders(baseUrl, 'feed');

  const variantIds = [];
  const productIds = [];
  for (let next = { take: 500 }; next; ) {
    const page = await callEndpoint(baseUrl, endpoints.feeds.getKontainerProducts, {
      query: next,
      headers: feedKey,
    });
    for (const item of page.items) {
      productIds.push(item.id);
      for (const color of item.colors) for (const variant of color.variants) variantIds.push(variant.id);
    }
    next = page.next ? { take: 500, after: page.next.after } : null;
  }
  const warehouses = Math.ceil(rowCount / variantIds.length);
  console.log(`${variantIds.length} variants; ${rowCount} rows over ${warehouses} warehouse(s)`);

  for (let run = 0; run < runs; run++) {
    const rows = Array.from({ length: rowCount }, (_, index) => ({
      variantId: variantIds[index % variantIds.length],
      unitId: 'CU',
      warehouse: index < variantIds.length ? 'B2B' : `W${Math.floor(index / variantIds.length) + 1}`,
      onHand: (index * 7 + run * 13) % 500,
      ...(index % 10 === 0 ? { incoming: [{ date: '2099-03-01', quantity: 100 + run }] } : {}),
    }));
    const { ms, kb } = await postBatch(baseUrl, endpoints.erp.setStockLevels, erpKey, { rows });
    times.push(ms);
    console.log(
      `stock run ${run + 1}: ${rowCount} rows (${kb.toFixed(0)} KB) applied in ${ms.toFixed(0)} ms`,
    );
  }

  for (let run = 0; run < runs; run++) {
    const rows = Array.from({ length: rowCount }, (_, index) => ({
      priceGroupCode: 'B2B DKK',
      productId: productIds[index % productIds.length],
      unitId: 'CU',
      minQuantity: Math.floor(index / productIds.length) * 10 + 1,
      unitPrice: 10_000 + ((index * 31 + run * 17) % 90_000),
    }));
    const { ms, kb } = await postBatch(baseUrl, endpoints.erp.setPrices, erpKey, { rows });
    priceTimes.push(ms);
    console.log(
      `price run ${run + 1}: ${rowCount} rows over ${productIds.length} products (${kb.toFixed(0)} KB) applied in ${ms.toFixed(0)} ms`,
    );
  }
} finally {
  await server.stop();
}
for (const [name, list] of [
  ['SetStockLevels', times],
  ['SetPrices', priceTimes],
]) {
  const sorted = [...list].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)];
  console.log(
    `${name}, ${rowCount} rows: median ${median.toFixed(0)} ms, min ${sorted[0].toFixed(0)} ms, max ${sorted.at(-1).toFixed(0)} ms`,
  );
}
console.log(
  `Node ${process.version}, ${cpus().length} cores, load ${loadAtStart.toFixed(2)} at start, ${loadavg()[0].toFixed(2)} at end`,
);
