import { endpoints } from '@shop/contracts/endpoints';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../lib/route.ts';
import { getDashboard } from './get-dashboard.ts';
import { getRunningOrders } from './get-running-orders.ts';
import { getTemporaryOrders } from './get-temporary-orders.ts';
import { allowedUsersToImpersonate } from './impersonation-candidates.ts';

/**
 * The sales area's reads (issue 18; ADR 46): the dashboard, running orders and temporary orders, and whom the
 * sales person may act for (ADR 45).
 */
export const salesRoutes: FastifyPluginAsync = async (app) => {
  const calls = endpoints.sales;
  route(app, calls.getDashboard, async ({ ctx, body }) => getDashboard(ctx, body));
  route(app, calls.getRunningOrders, async ({ ctx, body }) => getRunningOrders(ctx, body));
  route(app, calls.getTemporaryOrders, async ({ ctx, body }) => getTemporaryOrders(ctx, body));
  route(app, endpoints.salesImpersonation.getAllowedUsersToImpersonate, async ({ ctx, body }) =>
    allowedUsersToImpersonate(ctx, body),
  );
};
