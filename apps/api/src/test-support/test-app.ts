import { randomBytes } from 'node:crypto';
import { endpoints } from '@shop/contracts/endpoints';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, inject, onTestFinished } from 'vitest';
import { buildApp } from '../app.ts';
import { type AppConfig, testConfig } from '../config.ts';
import { issueToken } from '../modules/user/token.service.ts';
import { callApi } from './call-api.ts';
import { databaseUrl, onServer } from './postgres-server.ts';

/**
 * An app on a fresh database: in-memory PGlite, or, when DATABASE_URL is set, a new PostgreSQL database
 * created for this test file and dropped afterwards, so suites never see each other's rows. The database is a
 * copy of the one the global setup migrated and seeded (database-image.ts), unless the overrides change the
 * database or the demo: then the app migrates and seeds its own, as the shop does on start.
 */
export async function buildTestApp(overrides: Partial<AppConfig> = {}): Promise<FastifyInstance> {
  const serverUrl = process.env.DATABASE_URL;
  const fromCopy = !('database' in overrides) && !('demo' in overrides);
  if (!serverUrl) {
    const image = fromCopy ? inject('databaseImage') : null;
    const database = { kind: 'pglite', dataDir: null, ...(image ? { image } : {}) } as const;
    return buildApp(testConfig({ database, ...overrides }));
  }
  const name = `shop_test_${randomBytes(6).toString('hex')}`;
  const template = fromCopy ? inject('databaseTemplate') : null;
  // FILE_COPY copies the template's files instead of writing every page of it to the WAL (PostgreSQL 15's
  // default, WAL_LOG): 160 instead of about 400 ms a database of 37 MB on this machine, for some 160 test apps.
  await onServer(
    `CREATE DATABASE ${name}${template ? ` TEMPLATE ${template} STRATEGY FILE_COPY` : ''}`,
    serverUrl,
  );
  const app = await buildApp(
    testConfig({
      database: { kind: 'postgres', url: databaseUrl(serverUrl, name), poolSize: 4 },
      ...overrides,
    }),
  );
  app.addHook('onClose', async () => {
    await onServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`, serverUrl);
  });
  return app;
}

/** Build an app for one test and close it when the test ends. */
export async function useTestApp(overrides: Partial<AppConfig> = {}): Promise<FastifyInstance> {
  const app = await buildTestApp(overrides);
  onTestFinished(() => app.close());
  return app;
}

/**
 * One app for every test of a file (built before the first, closed after the last), for tests that only
 * read or that write rows nobody else looks at. Read `.app` inside tests.
 */
export function useSharedTestApp(overrides: Partial<AppConfig> = {}): { readonly app: FastifyInstance } {
  const holder: { app: FastifyInstance | null } = { app: null };
  beforeAll(async () => {
    holder.app = await buildTestApp(overrides);
  });
  afterAll(async () => {
    await holder.app?.close();
  });
  return {
    get app() {
      if (!holder.app) throw new Error('the shared test app is not built yet');
      return holder.app;
    },
  };
}

export async function loginAs(
  app: FastifyInstance,
  username: string,
  password = 'nordlys-demo',
): Promise<string> {
  const response = await callApi(app, endpoints.user.login, { body: { username, password } });
  if (response.statusCode !== 200)
    throw new Error(`login ${username} failed: ${response.statusCode} ${response.body}`);
  return response.json().token as string;
}

/**
 * A live token of a user, issued without the login form: how a test gets the session of a user the login
 * refuses now (a deactivated customer's, ADR 37) but who may still hold a token from before.
 */
export async function tokenOf(
  app: FastifyInstance,
  userId: string,
  options: { actingCustomerNumber?: string | null } = {},
): Promise<string> {
  const issued = await issueToken(app.db, {
    kind: 'user',
    userId,
    ttlHours: 1,
    now: new Date(),
    actingCustomerNumber: options.actingCustomerNumber ?? null,
  });
  return issued.token;
}
