import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const mediaRoutes: FastifyPluginAsyncZod = async (_app) => {};
