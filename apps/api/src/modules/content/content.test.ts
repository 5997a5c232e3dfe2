import { describe, expect, it } from 'vitest';
import { translations } from '../../db/seed/translations.ts';
import { useSharedTestApp } from '../../test/helper.ts';

const contentUrl = (language: string, url: string) =>
  `/api/Content/GetContentByUrl?Area.AreaId=b2b&Area.LanguageCode=${language}&Area.CurrencyCode=EUR&Url=${encodeURIComponent(url)}`;

const shared = useSharedTestApp();
describe('GET /api/Content/GetTranslationsByAreaId', () => {
  it('answers every UI text in English and Danish, with the same keys', async () => {
    const { app } = shared;
    const en = (
      await app.inject({ url: '/api/Content/GetTranslationsByAreaId?AreaId=b2b&LanguageCode=en' })
    ).json();
    const da = (
      await app.inject({ url: '/api/Content/GetTranslationsByAreaId?AreaId=b2b&LanguageCode=da' })
    ).json();
    expect(en['validation.required-field']).toBe(translations.en['validation.required-field']);
    expect(da['cart.minimumOrderAmountNotExceeded']).toBe(
      translations.da['cart.minimumOrderAmountNotExceeded'],
    );
    expect(Object.keys(da).sort()).toEqual(Object.keys(en).sort());
    expect(en['validation.required-field']).not.toBe(da['validation.required-field']);
  });

  it('rejects a missing language with a message naming it', async () => {
    const { app } = shared;
    const response = await app.inject({ url: '/api/Content/GetTranslationsByAreaId?AreaId=b2b' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('LanguageCode');
  });
});

describe('GET /api/Content/GetContentByUrl', () => {
  it('resolves the home page in both languages with alternates', async () => {
    const { app } = shared;
    const en = (await app.inject({ url: contentUrl('en', '/') })).json();
    const da = (await app.inject({ url: contentUrl('da', '/') })).json();
    expect(en).toMatchObject({ contentType: 'page', statusCode: 200 });
    expect(en.content.blocks.length).toBeGreaterThan(0);
    expect(en.content.alternates).toEqual({ en: '/', da: '/' });
    expect(da.content.title).not.toBe(en.content.title);
  });

  it('resolves a localized service page and its other-language URL', async () => {
    const { app } = shared;
    const da = (await app.inject({ url: contentUrl('da', '/om-os') })).json();
    expect(da.statusCode).toBe(200);
    expect(da.content.alternates.en).toBe('/about');
    const trailingSlash = (await app.inject({ url: contentUrl('en', '/about/') })).json();
    expect(trailingSlash.content.id).toBe(
      (await app.inject({ url: contentUrl('en', '/about') })).json().content.id,
    );
  });

  it('resolves categories and products by their URL', async () => {
    const { app } = shared;
    const elements = (
      await app.inject({
        method: 'POST',
        url: '/api/Content/GetElementsBySearch',
        payload: { area: { areaId: 'b2b', languageCode: 'da' }, contentType: 'category', take: 1 },
      })
    ).json();
    const category = elements.items[0];
    const categoryContent = (await app.inject({ url: contentUrl('da', category.url) })).json();
    expect(categoryContent).toMatchObject({ contentType: 'category', statusCode: 200 });
    expect(categoryContent.content.blocks[0]).toEqual({
      type: 'productList',
      categoryId: category.id,
      query: null,
    });

    const products = (
      await app.inject({
        method: 'POST',
        url: '/api/Content/GetElementsBySearch',
        payload: { area: { areaId: 'b2b', languageCode: 'en' }, contentType: 'product', take: 1 },
      })
    ).json();
    const product = (await app.inject({ url: contentUrl('en', products.items[0].url) })).json();
    expect(['product', 'product-preview']).toContain(product.contentType);
    expect(product.content.blocks[0]).toEqual({ type: 'productDetails', productId: products.items[0].id });
  });

  it('answers statusCode 404 for an unknown URL', async () => {
    const { app } = shared;
    const response = await app.inject({ url: contentUrl('en', '/no-such-page') });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ content: null, contentType: null, statusCode: 404 });
  });

  it('names the bad field: missing Url, Url without a leading slash, unknown language', async () => {
    const { app } = shared;
    const missing = await app.inject({
      url: '/api/Content/GetContentByUrl?Area.AreaId=b2b&Area.LanguageCode=en',
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toContain('Url');
    const relative = await app.inject({ url: contentUrl('en', 'about') });
    expect(relative.json().message).toContain('Url must start with /');
    const language = await app.inject({ url: contentUrl('xx', '/') });
    expect(language.statusCode).toBe(400);
    expect(language.json().message).toContain('Area.LanguageCode');
  });
});

describe('POST /api/Content/GetElementById, GetElementsByIds, GetElementsBySearch', () => {
  it('finds elements by id in the order asked and skips unknown ids', async () => {
    const { app } = shared;
    const area = { areaId: 'b2b', languageCode: 'en' };
    const search = (
      await app.inject({
        method: 'POST',
        url: '/api/Content/GetElementsBySearch',
        payload: { area, take: 3 },
      })
    ).json();
    expect(search.itemsTotal).toBeGreaterThan(3);
    const ids = search.items.map((item: { id: string }) => item.id).reverse();
    const byIds = (
      await app.inject({
        method: 'POST',
        url: '/api/Content/GetElementsByIds',
        payload: { area, ids: [...ids, 'nope'] },
      })
    ).json();
    expect(byIds.items.map((item: { id: string }) => item.id)).toEqual(ids);
    const one = await app.inject({
      method: 'POST',
      url: '/api/Content/GetElementById',
      payload: { area, id: ids[0] },
    });
    expect(one.json().element.id).toBe(ids[0]);
    const missing = await app.inject({
      method: 'POST',
      url: '/api/Content/GetElementById',
      payload: { area, id: 'nope' },
    });
    expect(missing.statusCode).toBe(404);
  });

  it('filters by title text, with LIKE wildcards taken literally', async () => {
    const { app } = shared;
    const area = { areaId: 'b2b', languageCode: 'da' };
    const about = (
      await app.inject({
        method: 'POST',
        url: '/api/Content/GetElementsBySearch',
        payload: { area, text: 'om os', contentType: 'page' },
      })
    ).json();
    expect(about.items.some((item: { url: string }) => item.url === '/om-os')).toBe(true);
    const wildcard = (
      await app.inject({
        method: 'POST',
        url: '/api/Content/GetElementsBySearch',
        payload: { area, text: '%' },
      })
    ).json();
    expect(wildcard.itemsTotal).toBe(0);
  });

  it('rejects bad bodies with the field named', async () => {
    const { app } = shared;
    const response = await app.inject({
      method: 'POST',
      url: '/api/Content/GetElementsByIds',
      payload: { area: { areaId: 'b2b', languageCode: 'en' }, ids: [] },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('ids');
  });
});
