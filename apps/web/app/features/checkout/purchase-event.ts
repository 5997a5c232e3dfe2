import { toMajor } from '@shop/commerce';
import type { Order } from '@shop/contracts';

/** The tracking layer's purchase event (spec §7 tracking: purchase), in the GA4 e-commerce shape. */
export type PurchaseEvent = {
  event: 'purchase';
  ecommerce: {
    transaction_id: string;
    currency: string;
    /** What the order is worth without VAT, shipping included, in major units. */
    value: number;
    tax: number;
    shipping: number;
    items: Array<{
      item_id: string;
      item_name: string;
      item_variant: string;
      quantity: number;
      price: number;
    }>;
  };
};

export function purchaseEvent(order: Order): PurchaseEvent {
  const major = (minor: number) => toMajor(minor, order.currencyCode);
  return {
    event: 'purchase',
    ecommerce: {
      transaction_id: order.orderId,
      currency: order.currencyCode,
      value: major(order.totalNetPrice.priceWithoutVat),
      tax: major(order.vat),
      shipping: major(order.shippingFee.priceWithoutVat),
      items: order.lines.map((line) => ({
        item_id: line.productNumber,
        item_name: line.name,
        item_variant: `${line.colorName} ${line.size}`.trim(),
        quantity: line.quantity,
        price: major(line.netUnitPrice.priceWithoutVat),
      })),
    },
  };
}

type StorageLike = Pick<Storage, 'getItem' | 'setItem'>;

/** Remembers which orders were already reported in this browser, so a reload of the receipt adds nothing. */
export const purchaseTrackedKey = (orderId: string) => `_purchaseTracked:${orderId}`;

/**
 * Push the purchase event of an order to the data layer once per order and browser: reloading or reopening
 * the receipt must not count the sale twice. Returns whether it pushed.
 */
export function pushPurchaseOnce(
  order: Order,
  target: { dataLayer: unknown[]; storage: StorageLike | null },
): boolean {
  const key = purchaseTrackedKey(order.orderId);
  try {
    if (target.storage?.getItem(key)) return false;
    target.storage?.setItem(key, '1');
  } catch {
    // Storage disabled: the event still goes out, the once-only memory lasts as long as the page.
  }
  // The previous event's ecommerce object is cleared first, as Google Tag Manager recommends.
  target.dataLayer.push({ ecommerce: null }, purchaseEvent(order));
  return true;
}
