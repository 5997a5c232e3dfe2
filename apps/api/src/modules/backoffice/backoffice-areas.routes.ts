import type { endpoints } from '@shop/contracts/endpoints';
import type { Handlers } from '../../lib/route.ts';
import { getAreas } from './get-areas.ts';

/** The back office's area call (staff with the B2B Manager role; ADR 49). */
export const backofficeAreaHandlers = {
  getAreas: async (request) => getAreas(request.ctx),
} satisfies Partial<Handlers<typeof endpoints.backofficeOrders>>;
