// The API suite against a real PostgreSQL server. Each test file creates (and drops) its own fresh
// database on that server, so runs never see each other's rows.
import { spawnSync } from 'node:child_process';
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
  process.exit(process.env.REQUIRE_POSTGRES ? 1 : 0);
}
// `npm run test:pg -- <file or filter>` runs only those API files.
const result = spawnSync('npx', ['vitest', 'run', '--project', 'api', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, DATABASE_URL: serverUrl },
});
process.exit(result.status ?? 1);
