import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loadConfigFromEnv } from './env.ts';
import { isAllowed, registerAccessControl } from './plugins/access.ts';
import { registerErrorHandler } from './plugins/error-handler.ts';
import { useSharedTestApp } from './test/helper.ts';

const shared = useSharedTestApp();
describe('the API host', () => {
  it('answers an unknown /api path with a 404 JSON body', async () => {
    const { app } = shared;
    const response = await app.inject({ url: '/api/Nope/Nothing' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.json()).toMatchObject({ errorCode: 'not-found', type: 'NotFoundException' });
  });

  it('reports health with the database it checked', async () => {
    const { app } = shared;
    const response = await app.inject({ url: '/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: app.databaseKind });
  });

  it('serves an OpenAPI document listing every call built here, and its UI', async () => {
    const { app } = shared;
    const document = (await app.inject({ url: '/api/docs/json' })).json();
    expect(document.openapi).toMatch(/^3\./);
    for (const path of [
      '/api/Area/GetAreaById',
      '/api/Content/GetTranslationsByAreaId',
      '/api/Content/GetContentByUrl',
      '/api/Content/GetElementById',
      '/api/Content/GetElementsByIds',
      '/api/Content/GetElementsBySearch',
      '/api/User/Login',
      '/api/User/GetUser',
      '/api/User/GenerateNotLoggedInToken',
    ]) {
      expect(document.paths, path).toHaveProperty([path]);
    }
    const loginBody = document.paths['/api/User/Login'].post.requestBody.content['application/json'].schema;
    expect(loginBody.required).toEqual(['username', 'password']);
    // Recursive schemas (search query tree, menus) are components; every $ref must point at one.
    const refs = [...JSON.stringify(document).matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g)].map(
      (match) => match[1],
    );
    expect(refs.length).toBeGreaterThan(0);
    for (const ref of refs) expect(document.components.schemas, ref).toHaveProperty([ref as string]);
    const ui = await app.inject({ url: '/api/docs' });
    expect([200, 302]).toContain(ui.statusCode);
  });

  it('turns an unexpected failure into a 500 without leaking details', async () => {
    const app = Fastify({ logger: false });
    registerErrorHandler(app);
    app.get('/api/boom', async () => {
      throw new Error('connection string postgres://secret@db');
    });
    const response = await app.inject({ url: '/api/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('secret');
    expect(response.json()).toEqual({
      message: 'An unexpected server error occurred.',
      errorCode: 'internal',
      type: 'ServerException',
    });
  });

  it('refuses to start with a route that declares no access rule', async () => {
    const app = Fastify({ logger: false });
    registerAccessControl(app);
    expect(() => app.get('/api/Forgotten/Rule', async () => 'x')).toThrow(/declares no access rule/);
  });

  it('maps access rules to callers', () => {
    const customer = {
      kind: 'user' as const,
      tokenHash: 'h',
      userId: 'u',
      roles: [],
      customerNumber: 'C1',
      impersonatorUserId: null,
    };
    const sales = { ...customer, roles: ['impersonator' as const], customerNumber: null };
    expect(isAllowed('customer', customer)).toBe(true);
    expect(isAllowed('customer', sales)).toBe(false);
    expect(isAllowed('impersonator', sales)).toBe(true);
    expect(isAllowed('impersonator', customer)).toBe(false);
    expect(isAllowed('visitor', { kind: 'anonymous', tokenHash: 'h' })).toBe(true);
    expect(isAllowed('user', { kind: 'anonymous', tokenHash: 'h' })).toBe(false);
    expect(isAllowed('backoffice', customer)).toBe(false);
  });
});

describe('environment', () => {
  it('names the variable that is wrong', () => {
    expect(() => loadConfigFromEnv({ API_PORT: 'abc' })).toThrow(/API_PORT/);
    expect(() => loadConfigFromEnv({ DATABASE_URL: 'not a url' })).toThrow(/DATABASE_URL/);
  });

  it('defaults to embedded PGlite under data/ and PostgreSQL when DATABASE_URL is set', () => {
    const embedded = loadConfigFromEnv({});
    expect(embedded.database).toMatchObject({ kind: 'pglite', searchReplica: true });
    expect(loadConfigFromEnv({ SEARCH_REPLICA: 'false' }).database).toMatchObject({ searchReplica: false });
    expect(() => loadConfigFromEnv({ SEARCH_REPLICA: 'yes' })).toThrow(/SEARCH_REPLICA/);
    expect(embedded.port).toBe(3001);
    const server = loadConfigFromEnv({ DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/shop' });
    expect(server.database).toEqual({ kind: 'postgres', url: 'postgres://postgres@127.0.0.1:5432/shop' });
  });
});
