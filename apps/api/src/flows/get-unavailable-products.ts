import {
  type CurrencyCode,
  type GetUnavailableProductsBody,
  type GetUnavailableProductsResponse,
  type UnavailableReason,
  unavailableReasons,
} from '@shop/contracts';
import { eq, sql } from 'drizzle-orm';
import { queryRows } from '../db/query-rows.ts';
import type { Ctx } from '../lib/context.ts';
import { cartLines } from '../modules/cart/cart.tables.ts';
import { getOwnedCart } from '../modules/cart/index.ts';
import { pricedCustomer } from '../modules/customer/index.ts';
import {
  netAudience,
  type PriceLine,
  retailAudience,
  sessionDraftCurrency,
} from '../modules/pricing/index.ts';
import { getStockByVariantIds } from '../modules/stock/index.ts';

type VariantKey = NonNullable<GetUnavailableProductsBody['productKeys']>[number];
type VariantFacts = {
  variantId: string;
  productId: string;
  outphasing: boolean;
  allowPresale: boolean;
  unitIds: string[];
};

/** Each variant with its colour's order flags and its product's units, in one query. */
function queryVariantFacts(ctx: Ctx, variantIds: string[]): Promise<VariantFacts[]> {
  const ids = sql.join(
    variantIds.map((id) => sql`${id}`),
    sql`, `,
  );
  return queryRows<VariantFacts>(
    ctx.db,
    sql`
      SELECT v.id AS "variantId", v.product_id AS "productId", pc.outphasing, pc.allow_presale AS "allowPresale",
        coalesce((SELECT json_agg(u.unit_id) FROM units_of_measure u WHERE u.product_id = v.product_id),
          '[]'::json) AS "unitIds"
      FROM variants v
      JOIN product_colors pc ON pc.product_id = v.product_id AND pc.color_code = v.color_code
      WHERE v.id IN (${ids})`,
  );
}

/** The lines of an owned cart as keys (401/404/403 as getOwnedCart), and the currency it is priced in. */
async function cartKeys(ctx: Ctx, cartId: string): Promise<{ keys: VariantKey[]; currencyCode: string }> {
  const cart = await getOwnedCart(ctx, cartId);
  const lines = await ctx.db
    .select({
      productId: cartLines.productId,
      variantId: cartLines.variantId,
      unitOfMeasure: cartLines.unitId,
    })
    .from(cartLines)
    .where(eq(cartLines.cartId, cartId));
  return { keys: lines, currencyCode: cart.currencyCode };
}

/**
 * Which of the keys cannot be ordered now, and why (see `UnavailableReason`). Stock is B2B stock of the
 * variant in any unit; the price is the one the caller would pay (a customer's net price, else retail).
 * With a `cartId` the lines of that cart (the caller's own: 401/404/403 otherwise) are checked too, priced in
 * the cart's currency.
 */
export async function getUnavailableProducts(
  ctx: Ctx,
  body: GetUnavailableProductsBody,
): Promise<GetUnavailableProductsResponse> {
  const fromCart = body.cartId === undefined ? null : await cartKeys(ctx, body.cartId);
  const keys: VariantKey[] = [...(body.productKeys ?? []), ...(fromCart?.keys ?? [])];
  if (keys.length === 0) return { products: {} };
  const variantIds = [...new Set(keys.map((key) => key.variantId))];
  const customer = await pricedCustomer(ctx);
  // The cart's currency, else a draft-editing session's (ADR 47), else the area's.
  const visitorCurrency =
    (fromCart?.currencyCode as CurrencyCode | undefined) ??
    sessionDraftCurrency(ctx) ??
    body.area.currencyCode;
  const audience = customer ? netAudience(customer) : retailAudience(null, visitorCurrency);
  const lines: PriceLine[] = keys.map((key) => ({
    productId: key.productId,
    variantId: key.variantId,
    unitId: key.unitOfMeasure,
    quantity: 1,
  }));
  const [facts, stocks, priced] = await Promise.all([
    queryVariantFacts(ctx, variantIds),
    getStockByVariantIds(ctx, variantIds),
    ctx.services.priceStrategyFor(ctx).getPrices(ctx, audience, lines),
  ]);
  const factsOf = new Map(facts.map((fact) => [fact.variantId, fact]));
  const onHand = new Map<string, number>();
  const arriving = new Map<string, number>();
  for (const stock of [...stocks.values()].flat()) {
    const into = stock.availableDate === null ? onHand : arriving;
    into.set(stock.variantId, (into.get(stock.variantId) ?? 0) + stock.volume);
  }
  const pricedKeys = new Set(priced.map(({ line }) => `${line.variantId}|${line.unitId}`));

  const reasonFor = (key: VariantKey): UnavailableReason | null => {
    const fact = factsOf.get(key.variantId);
    if (!fact || fact.productId !== key.productId || !fact.unitIds.includes(key.unitOfMeasure))
      return 'not-found';
    const hasOnHand = (onHand.get(key.variantId) ?? 0) > 0;
    if (fact.outphasing && !hasOnHand) return 'outphased';
    if (!fact.allowPresale && !hasOnHand && (arriving.get(key.variantId) ?? 0) <= 0) return 'out-of-stock';
    if (!pricedKeys.has(`${key.variantId}|${key.unitOfMeasure}`)) return 'no-price';
    return null;
  };

  // Maps, not object literals: ids come from the client, and '__proto__' must stay an ordinary key.
  const products = new Map<string, Map<string, UnavailableReason>>();
  for (const key of keys) {
    const reason = reasonFor(key);
    if (reason === null) continue;
    const variants = products.get(key.productId) ?? new Map<string, UnavailableReason>();
    const earlier = variants.get(key.variantId);
    // One reason per variant (several units may be asked): the first in the contract's order wins.
    if (!earlier || unavailableReasons.indexOf(reason) < unavailableReasons.indexOf(earlier)) {
      variants.set(key.variantId, reason);
    }
    products.set(key.productId, variants);
  }
  return {
    products: Object.fromEntries(
      [...products].map(([productId, variants]) => [productId, Object.fromEntries(variants)]),
    ),
  };
}
