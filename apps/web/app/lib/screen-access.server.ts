import { matchRoute, type RouteName, type User } from '@shop/contracts';
import type { UserRole } from './auth.server.ts';
import { type AuthArgs, hasRole, requireRole, requireUser, type WrongRoleStatus } from './auth.server.ts';
import type { StaffArea } from './root-data.ts';

/** Who may open a screen: anyone, any logged-in user, or a user with a role (see `UserRole`). */
export type ScreenAccess = 'anyone' | 'user' | UserRole;

/**
 * Every named screen of the route table with who may open it, so a new screen cannot forget to say. The
 * spec does not say which role reaches which route; this follows its §6 (customers have the customer
 * center, sales people impersonate and keep proposals and running orders). Checkout and its receipt are
 * open: an anonymous visitor checks out as a guest.
 */
export const screenAccess = {
  home: 'anyone',
  cart: 'anyone',
  checkout: 'anyone',
  checkoutReceipt: 'anyone',
  search: 'anyone',
  login: 'anyone',
  impersonation: 'impersonator',
  newCustomer: 'anyone',
  newCustomerSalesManager: 'impersonator',
  recoverPassword: 'anyone',
  changePassword: 'user',
  accountInfo: 'customer',
  personalData: 'customer',
  orders: 'customer',
  order: 'customer',
  invoices: 'customer',
  invoice: 'customer',
  creditMemos: 'customer',
  creditMemo: 'customer',
  users: 'customer',
  proposals: 'customer',
  proposal: 'customer',
  sales: 'impersonator',
  salesProposals: 'impersonator',
  salesProposalDrafts: 'impersonator',
  salesProposal: 'impersonator',
  salesRunningOrders: 'impersonator',
  salesTemporaryOrders: 'impersonator',
  proposalRecipients: 'proposal',
  backoffice: 'B2B Manager',
  backofficeOrders: 'B2B Manager',
  backofficeOrder: 'B2B Manager',
  backofficeCustomer: 'B2B Manager',
  backofficeApplications: 'B2B Manager',
  backofficeForms: 'B2B Manager',
  backofficeDocuments: 'B2B Manager',
  backofficeSettings: 'B2B Manager',
  backofficeCache: 'B2B Manager',
  backofficeUsers: 'B2B Manager',
  backofficeMailTemplates: 'B2B Manager',
  backofficeFeedKeys: 'B2B Manager',
  backofficeMerchandising: 'B2B Manager',
  backofficeAudit: 'B2B Manager',
  backofficeDeletionRequests: 'B2B Manager',
  backofficeDeletionRequest: 'B2B Manager',
  // A dealer, or a sales user acting for one: the customer's prices are saved on the device (ADR 91).
  tradeShow: 'customer',
  accessibility: 'anyone',
  cookieSettings: 'anyone',
  error: 'anyone',
  links: 'anyone',
} as const satisfies Record<RouteName, ScreenAccess>;

/**
 * Applies a screen's rule in its loader: a visitor is sent to login for anything but an `anyone` screen
 * (requireUser), a user without the screen's role gets `wrongRole`.
 */
export function requireScreenAccess(
  args: AuthArgs,
  screen: RouteName,
  options: { wrongRole?: WrongRoleStatus } = {},
): void {
  const access: ScreenAccess = screenAccess[screen];
  if (access === 'anyone') return;
  if (access === 'user') requireUser(args);
  else requireRole(args, access, options);
}

/**
 * For the content catch-all: a path of a screen that is not built yet lands there. Its rule still holds, so
 * a visitor is asked to log in first; anyone else learns it is not there (404), whatever their role, just
 * like the content page it then is.
 */
export function requireUnbuiltScreenAccess(args: AuthArgs): void {
  const screen = matchRoute(new URL(args.request.url).pathname);
  if (screen) requireScreenAccess(args, screen.name, { wrongRole: 404 });
}

/** Whether `user` (null: a visitor) passes a screen's rule: what `requireScreenAccess` lets through. */
export function mayOpenScreen(user: User | null, screen: RouteName): boolean {
  const access: ScreenAccess = screenAccess[screen];
  if (access === 'anyone') return true;
  if (!user) return false;
  return access === 'user' || hasRole(user, access);
}

/** The staff navigation's entries in its order: the shop, the sales area, the back office. */
const staffAreaOrder: readonly StaffArea[] = ['home', 'sales', 'backoffice'];

/**
 * The header's staff navigation for `user` (issue 31): staff, who may open the back office (ADR 49), get the
 * shop and each staff area the rules above let them open; everyone else gets none (a sales person keeps the
 * header's link to the dashboard).
 */
export function staffAreas(user: User | null): StaffArea[] {
  if (!mayOpenScreen(user, 'backoffice')) return [];
  return staffAreaOrder.filter((screen) => mayOpenScreen(user, screen));
}
