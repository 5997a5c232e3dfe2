import type {
  CategorySearchResponse,
  PageSearchResponse,
  ProductSearchResponse,
  SearchCategoryItem,
  SearchPageItem,
  SearchProductItem,
  SearchRequest,
} from '@shop/contracts';
import { appError } from '../../lib/app-error.ts';
import { cached } from '../../lib/cache/cache.ts';
import type { AreaCtx, Ctx } from '../../lib/context.ts';
import { currencyOfAreaLanguage } from '../area/index.ts';
import { type CategoryArrangement, noArrangement, withPrimaryColor } from './category-arrangement.ts';
import type { SearchKind } from './search.tables.ts';
import type { SearchEngine, SearchEngineResult } from './search-engine.ts';
import { facetLabels, withFacetLabels } from './search-facets.ts';

const areaTtlSeconds = 300;

/** The area's currency; 404 as the area module answers when the area has no such language. */
async function areaCurrency(ctx: Ctx, areaId: string, languageCode: string): Promise<string> {
  return cached(ctx.cache, `search:area:${areaId}:${languageCode}`, areaTtlSeconds, async () => {
    const currencyCode = await currencyOfAreaLanguage(ctx, areaId, languageCode);
    if (currencyCode === null) throw appError('area-not-found', 'Could not find area id for languageId');
    return currencyCode;
  });
}

async function runSearch(
  ctx: AreaCtx,
  engine: SearchEngine,
  kind: SearchKind,
  request: SearchRequest,
  arrangement: CategoryArrangement = noArrangement,
): Promise<SearchEngineResult> {
  const area = ctx.area;
  const currencyCode = await areaCurrency(ctx, area.areaId, area.languageCode);
  return engine.search(ctx, {
    kind,
    areaId: area.areaId,
    languageCode: area.languageCode,
    currencyCode: area.currencyCode ?? currencyCode,
    query: request.search,
    facets: request.facets,
    sorting: request.sorting,
    skip: request.skip,
    take: request.take,
    // Pages are not placed in categories; a list configuration that names one still finds them.
    category: kind === 'page' ? null : (request.category ?? null),
    pinned: arrangement.sortedProducts,
  });
}

function answer<T>(result: SearchEngineResult) {
  return {
    // Items are the documents' precomputed projections; the response schema checks their shape.
    items: result.hits.map((hit) => ({ id: hit.id, item: hit.item as T, score: hit.score })),
    itemsTotal: result.total,
    facetOptions: result.facets,
  };
}

/** Products as tiles (no prices: the web asks for those by product key). */
export async function searchProducts(
  ctx: AreaCtx,
  engine: SearchEngine,
  request: SearchRequest,
): Promise<ProductSearchResponse> {
  // A list scoped to a category shows staff's arrangement of it (ADR 52): their order under the sort
  // 'sorting' and each product's primary colour. Read from the cache, so a list costs no extra statement.
  const category = request.category ?? null;
  const arrangement =
    category === null
      ? noArrangement
      : await ctx.services.categoryArrangementOf(ctx, ctx.area.areaId, category);
  const searched = await runSearch(ctx, engine, 'product', request, arrangement);
  const colors = arrangement.primaryColors;
  const result =
    Object.keys(colors).length === 0
      ? searched
      : {
          ...searched,
          hits: searched.hits.map((hit) => ({
            ...hit,
            item: withPrimaryColor(hit.item as SearchProductItem, colors[hit.id]),
          })),
        };
  // Facet keys are ids and codes; the panel shows the catalogue's names for them.
  if (result.facets.length === 0) return answer<SearchProductItem>(result);
  const labels = await facetLabels(ctx, ctx.area.languageCode);
  return answer<SearchProductItem>({ ...result, facets: withFacetLabels(result.facets, labels) });
}

export async function searchCategories(
  ctx: AreaCtx,
  engine: SearchEngine,
  request: SearchRequest,
): Promise<CategorySearchResponse> {
  return answer<SearchCategoryItem>(await runSearch(ctx, engine, 'category', request));
}

export async function searchPages(
  ctx: AreaCtx,
  engine: SearchEngine,
  request: SearchRequest,
): Promise<PageSearchResponse> {
  return answer<SearchPageItem>(await runSearch(ctx, engine, 'page', request));
}
