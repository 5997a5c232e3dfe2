import type { PermissionScope } from './constants.ts';
import type { ErrorCode } from './error-codes.ts';

// No zod here: the web's pages (header, checkout) use these tables, and a zod object schema in the browser
// makes zod probe eval, which the shop's CSP forbids (and it would cost every page the schema library).

/**
 * What a customer's user may do beyond browsing and filling carts (ADR 41). The spec names five permission
 * scopes and leaves their meaning open; each scope grants a fixed set of these permissions.
 */
export const permissions = ['orders', 'shipments', 'invoices', 'creditMemos', 'checkout', 'users'] as const;
export type Permission = (typeof permissions)[number];

/** The kinds of customer-center document, each a permission of its own. */
export type DocumentKind = Extract<Permission, 'orders' | 'shipments' | 'invoices' | 'creditMemos'>;

/**
 * The one table of what each scope grants (ADR 41). A user has exactly one scope (the spec's single value);
 * the scopes are not a ladder: Shipping and Invoice grant different documents, Release is Shipping plus
 * placing orders, All is everything, managing the company's users included. None browses and fills carts.
 */
export const scopeGrants: Readonly<Record<PermissionScope, readonly Permission[]>> = {
  None: [],
  Shipping: ['orders', 'shipments'],
  Invoice: ['invoices', 'creditMemos'],
  Release: ['orders', 'shipments', 'checkout'],
  All: permissions,
};

/** Whether a user with `scope` may do `permission` (the web hides what the API would refuse). */
export function scopeAllows(scope: PermissionScope, permission: Permission): boolean {
  return scopeGrants[scope].includes(permission);
}

/** The scopes that grant a permission, narrowest first: what a refusal tells the user to ask for. */
export function scopesGranting(permission: Permission): PermissionScope[] {
  return (Object.keys(scopeGrants) as PermissionScope[]).filter((scope) => scopeAllows(scope, permission));
}

/**
 * The 403 code of a refusal, naming the scope the user lacks: orders and shipments need Shipping (or Release),
 * invoices and credit memos Invoice, checkout Release, managing users All. The web translates each code.
 */
export const missingScopeCodes = {
  orders: 'permission-scope.shipping-required',
  shipments: 'permission-scope.shipping-required',
  invoices: 'permission-scope.invoice-required',
  creditMemos: 'permission-scope.invoice-required',
  checkout: 'permission-scope.release-required',
  users: 'permission-scope.all-required',
} as const satisfies Record<Permission, ErrorCode>;
export type MissingScopeCode = (typeof missingScopeCodes)[Permission];
