import type { ResolvedPrice } from '@shop/commerce';
import type { ProductUnitPrice } from '@shop/contracts';
import type { Ctx } from '../../lib/context.ts';
import { internalPriceStrategy } from './internal-price-strategy.ts';
import type { PriceAudience, PriceLine } from './price-strategy.ts';

type PricedProduct = { id: string; variants: Array<{ id: string }>; units: Array<{ unitId: string }> };

/** What the visitor pays, and the "was" price: the sale's before price, or the list price when discounted. */
function toUnitPrice(line: PriceLine, price: ResolvedPrice, audience: PriceAudience): ProductUnitPrice {
  const discounted = price.netUnitPrice < price.unitPrice;
  return {
    unitId: line.unitId,
    variantId: line.variantId,
    price: price.netUnitPrice,
    beforePrice: price.beforePrice ?? (discounted ? price.unitPrice : null),
    currencyCode: audience.currencyCode,
  };
}

/**
 * The catalogue prices of products (retail prices for the audience), compact: one product-level row per
 * unit, and a variant row only where the variant's price differs from it (see `ProductUnitPrice`). These
 * are catalogue data shown to everyone, so they come from the shop's own rules (cached); personal prices go
 * through `GetPrices*` and the configured strategy.
 */
export async function getCatalogueUnitPrices(
  ctx: Ctx,
  audience: PriceAudience,
  productsToPrice: readonly PricedProduct[],
): Promise<Map<string, ProductUnitPrice[]>> {
  const lines: PriceLine[] = productsToPrice.flatMap((product) =>
    product.units.flatMap(({ unitId }) => [
      { productId: product.id, variantId: null, unitId, quantity: 1 },
      ...product.variants.map((variant) => ({
        productId: product.id,
        variantId: variant.id,
        unitId,
        quantity: 1,
      })),
    ]),
  );
  const priced = await internalPriceStrategy.getPrices(ctx, audience, lines);
  const productLevel = new Map<string, ProductUnitPrice>();
  for (const { line, price } of priced) {
    if (line.variantId === null)
      productLevel.set(`${line.productId}|${line.unitId}`, toUnitPrice(line, price, audience));
  }
  const byProduct = new Map<string, ProductUnitPrice[]>();
  for (const { line, price } of priced) {
    const row = toUnitPrice(line, price, audience);
    const fallback = productLevel.get(`${line.productId}|${line.unitId}`);
    const redundant =
      line.variantId !== null && fallback?.price === row.price && fallback.beforePrice === row.beforePrice;
    if (redundant) continue;
    const list = byProduct.get(line.productId);
    if (list) list.push(row);
    else byProduct.set(line.productId, [row]);
  }
  return byProduct;
}
