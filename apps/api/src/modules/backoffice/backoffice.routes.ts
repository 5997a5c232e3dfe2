import type { endpoints } from '@shop/contracts/endpoints';
import type { Handlers } from '../../lib/route.ts';
import { getCacheUsage, invalidateCacheByType } from './cache-admin.ts';

/** The back office's own calls (staff with the B2B Manager role; access is declared by each definition). */
export const backofficeHandlers = {
  getCacheUsage: async (request) => getCacheUsage(request.ctx),
  invalidateCacheByType: async (request) => invalidateCacheByType(request.ctx, request.body.type),
} satisfies Partial<Handlers<typeof endpoints.backoffice>>;
