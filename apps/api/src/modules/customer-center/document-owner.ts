import { type DocumentKind, scopeAllows } from '@shop/contracts';
import { forbidden, notFound } from '../../lib/app-error.ts';
import type { Ctx } from '../../lib/context.ts';
import { requirePermission } from '../user/index.ts';

/**
 * Whose documents a customer-center call reads, and whether the caller may read this kind: the customer the
 * caller acts for. That is the dealer's own customer, or, for a sales user, the customer they impersonate (the
 * token says which, `ctx.customerNumber` either way), so a sales user reads a customer's documents only while
 * acting for that customer. The routes' access rule (`customer`) lets no one else through; the check here keeps
 * a service called from elsewhere from reading without an owner. The caller's permission scope must grant the
 * kind (ADR 41: Shipping → orders and shipments, Invoice → invoices and credit memos…), else 403 with a code
 * naming the missing scope — not a 404: their own company's documents exist. Every read and file download of
 * the customer center asks here, so the scopes are enforced in this one place. See docs/decisions/0038 and 0041.
 */
export function documentOwner(ctx: Ctx, kind: DocumentKind): string {
  if (!ctx.customerNumber) throw forbidden();
  requirePermission(ctx, kind);
  return ctx.customerNumber;
}

/**
 * Whether the caller's scope grants a kind of document, for a read that shows another kind alongside (an
 * order's invoices): the one it asked for was checked by `documentOwner`, these are left out, not refused.
 */
export const mayRead = (ctx: Ctx, kind: DocumentKind): boolean =>
  ctx.user === null || scopeAllows(ctx.user.permissionScope, kind);

/**
 * The one answer for a document the caller may not see, whether it is missing or another customer's: the same
 * status, code and message, byte for byte (it does not even repeat the id), so ids cannot be probed. Every
 * read names the owner in its statement, so both cases take the same path too.
 */
export const documentNotFound = (kind: 'Order' | 'Invoice' | 'Credit memo') => notFound(`${kind} not found`);
