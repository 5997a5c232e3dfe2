// `npm run bench`: load the API host (production start, embedded PGlite, 5,000-style demo) on loopback with
// autocannon and print p50/p95/p99 and req/s per scenario. Benchmarks, not tests: figures are printed,
// never asserted. Options: --styles N (5000) --duration S (10) --connections N (10).
import { parseArgs } from 'node:util';
import { startApi } from '../servers.mjs';
import { benchDataDir, ensureBenchData } from './bench-data.mjs';
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
  },
});
const duration = Number(values.duration);
const connections = Number(values.connections);

const databaseUrl = values.postgres ?? '';
ensureBenchData({ styles: Number(values.styles), images: true, databaseUrl });
const server = await startApi({
  apiPort: Number(values.port),
  stdio: 'ignore',
  env: {
    DATA_DIR: benchDataDir,
    DATABASE_URL: '',
    REDIS_URL: '',
    LOG_LEVEL: 'warn',
    LOGIN_RATE_LIMIT_PER_MINUTE: '1000',
  },
});
const rows = [];
try {
  const list = await scenarios(server.apiUrl);
  for (const scenario of list) {
    if (values.only && !scenario.name.includes(values.only)) continue;
    // Warm caches and JIT, then measure: one client for latency, `connections` clients for throughput.
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
            name: 'background',
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
        void background;
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
} finally {
  await server.stop();
}
console.log(
  `\nAPI host on loopback, ${values.styles} styles, ${databaseUrl ? 'PostgreSQL' : 'embedded PGlite'}, ${duration} s per row (Node ${process.version}, ${(await import('node:os')).cpus().length} cores)\n`,
);
printTable(rows);
