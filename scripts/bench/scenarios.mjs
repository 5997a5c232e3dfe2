// The benchmark scenarios: request generators over real ids read from the seeded API.
import { endpoints } from '@shop/contracts/endpoints';

const area = { areaId: 'b2b', languageCode: 'en', currencyCode: 'EUR' };

async function post(baseUrl, path, body, headers = {}) {
  const response = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
  return response.json();
}

function rotate(list) {
  let i = 0;
  return () => list[i++ % list.length];
}

/** The search terms of every search row (also the side-by-side script's, peers/vendure-peer.mjs). */
export const terms = [
  'dress',
  'sweatshirt',
  't-shirt',
  'jacket',
  'trousers',
  'rose',
  'blue',
  'ella',
  'cap',
  'socks',
];
/** The facets of a search as the storefront asks for them, with the given selections. */
export const facetConfig = (selected = {}) => [
  { field: 'category', type: 'CheckboxOr', ...(selected.category ? { selected: selected.category } : {}) },
  { field: 'color', type: 'CheckboxOr', ...(selected.color ? { selected: selected.color } : {}) },
  { field: 'size', type: 'CheckboxOr', ...(selected.size ? { selected: selected.size } : {}) },
  { field: 'brand', type: 'CheckboxOr' },
  { field: 'stockKind', type: 'CheckboxOr', ...(selected.stockKind ? { selected: selected.stockKind } : {}) },
  { field: 'price', type: 'Slider' },
];

/** The id of every product of the catalogue, read through the API 100 at a time (also the side-by-side script's). */
export async function catalogueProductIds(baseUrl) {
  const ids = [];
  for (let skip = 0; ; skip += 100) {
    const page = await post(baseUrl, endpoints.content.getElementsBySearch.path, {
      area,
      contentType: 'product',
      take: 100,
      skip,
    });
    ids.push(...page.items.map((item) => item.id));
    if (page.items.length < 100) return ids;
  }
}

