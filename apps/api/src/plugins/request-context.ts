import type { FastifyInstance } from 'fastify';
import type { Ctx } from '../lib/context.ts';

declare module 'fastify' {
  interface FastifyRequest {
    ctx: Ctx;
  }
}

/** Builds `request.ctx` after auth has resolved the caller. */
export function registerRequestContext(app: FastifyInstance): void {
  app.decorateRequest('ctx', null as never);
  app.addHook('onRequest', async (request) => {
    request.ctx = {
      db: app.db,
      cache: app.cache,
      config: app.config,
      auth: request.auth,
      log: request.log,
      now: new Date(),
    };
  });
}
