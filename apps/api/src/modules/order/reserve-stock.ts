import { and, eq, isNull } from 'drizzle-orm';
import type { Ctx } from '../../lib/context.ts';
import { putBackOnHandStock, type StockNeed, takeOnHandStock } from '../stock/index.ts';
import { stockReservations } from './order.tables.ts';

/**
 * Take the needed on-hand stock for an order, in the caller's transaction, in three statements whatever the
 * number of lines: the stock module locks and decrements the rows (takeOnHandStock), then the reservations
 * are recorded. Any shortfall throws 409 'not enough stock for …' and, with the transaction rolled back,
 * nothing is taken.
 */
export async function reserveStock(ctx: Ctx, orderId: string, needs: readonly StockNeed[]): Promise<void> {
  const taken = await takeOnHandStock(ctx, needs);
  if (taken.length === 0) return;
  await ctx.db.insert(stockReservations).values(
    taken.map((need) => ({
      orderId,
      variantId: need.variantId,
      unitId: need.unitId,
      quantity: need.quantity,
    })),
  );
}

/**
 * Give an order's reserved stock back (a rejected order), exactly once: reservations already released are
 * skipped. The quantity goes back to an on-hand row of the variant (a new one when none is left).
 */
export async function releaseStock(ctx: Ctx, orderId: string): Promise<number> {
  const released = await ctx.db
    .update(stockReservations)
    .set({ releasedAt: ctx.now })
    .where(and(eq(stockReservations.orderId, orderId), isNull(stockReservations.releasedAt)))
    .returning({
      variantId: stockReservations.variantId,
      unitId: stockReservations.unitId,
      quantity: stockReservations.quantity,
    });
  for (const reservation of released) await putBackOnHandStock(ctx, reservation);
  return released.length;
}
