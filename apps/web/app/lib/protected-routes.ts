import { matchRoute, type RouteName } from '@shop/contracts';

/**
 * Named routes an anonymous visitor may not open: they are sent to login and the page is stored as the
 * redirect. Which role may reach which route is not in the spec; this is the minimum every shop needs.
 * Checkout and its receipt are open: an anonymous visitor checks out as a guest.
 */
const loginRequired = new Set<RouteName>([
  'changePassword',
  'accountInfo',
  'orders',
  'order',
  'invoices',
  'invoice',
  'creditMemos',
  'creditMemo',
  'proposals',
  'proposal',
  'impersonation',
  'sales',
  'salesProposals',
  'salesProposalDrafts',
  'salesProposal',
  'salesRunningOrders',
  'salesTemporaryOrders',
]);

export function routeNeedsLogin(pathname: string): boolean {
  const match = matchRoute(pathname);
  return match !== null && loginRequired.has(match.name);
}
