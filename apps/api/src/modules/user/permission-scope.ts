import { missingScopeCodes, type Permission, scopeAllows, scopesGranting } from '@shop/contracts';
import { appError } from '../../lib/app-error.ts';
import type { Ctx } from '../../lib/context.ts';

/** How a refusal names what was refused. */
const permissionNames: Readonly<Record<Permission, string>> = {
  orders: 'orders',
  shipments: 'shipments',
  invoices: 'invoices',
  creditMemos: 'credit memos',
  checkout: 'placing orders',
  users: "managing the company's users",
};

/**
 * Refuses a logged-in user whose permission scope does not grant `permission` (ADR 41), with a 403 whose code
 * names the scope they lack (`permission-scope.invoice-required` …): the documents exist, so it is not a 404.
 * The scope comes with the token (ctx.user); a sales user acting for a customer acts with All. A caller without
 * a user (a visitor's guest checkout) is the route's access rule's business, not the scope's.
 */
export function requirePermission(ctx: Ctx, permission: Permission): void {
  const scope = ctx.user?.permissionScope;
  if (scope === undefined || scopeAllows(scope, permission)) return;
  const granting = scopesGranting(permission).join(', ');
  throw appError(
    missingScopeCodes[permission],
    `Your permission scope ${scope} does not include ${permissionNames[permission]}; it takes one of: ${granting}`,
  );
}
