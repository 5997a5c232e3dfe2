import {
  type LanguageCode,
  localizePath,
  matchRoute,
  salesDashboardPath,
  splitLanguagePrefix,
  type User,
} from '@shop/contracts';

type SalesUser = Pick<User, 'roles' | 'customerNumber'>;

/** A sales user counts as impersonating when a customer number is set; the proposal role means a draft. */
export function isIdleSalesUser(user: SalesUser | null): boolean {
  if (!user?.roles.includes('impersonator')) return false;
  const impersonating = Boolean(user.customerNumber);
  const editingDraft = user.roles.includes('proposal');
  return !impersonating && !editingDraft;
}

function isOnSalesDashboard(pathname: string): boolean {
  const { path } = splitLanguagePrefix(pathname);
  return path === salesDashboardPath || path.startsWith(`${salesDashboardPath}/`);
}

/**
 * Spec §4 (handle-sales-manager): an impersonator who is neither impersonating a customer nor editing a
 * draft is sent (302) to the sales dashboard from any other page. Returns the target, or null to stay.
 */
export function salesManagerRedirect(user: SalesUser | null, pathname: string): string | null {
  if (!isIdleSalesUser(user) || isOnSalesDashboard(pathname)) return null;
  // Filing a prospect's dealer application is sales work done without a customer (ADR 42).
  if (matchRoute(pathname)?.name === 'newCustomerSalesManager') return null;
  const language: LanguageCode = splitLanguagePrefix(pathname).language;
  return localizePath('sales', language);
}
