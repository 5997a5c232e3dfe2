import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { SitemapIndexParams, SitemapPageParams } from '../media.ts';

/** A text answer, documented in the OpenAPI document under its own media type. */
const text = (description: string, mediaType: string) =>
  z.string().meta({ description, content: { [mediaType]: { schema: { type: 'string' } } } });

export const getSitemapIndex = defineEndpoint({
  operationId: 'getSitemapIndex',
  method: 'GET',
  path: '/sitemap/:area/:language',
  access: 'anonymous',
  tags: ['Sitemap'],
  summary: 'Sitemap index of an area and language: the urlset pages of products, categories and pages',
  description: 'An application/xml document; an unknown area or language answers 404.',
  params: SitemapIndexParams,
  response: text('A sitemapindex document', 'application/xml'),
  responseKind: 'binary',
  errors: ['not-found'],
  example: {
    params: { area: 'b2b', language: 'da' },
    response:
      '<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">' +
      '<sitemap><loc>http://localhost:3000/sitemap/b2b/da/products/1</loc></sitemap></sitemapindex>',
  },
});

export const getSitemapPage = defineEndpoint({
  operationId: 'getSitemapPage',
  method: 'GET',
  path: '/sitemap/:area/:language/:type/:page',
  access: 'anonymous',
  tags: ['Sitemap'],
  summary:
    'One urlset page (from 1, up to 5000 URLs) of products, categories or pages, with hreflang alternates; past the last page 404',
  description: 'An application/xml document; an unknown area, language or type answers 404 too.',
  params: SitemapPageParams,
  response: text('A urlset document', 'application/xml'),
  responseKind: 'binary',
  errors: ['not-found'],
  example: { params: { area: 'b2b', language: 'da', type: 'pages', page: '1' } },
});

export const getRobotsTxt = defineEndpoint({
  operationId: 'getRobotsTxt',
  method: 'GET',
  path: '/robots.txt',
  access: 'anonymous',
  tags: ['Sitemap'],
  summary: 'Crawl rules: private and search screens disallowed, sitemap index of every area language',
  description: 'A text/plain document.',
  response: text('robots.txt', 'text/plain'),
  responseKind: 'binary',
  errors: [],
  example: {
    response:
      'User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /cart\n\n' +
      'Sitemap: http://localhost:3000/sitemap/b2b/en\nSitemap: http://localhost:3000/sitemap/b2b/da\n',
  },
});
