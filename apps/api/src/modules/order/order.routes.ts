import type { endpoints } from '@shop/contracts/endpoints';
import type { Handlers } from '../../lib/route.ts';
import { getOrderByCartId } from './order.service.ts';

/**
 * The order calls of spec §7 (definitions: packages/contracts/src/endpoints/order.ts). The service checks the
 * order belongs to the caller (the cart rule). CreateOrderByCartId works across modules: flows/flows.routes.ts.
 */
export const orderHandlers = {
  getOrderByCartId: async (request) => ({
    order: { item: await getOrderByCartId(request.ctx, request.body) },
  }),
} satisfies Partial<Handlers<typeof endpoints.order>>;
