import { matchRoute } from '@shop/contracts';
import { isOnSalesDashboard } from '../../lib/sales-manager-rule.ts';

/**
 * The sales pages (spec §2: no footer there, no impersonation-bar buttons): the dashboard and the pages under
 * it, and the impersonation page where the sales person picks whom to act for.
 */
export function isSalesPage(pathname: string): boolean {
  return isOnSalesDashboard(pathname) || matchRoute(pathname)?.name === 'impersonation';
}