/** Scenarios in the order they run; `target` is the p95 goal (ms) of the issue at one client. */
export async function scenarios(baseUrl) {
  const categories = await post(baseUrl, endpoints.content.getElementsBySearch.path, {
    area,
    contentType: 'category',
    take: 100,
  });
  const products = await post(baseUrl, endpoints.content.getElementsBySearch.path, {
    area,
    contentType: 'product',
    take: 100,
  });
  const productIds = products.items.map((item) => item.id);
  const allProductIds = await catalogueProductIds(baseUrl);
  const details = await post(baseUrl, endpoints.product.getProductsByIds.path, {
    area,
    ids: productIds.slice(0, 20),
    includeOutOfStockColors: true,
  });
  const keys = Object.values(details.items).flatMap((product) =>
    product.variants.map((variant) => ({
      productId: product.id,
      variantId: variant.id,
      unitOfMeasure: 'CU',
    })),
  );
  const login = await post(baseUrl, endpoints.user.login.path, {
    username: 'dealer@nordlys.demo',
    password: 'nordlys-demo',
  });
  const bearer = { authorization: `Bearer ${login.token}` };

  const searchBodies = terms.flatMap((term) => [
    {
      area,
      facets: facetConfig(),
      skip: 0,
      take: 30,
      search: { match: { field: 'name', query: term } },
      sorting: [],
    },
    {
      area,
      facets: facetConfig({ color: ['rose', 'blue', 'black'], size: ['104', '110', '116', 'M'] }),
      skip: 0,
      take: 30,
      search: { match: { field: 'name', query: term } },
      sorting: [{ field: 'name', direction: 'Ascending' }],
    },
  ]);
  const categoryBodies = categories.items.map((category) => ({
    area,
    facets: facetConfig(),
    skip: 0,
    take: 30,
    search: null,
    category: category.id,
    sorting: [{ field: 'name', direction: 'Ascending' }],
  }));
  const autocompleteBodies = ['dre', 'swea', 'ros', 'jakke', 'kjole', 'tshirt', 'blu', 'el'].map((q) => ({
    area,
    facets: [],
    skip: 0,
    take: 8,
    search: {
      bool: {
        should: [
          { match: { field: 'name', query: q } },
          { fuzzy: { field: 'name.en', value: q } },
          {
            bool: {
              should: [
                { match: { field: 'name', query: q, boost: 3 } },
                { match: { field: 'colorName', query: q, boost: 3 } },
              ],
            },
          },
        ],
      },
    },
    sorting: [
      { field: 'score', direction: 'Descending' },
      { field: 'id', direction: 'Descending' },
    ],
  }));
  const priceBodies = Array.from({ length: 20 }, (_, i) => ({
    products: keys.slice(
      (i * 10) % Math.max(1, keys.length - 10),
      ((i * 10) % Math.max(1, keys.length - 10)) + 10,
    ),
  }));

  // Cache-busting variants: every request a combination not asked before, so each one runs the SQL.
  const colorSets = [
    ['rose'],
    ['blue'],
    ['black'],
    ['rose', 'blue'],
    ['papaya', 'mist'],
    ['sandy', 'pecan', 'jojoba'],
  ];
  const sizeSets = [[], ['104'], ['110', '116'], ['M'], ['S', 'M', 'L'], ['92', '98', '104']];
  // `stockKinds` tells sets apart: the last scenario's background searches must not meet answers or facet
  // counts cached by the first one.
  const uniqueSearches = (stockKinds) =>
    stockKinds.flatMap((stockKind) =>
      terms.flatMap((term) =>
        colorSets.flatMap((color) =>
          sizeSets.flatMap((size) =>
            [0, 30, 60].map((skip) => ({
              area,
              facets: facetConfig({
                color,
                ...(size.length ? { size } : {}),
                ...(stockKind ? { stockKind } : {}),
              }),
              skip,
              take: 30,
              search: { match: { field: 'name', query: term } },
              sorting: [{ field: 'name', direction: 'Ascending' }],
            })),
          ),
        ),
      ),
    );
  const uniqueSearchBodies = uniqueSearches([null]);
  const backgroundSearchBodies = uniqueSearches([
    ['2Stock'],
    ['1Preorder'],
    ['3FutureStock'],
    ['0Essentials'],
  ]);
  const uniqueCategoryBodies = categories.items.flatMap((category) =>
    colorSets.flatMap((color) =>
      [0, 30].map((skip) => ({
        area,
        facets: facetConfig({ color }),
        skip,
        take: 30,
        search: null,
        category: category.id,
        sorting: [{ field: 'number', direction: 'Descending' }],
      })),
    ),
  );
  const search = rotate(
    searchBodies.map((body) => ({ path: endpoints.search.getProductsBySearch.path, body })),
  );
  const uncachedSearch = rotate(
    uniqueSearchBodies.map((body) => ({ path: endpoints.search.getProductsBySearch.path, body })),
  );
  const productData = rotate(
    productIds.map((id) => ({
      path: endpoints.product.getProductsByIds.path,
      body: { area, ids: [id], includeOutOfStockColors: false },
    })),
  );
  return [
    {
      name: 'search with facets, uncached (every query new)',
      next: uncachedSearch,
      target: 40,
      connections: [1],
      warm: false,
      amount: uniqueSearchBodies.length,
    },
    {
      name: 'category browse with facets, uncached',
      next: rotate(
        uniqueCategoryBodies.map((body) => ({ path: endpoints.search.getProductsBySearch.path, body })),
      ),
      target: 25,
      connections: [1],
      warm: false,
      amount: uniqueCategoryBodies.length,
    },
    {
      name: 'product data, uncached (5,000 ids in turn)',
      next: rotate(
        allProductIds.map((id) => ({
          path: endpoints.product.getProductsByIds.path,
          body: { area, ids: [id], includeOutOfStockColors: false },
        })),
      ),
      target: 8,
      connections: [1],
      warm: false,
      amount: allProductIds.length,
    },
    { name: 'search with facets', next: search, target: 40 },
    {
      name: 'category browse with facets',
      next: rotate(categoryBodies.map((body) => ({ path: endpoints.search.getProductsBySearch.path, body }))),
      target: 25,
    },
    { name: 'product data (GetProductsByIds, 1 id)', next: productData, target: 8 },
    {
      name: 'autocomplete products',
      next: rotate(
        autocompleteBodies.map((body) => ({ path: endpoints.search.getProductsBySearch.path, body })),
      ),
    },
    {
      name: 'GetPrices (retail, anonymous), 10 keys',
      next: rotate(
        priceBodies.map((body) => ({
          path: endpoints.price.getPrices.path,
          body: { ...body, currencyCode: 'DKK' },
        })),
      ),
      target: 5,
    },
    {
      name: 'GetPricesByCustomer, 10 keys',
      next: rotate(
        priceBodies.map((body) => ({
          path: endpoints.price.getPricesByCustomer.path,
          body,
          headers: bearer,
        })),
      ),
      target: 5,
    },
    {
      name: 'product data while 10 clients search',
      next: productData,
      connections: [1],
      background: { connections: 10, name: 'searches (repeated)', next: search },
      target: 25,
    },
    {
      name: 'product data while 10 clients search, all uncached',
      next: rotate(
        [...allProductIds].reverse().map((id) => ({
          path: endpoints.product.getProductsByIds.path,
          body: { area: { ...area, languageCode: 'da' }, ids: [id], includeOutOfStockColors: true },
        })),
      ),
      connections: [1],
      warm: false,
      background: {
        connections: 10,
        name: 'searches (every query new)',
        next: rotate(
          backgroundSearchBodies.map((body) => ({ path: endpoints.search.getProductsBySearch.path, body })),
        ),
      },
      target: 25,
    },
  ];
}
