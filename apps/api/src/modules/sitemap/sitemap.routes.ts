import { ErrorBody, SitemapIndexParams, SitemapPageParams } from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { robotsTxt } from './robots-txt.ts';
import { sitemapIndex, sitemapPage } from './sitemap.service.ts';

/** A text answer in the OpenAPI document under its own media type. */
const text = (description: string, mediaType: string) =>
  z.string().meta({ description, content: { [mediaType]: { schema: { type: 'string' } } } });

const xmlType = 'application/xml; charset=utf-8';
/** Crawlers fetch these rarely and the catalogue changes daily at most: an hour in caches is plenty. */
const cacheControl = 'public, max-age=3600';

/** Sitemaps (index and urlsets with hreflang alternates) and robots.txt for search engines. */
export const sitemapRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['Sitemap'];
  const errors = { 400: ErrorBody, 404: ErrorBody };

  app.get(
    '/sitemap/:area/:language',
    {
      config: { access: 'anonymous' },
      schema: {
        tags,
        summary: 'Sitemap index of an area and language: the urlset pages of products, categories and pages',
        params: SitemapIndexParams,
        response: { 200: text('A sitemapindex document', 'application/xml'), ...errors },
      },
    },
    async (request, reply) => {
      const xml = await sitemapIndex(request.ctx, request.params.area, request.params.language);
      return reply.headers({ 'content-type': xmlType, 'cache-control': cacheControl }).send(xml);
    },
  );

  app.get(
    '/sitemap/:area/:language/:type/:page',
    {
      config: { access: 'anonymous' },
      schema: {
        tags,
        summary:
          'One urlset page (from 1, up to 5000 URLs) of products, categories or pages, with hreflang alternates; past the last page 404',
        params: SitemapPageParams,
        response: { 200: text('A urlset document', 'application/xml'), ...errors },
      },
    },
    async (request, reply) => {
      const xml = await sitemapPage(request.ctx, request.params);
      return reply.headers({ 'content-type': xmlType, 'cache-control': cacheControl }).send(xml);
    },
  );

  app.get(
    '/robots.txt',
    {
      config: { access: 'anonymous' },
      schema: {
        tags,
        summary: 'Crawl rules: private and search screens disallowed, sitemap index of every area language',
        response: { 200: text('robots.txt', 'text/plain') },
      },
    },
    async (request, reply) => {
      const body = await robotsTxt(request.ctx);
      return reply
        .headers({ 'content-type': 'text/plain; charset=utf-8', 'cache-control': cacheControl })
        .send(body);
    },
  );
};
