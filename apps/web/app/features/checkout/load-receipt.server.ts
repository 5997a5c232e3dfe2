import { type AreaInfo, defaultAreaId, type LanguageCode, type Order } from '@shop/contracts';
import { endpoints } from '@shop/contracts/endpoints';
import type { Call } from '../../lib/call-endpoint.ts';

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
 * The receipt's orders (GetOrderByCartId → order.item), asked with the visitor's `call` (the session's or
 * the guest's token). Spec §8: receipt load errors are silently ignored, so an order that cannot be read
 * is left out, and with none the page says there is no order to show.
 */
export async function loadReceiptOrders(input: {
  search: URLSearchParams;
  language: LanguageCode;
  call: Call;
}): Promise<Order[]> {
  const areaInfo: AreaInfo = { areaId: defaultAreaId, languageCode: input.language };
  const orders = await Promise.all(
    receiptReferences(input.search).map(async (reference) => {
      try {
        const answer = await input.call(endpoints.order.getOrderByCartId, {
          body: { areaInfo, ...reference },
        });
        return answer.order.item;
      } catch {
        return null;
      }
    }),
  );
  return orders.filter((order): order is Order => order !== null);
}
