import { errorStatuses } from '@shop/contracts';
import { allEndpoints, endpoints } from '@shop/contracts/endpoints';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loadConfigFromEnv } from './env.ts';
import { isAllowed, registerAccessControl } from './plugins/access.ts';
import { registerErrorHandler } from './plugins/error-handler.ts';
import { callApi } from './test-support/call-api.ts';
import { useSharedTestApp } from './test-support/test-app.ts';

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
    const response = await callApi(app, endpoints.health.getHealth, {});
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: app.databaseKind });
  });

  it('documents every endpoint definition: operationId, tag, security, example and error responses', async () => {
    const { app } = shared;
    const document = (await app.inject({ url: '/api/docs/json' })).json();
    expect(document.openapi).toMatch(/^3\./);
    const operationIds = new Set<string>();
    for (const endpoint of allEndpoints) {
      const path = endpoint.path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
      const operation = document.paths[path]?.[endpoint.method.toLowerCase()];
      expect(operation, `${endpoint.method} ${path}`).toBeDefined();
      expect(operation.operationId).toBe(endpoint.operationId);
      expect(operationIds.has(endpoint.operationId), endpoint.operationId).toBe(false);
      operationIds.add(endpoint.operationId);
      expect(operation.tags?.length, endpoint.operationId).toBeGreaterThan(0);
      expect(operation.summary, endpoint.operationId).toBeTruthy();
      expect(operation.security, endpoint.operationId).toEqual(
        endpoint.access === 'anonymous'
          ? []
          : endpoint.access === 'feed' || endpoint.access === 'erp'
            ? [{ apiKey: [] }]
            : [{ bearer: [] }],
      );
      const examples = JSON.stringify(operation).match(/"example":/g) ?? [];
      expect(examples.length, `${endpoint.operationId} has no example`).toBeGreaterThan(0);
      for (const [status, codes] of errorStatuses(endpoint)) {
        const answer = operation.responses[String(status)];
        expect(answer, `${endpoint.operationId} ${status}`).toBeDefined();
        for (const code of codes) expect(answer.description).toContain(code);
      }
      if (endpoint.access !== 'anonymous') expect(operation.responses).toHaveProperty(['401']);
      if (endpoint.rateLimited) expect(operation.responses).toHaveProperty(['429']);
    }
    const login = document.paths[endpoints.user.login.path].post;
    expect(login.requestBody.content['application/json'].schema.required).toEqual(['username', 'password']);
    // Recursive schemas (search query tree, menus) are components; every $ref must point at one.
    const refs = [...JSON.stringify(document).matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g)].map(
      (match) => match[1],
    );
    expect(refs.length).toBeGreaterThan(0);
    for (const ref of refs) expect(document.components.schemas, ref).toHaveProperty([ref as string]);
    const ui = await app.inject({ url: '/api/docs' });
    expect([200, 302]).toContain(ui.statusCode);
  });

  it('registers every definition, and nothing under the API prefixes without one', async () => {
    const { app } = shared;
    for (const endpoint of allEndpoints) {
      expect(app.hasRoute({ method: endpoint.method, url: endpoint.path }), endpoint.operationId).toBe(true);
    }
    const bare = Fastify({ logger: false });
    registerAccessControl(bare);
    expect(() => bare.get('/api/Forgotten/Definition', async () => 'x')).toThrow(
      /not registered from an endpoint definition/,
    );
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
    const feedKey = { kind: 'feedKey' as const, keyId: 'k', scopes: ['feeds'] };
    expect(isAllowed('feed', feedKey)).toBe(true);
    expect(isAllowed('feed', { ...feedKey, scopes: [] })).toBe(false);
    expect(isAllowed('feed', { ...customer, roles: ['B2B Manager' as const] })).toBe(false);
    expect(isAllowed('visitor', feedKey)).toBe(false);
    expect(isAllowed('backoffice', feedKey)).toBe(false);
  });
});

describe('environment', () => {
  it('names the variable that is wrong', () => {
    expect(() => loadConfigFromEnv({ API_PORT: 'abc' })).toThrow(/API_PORT/);
    expect(() => loadConfigFromEnv({ DATABASE_URL: 'not a url' })).toThrow(/DATABASE_URL/);
  });

  it('defaults to embedded PGlite under data/ and PostgreSQL when DATABASE_URL is set', () => {
    const embedded = loadConfigFromEnv({});
    expect(embedded.database).toMatchObject({ kind: 'pglite', searchReplica: true, searchReplicas: 1 });
    expect(loadConfigFromEnv({ SEARCH_REPLICAS: '2' }).database).toMatchObject({ searchReplicas: 2 });
    expect(() => loadConfigFromEnv({ SEARCH_REPLICAS: '0' })).toThrow(/SEARCH_REPLICAS/);
    expect(loadConfigFromEnv({ SEARCH_REPLICA: 'false' }).database).toMatchObject({ searchReplica: false });
    expect(() => loadConfigFromEnv({ SEARCH_REPLICA: 'yes' })).toThrow(/SEARCH_REPLICA/);
    expect(embedded.port).toBe(3001);
    const server = loadConfigFromEnv({ DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/shop' });
    expect(server.database).toEqual({ kind: 'postgres', url: 'postgres://postgres@127.0.0.1:5432/shop' });
  });
});
