import { randomUUID } from 'node:crypto';
import {
  type AreaInfo,
  type CheckoutOrderType,
  type CurrencyCode,
  checkoutOrderTypes,
} from '@shop/contracts';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Ctx } from '../../lib/context.ts';
import { cartLines, carts } from './cart.tables.ts';

/**
 * A proposal draft's carts before a session edits it (ADR 47): one open cart per checkout order type (Preorder,
 * Stock) owned by the draft (`draft_id`; no customer, no visitor token), in the draft's currency. Carts already
 * there are kept; a currency change reprices them (their version grows, so the stored calculation is stale).
 * Race-free through the partial unique index on (draft_id, order_type) of open carts.
 */
export async function prepareDraftCarts(
  ctx: Ctx,
  input: { draftId: string; currencyCode: CurrencyCode; area: AreaInfo },
): Promise<Array<{ id: string; orderType: CheckoutOrderType }>> {
  await ctx.db
    .update(carts)
    .set({ currencyCode: input.currencyCode, version: sql`${carts.version} + 1`, updatedAt: ctx.now })
    .where(
      and(
        eq(carts.draftId, input.draftId),
        eq(carts.status, 'open'),
        ne(carts.currencyCode, input.currencyCode),
      ),
    );
  await ctx.db
    .insert(carts)
    .values(
      checkoutOrderTypes.map((orderType) => ({
        id: randomUUID(),
        orderType,
        areaId: input.area.areaId,
        languageCode: input.area.languageCode,
        currencyCode: input.currencyCode,
        customerNumber: null,
        ownerTokenHash: null,
        draftId: input.draftId,
      })),
    )
    .onConflictDoNothing();
  const rows = await ctx.db
    .select({ id: carts.id, orderType: carts.orderType })
    .from(carts)
    .where(and(eq(carts.draftId, input.draftId), eq(carts.status, 'open')));
  return rows.map((row) => ({ id: row.id, orderType: row.orderType as CheckoutOrderType }));
}

/** Remove a proposal draft's open carts (the draft is deleted or converted), in the caller's transaction. */
export async function deleteDraftCarts(ctx: Ctx, draftId: string): Promise<void> {
  await ctx.db.delete(carts).where(and(eq(carts.draftId, draftId), eq(carts.status, 'open')));
}

/** A line of a proposal draft's open cart (an empty cart has one row with null line fields). */
export type DraftCartLine = {
  cartId: string;
  draftId: string | null;
  orderType: string;
  productId: string | null;
  variantId: string | null;
  unitId: string | null;
  quantity: number | null;
  type: string | null;
};

/** The open carts of the drafts with their lines in one statement: by order type, then in the order added. */
export function draftCartLines(ctx: Ctx, draftIds: readonly string[]): Promise<DraftCartLine[]> {
  return ctx.db
    .select({
      cartId: carts.id,
      draftId: carts.draftId,
      orderType: carts.orderType,
      productId: cartLines.productId,
      variantId: cartLines.variantId,
      unitId: cartLines.unitId,
      quantity: cartLines.quantity,
      type: cartLines.type,
    })
    .from(carts)
    .leftJoin(cartLines, eq(cartLines.cartId, carts.id))
    .where(and(inArray(carts.draftId, [...draftIds]), eq(carts.status, 'open')))
    .orderBy(asc(carts.orderType), asc(cartLines.createdAt), asc(cartLines.id));
}
