import { emptyCartSummary } from '@shop/commerce';
import {
  type Cart,
  type CartCalculation,
  type CartOrderType,
  danishVatBeforeTaxRules,
  type MinimumOrderCheck,
} from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { cartOverview } from './cart-overview-model.ts';
import type { CartEntry, CartState } from './cart-state.ts';
import { localCart } from './unpriced-local-cart.ts';

const summary = (over: Partial<CartCalculation['summary']>): CartCalculation['summary'] => ({
  ...emptyCartSummary(),
  ...over,
});

const check = (orderType: 'Stock' | 'Preorder', met: boolean, over: Partial<MinimumOrderCheck> = {}) => ({
  orderType,
  met,
  messageKey: met ? null : ('cart.minimumOrderAmountNotExceeded' as const),
  threshold: orderType === 'Stock' ? 250000 : 500000,
  amount: 0,
  saleThreshold: 0,
  saleAmount: 0,
  ...over,
});

function entry(
  orderType: CartOrderType,
  quantity: number,
  calculation: { summary: CartCalculation['summary']; minimum: MinimumOrderCheck | null } | null,
  flags: Partial<CartEntry> = {},
): CartEntry {
  const key = { productId: 'NL1', variantId: `NL1-${orderType}`, unitOfMeasure: 'CU' };
  const cart: Cart = {
    ...localCart(orderType, quantity > 0 ? [{ productKey: key, quantity }] : [], 'DKK', 1),
    calculation: calculation
      ? {
          discount: 0,
          totalPrice: { priceWithVat: 0, priceWithoutVat: 0 },
          totalNetPrice: { priceWithVat: 0, priceWithoutVat: 0 },
          shippingFee: { priceWithVat: 0, priceWithoutVat: 0 },
          vat: 0,
          tax: danishVatBeforeTaxRules,
          calculatedAt: '2026-03-01T00:00:00Z',
          ...calculation,
        }
      : null,
  };
  return {
    orderType,
    cart,
    busy: false,
    calculating: false,
    calculationError: null,
    usingFallbackStrategy: false,
    ...flags,
  };
}

const state = (...entries: CartEntry[]): CartState => ({
  mode: 'server',
  loaded: true,
  entries: Object.fromEntries(entries.map((e) => [e.orderType, e])),
});

describe('cartOverview (spec §2 summary, §5 minimums and checkout)', () => {
  it('lists each order type, the on-sale and coming-soon rows that hold something, and the total', () => {
    const overview = cartOverview(
      state(
        entry('Stock', 3, {
          summary: summary({
            subTotalWithoutVat: 300000,
            totalQuantityOfOnSale: 1,
            totalPriceOfOnSaleWithoutVat: 50000,
          }),
          minimum: check('Stock', true),
        }),
        entry('Preorder', 2, {
          summary: summary({
            subTotalWithoutVat: 600000,
            totalQuantityOfInFutureStock: 2,
            totalPriceOfInFutureStockWithoutVat: 600000,
          }),
          minimum: check('Preorder', true),
        }),
      ),
      'None',
    );
    expect(overview.rows).toEqual([
      { kind: 'order-type', orderType: 'Preorder', quantity: 2, amount: 600000 },
      { kind: 'order-type', orderType: 'Stock', quantity: 3, amount: 300000 },
      { kind: 'on-sale', quantity: 1, amount: 50000 },
      { kind: 'coming-soon', quantity: 2, amount: 600000 },
      { kind: 'total', quantity: 5, amount: 900000 },
    ]);
    expect(overview.warnings).toEqual([]);
    expect(overview.blockReason).toBeNull();
  });

  it('warns per order type with the threshold the message names, and blocks checkout', () => {
    const overview = cartOverview(
      state(
        entry('Stock', 1, {
          summary: summary({ subTotalWithoutVat: 10000 }),
          minimum: check('Stock', false, {
            messageKey: 'cart.minimumSaleOrderAmountNotExceeded',
            threshold: 250000,
            saleThreshold: 300000,
          }),
        }),
        entry('Preorder', 1, {
          summary: summary({ subTotalWithoutVat: 10000 }),
          minimum: check('Preorder', false),
        }),
      ),
      'None',
    );
    expect(overview.warnings).toEqual([
      { orderType: 'Preorder', messageKey: 'cart.minimumOrderAmountNotExceeded', amount: 500000 },
      { orderType: 'Stock', messageKey: 'cart.minimumSaleOrderAmountNotExceeded', amount: 300000 },
    ]);
    expect(overview.blockReason).toBe('minimum-not-met');
  });

  it('lets checkout go ahead when one basket meets its minimum, naming the baskets that will be ordered', () => {
    const overview = cartOverview(
      state(
        entry('Stock', 1, {
          summary: summary({ subTotalWithoutVat: 10000 }),
          minimum: check('Stock', false),
        }),
        entry('Preorder', 4, {
          summary: summary({ subTotalWithoutVat: 600000 }),
          minimum: check('Preorder', true),
        }),
      ),
      'None',
    );
    expect(overview.blockReason).toBeNull();
    expect(overview.orderable).toEqual(['Preorder']);
    expect(overview.warnings.map((warning) => warning.orderType)).toEqual(['Stock']);
  });

  it('counts pieces by unit quantity: 1 piece and 2 packs of 5 are 11 pcs', () => {
    const stock = entry('Stock', 1, null);
    const cart = stock.cart as Cart;
    const [single] = cart.lines;
    if (!single) throw new Error('no line');
    const product = (quantityPerUnit: number) => ({
      name: 'Dress',
      number: 'NL1',
      url: '/dress',
      colorCode: 'rose',
      colorName: 'Rose',
      size: '98',
      unitName: quantityPerUnit === 1 ? 'Piece' : `Pack of ${quantityPerUnit}`,
      quantityPerUnit,
      image: null,
      stockKind: 'Stock' as const,
      onSale: false,
    });
    cart.lines = [
      { ...single, product: product(1) },
      { ...single, id: 'pack', quantity: 2, product: product(5) },
    ];
    const overview = cartOverview(state(stock), 'None');
    expect(overview.rows.map((row) => [row.kind, row.quantity])).toEqual([
      ['order-type', 11],
      ['total', 11],
    ]);
  });

  it('blocks checkout while a cart changes or waits for its calculation, and for a blocked customer', () => {
    const met = { summary: summary({ subTotalWithoutVat: 300000 }), minimum: check('Stock', true) };
    expect(cartOverview(state(entry('Stock', 1, met, { busy: true })), 'None').blockReason).toBe(
      'calculating',
    );
    expect(cartOverview(state(entry('Stock', 1, null)), 'None').blockReason).toBe('calculating');
    expect(cartOverview(state(entry('Stock', 1, met)), 'All').blockReason).toBe('customer-blocked');
    expect(cartOverview(state(entry('Stock', 1, met)), 'None').blockReason).toBeNull();
  });

  it('lets an anonymous cart (no minimums) check out, and has nothing to check out when empty', () => {
    const anonymous = { summary: summary({ subTotalWithoutVat: 4995 }), minimum: null };
    expect(cartOverview(state(entry('Stock', 1, anonymous)), 'None').blockReason).toBeNull();
    const empty = cartOverview(state(entry('Stock', 0, null)), 'None');
    expect(empty.entries).toEqual([]);
    expect(empty.rows).toEqual([]);
    expect(empty.blockReason).toBe('checkout.cartSummaryNoOrderTypesSelectedMessage');
  });
});
