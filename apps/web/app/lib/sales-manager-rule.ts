import {
  type LanguageCode,
  localizePath,
  matchRoute,
  salesDashboardPath,
  splitLanguagePrefix,
  type User,
} from '@shop/contracts';

type SalesUser = Pick<User, 'roles' | 'customerNumber'> & { extraInfo?: Partial<User['extraInfo']> };

/**
 * A sales user counts as impersonating when a customer number is set; a session editing a draft is not idle,
 * and neither is one viewing a customer's prices (ADR 82: a sales person views their own customers' prices in
 * the shop, so the dashboard's redirect leaves them there).
 */
export function isIdleSalesUser(user: SalesUser | null): boolean {
  if (!user?.roles.includes('impersonator')) return false;
  const impersonating = Boolean(user.customerNumber);
  return !impersonating && !isEditingDraft(user) && !user.extraInfo?.priceViewCustomer;
}

/** A sales user acting for a customer: the impersonator role with a customer number, not editing a draft. */
export function isImpersonating(user: SalesUser | null): boolean {
  return Boolean(user?.roles.includes('impersonator') && user.customerNumber && !isEditingDraft(user));
}

/**
 * A session editing a proposal draft (spec §3: the proposal role). The API names the draft such a session edits
 * (`extraInfo.draftId`, ADR 47), so a user whose own row has the proposal role is not taken for one; an answer
 * that does not say (a token's swap answers the user without it) goes by the role.
 */
export function isEditingDraft(user: SalesUser | null): boolean {
  if (!user) return false;
  if (user.extraInfo && 'draftId' in user.extraInfo) return Boolean(user.extraInfo.draftId);
  return user.roles.includes('proposal');
}

/** The sales dashboard and the pages under it (`/sales`, `/da/sales/running-orders`; not `/salesforce`). */
export function isOnSalesDashboard(pathname: string): boolean {
  const { path } = splitLanguagePrefix(pathname);
  return path === salesDashboardPath || path.startsWith(`${salesDashboardPath}/`);
}

/**
 * Spec §4: on a route containing the dashboard address an active impersonation or draft-editing session is
 * ended (ADR 45). True when this page must end the sales user's session before anything else.
 */
export function sessionEndsHere(user: SalesUser | null, pathname: string): boolean {
  if (!user?.roles.includes('impersonator') || !isOnSalesDashboard(pathname)) return false;
  return Boolean(user.customerNumber) || isEditingDraft(user);
}

/** Sales work an idle sales user does without a customer: the dashboard's own pages aside. */
const idleSalesScreens = new Set(['newCustomerSalesManager', 'impersonation']);

/** Staff: a user with the back office's role (ADR 49: B2B Manager), whatever else they may do. */
export function isStaff(user: SalesUser | null): boolean {
  return Boolean(user?.roles.includes('B2B Manager'));
}

/**
 * Spec §4 (handle-sales-manager): an impersonator who is neither impersonating a customer nor editing a
 * draft is sent (302) to the sales dashboard from any other page. Returns the target, or null to stay.
 */
export function salesManagerRedirect(user: SalesUser | null, pathname: string): string | null {
  if (!isIdleSalesUser(user) || isOnSalesDashboard(pathname)) return null;
  // Staff also look after the back office and the shop's pages (ADR 49, issue 31): they open the back office,
  // arrange a category in merchandising mode (ADR 52) and look at a page they have just edited, as a visitor
  // sees it, without acting for a customer. The spec's redirect is the plain sales person's.
  if (isStaff(user)) return null;
  // Filing a prospect's dealer application (ADR 42) and choosing whom to act for (ADR 45) are sales work
  // done without a customer.
  const screen = matchRoute(pathname)?.name;
  if (screen && idleSalesScreens.has(screen)) return null;
  const language: LanguageCode = splitLanguagePrefix(pathname).language;
  return localizePath('sales', language);
}
