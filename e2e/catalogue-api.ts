import {
  type CurrencyCode,
  defaultAreaId,
  type Endpoint,
  type EndpointInput,
  type EndpointOutput,
  type LanguageCode,
  localizeContentUrl,
  type Product,
  type ProductKey,
  type SearchFacetRequest,
  type SearchSorting,
} from '@shop/contracts';
import { endpoints } from '@shop/contracts/endpoints';
import { isApiError } from '../apps/web/app/lib/api-error.ts';
import { createCall, type Transport } from '../apps/web/app/lib/call-endpoint.ts';
import { formatMoney, moneyLocaleFor } from '../apps/web/app/lib/money.ts';
import { demoPassword } from './support/session.ts';

/** The demo area in a language, as every request names it. */
export const area = (languageCode: LanguageCode) => ({ areaId: defaultAreaId, languageCode });

/** HTTP to `baseUrl` as the holder of `token`: JSON in and out, like the browser's and the server's. */
function testTransport(baseUrl: string, token?: string): Transport {
  return async ({ method, url, body }) => {
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    if (token) headers.Authorization = `Bearer ${token}`;
    const response = await fetch(new URL(url, baseUrl), {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    let payload: unknown = text;
    try {
      payload = JSON.parse(text);
    } catch {
      // Not JSON: the failure message shows the text as it came.
    }
    return { status: response.status, payload };
  };
}

/**
 * `call(endpoint, input)` through `baseUrl` (the web origin's BFF, or the API host itself), as the holder of
 * `token`: the web's own client, checking every answer against its definition. A failure names the call.
 */
export async function callAt<E extends Endpoint>(
  baseUrl: string,
  endpoint: E,
  input: EndpointInput<E>,
  token?: string,
): Promise<EndpointOutput<E>> {
  try {
    return await createCall(testTransport(baseUrl, token), { validate: true })(endpoint, input);
  } catch (error) {
    if (!isApiError(error)) throw error;
    throw new Error(`${endpoint.operationId} answered ${error.status}: ${JSON.stringify(error.payload)}`);
  }
}

/**
 * What the browser tests expect, asked from the running shop through the web origin (the same BFF the
 * browser uses), so no test hard-codes a product, a price or a count.
 */
export function catalogueApi(baseUrl: string) {
  /** A call through the web origin, as the holder of `token` when one is given. */
  const call = <E extends Endpoint>(endpoint: E, input: EndpointInput<E>, token?: string) =>
    callAt(baseUrl, endpoint, input, token);

  const api = {
    call,

    getArea: (language: LanguageCode) =>
      call(endpoints.area.getAreaById, { query: { AreaId: defaultAreaId, Language: language } }),

    /** The category id of a category page, from its product list block. */
    async categoryId(language: LanguageCode, url: string): Promise<string> {
      const answer = await call(endpoints.content.getContentByUrl, {
        query: { 'Area.AreaId': defaultAreaId, 'Area.LanguageCode': language, Url: url },
      });
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
      call(endpoints.search.getProductsBySearch, {
        body: {
          area: { ...area(language), currencyCode: options.currencyCode },
          facets: options.facets ?? [],
          skip: 0,
          take: options.take ?? 30,
          search: null,
          sorting: options.sorting ?? [{ field: 'sortOrder', direction: 'Ascending' }],
          category: options.category,
        },
      }),

    /** The product every price test looks at: the first of the catalogue, with its page URL per language. */
    async firstProduct(language: LanguageCode): Promise<Product> {
      const [first] = (await api.searchProducts('en', { take: 1 })).items;
      if (!first) throw new Error('The demo catalogue is empty');
      return api.product(language, first.id);
    },

    async product(language: LanguageCode, id: string): Promise<Product> {
      const answer = await call(endpoints.product.getProductsByIds, {
        body: { area: area(language), ids: [id] },
      });
      const product = answer.items[id];
      if (!product) throw new Error(`No product ${id}`);
      return product;
    },

    /** The first 48 products of the catalogue as the holder of `token` (or anybody) sees them, in `language`. */
    async firstProducts(language: LanguageCode, token?: string): Promise<Product[]> {
      const hits = (await api.searchProducts(language, { take: 48 })).items;
      const body = { area: area(language), ids: hits.map((hit) => hit.id) };
      return Object.values((await call(endpoints.product.getProductsByIds, { body }, token)).items);
    },

    async token(username: string): Promise<string> {
      const answer = await call(endpoints.user.login, { body: { username, password: demoPassword } });
      return answer.token;
    },

    /** Net prices of a customer (token) or, without one, retail prices in `currencyCode`. */
    async price(key: ProductKey, options: { token?: string; currencyCode?: CurrencyCode }) {
      const endpoint = options.token ? endpoints.price.getPricesByCustomer : endpoints.price.getPrices;
      const answer = await call(
        endpoint,
        { body: { currencyCode: options.currencyCode, products: [key] } },
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

/** The product's page in `language`, showing the colour `colorCode`. */
export const productPageUrl = (product: Product, language: LanguageCode, colorCode: string) =>
  `${localizeContentUrl(product.url, language)}?colorCode=${colorCode}`;

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
