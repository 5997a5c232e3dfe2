import { toMajor } from '@shop/commerce';

/** Spec §7 tracking layer: the shop pushes its events to `window.dataLayer` (Google Tag Manager's queue). */
declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

export type EcommerceEventName = 'view_item' | 'add_to_cart' | 'remove_from_cart';

export type TrackedItem = {
  /** The product number the brand's reports use. */
  itemId: string;
  name: string;
  /** Colour and size, e.g. 'Rose / 98'. */
  variant: string | null;
  /** Minor units without VAT, in `currencyCode`; null when the price is not known. */
  unitPrice: number | null;
  quantity: number;
};

/**
 * A GA4-style e-commerce event: money in major units as the tag manager expects them (converted once,
 * from the summed minor units, so `value` is exact).
 */
export function ecommerceEvent(event: EcommerceEventName, currencyCode: string | null, items: TrackedItem[]) {
  const priced = currencyCode !== null && items.every((item) => item.unitPrice !== null);
  const valueMinor = items.reduce((sum, item) => sum + (item.unitPrice ?? 0) * item.quantity, 0);
  return {
    event,
    ecommerce: {
      ...(priced && currencyCode ? { currency: currencyCode, value: toMajor(valueMinor, currencyCode) } : {}),
      items: items.map((item) => ({
        item_id: item.itemId,
        item_name: item.name,
        ...(item.variant ? { item_variant: item.variant } : {}),
        ...(item.unitPrice !== null && currencyCode ? { price: toMajor(item.unitPrice, currencyCode) } : {}),
        quantity: item.quantity,
      })),
    },
  };
}

/** Push an event; the previous event's `ecommerce` object is cleared first, as GTM recommends. */
export function trackEcommerce(
  event: EcommerceEventName,
  currencyCode: string | null,
  items: TrackedItem[],
  target: { dataLayer?: unknown[] } | undefined = typeof window === 'undefined' ? undefined : window,
): void {
  if (!target || items.length === 0) return;
  target.dataLayer ??= [];
  target.dataLayer.push({ ecommerce: null }, ecommerceEvent(event, currencyCode, items));
}
