import {
  ErrorBody,
  GetContentByUrlQuery,
  GetContentByUrlResponse,
  GetElementByIdBody,
  GetElementByIdResponse,
  GetElementsByIdsBody,
  GetElementsBySearchBody,
  GetElementsResponse,
  GetTranslationsQuery,
  Translations,
} from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getContentByUrl } from './content.service.ts';
import { getElementById, getElementsByIds, searchElements } from './elements.service.ts';
import { getTranslations } from './translations.service.ts';

export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['Content'];
  const errors = { 400: ErrorBody, 404: ErrorBody };

  app.get(
    '/api/Content/GetTranslationsByAreaId',
    {
      config: { access: 'anonymous' },
      schema: {
        tags,
        summary: 'Every UI text of an area in one language',
        querystring: GetTranslationsQuery,
        response: { 200: Translations, ...errors },
      },
    },
    async (request) => getTranslations(request.ctx, request.query.AreaId, request.query.LanguageCode),
  );

  app.get(
    '/api/Content/GetContentByUrl',
    {
      config: { access: 'anonymous' },
      schema: {
        tags,
        summary:
          'Resolve a URL (without language prefix) to a page, category or product; statusCode 404 when unknown',
        querystring: GetContentByUrlQuery,
        response: { 200: GetContentByUrlResponse, ...errors },
      },
    },
    async (request) =>
      getContentByUrl(request.ctx, {
        areaId: request.query['Area.AreaId'],
        languageCode: request.query['Area.LanguageCode'],
        url: request.query.Url,
      }),
  );

  app.post(
    '/api/Content/GetElementById',
    {
      config: { access: 'anonymous' },
      schema: {
        tags,
        summary: 'One content element (page, category or product) by id; 404 when unknown',
        body: GetElementByIdBody,
        response: { 200: GetElementByIdResponse, ...errors },
      },
    },
    async (request) => ({
      element: await getElementById(
        request.ctx,
        request.body.area,
        request.body.id,
        request.body.contentType,
      ),
    }),
  );

  app.post(
    '/api/Content/GetElementsByIds',
    {
      config: { access: 'anonymous' },
      schema: {
        tags,
        summary: 'Content elements by ids, in the order asked; unknown ids are left out',
        body: GetElementsByIdsBody,
        response: { 200: GetElementsResponse, ...errors },
      },
    },
    async (request) => {
      const items = await getElementsByIds(
        request.ctx,
        request.body.area,
        request.body.ids,
        request.body.contentType,
      );
      return { items, itemsTotal: items.length };
    },
  );

  app.post(
    '/api/Content/GetElementsBySearch',
    {
      config: { access: 'anonymous' },
      schema: {
        tags,
        summary: 'Content elements filtered by kind, title text and parent, paged with skip/take',
        body: GetElementsBySearchBody,
        response: { 200: GetElementsResponse, ...errors },
      },
    },
    async (request) => searchElements(request.ctx, request.body),
  );
};
