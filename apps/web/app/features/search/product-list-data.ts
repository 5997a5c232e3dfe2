import type { AreaInfo, PriceResult } from '@shop/contracts';
import type { ProductListResult } from './fetch-search-pages.ts';
import type { SearchConfig } from './search-config.ts';
import type { ListVariant, LoadedSearch } from './search-plan.ts';

/** What a product list starts from: the server's first answer, so the list is in the HTML. */
export type ProductListData = {
  config: SearchConfig;
  variant: ListVariant;
  /** The search page searches nothing without text (spec §5); a category lists without. */
  requiresText: boolean;
  area: AreaInfo;
  loaded: LoadedSearch | null;
  result: ProductListResult | null;
  /** The first page's prices, asked for on the server to seed the browser's price store (ADR 55). */
  prices: PriceResult[];
  /** GetLineSheet's path for a customer's session (the list offers its line sheet), else null. */
  lineSheetPath: string | null;
  /** The first search failed: the list shows its error state with a retry. */
  failed: boolean;
};
