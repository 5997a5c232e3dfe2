import { defineEndpoint } from '../endpoint.ts';
import type { ErrorCode } from '../error-codes.ts';
import {
  CategorySearchResponse,
  PageSearchResponse,
  ProductSearchResponse,
  SearchRequest,
} from '../search.ts';
import { categorySearchFields, pageSearchFields, productSearchFields } from '../search-constants.ts';
import { singleColorPath } from '../single-color.ts';

const describeFields = (fields: Record<string, readonly string[]>): string =>
  Object.entries(fields)
    .filter(([, names]) => names.length > 0)
    .map(([type, names]) => `${type}: ${names.join(', ')}`)
    .join('; ');

const queryLanguage =
  '`search` is a query tree: `{ bool: { must, should, filter, mustNot, minimumShouldMatch } }`, ' +
  '`{ match: { field, query, operator, prefix, boost } }`, `{ fuzzy: { field, value, fuzziness, boost } }`, ' +
  '`{ term: { field, value } }`, `{ terms: { field, values } }`, `{ range: { field, gte, lte, gt, lt } }`; ' +
  'at most 8 levels and 100 nodes. Facets: CheckboxOr, CheckboxAnd on keyword/boolean fields, Slider on ' +
  'number fields; an unknown facet field answers 400 "Missing search configuration for facet field X", an ' +
  'unknown type 400 "Facet type X is not implemented". Sorting fields: data.name, data.number, score (only ' +
  'with free text), id, sortOrder; ties end in id descending.';

/** What a bad query tree, facet or sort key answers (400), and an area without the language (404). */
const searchErrors = [
  'area-not-found',
  'search.unknown-field',
  'search.unsupported-query',
  'search.invalid-value',
  'search.unknown-sort-field',
  'search.facet-configuration',
  'search.facet-duplicate',
  'search.facet-selection',
  'search.facet-type',
] as const satisfies readonly ErrorCode[];

export const getProductsBySearch = defineEndpoint({
  operationId: 'getProductsBySearch',
  method: 'POST',
  path: '/api/Product/GetProductsBySearch',
  access: 'anonymous',
  tags: ['Search'],
  summary: 'Search products: free text, facets, category scope, sorting and paging',
  description: `${queryLanguage} Product fields — ${describeFields(productSearchFields)}. The price field is the lowest retail price in minor units of area.currencyCode (default: the area's currency). Items carry no prices.`,
  body: SearchRequest,
  response: ProductSearchResponse,
  errors: searchErrors,
  example: {
    body: {
      area: { areaId: 'b2b', languageCode: 'en' },
      search: { match: { field: 'text', query: 'dress' } },
      facets: [{ field: 'color', type: 'CheckboxOr' }],
      take: 1,
    },
    response: {
      items: [
        {
          id: 'NL10008',
          item: {
            id: 'NL10008',
            name: 'Ask Dress',
            url: '/product/ask-dress-nl10008',
            brand: 'Nordlys Mini',
            number: 'NL10008',
            image: 'products/dress-misty-lilac-front.jpg',
            primaryColorCode: 'misty-lilac',
            colors: [
              {
                code: 'misty-lilac',
                name: 'Misty lilac',
                hex: '#b8a6c9',
                swatchImage: singleColorPath('#b8a6c9'),
                firstVariantId: 'NL10008-misty-lilac-62',
                hasStock: true,
                onSale: false,
                isPreview: false,
                essential: false,
              },
            ],
            firstVariantId: 'NL10008-misty-lilac-62',
            unitId: 'CU',
            essential: false,
            onSale: false,
            isPreview: false,
            topSeller: false,
            heroProduct: false,
            keyProduct: false,
            seasonDescription: 'Autumn/Winter 2026',
          },
          score: 0.62,
        },
      ],
      itemsTotal: 3,
      facetOptions: [
        {
          field: 'color',
          items: [
            { key: 'jojoba', count: 3, label: 'Jojoba', image: singleColorPath('#c9a66b') },
            { key: 'misty-lilac', count: 1, label: 'Misty lilac', image: singleColorPath('#b8a6c9') },
          ],
        },
      ],
    },
  },
});

export const getCategoriesBySearch = defineEndpoint({
  operationId: 'getCategoriesBySearch',
  method: 'POST',
  path: '/api/Category/GetCategoriesBySearch',
  access: 'anonymous',
  tags: ['Search'],
  summary: 'Search categories (autocomplete: take 6)',
  description: `${queryLanguage} Category fields — ${describeFields(categorySearchFields)}. \`category\` keeps categories below that one.`,
  body: SearchRequest,
  response: CategorySearchResponse,
  errors: searchErrors,
  example: {
    body: {
      area: { areaId: 'b2b', languageCode: 'da' },
      search: { match: { field: 'text', query: 'kjole', prefix: true } },
      take: 6,
    },
    response: {
      items: [
        {
          id: 'women-dresses',
          item: { id: 'women-dresses', title: 'Kjoler', url: '/dame/kjoler', image: null, parentId: 'women' },
          score: 0.62,
        },
        {
          id: 'girls-dresses',
          item: {
            id: 'girls-dresses',
            title: 'Kjoler',
            url: '/piger/kjoler',
            image: null,
            parentId: 'girls',
          },
          score: 0.62,
        },
      ],
      itemsTotal: 2,
      facetOptions: [],
    },
  },
});

export const getPagesBySearch = defineEndpoint({
  operationId: 'getPagesBySearch',
  method: 'POST',
  path: '/api/Page/GetPagesBySearch',
  access: 'anonymous',
  tags: ['Search'],
  summary: 'Search content pages of the area (autocomplete: take 6)',
  description: `${queryLanguage} Page fields — ${describeFields(pageSearchFields)}.`,
  body: SearchRequest,
  response: PageSearchResponse,
  errors: searchErrors,
  example: {
    body: {
      area: { areaId: 'b2b', languageCode: 'en' },
      search: { match: { field: 'text', query: 'delivery', prefix: true } },
      take: 6,
    },
  },
});
