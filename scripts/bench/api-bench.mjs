// `npm run bench`: load the API host (production start, embedded PGlite, 5,000-style demo) on loopback with
// autocannon and print p50/p95/p99 and req/s per scenario. Benchmarks, not tests: figures are printed,
// never asserted. Options: --styles N (5000) --duration S (10) --connections N (10), --cc-orders N (10000) and
// --cc-customers N (1) for the customer center's data, --search-replicas N (1) for the API's SEARCH_REPLICAS.
import { cpus, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { startApi } from '../servers.mjs';
import { benchDataDir, ensureBenchData } from './bench-data.mjs';
import { cartScenarios } from './cart-scenarios.mjs';
import {
  customerCenterFileScenarios,
  ensureCustomerCenterFilesData,
} from './customer-center-files-scenarios.mjs';
import { customerCenterScenarios, ensureCustomerCenterData } from './customer-center-scenarios.mjs';
import { measureExcelImport, printImportTable } from './import-bench.mjs';
import { measure, printTable } from './measure.mjs';
import { scenarios } from './scenarios.mjs';

const { values } = parseArgs({
  options: {
    styles: { type: 'string', default: '5000' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
    port: { type: 'string', default: '3501' },
    only: { type: 'string' },
    // Run against a PostgreSQL database instead of the embedded PGlite (it is reseeded once per size).
    postgres: { type: 'string' },
    // The customer center's bench dealer's orders (twice as many invoices), and the dealers in all (the
    // others with 50 orders each): issue 34's whole brand is --cc-orders 100000 --cc-customers 2000.
    'cc-orders': { type: 'string', default: '10000' },
    'cc-customers': { type: 'string', default: '1' },
    // Copies of the search tables on embedded PGlite (SEARCH_REPLICAS, ADR 99).
    'search-replicas': { type: 'string', default: '1' },
  },
});
const duration = Number(values.duration);
const connections = Number(values.connections);

const databaseUrl = values.postgres ?? '';
ensureBenchData({ styles: Number(values.styles), images: true, databaseUrl });
const customerCenter = { orders: Number(values['cc-orders']), customers: Number(values['cc-customers']) };
ensureCustomerCenterData({ dataDir: benchDataDir, databaseUrl, ...customerCenter });
ensureCustomerCenterFilesData({ dataDir: benchDataDir, databaseUrl });
const server = await startApi({
  apiPort: Number(values.port),
  stdio: 'ignore',
  env: {
    DATA_DIR: benchDataDir,
    // Empty = the embedded PGlite in data/bench (a DATABASE_URL of the calling shell must not leak in).
    DATABASE_URL: databaseUrl,
    REDIS_URL: '',
    SEARCH_REPLICAS: values['search-replicas'],
    LOG_LEVEL: 'warn',
    LOGIN_RATE_LIMIT_PER_MINUTE: '1000',
    // One bench user downloads files back to back, several at once: the per-user limits would refuse them.
    DOCUMENT_DOWNLOADS_CONCURRENT: '64',
    DOCUMENT_DOWNLOADS_PER_MINUTE: '10000',
  },
});
// Other processes on the machine skew every figure; the load average printed with them says how much.
const loadAtStart = loadavg()[0];
const rows = [];
// The Excel import rows (ADR 33) measure themselves: refusal and import times, /health meanwhile.
const runImport = !values.only || 'excel import'.includes(values.only);
let importRows = [];
try {
  // The shop-front groups log in and prepare carts first: skipped when only customer-center rows are asked for.
  const onlyCustomerCenter = values.only?.startsWith('customer center') ?? false;
  const list = [
    ...(onlyCustomerCenter
      ? []
      : [...(await scenarios(server.apiUrl)), ...(await cartScenarios(server.apiUrl))]),
    ...(await customerCenterScenarios(server.apiUrl, customerCenter)),
    ...(await customerCenterFileScenarios(server.apiUrl)),
  ];
  for (const scenario of list) {
    if (values.only && !scenario.name.includes(values.only)) continue;
    // Warm caches and JIT, then measure: one client for latency, `connections` clients for throughput.
    // Not for `warm: false` rows: their generators hand out each request once, and a warm-up would use up
    // requests that the measured run then repeats from the answer cache (more of them the faster the host).
    if (scenario.run) {
      // Scenarios that cannot repeat a request (a cart becomes one order) measure themselves.
      for (const conn of [1, connections]) {
        const result = await scenario.run(conn);
        rows.push({
          name: scenario.name,
          ...result,
          connections: conn,
          target: conn === 1 ? scenario.target : undefined,
        });
      }
      continue;
    }
    if (scenario.warm !== false)
      await measure({
        name: scenario.name,
        baseUrl: server.apiUrl,
        connections: 1,
        duration: 2,
        next: scenario.next,
      });
    for (const conn of scenario.connections ?? [1, connections]) {
      if (scenario.background) {
        const [main, background] = await Promise.all([
          measure({
            name: scenario.name,
            baseUrl: server.apiUrl,
            connections: conn,
            duration,
            next: scenario.next,
          }),
          measure({
            name: `  the ${scenario.background.connections} clients' ${scenario.background.name}`,
            baseUrl: server.apiUrl,
            connections: scenario.background.connections,
            duration,
            next: scenario.background.next,
          }),
        ]);
        rows.push({
          ...main,
          connections: `${conn}+${scenario.background.connections}`,
          target: scenario.target,
        });
        // What the priority given to the one client costs the others.
        rows.push({ ...background, connections: scenario.background.connections });
      } else {
        const result = await measure({
          name: scenario.name,
          baseUrl: server.apiUrl,
          connections: conn,
          duration,
          amount: scenario.amount,
          next: scenario.next,
        });
        rows.push({ ...result, connections: conn, target: conn === 1 ? scenario.target : undefined });
      }
    }
  }
  if (runImport) importRows = await measureExcelImport(server.apiUrl);
} finally {
  await server.stop();
}
console.log(
  `\nAPI host on loopback, ${values.styles} styles, ${databaseUrl ? 'PostgreSQL' : `embedded PGlite (${values['search-replicas']} search replica copies)`}, ${duration} s per row (Node ${process.version}, ${cpus().length} cores, 1-min load average ${loadAtStart.toFixed(1)} at start, ${loadavg()[0].toFixed(1)} at end)\n`,
);
printTable(rows);
if (importRows.length > 0) {
  console.log('');
  printImportTable(importRows);
}
