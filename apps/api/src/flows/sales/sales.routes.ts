import type { endpoints } from '@shop/contracts/endpoints';
import type { Handlers } from '../../lib/route.ts';
import { getDashboard } from './get-dashboard.ts';
import { getRunningOrders } from './get-running-orders.ts';
import { getTemporaryOrders } from './get-temporary-orders.ts';
import { allowedUsersToImpersonate } from './impersonation-candidates.ts';

/** The sales area's reads (issue 18; ADR 46): the dashboard, running orders and temporary orders. */
export const salesHandlers: Handlers<typeof endpoints.sales> = {
  getDashboard: async ({ ctx, body }) => getDashboard(ctx, body),
  getRunningOrders: async ({ ctx, body }) => getRunningOrders(ctx, body),
  getTemporaryOrders: async ({ ctx, body }) => getTemporaryOrders(ctx, body),
};

/** Whom the sales person may act for (ADR 45); acting for them is the user module's. */
export const impersonationCandidateHandlers = {
  getAllowedUsersToImpersonate: async ({ ctx, body }) => allowedUsersToImpersonate(ctx, body),
} satisfies Partial<Handlers<typeof endpoints.salesImpersonation>>;
