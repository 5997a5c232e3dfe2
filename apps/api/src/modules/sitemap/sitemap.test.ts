import { pathOf, sitemapPageSize } from '@shop/contracts';
import { endpoints } from '@shop/contracts/endpoints';
import { and, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { callApi, callApiUnchecked } from '../../test-support/call-api.ts';
import { useSharedTestApp } from '../../test-support/test-app.ts';
import { productTranslations } from '../catalog/catalog.tables.ts';
import { contentPages } from '../content/content.tables.ts';

type XmlElement = { name: string; attributes: Record<string, string>; text: string };

/** Well-formedness as a crawler needs it: declaration, one root, balanced tags, quoted attributes, known entities. */
function parseXml(xml: string): XmlElement[] {
  const declaration = '<?xml version="1.0" encoding="UTF-8"?>';
  if (!xml.startsWith(declaration)) throw new Error('missing XML declaration');
  const body = xml.slice(declaration.length);
  const token = /<(\/?)([A-Za-z_][\w:.-]*)((?:\s+[\w:.-]+="[^"<]*")*)\s*(\/?)>|([^<]+)/y;
  const badEntity = /&(?!(amp|lt|gt|quot|apos);)/;
  const stack: XmlElement[] = [];
  const elements: XmlElement[] = [];
  let roots = 0;
  while (token.lastIndex < body.length) {
    const at = token.lastIndex;
    const match = token.exec(body);
    if (!match) throw new Error(`not XML at ${at}: ${body.slice(at, at + 60)}`);
    const [, closing, name = '', attributeText = '', selfClosing, text] = match;
    if (text !== undefined) {
      if (badEntity.test(text)) throw new Error(`unescaped & in ${text}`);
      const open = stack.at(-1);
      if (!open && text.trim() !== '') throw new Error(`text outside the root: ${text}`);
      if (open) open.text += text;
      continue;
    }
    if (closing) {
      if (stack.pop()?.name !== name) throw new Error(`unbalanced </${name}>`);
      continue;
    }
    const attributes: Record<string, string> = {};
    for (const [, key = '', value = ''] of attributeText.matchAll(/([\w:.-]+)="([^"]*)"/g)) {
      if (badEntity.test(value)) throw new Error(`unescaped & in ${key}`);
      attributes[key] = value.replaceAll('&amp;', '&');
    }
    if (stack.length === 0) roots++;
    const element = { name, attributes, text: '' };
    elements.push(element);
    if (!selfClosing) stack.push(element);
  }
  if (stack.length > 0 || roots !== 1) throw new Error('not exactly one closed root element');
  return elements;
}

/** Each `<url>` of a urlset: its loc and its alternates by hreflang. */
function urlsOf(xml: string) {
  const urls: Array<{ loc: string; alternates: Record<string, string> }> = [];
  for (const element of parseXml(xml)) {
    if (element.name === 'url') urls.push({ loc: '', alternates: {} });
    const current = urls.at(-1);
    if (element.name === 'loc' && current) current.loc = element.text.replaceAll('&amp;', '&');
    if (element.name === 'xhtml:link' && current) {
      expect(element.attributes.rel).toBe('alternate');
      current.alternates[element.attributes.hreflang ?? ''] = element.attributes.href ?? '';
    }
  }
  return urls;
}

const base = 'https://shop.example';
const shared = useSharedTestApp({ publicUrl: `${base}/` });
type IndexParams = { area: string; language: string };
type PageParams = IndexParams & { type: string; page: string };
/** The sitemap index, with any parameters (malformed ones too). */
const getIndex = (params: IndexParams) =>
  callApiUnchecked(shared.app, endpoints.sitemap.getSitemapIndex, { params });
/** A urlset page, with any parameters (malformed ones too). */
const getPage = (params: PageParams) =>
  callApiUnchecked(shared.app, endpoints.sitemap.getSitemapPage, { params });
/** The absolute URL of a urlset page or of an index, as the documents list them. */
const pageUrl = (params: PageParams) => `${base}${pathOf(endpoints.sitemap.getSitemapPage, params)}`;
const indexUrl = (params: IndexParams) => `${base}${pathOf(endpoints.sitemap.getSitemapIndex, params)}`;

describe('GetSitemapIndex', () => {
  it('lists the urlset pages of products, categories and pages with absolute URLs, in both languages', async () => {
    for (const language of ['en', 'da']) {
      const response = await getIndex({ area: 'b2b', language });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
      const elements = parseXml(response.body);
      expect(elements[0]).toMatchObject({
        name: 'sitemapindex',
        attributes: { xmlns: 'http://www.sitemaps.org/schemas/sitemap/0.9' },
      });
      expect(elements.filter((e) => e.name === 'loc').map((e) => e.text)).toEqual(
        ['products', 'categories', 'pages'].map((type) =>
          pageUrl({ area: 'b2b', language, type, page: '1' }),
        ),
      );
    }
  });
});

describe('GetSitemapPage', () => {
  it('lists every product with its English, Danish and x-default versions', async () => {
    const rows = await shared.app.db
      .select()
      .from(productTranslations)
      .where(eq(productTranslations.languageCode, 'da'));
    const urls = urlsOf((await getPage({ area: 'b2b', language: 'da', type: 'products', page: '1' })).body);
    expect(urls).toHaveLength(rows.length);
    for (const url of urls) {
      expect(url.loc.startsWith(`${base}/da/`)).toBe(true);
      expect(Object.keys(url.alternates).sort()).toEqual(['da', 'en', 'x-default']);
      expect(url.alternates.da).toBe(url.loc);
      expect(url.alternates.en?.startsWith(`${base}/`) && !url.alternates.en.startsWith(`${base}/da/`)).toBe(
        true,
      );
      expect(url.alternates['x-default']).toBe(url.alternates.en);
    }
    const [first] = rows.sort((a, b) => a.productId.localeCompare(b.productId));
    const [english] = await shared.app.db
      .select()
      .from(productTranslations)
      .where(
        and(eq(productTranslations.productId, first!.productId), eq(productTranslations.languageCode, 'en')),
      );
    expect(urls[0]).toEqual({
      loc: `${base}/da${first!.url}`,
      alternates: {
        en: `${base}${english!.url}`,
        da: `${base}/da${first!.url}`,
        'x-default': `${base}${english!.url}`,
      },
    });
  });

  it('lists categories and content pages, the home page as / and /da', async () => {
    const categories = urlsOf(
      (await getPage({ area: 'b2b', language: 'en', type: 'categories', page: '1' })).body,
    );
    expect(categories.length).toBeGreaterThan(3);
    expect(categories.every((url) => url.alternates.da?.startsWith(`${base}/da/`))).toBe(true);

    const pages = urlsOf((await getPage({ area: 'b2b', language: 'en', type: 'pages', page: '1' })).body);
    expect(pages.find((url) => url.loc === `${base}/`)?.alternates).toEqual({
      en: `${base}/`,
      da: `${base}/da`,
      'x-default': `${base}/`,
    });
    expect(pages.find((url) => url.loc === `${base}/about`)?.alternates.da).toBe(`${base}/da/om-os`);
  });

  it('pages past 5000 URLs, escapes and percent-encodes URLs, and answers 404 past the last page', async () => {
    const { db } = shared.app;
    const extra = Array.from({ length: sitemapPageSize + 1 }, (_, index) => ({
      id: `bulk-${String(index).padStart(5, '0')}`,
      pageId: `bulk-${index}`,
      areaId: 'b2b',
      languageCode: 'en',
      url: index === sitemapPageSize ? '/tilbud&rabat/ø' : `/bulk/${index}`,
      title: `Bulk ${index}`,
      template: 'page',
      blocks: [],
    }));
    try {
      for (let start = 0; start < extra.length; start += 1000) {
        await db.insert(contentPages).values(extra.slice(start, start + 1000));
      }
      const index = parseXml((await getIndex({ area: 'b2b', language: 'en' })).body);
      const pageLocs = index.filter((e) => e.name === 'loc' && e.text.includes('/pages/')).map((e) => e.text);
      expect(pageLocs).toEqual(
        ['1', '2'].map((page) => pageUrl({ area: 'b2b', language: 'en', type: 'pages', page })),
      );

      const first = urlsOf((await getPage({ area: 'b2b', language: 'en', type: 'pages', page: '1' })).body);
      const second = urlsOf((await getPage({ area: 'b2b', language: 'en', type: 'pages', page: '2' })).body);
      const total = await db.$count(contentPages, eq(contentPages.languageCode, 'en'));
      expect(first).toHaveLength(sitemapPageSize);
      expect(second).toHaveLength(total - sitemapPageSize);
      expect(new Set([...first, ...second].map((url) => url.loc)).size).toBe(total);
      expect([...first, ...second].map((url) => url.loc)).toContain(`${base}/tilbud&rabat/%C3%B8`);
      expect((await getPage({ area: 'b2b', language: 'en', type: 'pages', page: '3' })).statusCode).toBe(404);
    } finally {
      await db.delete(contentPages).where(like(contentPages.id, 'bulk-%'));
    }
  });

  it('answers 404 for an unknown area, language, type or page, and 400 for malformed parameters', async () => {
    const products = (page: string) => ({ area: 'b2b', language: 'en', type: 'products', page });
    for (const response of [
      await getIndex({ area: 'nope', language: 'en' }),
      await getIndex({ area: 'b2b', language: 'fr' }),
      await getPage({ area: 'b2b', language: 'fr', type: 'products', page: '1' }),
      await getPage({ area: 'b2b', language: 'en', type: 'orders', page: '1' }),
      await getPage(products('2')),
    ]) {
      expect(response.statusCode, response.raw.req.url).toBe(404);
      expect(response.json().errorCode).toBe('not-found');
    }
    for (const [response, field] of [
      [await getPage(products('0')), 'page'],
      [await getPage(products('abc')), 'page'],
      [await getPage(products('-1')), 'page'],
      [await getIndex({ area: 'b<b', language: 'en' }), 'area'],
    ] as const) {
      expect(response.statusCode, response.raw.req.url).toBe(400);
      expect(response.json().message).toContain(field);
    }
  });
});

describe('GetRobotsTxt', () => {
  it('allows the shop, keeps crawlers out of the API, search, cart, checkout and login in both languages', async () => {
    const response = await callApi(shared.app, endpoints.sitemap.getRobotsTxt, {});
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = response.body.split('\n');
    expect(lines.slice(0, 2)).toEqual(['User-agent: *', 'Allow: /']);
    for (const path of [
      '/api/',
      '/search',
      '/da/search',
      '/cart',
      '/da/kurv',
      '/ecom/checkout',
      '/da/checkout',
      '/login',
      '/da/login',
    ]) {
      expect(lines, path).toContain(`Disallow: ${path}`);
    }
    expect(lines).not.toContain('Disallow: /');
    expect(lines.filter((line) => line.startsWith('Sitemap: '))).toEqual([
      `Sitemap: ${indexUrl({ area: 'b2b', language: 'en' })}`,
      `Sitemap: ${indexUrl({ area: 'b2b', language: 'da' })}`,
    ]);
  });
});
