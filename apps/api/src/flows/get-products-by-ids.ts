import type { CurrencyCode, LanguageCode, Product, ProductColor, ProductStock } from '@shop/contracts';
import type { Ctx } from '../lib/context.ts';
import { loadProductBases, type ProductBase } from '../modules/catalog/index.ts';
import { pricedCustomer } from '../modules/customer/index.ts';
import { callerRetailAudience, getCatalogueUnitPrices } from '../modules/pricing/index.ts';
import { getStockByProductIds } from '../modules/stock/index.ts';

export type GetProductsByIdsOptions = {
  languageCode: LanguageCode;
  /** The visitor's currency for retail prices; a logged-in customer's own retail currency wins. */
  currencyCode?: CurrencyCode;
  ids: readonly string[];
  /** false: colours without stock that cannot be presold are left out, with their variants and prices. */
  includeOutOfStockColors: boolean;
};

const isOrderableColor = (color: ProductColor) => color.hasStock || color.allowPresale;

function withVisibleColors(base: ProductBase, includeOutOfStockColors: boolean) {
  if (includeOutOfStockColors) return { base, variantIds: null };
  const colors = Object.fromEntries(
    Object.entries(base.colors).filter(([, color]) => isOrderableColor(color)),
  );
  const variants = base.variants.filter((variant) => variant.colorCode in colors);
  return { base: { ...base, colors, variants }, variantIds: new Set(variants.map((variant) => variant.id)) };
}

/**
 * Products by id in the asked language, in the order asked (unknown ids left out), with retail prices and,
 * for a logged-in active customer or a session editing a proposal draft, B2B stock; for everyone, whether each
 * size can be delivered (sizeStock). A fixed number of queries however many ids: bases and price rules come
 * from the cache or one batch each, stock in one query. Search turns hits into items with this.
 */
export async function getProductsByIds(ctx: Ctx, options: GetProductsByIdsOptions): Promise<Product[]> {
  const bases = await loadProductBases(ctx, options.languageCode, options.ids);
  if (bases.size === 0) return [];
  const ordered = [...new Set(options.ids)].flatMap((id) => {
    const base = bases.get(id);
    return base ? [withVisibleColors(base, options.includeOutOfStockColors)] : [];
  });
  // The customer acted for, or the one staff view prices as (ADR 82): its retail currency and its volumes.
  const customer = await pricedCustomer(ctx);
  const audience = callerRetailAudience(ctx, customer, options.currencyCode);
  const foundIds = ordered.map(({ base }) => base.id);
  const [unitPrices, stocks] = await Promise.all([
    getCatalogueUnitPrices(
      ctx,
      audience,
      ordered.map(({ base }) => base),
    ),
    // Read for everyone: a visitor is told which sizes can be delivered (sizeStock), a customer the volumes too.
    getStockByProductIds(ctx, foundIds),
  ]);
  return ordered.map(({ base, variantIds }) => {
    const rows = (stocks.get(base.id) ?? []).filter(
      (stock) => variantIds === null || variantIds.has(stock.variantId),
    );
    return {
      ...base,
      unitPrices: unitPrices.get(base.id) ?? [],
      // A session editing a proposal draft acts for no customer but sells like one: it sees the volumes too.
      stocks: customer?.active || ctx.draft !== null ? rows : [],
      sizeStock: sizeStockOf(base.variants, rows),
    };
  });
}

/** On hand, only arriving, or nothing, per variant (issue 28); volumes stay with the customer's `stocks`. */
function sizeStockOf(
  variants: ProductBase['variants'],
  rows: ProductStock[],
): NonNullable<Product['sizeStock']> {
  const states: NonNullable<Product['sizeStock']> = {};
  for (const variant of variants) {
    const own = rows.filter((row) => row.variantId === variant.id && row.volume > 0);
    states[variant.id] = own.some((row) => row.availableDate === null)
      ? 'on-hand'
      : own.length > 0
        ? 'arriving'
        : 'none';
  }
  return states;
}
