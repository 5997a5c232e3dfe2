import type { SalesContact } from '@shop/contracts';
import { forbidden } from '../../lib/app-error.ts';
import type { Ctx } from '../../lib/context.ts';

/**
 * The port through which the customer module asks who a customer's sales contacts are. The sales staff and
 * their assignments belong to the user module, which sits above customer (its tables refer to customers), so
 * customer cannot import it: wiring.ts connects the user module's `salesContactsOf` here.
 */
export type SalesContactsOf = (ctx: Ctx, customerNumber: string) => Promise<SalesContact[]>;

declare module '../../lib/context.ts' {
  interface Services {
    /** The customer module's port to the user module's sales staff (wiring.ts). */
    readonly salesContactsOf: SalesContactsOf;
  }
}

/**
 * GetSalesContacts: the sales persons assigned to the customer acted for (own or impersonated), by name.
 */
export async function getSalesContacts(ctx: Ctx): Promise<SalesContact[]> {
  // The route's access rule ('customer') already guarantees this; the check keeps the service safe alone.
  if (!ctx.user || ctx.customerNumber === null) throw forbidden();
  return ctx.services.salesContactsOf(ctx, ctx.customerNumber);
}
