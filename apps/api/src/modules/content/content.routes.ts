import type { endpoints } from '@shop/contracts/endpoints';
import type { Handlers } from '../../lib/route.ts';
import { getContentByUrl } from './content.service.ts';
import { getElementById, getElementsByIds, searchElements } from './elements.service.ts';
import { getTranslations } from './translations.service.ts';

export const contentHandlers: Handlers<typeof endpoints.content> = {
  getTranslationsByAreaId: async (request) => getTranslations(request.ctx),

  getContentByUrl: async (request) => getContentByUrl(request.ctx, request.query.Url),

  getElementById: async (request) => ({
    element: await getElementById(request.ctx, request.body.id, request.body.contentType),
  }),

  getElementsByIds: async (request) => {
    const items = await getElementsByIds(request.ctx, request.body.ids, request.body.contentType);
    return { items, itemsTotal: items.length };
  },

  getElementsBySearch: async (request) => searchElements(request.ctx, request.body),
};
