import type { endpoints } from '@shop/contracts/endpoints';
import type { FastifyInstance } from 'fastify';
import type { Handlers } from '../../lib/route.ts';
import { checkReadiness } from './readiness.ts';

/**
 * Liveness and readiness probes (ADR 36). `/health` answers as long as the process does, touching nothing
 * (`npm start` and the test harness wait for it); `/ready` checks the database, its migrations and Redis.
 */
export function healthHandlers(app: FastifyInstance): Handlers<typeof endpoints.health> {
  return {
    getHealth: async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { status: 'ok' as const, database: app.databaseKind };
    },

    getReady: async (_request, reply) => {
      const readiness = await checkReadiness({
        db: app.db,
        databaseKind: app.databaseKind,
        cache: app.services.cache,
        redisConfigured: app.config.redisUrl !== null,
      });
      reply.header('Cache-Control', 'no-store');
      // No log line per probe (a load balancer asks every few seconds); the cache logs its outage once.
      return readiness.status === 'ready' ? readiness : reply.status(503).send(readiness);
    },
  };
}
