import { endpoints } from '@shop/contracts/endpoints';
import { uiTexts } from '@shop/ui-texts';
import { describe, expect, it } from 'vitest';
import { callApi, callApiUnchecked } from '../../test-support/call-api.ts';
import { useSharedTestApp } from '../../test-support/test-app.ts';

const shared = useSharedTestApp();

/** GetContentByUrl in area b2b with any language and URL (refused ones too). */
const getContent = (language: string, url: string) =>
  callApiUnchecked(shared.app, endpoints.content.getContentByUrl, {
    query: { 'Area.AreaId': 'b2b', 'Area.LanguageCode': language, 'Area.CurrencyCode': 'EUR', Url: url },
  });

/** Any body (refused ones too) to one of the element calls. */
const postElements = (
  endpoint:
    | typeof endpoints.content.getElementById
    | typeof endpoints.content.getElementsByIds
    | typeof endpoints.content.getElementsBySearch,
  body: unknown,
) => callApiUnchecked(shared.app, endpoint, { body });

describe('GetTranslationsByAreaId', () => {
  it('answers every UI text in English and Danish, with the same keys', async () => {
    const { app } = shared;
    const en = (
      await callApi(app, endpoints.content.getTranslationsByAreaId, {
        query: { AreaId: 'b2b', LanguageCode: 'en' },
      })
    ).json();
    const da = (
      await callApi(app, endpoints.content.getTranslationsByAreaId, {
        query: { AreaId: 'b2b', LanguageCode: 'da' },
      })
    ).json();
    expect(en['validation.required-field']).toBe(uiTexts.en['validation.required-field']);
    expect(da['cart.minimumOrderAmountNotExceeded']).toBe(uiTexts.da['cart.minimumOrderAmountNotExceeded']);
    expect(Object.keys(da).sort()).toEqual(Object.keys(en).sort());
    expect(en['validation.required-field']).not.toBe(da['validation.required-field']);
  });

  it('rejects a missing language with a message naming it', async () => {
    const { app } = shared;
    const response = await callApiUnchecked(app, endpoints.content.getTranslationsByAreaId, {
      query: { AreaId: 'b2b' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('LanguageCode');
  });
});

describe('GetContentByUrl', () => {
  it('resolves the home page in both languages with alternates', async () => {
    const en = (await getContent('en', '/')).json();
    const da = (await getContent('da', '/')).json();
    expect(en).toMatchObject({ contentType: 'page', statusCode: 200 });
    expect(en.content.blocks.length).toBeGreaterThan(0);
    expect(en.content.alternates).toEqual({ en: '/', da: '/' });
    expect(da.content.title).not.toBe(en.content.title);
  });

  it('resolves a localized service page and its other-language URL', async () => {
    const da = (await getContent('da', '/om-os')).json();
    expect(da.statusCode).toBe(200);
    expect(da.content.alternates.en).toBe('/about');
    const trailingSlash = (await getContent('en', '/about/')).json();
    expect(trailingSlash.content.id).toBe((await getContent('en', '/about')).json().content.id);
  });

  it('resolves categories and products by their URL', async () => {
    const elements = (
      await postElements(endpoints.content.getElementsBySearch, {
        area: { areaId: 'b2b', languageCode: 'da' },
        contentType: 'category',
        take: 1,
      })
    ).json();
    const category = elements.items[0];
    const categoryContent = (await getContent('da', category.url)).json();
    expect(categoryContent).toMatchObject({ contentType: 'category', statusCode: 200 });
    expect(categoryContent.content.blocks[0]).toEqual({
      type: 'productList',
      categoryId: category.id,
      query: null,
    });
    // Every demo category has its own lifestyle picture for the heading band (ADR 65).
    expect(categoryContent.content.heroImage).toBe(`categories/heroes/${category.id}.jpg`);

    const products = (
      await postElements(endpoints.content.getElementsBySearch, {
        area: { areaId: 'b2b', languageCode: 'en' },
        contentType: 'product',
        take: 1,
      })
    ).json();
    const product = (await getContent('en', products.items[0].url)).json();
    expect(['product', 'product-preview']).toContain(product.contentType);
    expect(product.content.blocks[0]).toEqual({ type: 'productDetails', productId: products.items[0].id });
  });

  it('answers statusCode 404 for an unknown URL', async () => {
    const response = await getContent('en', '/no-such-page');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ content: null, contentType: null, statusCode: 404 });
  });

  it('names the bad field: missing Url, Url without a leading slash, unknown language', async () => {
    const { app } = shared;
    const missing = await callApiUnchecked(app, endpoints.content.getContentByUrl, {
      query: { 'Area.AreaId': 'b2b', 'Area.LanguageCode': 'en' },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toContain('Url');
    const relative = await getContent('en', 'about');
    expect(relative.json().message).toContain('Url must start with /');
    const language = await getContent('xx', '/');
    expect(language.statusCode).toBe(400);
    expect(language.json().message).toContain('Area.LanguageCode');
  });
});

describe('GetElementById, GetElementsByIds, GetElementsBySearch', () => {
  it('finds elements by id in the order asked and skips unknown ids', async () => {
    const area = { areaId: 'b2b', languageCode: 'en' };
    const search = (await postElements(endpoints.content.getElementsBySearch, { area, take: 3 })).json();
    expect(search.itemsTotal).toBeGreaterThan(3);
    const ids = search.items.map((item: { id: string }) => item.id).reverse();
    const byIds = (
      await postElements(endpoints.content.getElementsByIds, { area, ids: [...ids, 'nope'] })
    ).json();
    expect(byIds.items.map((item: { id: string }) => item.id)).toEqual(ids);
    const one = await postElements(endpoints.content.getElementById, { area, id: ids[0] });
    expect(one.json().element.id).toBe(ids[0]);
    const missing = await postElements(endpoints.content.getElementById, { area, id: 'nope' });
    expect(missing.statusCode).toBe(404);
  });

  it('filters by title text, with LIKE wildcards taken literally', async () => {
    const area = { areaId: 'b2b', languageCode: 'da' };
    const about = (
      await postElements(endpoints.content.getElementsBySearch, { area, text: 'om os', contentType: 'page' })
    ).json();
    expect(about.items.some((item: { url: string }) => item.url === '/om-os')).toBe(true);
    const wildcard = (await postElements(endpoints.content.getElementsBySearch, { area, text: '%' })).json();
    expect(wildcard.itemsTotal).toBe(0);
  });

  it('rejects bad bodies with the field named', async () => {
    const response = await postElements(endpoints.content.getElementsByIds, {
      area: { areaId: 'b2b', languageCode: 'en' },
      ids: [],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('ids');
  });
});
