import type { endpoints } from '@shop/contracts/endpoints';
import type { Handlers } from '../../lib/route.ts';
import { robotsTxt } from './robots-txt.ts';
import { sitemapIndex, sitemapPage } from './sitemap.service.ts';

const xmlType = 'application/xml; charset=utf-8';
/** Crawlers fetch these rarely and the catalogue changes daily at most: an hour in caches is plenty. */
const cacheControl = 'public, max-age=3600';

/** Sitemaps (index and urlsets with hreflang alternates) and robots.txt for search engines. */
export const sitemapHandlers: Handlers<typeof endpoints.sitemap> = {
  getSitemapIndex: async (request, reply) => {
    const xml = await sitemapIndex(request.ctx, request.params.area, request.params.language);
    return reply.headers({ 'content-type': xmlType, 'cache-control': cacheControl }).send(xml);
  },

  getSitemapPage: async (request, reply) => {
    const xml = await sitemapPage(request.ctx, request.params);
    return reply.headers({ 'content-type': xmlType, 'cache-control': cacheControl }).send(xml);
  },

  getRobotsTxt: async (request, reply) => {
    const body = await robotsTxt(request.ctx);
    return reply
      .headers({ 'content-type': 'text/plain; charset=utf-8', 'cache-control': cacheControl })
      .send(body);
  },
};
