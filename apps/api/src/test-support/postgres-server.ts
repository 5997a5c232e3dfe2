import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * The PostgreSQL server tests may use: the PostgreSQL pass's (scripts/test-pg.mjs sets DATABASE_URL), else
 * `TEST_DATABASE_URL`, else the local default. Tests that need it skip when it does not answer.
 */
export const postgresServerUrl =
  process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** Whether the server answers within 3 s. */
export async function postgresAnswers(): Promise<boolean> {
  const client = new pg.Client({ connectionString: postgresServerUrl, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

/** Runs one statement (CREATE or DROP DATABASE) on the server at `serverUrl`, in a connection of its own. */
export async function onServer(statement: string, serverUrl = postgresServerUrl): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** The server's URL with another database name. */
export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** A new, empty database on the server, named uniquely; `drop()` removes it (closing its connections). */
export async function createScratchDatabase(prefix: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await onServer(`CREATE DATABASE ${name}`);
  return {
    url: databaseUrl(postgresServerUrl, name),
    drop: () => onServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}
