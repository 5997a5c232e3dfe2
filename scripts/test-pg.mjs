// The API suite against a real PostgreSQL server. Each test file creates (and drops) its own fresh
// database on that server, so runs never see each other's rows.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const serverUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const client = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 3000 });
try {
  await client.connect();
  const { rows } = await client.query('show server_version');
  console.log(
    `PostgreSQL ${rows[0].server_version} at ${new URL(serverUrl).host}: running the API suite against it`,
  );
  await client.end();
} catch (error) {
  console.log(
    `No PostgreSQL answers at ${new URL(serverUrl).host} (${error.message}); skipping the PostgreSQL pass.`,
  );
  const required = Boolean(process.env.REQUIRE_POSTGRES);
  // The closing line CI counts (.ci/run): no test ran.
  console.log(`0 passed, ${required ? 1 : 0} failed, 0 skipped`);
  process.exit(required ? 1 : 0);
}
// The API files that open a PGlite of their own whatever DATABASE_URL says: the same tests ran in the PGlite
// pass, so here they would only repeat it. Leaving them out also keeps PGlite's WebAssembly out of this pass's
// workers: Node 24's V8 aborted one of them (`Check failed: jit_page_->allocations_.erase(addr) == 1`, the
// worker running seed-demo.test.ts), a crash known for PGlite instances started and closed in several threads
// of one process (nodejs/node#64500).
const pgliteOnly = [
  'apps/api/src/db/pglite-lock.test.ts',
  'apps/api/src/db/pglite-statements.test.ts',
  'apps/api/src/db/pglite-thread.test.ts',
  'apps/api/src/db/seed/seed-demo.test.ts',
  'apps/api/src/modules/search/search-replica.test.ts',
];
const root = fileURLToPath(new URL('../', import.meta.url));
const gone = pgliteOnly.filter((file) => !existsSync(path.join(root, file)));
if (gone.length) console.log(`scripts/test-pg.mjs names files that are gone: ${gone.join(', ')}`);

// `npm run test:pg -- <file or filter>` runs only those API files. Vitest's own script, not through npx: a run
// killed by a signal is then seen as such here and fails.
const vitest = path.join(root, 'node_modules/vitest/vitest.mjs');
const excluded = pgliteOnly.flatMap((file) => ['--exclude', file]);
const result = spawnSync(
  process.execPath,
  [vitest, 'run', '--project', 'api', ...excluded, ...process.argv.slice(2)],
  {
    stdio: 'inherit',
    env: { ...process.env, DATABASE_URL: serverUrl },
  },
);
if (result.status !== 0) console.log(`vitest ended with ${result.signal ?? `exit code ${result.status}`}`);
process.exit(result.status ?? 1);
