import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const Health = z.object({ status: z.enum(['ok', 'unavailable']), database: z.string() });

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    { config: { access: 'anonymous' }, schema: { tags: ['Health'], response: { 200: Health, 503: Health } } },
    async (_request, reply) => {
      try {
        await app.db.execute(sql`select 1`);
        return { status: 'ok' as const, database: app.databaseKind };
      } catch {
        return reply.status(503).send({ status: 'unavailable' as const, database: app.databaseKind });
      }
    },
  );
};
