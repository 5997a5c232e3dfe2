// `npm run bench:feeds`: the feeds of ADR 51 at catalogue scale. Seeds `--styles` (25,000) styles once into
// data/bench-feeds (embedded PGlite) or the PostgreSQL database `--postgres URL` (the benchmark's own: it is
// wiped), starts the API host alone on loopback, creates a feed key as staff, and drives the feeds with
// autocannon: pages of 500 walked with `after` (every page of the catalogue in turn, so nothing repeats from a
// cache: the feeds cache nothing anyway), pages counted with `skip`, and Perfion's GetEntries. Prints p50 / p95 /
// p99 and req/s per row. Benchmarks, not tests: figures are printed, never asserted.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { endpoints } from '@shop/contracts/endpoints';
import { repoRoot, startApi } from '../servers.mjs';
import { apiKeyHeaders, callEndpoint, rotate } from './bench-client.mjs';
import { measure, printTable } from './measure.mjs';

const { values } = parseArgs({
  options: {
    styles: { type: 'string', default: '25000' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
    take: { type: 'string', default: '500' },
    port: { type: 'string', default: '3239' },
    postgres: { type: 'string' },
  },
});
const styles = Number(values.styles);
const duration = Number(values.duration);
const take = Number(values.take);
const databaseUrl = values.postgres ?? '';
const dataDir = path.join(repoRoot, 'data/bench-feeds');

/** Seeds the catalogue once per size and database (no pictures: the feeds read the media rows, not files). */
function ensureData() {
  mkdirSync(dataDir, { recursive: true });
  const marker = path.join(dataDir, 'seeded.json');
  const wanted = JSON.stringify({ styles, databaseUrl });
  if (existsSync(marker) && readFileSync(marker, 'utf8') === wanted) return;
  console.log(`Seeding ${styles} styles into ${databaseUrl ? 'the PostgreSQL database' : dataDir}…`);
  const args = ['run', 'seed', '-w', '@shop/api', '--', '--styles', String(styles), '--no-images'];
  if (databaseUrl) args.push('--force');
  const result = spawnSync('npm', args, {
    cwd: repoRoot,
    stdio: 'inherit',
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: databaseUrl },
  });
  if (result.status !== 0) throw new Error('Seeding the feeds benchmark data failed');
  writeFileSync(marker, wanted);
}

ensureData();
const server = await startApi({
  apiPort: Number(values.port),
  stdio: 'ignore',
  // The first start on a large catalogue (migrations, search tables) is slow on a loaded machine.
  timeoutMs: 900_000,
  env: {
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    REDIS_URL: '',
    LOG_LEVEL: 'warn',
    DEMO_DATA: 'false',
    FEED_RATE_LIMIT_PER_MINUTE: '100000',
    LOGIN_RATE_LIMIT_PER_MINUTE: '1000',
  },
});
const loadAtStart = loadavg()[0];
const rows = [];
try {
  const baseUrl = server.apiUrl;
  const key = await apiKeyHeaders(baseUrl, 'feed', `feed bench ${new Date().toISOString()}`);
  // Walk the catalogue once to know every page's cursor (and check the walk answers every style once).
  const cursors = [null];
  const seen = new Set();
  for (let next = { take }; next; ) {
    const page = await callEndpoint(baseUrl, endpoints.feeds.getKontainerProducts, {
      query: next,
      headers: key,
    });
    for (const item of page.items) seen.add(item.id);
    next = page.next ? { take, after: page.next.after } : null;
    if (next) cursors.push(next.after);
  }
  console.log(`${seen.size} styles in ${cursors.length} pages of ${take}`);
  const kontainer = endpoints.feeds.getKontainerProducts.path;
  const perfion = endpoints.feeds.getPerfionEntries.path;
  const scenarios = [
    {
      name: `kontainer: page of ${take}, walked with after`,
      next: rotate(
        cursors.map((after) => ({
          method: 'GET',
          path: `${kontainer}?take=${take}${after ? `&after=${encodeURIComponent(after)}` : ''}`,
          headers: key,
        })),
      ),
    },
    {
      name: `kontainer: page of ${take}, counted with skip`,
      next: rotate(
        cursors.map((_, index) => ({
          method: 'GET',
          path: `${kontainer}?take=${take}&skip=${index * take}`,
          headers: key,
        })),
      ),
    },
    {
      name: 'kontainer: newerThan an hour ago (nothing changed)',
      next: rotate([
        {
          method: 'GET',
          path: `${kontainer}?take=${take}&newerThan=${encodeURIComponent(new Date(Date.now() - 3_600_000).toISOString())}`,
          headers: key,
        },
      ]),
    },
    {
      name: `perfion GetEntries: ${take} products, walked with after`,
      next: rotate(
        cursors.map((after) => ({
          method: 'GET',
          path: `${perfion}?areaId=b2b&contentType=product&take=${take}${after ? `&after=${encodeURIComponent(after)}` : ''}`,
          headers: key,
        })),
      ),
    },
  ];
  for (const scenario of scenarios) {
    await measure({ name: scenario.name, baseUrl, connections: 1, duration: 2, next: scenario.next });
    for (const connections of [1, Number(values.connections)]) {
      const result = await measure({
        name: scenario.name,
        baseUrl,
        connections,
        duration,
        next: scenario.next,
      });
      rows.push({
        ...result,
        connections,
        target: connections === 1 && scenario.name.startsWith('kontainer: page') ? 300 : undefined,
      });
    }
  }
} finally {
  await server.stop();
}
console.log(
  `\nFeeds on loopback, ${styles} styles, ${databaseUrl ? 'PostgreSQL' : 'embedded PGlite'}, ${duration} s per row (Node ${process.version}, ${cpus().length} cores, 1-min load average ${loadAtStart.toFixed(1)} at start, ${loadavg()[0].toFixed(1)} at end)\n`,
);
printTable(rows);
