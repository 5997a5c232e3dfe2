import { describe, expect, it } from 'vitest';
import { type CartSummaryTotals, emptyCartSummary } from './cart-calculation.ts';
import {
  canCheckOut,
  checkMinimumOrder,
  checkoutBlockReason,
  type MinimumCheck,
  saleMinimum,
  saleMinimumByCurrency,
} from './minimum-order.ts';

const summary = (overrides: Partial<CartSummaryTotals> = {}): CartSummaryTotals => ({
  ...emptyCartSummary(),
  ...overrides,
});

const dealer = {
  currencyCode: 'DKK',
  priceGroupCode: 'B2B DKK',
  minOrderAmount: 500000,
  minOrderAmountPre: 1000000,
};

describe('sale minimums (spec §9)', () => {
  it('are the currency minimums in minor units, with APAC EUR 1000 for its price group', () => {
    expect(saleMinimumByCurrency).toEqual({ DKK: 250000, EUR: 30000, GBP: 50000, USD: 100000 });
    expect(saleMinimum('EUR', 'B2B EUR')).toBe(30000);
    expect(saleMinimum('EUR', 'B2B APAC')).toBe(100000);
    expect(saleMinimum('EUR', null)).toBe(30000);
    expect(saleMinimum('DKK', 'B2B APAC')).toBe(250000);
    expect(saleMinimum('SEK', null)).toBe(0);
    expect(saleMinimum('NOK', 'B2B NOK')).toBe(0);
  });
});

describe('checkMinimumOrder', () => {
  it('passes a Preorder whose preorder total reaches minOrderAmountPre, exactly at the threshold too', () => {
    const check = checkMinimumOrder({
      ...dealer,
      orderType: 'Preorder',
      summary: summary({ totalPriceOfPreorderWithoutVat: 1000000, totalPriceOfInStockWithoutVat: 5 }),
    });
    expect(check).toEqual({
      orderType: 'Preorder',
      met: true,
      messageKey: null,
      threshold: 1000000,
      amount: 1000000,
      saleThreshold: 0,
      saleAmount: 0,
    });
  });

  it('fails a Preorder one minor unit short, counting only the preorder total', () => {
    const check = checkMinimumOrder({
      ...dealer,
      orderType: 'Preorder',
      summary: summary({ totalPriceOfPreorderWithoutVat: 999999, totalPriceOfInStockWithoutVat: 5_000_000 }),
    });
    expect(check).toMatchObject({
      met: false,
      messageKey: 'cart.minimumOrderAmountNotExceeded',
      amount: 999999,
    });
  });

  it('does not apply the on-sale minimum to a Preorder', () => {
    const check = checkMinimumOrder({
      ...dealer,
      orderType: 'Preorder',
      summary: summary({
        totalPriceOfPreorderWithoutVat: 1000000,
        totalPriceOfOnSaleWithoutVat: 100,
        totalQuantityOfOnSale: 1,
      }),
    });
    expect(check.met).toBe(true);
  });

  it('passes a Stock order whose in-stock total reaches minOrderAmount', () => {
    const check = checkMinimumOrder({
      ...dealer,
      orderType: 'Stock',
      summary: summary({ totalPriceOfInStockWithoutVat: 500000, totalPriceOfPreorderWithoutVat: 0 }),
    });
    expect(check).toEqual({
      orderType: 'Stock',
      met: true,
      messageKey: null,
      threshold: 500000,
      amount: 500000,
      saleThreshold: 0,
      saleAmount: 0,
    });
  });

  it('fails a Stock order below minOrderAmount, its stock goods now and coming soon together', () => {
    const check = checkMinimumOrder({
      ...dealer,
      orderType: 'Stock',
      summary: summary({
        totalPriceOfInStockWithoutVat: 300000,
        totalPriceOfInFutureStockWithoutVat: 199999,
        totalPriceOfPreorderWithoutVat: 9_000_000,
      }),
    });
    expect(check).toMatchObject({
      met: false,
      messageKey: 'cart.minimumOrderAmountNotExceeded',
      threshold: 500000,
      amount: 499999,
    });
  });

  it('passes a Stock basket of coming-soon goods of 634.90 € against a 300 € minimum (issue 28 item 5)', () => {
    const check = checkMinimumOrder({
      orderType: 'Stock',
      summary: summary({ totalPriceOfInFutureStockWithoutVat: 63490, subTotalWithoutVat: 63490 }),
      currencyCode: 'EUR',
      priceGroupCode: 'B2B EUR',
      minOrderAmount: 30000,
    });
    expect(check).toMatchObject({ met: true, messageKey: null, threshold: 30000, amount: 63490 });
  });

  it('needs the on-sale total to reach the currency minimum when the Stock order holds on-sale items', () => {
    const short = summary({
      totalPriceOfInStockWithoutVat: 600000,
      totalPriceOfOnSaleWithoutVat: 249999,
      totalQuantityOfOnSale: 4,
    });
    expect(checkMinimumOrder({ ...dealer, orderType: 'Stock', summary: short })).toEqual({
      orderType: 'Stock',
      met: false,
      messageKey: 'cart.minimumSaleOrderAmountNotExceeded',
      threshold: 500000,
      amount: 600000,
      saleThreshold: 250000,
      saleAmount: 249999,
    });
    const enough = { ...short, totalPriceOfOnSaleWithoutVat: 250000 };
    expect(checkMinimumOrder({ ...dealer, orderType: 'Stock', summary: enough }).met).toBe(true);
  });

  it('uses the APAC on-sale minimum for the B2B APAC price group', () => {
    const cart = summary({
      totalPriceOfInStockWithoutVat: 90000,
      totalPriceOfOnSaleWithoutVat: 90000,
      totalQuantityOfOnSale: 3,
    });
    const input = { orderType: 'Stock' as const, summary: cart, currencyCode: 'EUR', minOrderAmount: 0 };
    expect(checkMinimumOrder({ ...input, priceGroupCode: 'B2B EUR' }).met).toBe(true);
    expect(checkMinimumOrder({ ...input, priceGroupCode: 'B2B APAC' })).toMatchObject({
      met: false,
      messageKey: 'cart.minimumSaleOrderAmountNotExceeded',
      saleThreshold: 100000,
    });
  });

  it('reports the order-amount warning before the on-sale one when both fail', () => {
    const cart = summary({
      totalPriceOfInStockWithoutVat: 100,
      totalPriceOfOnSaleWithoutVat: 100,
      totalQuantityOfOnSale: 1,
    });
    expect(checkMinimumOrder({ ...dealer, orderType: 'Stock', summary: cart }).messageKey).toBe(
      'cart.minimumOrderAmountNotExceeded',
    );
  });

  it('fails an order with nothing qualifying even with the default minimums of 0', () => {
    for (const orderType of ['Preorder', 'Stock'] as const) {
      const check = checkMinimumOrder({
        orderType,
        summary: summary(
          orderType === 'Preorder'
            ? { totalPriceOfInFutureStockWithoutVat: 1000 }
            : { subTotalWithoutVat: 0 },
        ),
        currencyCode: 'SEK',
        priceGroupCode: null,
        minOrderAmount: null,
        minOrderAmountPre: undefined,
      });
      expect(check).toMatchObject({
        met: false,
        messageKey: 'cart.minimumOrderAmountNotExceeded',
        threshold: 0,
      });
    }
  });

  it('passes any non-empty order with the default minimums of 0 in a currency without a sale minimum', () => {
    const cart = summary({
      totalPriceOfInStockWithoutVat: 1,
      totalPriceOfOnSaleWithoutVat: 1,
      totalQuantityOfOnSale: 1,
    });
    const check = checkMinimumOrder({
      orderType: 'Stock',
      summary: cart,
      currencyCode: 'NOK',
      priceGroupCode: null,
    });
    expect(check).toMatchObject({ met: true, threshold: 0, saleThreshold: 0 });
  });

  it('counts free on-sale items as something to order', () => {
    const cart = summary({ totalQuantityOfOnSale: 2 });
    const check = checkMinimumOrder({
      orderType: 'Stock',
      summary: cart,
      currencyCode: 'SEK',
      priceGroupCode: null,
    });
    expect(check.met).toBe(true);
  });

  it('refuses negative or fractional customer minimums and unknown order types', () => {
    const base = { summary: summary(), currencyCode: 'DKK', priceGroupCode: null };
    expect(() => checkMinimumOrder({ ...base, orderType: 'Stock', minOrderAmount: -1 })).toThrow(RangeError);
    expect(() => checkMinimumOrder({ ...base, orderType: 'Preorder', minOrderAmountPre: 10.5 })).toThrow(
      /minOrderAmountPre/,
    );
    expect(() => checkMinimumOrder({ ...base, orderType: 'Web' as 'Stock' })).toThrow(/order type Web/);
  });
});

