// `npm run bench:erp-stock`: the ERP's stock batch of ADR 87 (SetStockLevels, 10,000 rows in one call; the
// issue's target is under 2 s). Starts the API host alone on loopback with ERP=http and a fresh embedded database
// of `--styles` (600) demo styles in data/bench-erp (loaded at start, no pictures), creates an erp key and a feed
// key as staff, reads variant ids from the Kontainer feed, and posts `--rows` (10,000) stock rows `--runs` (5)
// times over, each run with new levels (so every run writes), as the ERP's middleware would. Rows cover distinct
// variants at warehouse B2B first, then further warehouses when the catalogue has fewer variants than rows.
// Prints each run's wall time (request to answer: validation, the transaction, the search refresh) and the
// median. A benchmark, not a test: figures are printed, never asserted.
import { mkdirSync, rmSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { endpoints } from '@shop/contracts/endpoints';
import { repoRoot, startApi } from '../servers.mjs';

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

async function call(baseUrl, endpoint, { body, query, headers } = {}) {
  const search = query ? `?${new URLSearchParams(query)}` : '';
  const response = await fetch(`${baseUrl}${endpoint.path}${search}`, {
    method: endpoint.method,
    headers: { 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${endpoint.operationId}: ${response.status} ${await response.text()}`);
  return response.json();
}

rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });
console.log(`Starting the API host with ${styles} demo styles in ${dataDir}…`);
const server = await startApi({
  apiPort: Number(values.port),
  stdio: 'ignore',
  timeoutMs: 900_000,
  env: {
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    REDIS_URL: '',
    LOG_LEVEL: 'warn',
    DEMO_DATA: 'true',
    DEMO_STYLES: String(styles),
    DEMO_RENDER_IMAGES: 'false',
    JOBS_ENABLED: 'false',
    LOGIN_RATE_LIMIT_PER_MINUTE: '1000',
    ERP: 'http',
    // No order is placed: nothing is ever sent here.
    ERP_URL: 'http://127.0.0.1:9/orders',
    ERP_SIGNING_SECRET: 'bench-signing-secret-bench-signing-secret',
  },
});
const loadAtStart = loadavg()[0];
const times = [];
try {
  const baseUrl = server.apiUrl;
  const { token } = await call(baseUrl, endpoints.user.login, {
    body: { username: 'manager@nordlys.demo', password: 'nordlys-demo' },
  });
  const staff = { authorization: `Bearer ${token}` };
  const keyOf = async (kind) =>
    (
      await call(baseUrl, endpoints.feedKeys.createFeedApiKey, {
        body: { name: `bench ${kind}`, kind },
        headers: staff,
      })
    ).secret;
  const erpKey = { authorization: `ApiKey ${await keyOf('erp')}` };
  const feedKey = { authorization: `ApiKey ${await keyOf('feed')}` };

  const variantIds = [];
  for (let next = { take: 500 }; next; ) {
    const page = await call(baseUrl, endpoints.feeds.getKontainerProducts, { query: next, headers: feedKey });
    for (const item of page.items) {
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
    const body = JSON.stringify({ rows });
    const started = performance.now();
    const response = await fetch(`${baseUrl}${endpoints.erp.setStockLevels.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...erpKey },
      body,
    });
    const answer = await response.json();
    const ms = performance.now() - started;
    if (!response.ok || answer.applied !== rowCount) {
      throw new Error(`SetStockLevels: ${response.status} ${JSON.stringify(answer).slice(0, 300)}`);
    }
    times.push(ms);
    console.log(
      `run ${run + 1}: ${rowCount} rows (${(body.length / 1024).toFixed(0)} KB) applied in ${ms.toFixed(0)} ms`,
    );
  }
} finally {
  await server.stop();
}
const sorted = [...times].sort((a, b) => a - b);
const median = sorted[Math.floor(sorted.length / 2)];
console.log(
  `\nSetStockLevels, ${rowCount} rows: median ${median.toFixed(0)} ms, min ${sorted[0].toFixed(0)} ms, max ${sorted.at(-1).toFixed(0)} ms`,
);
console.log(
  `Node ${process.version}, ${cpus().length} cores, load ${loadAtStart.toFixed(2)} at start, ${loadavg()[0].toFixed(2)} at end`,
);
