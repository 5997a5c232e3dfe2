import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { forbidden } from '../../lib/app-error.ts';
import type { Ctx } from '../../lib/context.ts';
import { assignedCustomerNumbers } from '../../modules/user/index.ts';

/**
 * Whose data a sales call reads (ADR 46): the customers assigned to the calling sales person in
 * `sales_person_customers`, or every customer for a B2B Manager. The access rule ('impersonator') has already
 * let only sales staff in; this is the second half, written into every statement the module runs.
 */
export type SalesScope = { userId: string; allCustomers: boolean };

export function salesScope(ctx: Ctx): SalesScope {
  // The sales user themself, also while acting for a customer (ctx.user is the impersonator then).
  if (!ctx.user?.roles.includes('impersonator')) throw forbidden();
  return { userId: ctx.user.id, allCustomers: ctx.user.roles.includes('B2B Manager') };
}

/** A condition that the customer number (a column or value) is one the scope may see. */
export function inScope(scope: SalesScope, customerNumber: SQLWrapper): SQL {
  if (scope.allCustomers) return sql`true`;
  return sql`${customerNumber} IN ${assignedCustomerNumbers(scope.userId)}`;
}
