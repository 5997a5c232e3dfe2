import { endpoints } from '@shop/contracts/endpoints';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../lib/route.ts';
import { impersonate, unimpersonate } from './impersonation.service.ts';

/**
 * Sales impersonation (ADR 45): act for a customer, stop (under both spec paths). Whom the sales person may act
 * for is listed by the sales flow (flows/sales).
 */
export const impersonationRoutes: FastifyPluginAsync = async (app) => {
  route(app, endpoints.salesImpersonation.impersonate, (request) => impersonate(request.ctx, request.body));
  route(app, endpoints.salesImpersonation.unimpersonate, (request) => unimpersonate(request.ctx));
  route(app, endpoints.salesImpersonation.unimpersonateLowerCase, (request) => unimpersonate(request.ctx));
};
