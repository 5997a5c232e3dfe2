import { endpoints } from '@shop/contracts/endpoints';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../lib/route.ts';

export const healthRoutes: FastifyPluginAsync = async (app) => {
  route(app, endpoints.health.getHealth, async (_request, reply) => {
    try {
      await app.db.execute(sql`select 1`);
      return { status: 'ok' as const, database: app.databaseKind };
    } catch {
      return reply.status(503).send({ status: 'unavailable' as const, database: app.databaseKind });
    }
  });
};
