import { z } from 'zod';
import { AreaInfo, LookupTemplate } from './common.ts';
import { defaultSearchPageSize, searchFacetTypes, searchQueryTooLarge } from './search-constants.ts';
import { SearchQueryNode } from './search-query.ts';

export * from './search-constants.ts';
export * from './search-query.ts';

/**
 * A facet to count and optionally filter by. CheckboxOr: any selected key matches, and the facet's own
 * counts ignore its own selection. CheckboxAnd: every selected key must match. Slider (number fields):
 * `selected` is `{ min, max }` inclusive, and the answer carries the facet's min and max.
 */
export const SearchFacetRequest = z.object({
  field: z.string().min(1).max(64),
  type: z.enum(searchFacetTypes, {
    error: (issue) => `Facet type ${String(issue.input)} is not implemented`,
  }),
  selected: z
    .union([
      z.array(z.string().max(200)).max(100),
      z.object({ min: z.number().optional(), max: z.number().optional() }),
    ])
    .optional(),
});
export type SearchFacetRequest = z.infer<typeof SearchFacetRequest>;

/**
 * A sort key. Fields: 'data.name' (or 'name'), 'data.number' (or 'number'), 'score', 'id', 'sortOrder'
 * and, for products, 'price'. 'score' counts only when the query has free text (match or fuzzy);
 * otherwise it is skipped. Ties always end in id descending.
 */
export const SearchSorting = z.object({
  field: z.string().min(1).max(64),
  direction: z.enum(['Ascending', 'Descending']),
});
export type SearchSorting = z.infer<typeof SearchSorting>;

/**
 * The search container request (spec §7), the same for products, categories and pages. An unknown area
 * (or a language it does not have) answers 404 'Could not find area id for languageId'.
 */
export const SearchRequest = z.object({
  /** `currencyCode` picks the currency of the price field (default: the area's currency). */
  area: AreaInfo,
  /** Facets to count, each field at most once; their selections filter the hits. */
  facets: z.array(SearchFacetRequest).max(20).default([]),
  /** Hits to skip (at most 10,000); skipping past the end answers no items and the real itemsTotal. */
  skip: z.number().int().min(0).max(10_000).default(0),
  /** Page size, 1–100 (spec §9: lists 30, autocomplete 8 products / 6 categories / 6 pages). */
  take: z.number().int().min(1).max(100).default(defaultSearchPageSize),
  /** The query tree; null finds everything (a category browse). */
  search: SearchQueryNode.nullable()
    .default(null)
    .superRefine((value, ctx) => {
      const problem = searchQueryTooLarge(value);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
  /** Accepted for the spec's request shape; each endpoint answers one item shape. */
  lookupTemplate: LookupTemplate.optional(),
  /** Sort keys in order; without any: score with free text, else the catalogue's sort order. */
  sorting: z.array(SearchSorting).max(5).default([]),
  /** A category id: products in it or below it; categories below it; ignored for pages. */
  category: z.string().min(1).max(200).nullable().optional(),
});
export type SearchRequest = z.infer<typeof SearchRequest>;

/**
 * A facet's options (key and number of hits), sorted by key with numbers by value ('92' before '104';
 * delivery drop codes sort by date). An empty key means the hit has no value (a product without print).
 * Slider facets carry min and max instead of options.
 */
export const SearchFacetOptions = z.object({
  field: z.string(),
  items: z.array(
    z.object({
      key: z.string(),
      count: z.number().int(),
      /**
       * Products only: the catalogue's name for a key that is an id or code, in the request language —
       * category (with its parent's name: 'Girls / Dresses'), color, season and deliveryDrop. Absent for
       * keys that are their own name (size, brand) or unknown to the catalogue.
       */
      label: z.string().optional(),
      /** Products, color only: the 20 × 20 swatch image URL. */
      image: z.string().optional(),
    }),
  ),
  /** Slider only: smallest and largest value among the hits, ignoring the slider's own selection. */
  min: z.number().nullable().optional(),
  max: z.number().nullable().optional(),
});
export type SearchFacetOptions = z.infer<typeof SearchFacetOptions>;

const searchResponse = <T extends z.ZodTypeAny>(item: T) =>
  z.object({
    items: z.array(
      z.object({
        id: z.string(),
        item,
        /** Relevance of the free-text clauses; 0 without free text. */
        score: z.number(),
      }),
    ),
    itemsTotal: z.number().int(),
    facetOptions: z.array(SearchFacetOptions),
  });

/** A colour as a product tile shows it (visible colours only: outphasing colours without stock are left out). */
export const SearchProductColor = z.object({
  code: z.string(),
  name: z.string(),
  hex: z.string(),
  /** Image URL of the 20 × 20 swatch. */
  swatchImage: z.string(),
  firstVariantId: z.string(),
  hasStock: z.boolean(),
  onSale: z.boolean(),
  isPreview: z.boolean(),
  essential: z.boolean(),
});
export type SearchProductColor = z.infer<typeof SearchProductColor>;

/**
 * What a product tile needs, without prices: the web fetches those by product key
 * (`{ productId: id, variantId: firstVariantId, unitOfMeasure: unitId }`).
 */
export const SearchProductItem = z.object({
  id: z.string(),
  name: z.string(),
  /** Without language prefix. */
  url: z.string(),
  brand: z.string(),
  number: z.string(),
  /** Primary image path below the media root, for /images/…; null when the product has none. */
  image: z.string().nullable(),
  primaryColorCode: z.string(),
  colors: z.array(SearchProductColor),
  firstVariantId: z.string(),
  unitId: z.string(),
  essential: z.boolean(),
  onSale: z.boolean(),
  isPreview: z.boolean(),
  topSeller: z.boolean(),
  heroProduct: z.boolean(),
  keyProduct: z.boolean(),
  seasonDescription: z.string().nullable(),
});
export type SearchProductItem = z.infer<typeof SearchProductItem>;

export const SearchCategoryItem = z.object({
  id: z.string(),
  title: z.string(),
  url: z.string(),
  image: z.string().nullable(),
  parentId: z.string().nullable(),
});
export type SearchCategoryItem = z.infer<typeof SearchCategoryItem>;

export const SearchPageItem = z.object({
  id: z.string(),
  /** The page's name in the menus, else its title. */
  menuTitle: z.string(),
  title: z.string(),
  url: z.string(),
});
export type SearchPageItem = z.infer<typeof SearchPageItem>;

export const ProductSearchResponse = searchResponse(SearchProductItem);
export type ProductSearchResponse = z.infer<typeof ProductSearchResponse>;
export const CategorySearchResponse = searchResponse(SearchCategoryItem);
export type CategorySearchResponse = z.infer<typeof CategorySearchResponse>;
export const PageSearchResponse = searchResponse(SearchPageItem);
export type PageSearchResponse = z.infer<typeof PageSearchResponse>;
