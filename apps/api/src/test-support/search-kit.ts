import type { Endpoint, ProductSearchResponse } from '@shop/contracts';
import { endpoints } from '@shop/contracts/endpoints';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, expect } from 'vitest';
import { queryRows } from '../db/query-rows.ts';
import { callApiUnchecked } from './call-api.ts';
import { useSharedTestApp } from './test-app.ts';

export const productSearch = endpoints.search.getProductsBySearch;
export const categorySearch = endpoints.search.getCategoriesBySearch;
export const pageSearch = endpoints.search.getPagesBySearch;
export const english = { areaId: 'b2b', languageCode: 'en' } as const;
export const danish = { areaId: 'b2b', languageCode: 'da' } as const;

/** POST a search (any body: the suites send bad queries too) and return status and body. */
export async function postSearch(app: FastifyInstance, endpoint: Endpoint, body: object) {
  const response = await callApiUnchecked(app, endpoint, { body });
  return { status: response.statusCode, body: response.json() };
}

/** A product search that must succeed. */
export async function searchProducts(app: FastifyInstance, body: object): Promise<ProductSearchResponse> {
  const { status, body: answer } = await postSearch(app, productSearch, {
    area: english,
    take: 100,
    ...body,
  });
  expect(status, JSON.stringify(answer)).toBe(200);
  return answer as ProductSearchResponse;
}

export const idsOf = (answer: { items: Array<{ id: string }> }): string[] =>
  answer.items.map((item) => item.id);
export const sorted = (values: Iterable<string>): string[] => [...values].sort();

/** What the catalogue says about a product, read straight from the catalogue tables. */
export type ProductFacts = {
  id: string;
  number: string;
  sortOrder: number;
  brand: string;
  nameEn: string;
  nameDa: string;
  colors: string[];
  sizes: string[];
  categories: string[];
  onSale: boolean;
  retailDkk: number;
};

/**
 * Every product a shopper can find (one with a visible colour: not outphasing-without-stock) with its
 * visible colours, their sizes, its categories and their ancestors, and the retail DKK price its tile shows
 * (its shown colour's first variant's): the expectations the search answers are checked against.
 */
export async function catalogueFacts(app: FastifyInstance): Promise<ProductFacts[]> {
  const rows = await queryRows<Omit<ProductFacts, 'categories'> & { placed: string[] }>(
    app.db,
    sql`select p.id, p.number, p.sort_order as "sortOrder", p.brand,
      (select name from product_translations where product_id = p.id and language_code = 'en') as "nameEn",
      (select name from product_translations where product_id = p.id and language_code = 'da') as "nameDa",
      array(select color_code from product_colors pc where pc.product_id = p.id
        and not (pc.outphasing and not pc.has_stock)) as colors,
      array(select distinct v.size from variants v join product_colors pc
        on pc.product_id = v.product_id and pc.color_code = v.color_code
        where v.product_id = p.id and not (pc.outphasing and not pc.has_stock)) as sizes,
      array(select category_id from product_categories where product_id = p.id) as placed,
      exists (select 1 from product_colors pc where pc.product_id = p.id and pc.on_sale
        and not (pc.outphasing and not pc.has_stock)) as "onSale",
      coalesce(
        (select min(unit_price) from price_list_entries e
          where e.variant_id = tile.variant_id and e.price_group_code = 'RETAIL DKK' and e.unit_id = 'CU'
            and e.customer_number is null and e.min_quantity = 1),
        (select min(unit_price) from price_list_entries e
          where e.product_id = p.id and e.variant_id is null and e.price_group_code = 'RETAIL DKK'
            and e.unit_id = 'CU' and e.customer_number is null and e.min_quantity = 1))::int as "retailDkk"
    from products p
    -- The tile's variant: the first variant of the primary colour when it shows, else of the first colour shown.
    left join lateral (
      select pc.first_variant_id as variant_id from product_colors pc
      where pc.product_id = p.id and not (pc.outphasing and not pc.has_stock)
      order by pc.color_code = p.primary_color_code desc, pc.sort_order limit 1
    ) tile on true
    order by p.id`,
  );
  const parents = new Map(
    (
      await queryRows<{ id: string; parent_id: string | null }>(
        app.db,
        sql`select id, parent_id from categories`,
      )
    ).map((row) => [row.id, row.parent_id]),
  );
  const visible = rows.filter((row) => row.colors.length > 0);
  return visible.map(({ placed, ...row }) => {
    const categories = new Set<string>();
    for (const leaf of placed) {
      let current: string | null | undefined = leaf;
      while (current) {
        categories.add(current);
        current = parents.get(current);
      }
    }
    return { ...row, retailDkk: Number(row.retailDkk), categories: [...categories] };
  });
}

/** How many of the products carry each value. */
export function countBy(products: ProductFacts[], valuesOf: (product: ProductFacts) => string[]) {
  const counts = new Map<string, number>();
  for (const product of products) {
    for (const value of new Set(valuesOf(product))) counts.set(value, (counts.get(value) ?? 0) + 1);
  }
  return Object.fromEntries(counts);
}

/** A facet's options as a key → count record. */
export function facetCounts(answer: ProductSearchResponse, field: string): Record<string, number> {
  const facet = answer.facetOptions.find((options) => options.field === field);
  if (!facet) throw new Error(`facet ${field} missing from the answer`);
  return Object.fromEntries(facet.items.map((option) => [option.key, option.count]));
}

/**
 * A search suite on its shared test app: the catalogue's facts (read before the suite's tests run) and the
 * search calls on that app.
 */
export function useSearchSuite() {
  const shared = useSharedTestApp();
  const products: ProductFacts[] = [];
  beforeAll(async () => {
    products.push(...(await catalogueFacts(shared.app)));
  });
  return {
    shared,
    products,
    postSearch: (endpoint: Endpoint, body: object) => postSearch(shared.app, endpoint, body),
    searchProducts: (body: object) => searchProducts(shared.app, body),
  };
}