describe('checkout gate', () => {
  const met: MinimumCheck = {
    orderType: 'Stock',
    met: true,
    messageKey: null,
    threshold: 0,
    amount: 100,
    saleThreshold: 0,
    saleAmount: 0,
  };
  const unmet: MinimumCheck = {
    ...met,
    orderType: 'Preorder',
    met: false,
    messageKey: 'cart.minimumOrderAmountNotExceeded',
  };

  it('allows checkout when every chosen order type meets its minimum and nothing calculates', () => {
    const gate = {
      checks: [met, { ...met, orderType: 'Preorder' as const }],
      calculating: false,
      blockedStatus: 'None',
    };
    expect(canCheckOut(gate)).toBe(true);
    expect(checkoutBlockReason(gate)).toBeNull();
  });

  it('blocks when any chosen order type misses its minimum', () => {
    const gate = { checks: [met, unmet], calculating: false, blockedStatus: 'None' };
    expect(canCheckOut(gate)).toBe(false);
    expect(checkoutBlockReason(gate)).toBe('minimum-not-met');
  });

  it('blocks while a cart is calculating', () => {
    const gate = { checks: [met], calculating: true, blockedStatus: 'None' };
    expect(canCheckOut(gate)).toBe(false);
    expect(checkoutBlockReason(gate)).toBe('calculating');
  });

  it('blocks when no order type is chosen, with the checkout message key', () => {
    const gate = { checks: [], calculating: false, blockedStatus: 'None' };
    expect(canCheckOut(gate)).toBe(false);
    expect(checkoutBlockReason(gate)).toBe('checkout.cartSummaryNoOrderTypesSelectedMessage');
  });

  it('blocks a customer whose blockedStatus is not None, before anything else', () => {
    for (const blockedStatus of ['Ship', 'Invoice', 'All', '']) {
      const gate = { checks: [met], calculating: false, blockedStatus };
      expect(canCheckOut(gate)).toBe(false);
      expect(checkoutBlockReason({ ...gate, checks: [], calculating: true })).toBe('customer-blocked');
    }
  });
});
