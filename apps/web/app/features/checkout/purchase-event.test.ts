import { describe, expect, it } from 'vitest';
import { order } from '../../test-support/checkout-fixture.ts';
import { purchaseEvent, pushPurchaseOnce } from './purchase-event.ts';

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

describe('purchaseEvent', () => {
  it('describes the order in major units for the tag manager', () => {
    expect(purchaseEvent(order())).toEqual({
      event: 'purchase',
      ecommerce: {
        transaction_id: 'NL-100042',
        currency: 'DKK',
        value: 375,
        tax: 93.75,
        shipping: 75,
        items: [
          { item_id: '10001', item_name: 'Anna dress', item_variant: 'Rose 98', quantity: 3, price: 100 },
        ],
      },
    });
  });
});

describe('pushPurchaseOnce', () => {
  it('pushes an order once per browser, however often the receipt is opened', () => {
    const dataLayer: unknown[] = [];
    const storage = memoryStorage();
    expect(pushPurchaseOnce(order(), { dataLayer, storage })).toBe(true);
    expect(pushPurchaseOnce(order(), { dataLayer, storage })).toBe(false);
    expect(pushPurchaseOnce(order({ orderId: 'NL-100043' }), { dataLayer, storage })).toBe(true);
    const purchases = dataLayer.filter((entry) => (entry as { event?: string }).event === 'purchase');
    expect(
      purchases.map((entry) => (entry as ReturnType<typeof purchaseEvent>).ecommerce.transaction_id),
    ).toEqual(['NL-100042', 'NL-100043']);
    expect(dataLayer[0]).toEqual({ ecommerce: null });
  });
});
