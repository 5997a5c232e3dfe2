import type { endpoints } from '@shop/contracts/endpoints';
import type { Handlers } from '../../lib/route.ts';
import { startPriceView, stopPriceView } from './price-view.service.ts';

/** Staff view the shop with a customer's prices without acting for them (ADR 82). */
export const priceViewHandlers = {
  startPriceView: (request) => startPriceView(request.ctx, request.body),
  stopPriceView: (request) => stopPriceView(request.ctx),
} satisfies Handlers<typeof endpoints.priceView>;
