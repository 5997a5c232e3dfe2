import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const sitemapRoutes: FastifyPluginAsyncZod = async (_app) => {};
