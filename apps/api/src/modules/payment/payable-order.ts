import { forbidden } from '../../lib/app-error.ts';
import type { Ctx } from '../../lib/context.ts';
import { isCartOwner, notCartOwner } from '../cart/index.ts';
import type { PayableOrder } from '../order/index.ts';

export type { PayableOrder } from '../order/index.ts';

/**
 * The cart rule applied to its order (`isCartOwner`): a customer's order belongs to whoever acts for the
 * customer (own or impersonated), a guest's to the visitor token that created it. A sales user acting for
 * nobody owns nothing.
 */
export function assertOwnsOrder(ctx: Ctx, order: PayableOrder): void {
  if (!ctx.token || (ctx.user && ctx.customerNumber === null)) throw forbidden();
  if (!isCartOwner(ctx, order)) throw notCartOwner();
}

/** What the payer is charged for orders paid together: the sum of their totals with VAT. */
export const totalOf = (paid: readonly PayableOrder[]) =>
  paid.reduce((sum, order) => sum + order.totalNetPriceWithVat, 0);
