import { validateCalculatedCart } from '@shop/commerce';
import type { CartValidationChange, LanguageCode } from '@shop/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { appError } from '../../lib/app-error.ts';
import type { Ctx } from '../../lib/context.ts';
import { loadProductBases } from '../catalog/index.ts';
import { getStockByVariantIds, type ProductStocks } from '../stock/index.ts';
import { cartLines, carts } from './cart.tables.ts';
import { type LineFacts, linesFacts } from './cart-deliveries.ts';
import { type CartLineRow, type CartRow, loadCartLines } from './cart-view.ts';

/** A validation change of a cart line: its key always names a variant (cart lines are per variant). */
export type LineValidationChange = CartValidationChange & {
  productKey: { productId: string; variantId: string; unitOfMeasure: string };
};

/** 422: the cart holds a line that cannot be calculated; the message names the product. */
export const cannotCalculate = (message: string) => appError('cart-calculation-failed', message);

/**
 * The calculation's facts of each line (product, deliveries); 422 naming a product no longer sold. `stocks`:
 * the stock of the lines' variants when the caller read it already (the cart snapshot), else it is read here.
 */
export async function loadLineFacts(
  ctx: Ctx,
  cart: CartRow,
  lines: CartLineRow[],
  languageCode: LanguageCode,
  knownStocks?: ProductStocks,
): Promise<LineFacts[]> {
  const [bases, stocks] = await Promise.all([
    loadProductBases(
      ctx,
      languageCode,
      lines.map((line) => line.productId),
    ),
    knownStocks !== undefined || cart.orderType === 'Preorder'
      ? Promise.resolve<ProductStocks>(knownStocks ?? new Map())
      : getStockByVariantIds(
          ctx,
          lines.map((line) => line.variantId),
        ),
  ]);
  const all = linesFacts(cart.orderType, bases, lines, stocks);
  return lines.map((line, index) => {
    const facts = all[index];
    if (!facts) {
      throw cannotCalculate(
        `Product ${line.productId} variant ${line.variantId} is no longer sold; remove it from the cart`,
      );
    }
    return facts;
  });
}

/** What spec §5 would change in the cart (nothing for other order types than Stock); nothing is saved. */
export function stockValidationChanges(cart: Pick<CartRow, 'orderType'>, facts: readonly LineFacts[]) {
  if (cart.orderType !== 'Stock') return [];
  return validateCalculatedCart(
    'Stock',
    facts.map(({ line, deliveries, soldUnits }) => ({
      lineId: line.id,
      quantity: line.quantity,
      unitId: line.unitId,
      soldUnits,
      deliveries,
    })),
  );
}

/**
 * Spec §5 for Stock carts: cut lines to what stock can deliver (packs in whole packs), remove lines in a unit
 * the product is not sold in (ADR 69); the
 * changes are saved (the cart version grows) and the facts are made again for the new quantities.
 */
export async function validateStockCart(
  ctx: Ctx,
  cart: CartRow,
  facts: LineFacts[],
  languageCode: LanguageCode,
): Promise<{ cart: CartRow; facts: LineFacts[]; changes: LineValidationChange[] }> {
  const changes = stockValidationChanges(cart, facts);
  if (changes.length === 0) return { cart, facts, changes: [] };
  const removed = changes.filter((change) => change.kind === 'removed').map((change) => change.lineId);
  if (removed.length > 0)
    await ctx.db.delete(cartLines).where(and(eq(cartLines.cartId, cart.id), inArray(cartLines.id, removed)));
  const cuts = changes.filter((candidate) => candidate.kind === 'cut');
  if (cuts.length > 0) {
    const values = sql.join(
      cuts.map((change) => sql`(${change.lineId}, ${change.to}::int)`),
      sql`, `,
    );
    await ctx.db.execute(sql`UPDATE cart_lines SET quantity = c.quantity
      FROM (VALUES ${values}) AS c(id, quantity)
      WHERE cart_lines.id = c.id AND cart_lines.cart_id = ${cart.id}`);
  }
  const [changed] = await ctx.db
    .update(carts)
    .set({ version: sql`${carts.version} + 1`, updatedAt: sql`now()` })
    .where(eq(carts.id, cart.id))
    .returning();
  const byId = new Map(facts.map((fact) => [fact.line.id, fact]));
  const described = changes.map((change): LineValidationChange => {
    const { line, product } = byId.get(change.lineId)!;
    return {
      ...change,
      productKey: { productId: line.productId, variantId: line.variantId, unitOfMeasure: line.unitId },
      name: product.name,
      colorName: product.colorName,
      size: product.size,
    };
  });
  const lines = await loadCartLines(ctx.db, cart.id);
  return {
    cart: changed ?? cart,
    facts: await loadLineFacts(ctx, changed ?? cart, lines, languageCode),
    changes: described,
  };
}
