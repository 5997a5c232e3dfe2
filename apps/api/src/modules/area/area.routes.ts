import { Area, ErrorBody, GetAreaByIdQuery } from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getAreaById } from './area.service.ts';

export const areaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/Area/GetAreaById',
    {
      config: { access: 'anonymous' },
      schema: {
        tags: ['Area'],
        summary:
          'The area of a language: currency, domains, menus, footer and settings (banner only for users)',
        querystring: GetAreaByIdQuery,
        response: { 200: Area, 400: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) => getAreaById(request.ctx, request.query.AreaId, request.query.Language),
  );
};
