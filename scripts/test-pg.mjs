// The API suite against a real PostgreSQL server. Each test file creates (and drops) its own fresh
// database on that server, so runs never see each other's rows.
import { spawnSync } from 'node:child_process';
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
// `npm run test:pg -- <file or filter>` runs only those API files. Vitest's own script, not through npx: a run
// killed by a signal is then seen as such here and fails.
const vitest = fileURLToPath(new URL('../node_modules/vitest/vitest.mjs', import.meta.url));
const result = spawnSync(process.execPath, [vitest, 'run', '--project', 'api', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, DATABASE_URL: serverUrl },
});
if (result.status !== 0) console.log(`vitest ended with ${result.signal ?? `exit code ${result.status}`}`);
process.exit(result.status ?? 1);
