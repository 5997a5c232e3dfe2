import {
  type AreaInfo,
  defaultAreaId,
  type GetOrderByCartIdResponse,
  type LanguageCode,
  type Order,
} from '@shop/contracts';
import type { z } from 'zod';
import { env } from '../../lib/env.server.ts';

/** A receipt shows the orders of one checkout: one per order type at most. */
export const maxReceiptOrders = 2;

/** The orders named in the receipt's query (`orderId`, repeated; or `cartId`), without duplicates. */
export function receiptReferences(search: URLSearchParams): Array<{ orderId?: string; cartId?: string }> {
  const clean = (values: string[]) => [...new Set(values.map((value) => value.trim()).filter(Boolean))];
  const orderIds = clean(search.getAll('orderId')).slice(0, maxReceiptOrders);
  if (orderIds.length > 0) return orderIds.map((orderId) => ({ orderId }));
  return clean(search.getAll('cartId'))
    .slice(0, maxReceiptOrders)
    .map((cartId) => ({ cartId }));
}

/**
 * The receipt's orders (POST /api/Order/GetOrderByCartId → order.item). Spec §8: receipt load errors are
 * silently ignored, so an order that cannot be read is left out and the page thanks the buyer without it.
 */
export async function loadReceiptOrders(input: {
  search: URLSearchParams;
  language: LanguageCode;
  token: string | null;
  forwardedFor?: string | null;
  fetch?: typeof fetch;
}): Promise<Order[]> {
  const fetchImpl = input.fetch ?? fetch;
  const areaInfo: AreaInfo = { areaId: defaultAreaId, languageCode: input.language };
  const headers: Record<string, string> = { Accept: 'application/json', 'Content-Type': 'application/json' };
  if (input.token) headers.Authorization = `Bearer ${input.token}`;
  if (input.forwardedFor) headers['X-Forwarded-For'] = input.forwardedFor;
  const orders = await Promise.all(
    receiptReferences(input.search).map(async (reference) => {
      try {
        const response = await fetchImpl(new URL('/api/Order/GetOrderByCartId', env.apiUrl), {
          method: 'POST',
          headers,
          body: JSON.stringify({ areaInfo, ...reference }),
          signal: AbortSignal.timeout(15_000),
        });
        if (!response.ok) return null;
        const answer = (await response.json()) as z.infer<typeof GetOrderByCartIdResponse>;
        return answer.order.item;
      } catch {
        return null;
      }
    }),
  );
  return orders.filter((order): order is Order => order !== null);
}
