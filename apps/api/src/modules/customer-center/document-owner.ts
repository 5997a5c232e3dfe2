import { forbidden, notFound } from '../../lib/app-error.ts';
import type { Ctx } from '../../lib/context.ts';

/**
 * Whose documents a customer-center call reads: the customer the caller acts for. That is the dealer's own
 * customer, or, for a sales user, the customer they impersonate (the token says which, `ctx.customerNumber`
 * either way), so a sales user reads a customer's documents only while acting for that customer. The routes'
 * access rule (`customer`) lets no one else through; the check here keeps a service called from elsewhere
 * from reading without an owner. Permission scopes of company users (None, Shipping, Invoice…) will narrow
 * this per kind of document, here. See docs/decisions/0038-customer-center-reads.md.
 */
export function documentOwner(ctx: Ctx): string {
  if (!ctx.customerNumber) throw forbidden();
  return ctx.customerNumber;
}

/**
 * The one answer for a document the caller may not see, whether it is missing or another customer's: the same
 * status, code and message, byte for byte (it does not even repeat the id), so ids cannot be probed. Every
 * read names the owner in its statement, so both cases take the same path too.
 */
export const documentNotFound = (kind: 'Order' | 'Invoice' | 'Credit memo') => notFound(`${kind} not found`);
