import { type Margin, unitMargin } from '@shop/commerce';
import type { CurrencyCode, LanguageCode, SalesContact } from '@shop/contracts';
import type { Ctx } from '../../lib/context.ts';
import { loadProductBases } from '../catalog/index.ts';
import type { CustomerProfile } from '../customer/index.ts';
import { netAudience, type PriceAudience, type PriceLine, retailAudience } from '../pricing/index.ts';

/** One colour of a style as the line sheet shows it: its picture, season and delivery drop. */
export type LineSheetColour = {
  code: string;
  name: string;
  /** The colour's first picture (a media path), or null. */
  imagePath: string | null;
  season: string;
  drop: { name: string; availableDate: string } | null;
};

/** One style (product): a block of the PDF, a row per colour in the Excel file. */
export type LineSheetStyle = {
  productId: string;
  number: string;
  name: string;
  colours: LineSheetColour[];
  sizes: string[];
  /** The smallest unit the style is sold in: its minimum (ADR 89). */
  unit: { unitId: string; name: string; quantityPerUnit: number };
  /** The customer's net price of one `unit`, minor units of `LineSheet.currencyCode`; null without a price. */
  net: number | null;
  /** The RRP (excl. VAT) of one `unit` in `LineSheet.rrpCurrencyCode`; null without one. */
  rrp: number | null;
  /** RRP against the net price, as the product page shows it; null in different currencies or without RRP. */
  margin: Margin | null;
};

export type LineSheet = {
  languageCode: LanguageCode;
  /** What the sheet lists: a category's name, the words searched, or the proposal's name. */
  subject: string;
  customer: { customerNumber: string; name: string };
  salesContacts: SalesContact[];
  currencyCode: CurrencyCode;
  rrpCurrencyCode: CurrencyCode;
  /** The seasons of the styles' colours, in first-seen order. */
  seasons: string[];
  styles: LineSheetStyle[];
  /** How many styles the source found: more than `styles.length` when the sheet was cut at its limit. */
  found: number;
  issuedAt: Date;
};

type PriceOf = (productId: string, unitId: string) => number | null;

/** Product-level prices of one unit per style (variant sale prices are the product page's detail). */
async function pricesFor(ctx: Ctx, audience: PriceAudience, lines: PriceLine[]): Promise<PriceOf> {
  const priced = await ctx.services.priceStrategyFor(ctx).getPrices(ctx, audience, lines);
  const prices = new Map(
    priced.map(({ line, price }) => [`${line.productId}|${line.unitId}`, price.netUnitPrice]),
  );
  return (productId, unitId) => prices.get(`${productId}|${unitId}`) ?? null;
}

/**
 * The styles of a line sheet in the order given, from the catalogue in the language and the customer's price
 * rules (through the configured strategy, as GetPricesByCustomer prices them): net price and RRP of the style's
 * smallest unit, and the margin between them. Ids the catalogue lacks in the language are left out.
 */
export async function loadLineSheetStyles(
  ctx: Ctx,
  customer: CustomerProfile,
  languageCode: LanguageCode,
  productIds: readonly string[],
): Promise<{ styles: LineSheetStyle[]; currencyCode: CurrencyCode; rrpCurrencyCode: CurrencyCode }> {
  const net = netAudience(customer);
  const retail = retailAudience(customer);
  const bases = await loadProductBases(ctx, languageCode, productIds);
  const products = productIds.flatMap((id) => {
    const base = bases.get(id);
    const unit = base?.units[0];
    return base && unit ? [{ base, unit }] : [];
  });
  const lines: PriceLine[] = products.map(({ base, unit }) => ({
    productId: base.id,
    variantId: null,
    unitId: unit.unitId,
    quantity: 1,
  }));
  const [netOf, rrpOf] = await Promise.all([pricesFor(ctx, net, lines), pricesFor(ctx, retail, lines)]);
  const styles = products.map(({ base, unit }): LineSheetStyle => {
    const netPrice = netOf(base.id, unit.unitId);
    const rrp = rrpOf(base.id, unit.unitId);
    return {
      productId: base.id,
      number: base.number,
      name: base.name,
      colours: Object.entries(base.colors).map(([code, colour]) => ({
        code,
        name: colour.colorName,
        imagePath: colour.media[0]?.url ?? null,
        season: colour.seasonDescription,
        drop: colour.deliveryDrop
          ? { name: colour.deliveryDrop.name, availableDate: colour.deliveryDrop.availableDate }
          : null,
      })),
      sizes: [...new Set(base.variants.map((variant) => variant.size))],
      unit: { unitId: unit.unitId, name: unit.name, quantityPerUnit: unit.quantityPerUnit ?? 1 },
      net: netPrice,
      rrp,
      margin:
        netPrice === null || rrp === null
          ? null
          : unitMargin(
              { amount: netPrice, currencyCode: net.currencyCode },
              { amount: rrp, currencyCode: retail.currencyCode },
            ),
    };
  });
  return { styles, currencyCode: net.currencyCode, rrpCurrencyCode: retail.currencyCode };
}

/** The seasons of the styles' colours, each once, in the order first met. */
export const seasonsOf = (styles: readonly LineSheetStyle[]) => [
  ...new Set(styles.flatMap((style) => style.colours.map((colour) => colour.season)).filter(Boolean)),
];
