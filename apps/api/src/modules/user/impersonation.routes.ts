import { endpoints } from '@shop/contracts/endpoints';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../lib/route.ts';
import { allowedUsersToImpersonate, impersonate, unimpersonate } from './impersonation.service.ts';

/** Sales impersonation (ADR 45): list who may be acted for, act for one, stop (under both spec paths). */
export const impersonationRoutes: FastifyPluginAsync = async (app) => {
  route(app, endpoints.salesImpersonation.getAllowedUsersToImpersonate, (request) =>
    allowedUsersToImpersonate(request.ctx, request.body),
  );
  route(app, endpoints.salesImpersonation.impersonate, (request) => impersonate(request.ctx, request.body));
  route(app, endpoints.salesImpersonation.unimpersonate, (request) => unimpersonate(request.ctx));
  route(app, endpoints.salesImpersonation.unimpersonateLowerCase, (request) => unimpersonate(request.ctx));
};
