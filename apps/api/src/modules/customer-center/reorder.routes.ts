import type { endpoints } from '@shop/contracts/endpoints';
import type { Handlers } from '../../lib/route.ts';
import { reorderOrder } from './reorder.ts';

/** "Order again" from the customer center (ADR 43). */
export const reorderHandlers = {
  reorderOrder: ({ ctx, body }) => reorderOrder(ctx, body),
} satisfies Partial<Handlers<typeof endpoints.customerCenter>>;
