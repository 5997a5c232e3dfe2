import { describe, expect, it } from 'vitest';
import { trackEcommerce } from './data-layer.ts';

const item = { itemId: 'NL10001', name: 'Vilma Dress', variant: 'Rose / 98', unitPrice: 19995, quantity: 3 };

describe('trackEcommerce (spec §7 tracking layer)', () => {
  it('pushes a GA4 event with major-unit money after clearing the previous ecommerce object', () => {
    const target: { dataLayer?: unknown[] } = {};
    trackEcommerce('add_to_cart', 'DKK', [item], target);
    expect(target.dataLayer).toEqual([
      { ecommerce: null },
      {
        event: 'add_to_cart',
        ecommerce: {
          currency: 'DKK',
          value: 599.85,
          items: [
            {
              item_id: 'NL10001',
              item_name: 'Vilma Dress',
              item_variant: 'Rose / 98',
              price: 199.95,
              quantity: 3,
            },
          ],
        },
      },
    ]);
  });

  it('leaves value and price out when the price is not known, and keeps an existing layer', () => {
    const target = { dataLayer: ['gtm.js'] as unknown[] };
    trackEcommerce('remove_from_cart', 'EUR', [{ ...item, unitPrice: null }], target);
    expect(target.dataLayer[2]).toEqual({
      event: 'remove_from_cart',
      ecommerce: {
        items: [{ item_id: 'NL10001', item_name: 'Vilma Dress', item_variant: 'Rose / 98', quantity: 3 }],
      },
    });
    expect(target.dataLayer[0]).toBe('gtm.js');
  });
});
