import type { endpoints } from '@shop/contracts/endpoints';
import type { Handlers } from '../../lib/route.ts';
import { impersonate, unimpersonate } from './impersonation.service.ts';

/**
 * Sales impersonation (ADR 45): act for a customer, stop (under both spec paths). Whom the sales person may act
 * for is listed by the sales flow (flows/sales).
 */
export const impersonationHandlers = {
  impersonate: (request) => impersonate(request.ctx, request.body),
  unimpersonate: (request) => unimpersonate(request.ctx),
  unimpersonateLowerCase: (request) => unimpersonate(request.ctx),
} satisfies Partial<Handlers<typeof endpoints.salesImpersonation>>;
