import { matchRoute, type RouteName, routeTable, type User } from '@shop/contracts';

/** One entry of the customer center's navigation: the route it opens and the key of its label. */
export type CustomerCenterSection = { route: RouteName; labelKey: string };

/** The sections every dealer sees, in the order of the navigation. */
const sections: readonly CustomerCenterSection[] = [
  { route: 'orders', labelKey: 'customer-center.nav.orders' },
  { route: 'invoices', labelKey: 'customer-center.nav.invoices' },
  { route: 'creditMemos', labelKey: 'customer-center.nav.credit-memos' },
  { route: 'accountInfo', labelKey: 'customer-center.nav.account-info' },
  { route: 'changePassword', labelKey: 'customer-center.nav.change-password' },
];

/** The company-users screen's route name (added to the route table with that screen). */
const usersRoute = 'users';

function isRouteName(name: string): name is RouteName {
  return Object.hasOwn(routeTable, name);
}

/** A user who may manage the company's users: permission scope All (ADR on permission scopes). */
export function canManageUsers(user: User | null): boolean {
  const scope = (user as { permissionScope?: unknown } | null)?.permissionScope;
  return scope === 'All';
}

/** The navigation for this user: the fixed sections, then Users for a user whose scope is All. */
export function customerCenterSections(user: User | null): CustomerCenterSection[] {
  const list = [...sections];
  if (canManageUsers(user) && isRouteName(usersRoute)) {
    list.push({ route: usersRoute, labelKey: 'customer-center.nav.users' });
  }
  return list;
}

/** A detail page belongs to its list's section (an order is under Orders). */
const sectionOfRoute: Partial<Record<RouteName, RouteName>> = {
  order: 'orders',
  invoice: 'invoices',
  creditMemo: 'creditMemos',
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
