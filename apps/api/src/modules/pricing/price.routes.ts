import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const priceRoutes: FastifyPluginAsyncZod = async (_app) => {};
