import { matchRoute, type Permission, type RouteName, scopeAllows, type User } from '@shop/contracts';
import type { TextKey } from '@shop/ui-texts';

/** One entry of the customer center's navigation: the route it opens and the key of its label. */
export type CustomerCenterSection = { route: RouteName; labelKey: TextKey };

/**
 * The sections in the order of the navigation, each with the permission its documents need (ADR 41: a
 * Shipping user sees orders, an Invoice user invoices and credit memos, only All manages users); account
 * info and the password are every user's own.
 */
const sections: ReadonlyArray<CustomerCenterSection & { permission: Permission | null }> = [
  { route: 'orders', labelKey: 'customer-center.nav.orders', permission: 'orders' },
  { route: 'invoices', labelKey: 'customer-center.nav.invoices', permission: 'invoices' },
  { route: 'creditMemos', labelKey: 'customer-center.nav.credit-memos', permission: 'creditMemos' },
  // Proposals fill baskets, which every user of the customer may (issue 18, ADR 48).
  { route: 'proposals', labelKey: 'proposal-screens.nav.proposals', permission: null },
  { route: 'accountInfo', labelKey: 'customer-center.nav.account-info', permission: null },
  { route: 'changePassword', labelKey: 'customer-center.nav.change-password', permission: null },
  // Every user's own (ADR 83): download their personal data, ask for its deletion.
  { route: 'personalData', labelKey: 'customer-center.nav.personal-data', permission: null },
  { route: 'users', labelKey: 'customer-center.nav.users', permission: 'users' },
  // Ordering from a season saved on the device (ADR 91): fills baskets, as every user of the customer may.
  { route: 'tradeShow', labelKey: 'customer-center.nav.trade-show', permission: null },
];

/**
 * The body of a 403 for a customer user whose permission scope does not show the page (a Shipping user's
 * invoice link): the error page then explains it and points to what the user may open.
 */
export const forbiddenByScope = 'permission-scope';

/** Whether the user's permission scope lets them see a kind of document (the API refuses the others). */
export function userMay(user: User | null, permission: Permission): boolean {
  return user !== null && scopeAllows(user.permissionScope, permission);
}

/** The navigation for this user: the sections their permission scope opens. */
export function customerCenterSections(user: User | null): CustomerCenterSection[] {
  return sections
    .filter((section) => section.permission === null || userMay(user, section.permission))
    .map(({ route, labelKey }) => ({ route, labelKey }));
}

/**
 * Where the customer center starts for a user (the header's link): the orders list (spec §2), or for a user
 * whose scope shows no orders, the first section it does show.
 */
export function customerCenterStart(user: User): RouteName {
  return customerCenterSections(user)[0]?.route ?? 'accountInfo';
}

/** A detail page belongs to its list's section (an order is under Orders). */
const sectionOfRoute: Partial<Record<RouteName, RouteName>> = {
  order: 'orders',
  invoice: 'invoices',
  creditMemo: 'creditMemos',
  proposal: 'proposals',
};

/**
 * The section a path is in, for marking the navigation's current entry (`exact` when the path is the
 * section's own page, not one of its details); null outside the center.
 */
export function currentSection(pathname: string): { route: RouteName; exact: boolean } | null {
  const match = matchRoute(pathname);
  if (!match) return null;
  const parent = sectionOfRoute[match.name];
  return parent ? { route: parent, exact: false } : { route: match.name, exact: true };
}
