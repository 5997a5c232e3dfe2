import type { Endpoint } from '@shop/contracts';
import { allEndpoints, endpoints } from '@shop/contracts/endpoints';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it, onTestFinished } from 'vitest';
import { type AppConfig, testConfig } from './config.ts';
import type { Services } from './lib/context.ts';
import { createMemoryHitCounter } from './lib/hit-counter.ts';
import { type AllHandlers, registerHandlers, registerRoutes, routeTable } from './routes.ts';

/**
 * A bare host with what the handler factories read at registration (the settings, the hit counter), and the
 * definitions of the routes it registers, in order.
 */
function bareHost(overrides: Partial<AppConfig> = {}): { app: FastifyInstance; registered: Endpoint[] } {
  const app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', testConfig(overrides));
  app.decorate('services', { hitCounter: createMemoryHitCounter() } as unknown as Services);
  const registered: Endpoint[] = [];
  app.addHook('onRoute', (route) => {
    const endpoint = route.config?.endpoint;
    // Fastify adds a HEAD route beside each GET; the definition's own method is the one that counts.
    if (endpoint && route.method === endpoint.method) registered.push(endpoint);
  });
  onTestFinished(() => app.close());
  return { app, registered };
}

const named = (list: readonly Endpoint[]) =>
  list.map((endpoint) => `${endpoint.method} ${endpoint.path}`).sort();

describe('the route registry', () => {
  it('registers every definition exactly once, with its method and path', async () => {
    const { app, registered } = bareHost();
    await registerRoutes(app);
    await app.ready();
    expect(named(registered)).toEqual(named(allEndpoints));
    expect(new Set(registered).size).toBe(allEndpoints.length);
    for (const endpoint of allEndpoints) {
      expect(app.hasRoute({ method: endpoint.method, url: endpoint.path }), endpoint.operationId).toBe(true);
    }
  });

  it("leaves out the test gateway's pages when another provider takes cards", async () => {
    const { payment } = endpoints;
    const card = { ...testConfig().payment, card: { name: 'other' } } as unknown as AppConfig['payment'];
    const { app, registered } = bareHost({ payment: card });
    await registerRoutes(app);
    await app.ready();
    const gateway: Endpoint[] = [payment.getTestGatewayPage, payment.decideTestGatewaySession];
    expect(named(registered)).toEqual(named(allEndpoints.filter((endpoint) => !gateway.includes(endpoint))));
  });

  it('refuses to start with a definition that has no handler, or a handler for no definition', async () => {
    const { handlers, scopes } = routeTable(bareHost().app);
    const { getAreaById, ...area } = handlers.area;
    await expect(
      registerHandlers(bareHost().app, { ...handlers, area } as unknown as AllHandlers, scopes),
    ).rejects.toThrow(/No handler for getAreaById/);
    const cart = { ...handlers.cart, getAreaById };
    await expect(registerHandlers(bareHost().app, { ...handlers, cart }, scopes)).rejects.toThrow(
      /endpoints\.cart\.getAreaById, which is not defined/,
    );
  });
});
