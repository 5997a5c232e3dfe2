import type { Cart, CartLine } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { cartOverview } from './cart-overview-model.ts';
import { type CartState, cartPieces, totalQuantity } from './cart-state.ts';

/** A product line of `quantity` units holding `perUnit` pieces each (a pack when above 1). */
const line = (id: string, quantity: number, perUnit: number): CartLine =>
  ({
    id,
    parentId: null,
    productKey: {
      productId: 'NL10002',
      variantId: 'NL10002-rose-98',
      unitOfMeasure: perUnit > 1 ? 'PK5' : 'CU',
    },
    quantity,
    text: null,
    type: 'product',
    product: { quantityPerUnit: perUnit, unitName: perUnit > 1 ? 'Pack of 5' : 'Piece' },
    unitPrice: null,
    netUnitPrice: null,
    linePrice: null,
    netLinePrice: null,
    deliveries: [],
  }) as unknown as CartLine;

const stateWith = (lines: CartLine[]): CartState => ({
  mode: 'local',
  loaded: true,
  entries: {
    Stock: {
      orderType: 'Stock',
      cart: {
        cartId: 'local-Stock',
        orderType: 'Stock',
        currencyCode: 'EUR',
        lines,
        calculation: null,
      } as Cart,
      busy: false,
      calculating: false,
      calculationError: null,
      usingFallbackStrategy: false,
    },
  },
});

describe('the header marker (issue 28 item 3)', () => {
  it('counts 1 piece + 2 × Pack of 5 as 11, as the mini cart and the cart page do', () => {
    const state = stateWith([line('a', 1, 1), line('b', 2, 5)]);
    expect(totalQuantity(state)).toBe(11);
    expect(cartPieces(state.entries.Stock?.cart ?? null)).toBe(11);
    const [row] = cartOverview(state, 'None').rows;
    expect(row?.quantity).toBe(totalQuantity(state));
  });
});
