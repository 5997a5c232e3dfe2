import { endpoints } from '@shop/contracts/endpoints';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../lib/route.ts';
import { getContentByUrl } from './content.service.ts';
import { getElementById, getElementsByIds, searchElements } from './elements.service.ts';
import { getTranslations } from './translations.service.ts';

export const contentRoutes: FastifyPluginAsync = async (app) => {
  route(app, endpoints.content.getTranslationsByAreaId, async (request) => getTranslations(request.ctx));

  route(app, endpoints.content.getContentByUrl, async (request) =>
    getContentByUrl(request.ctx, request.query.Url),
  );

  route(app, endpoints.content.getElementById, async (request) => ({
    element: await getElementById(request.ctx, request.body.id, request.body.contentType),
  }));

  route(app, endpoints.content.getElementsByIds, async (request) => {
    const items = await getElementsByIds(request.ctx, request.body.ids, request.body.contentType);
    return { items, itemsTotal: items.length };
  });

  route(app, endpoints.content.getElementsBySearch, async (request) =>
    searchElements(request.ctx, request.body),
  );
};
