import {
  type Area,
  type CurrencyCode,
  defaultAreaId,
  type GetContentByUrlResponse,
  type GetPricesResponse,
  type GetProductsByIdsResponse,
  type LanguageCode,
  type Product,
  type ProductKey,
  type ProductSearchResponse,
  type SearchFacetRequest,
  type SearchSorting,
} from '@shop/contracts';
import { formatMoney, moneyLocaleFor } from '../apps/web/app/lib/money.ts';
import { demoPassword } from './support/session.ts';

/** The demo area in a language, as every request names it. */
export const area = (languageCode: LanguageCode) => ({ areaId: defaultAreaId, languageCode });

/**
 * What the browser tests expect, asked from the running shop through the web origin (the same BFF the
 * browser uses), so no test hard-codes a product, a price or a count.
 */
export function catalogueApi(baseUrl: string) {
  /** A JSON call through the web origin, as the holder of `token` when one is given. */
  async function call<T>(
    method: 'GET' | 'POST' | 'DELETE',
    path: string,
    body?: unknown,
    token?: string,
  ): Promise<T> {
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    if (token) headers.Authorization = `Bearer ${token}`;
    const response = await fetch(new URL(path, baseUrl), {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok)
      throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
    return (await response.json()) as T;
  }

  const api = {
    call,

    getArea: (language: LanguageCode) =>
      call<Area>('GET', `/api/Area/GetAreaById?AreaId=${defaultAreaId}&Language=${language}`),

    /** The category id of a category page, from its product list block. */
    async categoryId(language: LanguageCode, url: string): Promise<string> {
      const query = new URLSearchParams({
        'Area.AreaId': defaultAreaId,
        'Area.LanguageCode': language,
        Url: url,
      });
      const answer = await call<GetContentByUrlResponse>('GET', `/api/Content/GetContentByUrl?${query}`);
      const block = answer.content?.blocks.find((candidate) => candidate.type === 'productList');
      if (!block?.categoryId) throw new Error(`${url} is not a category page`);
      return block.categoryId;
    },

    searchProducts: (
      language: LanguageCode,
      options: {
        category?: string;
        facets?: SearchFacetRequest[];
        sorting?: SearchSorting[];
        take?: number;
        currencyCode?: CurrencyCode;
      } = {},
    ) =>
      call<ProductSearchResponse>('POST', '/api/Product/GetProductsBySearch', {
        area: { ...area(language), currencyCode: options.currencyCode },
        facets: options.facets ?? [],
        skip: 0,
        take: options.take ?? 30,
        search: null,
        sorting: options.sorting ?? [{ field: 'sortOrder', direction: 'Ascending' }],
        category: options.category,
      }),

    /** The product every price test looks at: the first of the catalogue, with its page URL per language. */
    async firstProduct(language: LanguageCode): Promise<Product> {
      const [first] = (await api.searchProducts('en', { take: 1 })).items;
      if (!first) throw new Error('The demo catalogue is empty');
      return api.product(language, first.id);
    },

    async product(language: LanguageCode, id: string): Promise<Product> {
      const answer = await call<GetProductsByIdsResponse>('POST', '/api/Product/GetProductsByIds', {
        area: area(language),
        ids: [id],
      });
      const product = answer.items[id];
      if (!product) throw new Error(`No product ${id}`);
      return product;
    },

    async token(username: string): Promise<string> {
      const answer = await call<{ token: string }>('POST', '/api/User/Login', {
        username,
        password: demoPassword,
      });
      return answer.token;
    },

    /** Net prices of a customer (token) or, without one, retail prices in `currencyCode`. */
    async price(key: ProductKey, options: { token?: string; currencyCode?: CurrencyCode }) {
      const path = options.token ? '/api/Price/GetPricesByCustomer' : '/api/Price/GetPrices';
      const answer = await call<GetPricesResponse>(
        'POST',
        path,
        { currencyCode: options.currencyCode, products: [key] },
        options.token,
      );
      const found = answer.prices[0];
      if (!found) throw new Error(`No price for ${JSON.stringify(key)}`);
      return found;
    },
  };
  return api;
}

/** An amount as the shop shows it: the currency's home format, or the page language's. */
export function shownMoney(minorUnits: number, currency: string, language: LanguageCode): string {
  return formatMoney(minorUnits, currency, moneyLocaleFor(currency, language));
}

/** The key the product page prices: the shown colour's first variant, in the first unit. */
export function pageProductKey(product: Product, colorCode?: string): ProductKey {
  const code =
    colorCode ??
    (product.primaryColor in product.colors ? product.primaryColor : Object.keys(product.colors)[0]);
  const color = code ? product.colors[code] : undefined;
  if (!color) throw new Error(`${product.id} has no colour ${code}`);
  return {
    productId: product.id,
    variantId: color.firstVariantId,
    unitOfMeasure: product.units[0]?.unitId ?? 'CU',
  };
}

export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
