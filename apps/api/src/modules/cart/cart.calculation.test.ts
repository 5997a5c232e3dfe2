import { vatAt, withVat as withVatAt } from '@shop/commerce';
import { endpoints } from '@shop/contracts/endpoints';
import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  area,
  type CalculatedLine,
  cuKey,
  type DemoVariant,
  findVariant,
  type Money,
  stockVariantOf,
  useCartTestApp,
  visitorToken,
} from '../../test-support/cart-kit.ts';
import { loginAs } from '../../test-support/test-app.ts';
import { priceRulesCachePrefix } from '../pricing/load-price-rules.ts';
import { priceListEntries } from '../pricing/pricing.tables.ts';

const { shared, call, carts } = useCartTestApp();

/** Prices at quantity 1 from the price calls, keyed by variant. */
async function pricesAtOne(
  endpoint: typeof endpoints.price.getPrices | typeof endpoints.price.getPricesByCustomer,
  token: string,
  variants: DemoVariant[],
  currencyCode?: string,
) {
  const response = await call(
    endpoint,
    { products: variants.map((variant) => cuKey(variant)), ...(currencyCode ? { currencyCode } : {}) },
    token,
  );
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json() as {
    currencyCode: string;
    prices: Array<{ productKey: { variantId: string }; price: { unitPrice: number; netUnitPrice: number } }>;
  };
  return {
    currencyCode: body.currencyCode,
    of: (variant: DemoVariant) =>
      body.prices.find((entry) => entry.productKey.variantId === variant.variantId)?.price,
  };
}

/** VAT is 25 % of the net total, rounded half up, once; lines and shipping add up to the total with VAT. */
function expectConsistentTotals(
  calculation: {
    totalNetPrice: Money;
    shippingFee: Money;
    vat: number;
    tax: { rateBasisPoints: number };
  },
  lines: CalculatedLine[],
) {
  const rate = calculation.tax.rateBasisPoints;
  const net = lines.reduce((sum, line) => sum + line.netLinePrice.priceWithoutVat, 0);
  expect(calculation.totalNetPrice.priceWithoutVat).toBe(net + calculation.shippingFee.priceWithoutVat);
  expect(calculation.vat).toBe(vatAt(calculation.totalNetPrice.priceWithoutVat, rate));
  expect(calculation.totalNetPrice.priceWithVat).toBe(
    calculation.totalNetPrice.priceWithoutVat + calculation.vat,
  );
  const withVat = lines.reduce((sum, line) => sum + line.netLinePrice.priceWithVat, 0);
  expect(withVat + calculation.shippingFee.priceWithVat).toBe(calculation.totalNetPrice.priceWithVat);
  for (const line of lines) {
    expect(line.linePrice.priceWithoutVat).toBe(line.unitPrice.priceWithoutVat * line.quantity);
    expect(line.netLinePrice.priceWithoutVat).toBe(line.netUnitPrice.priceWithoutVat * line.quantity);
    expect(line.netUnitPrice.priceWithVat).toBe(withVatAt(line.netUnitPrice.priceWithoutVat, rate));
  }
}

describe('CalculateCart', () => {
  it("prices a Danish dealer's Stock cart with their DKK net prices, deliveries from stock and VAT ×1.25", async () => {
    const token = await loginAs(shared.app, 'dealer@nordlys.demo');
    const first = await stockVariantOf(shared.app, 'NL10001', 20);
    const second = await stockVariantOf(shared.app, 'NL10003', 20);
    const cart = await carts.open(token, 'Stock');
    await carts.add(token, cart.cartId, [
      { productKey: cuKey(first), quantity: 3 },
      { productKey: cuKey(second), quantity: 2 },
    ]);
    const prices = await pricesAtOne(endpoints.price.getPricesByCustomer, token, [first, second]);
    expect(prices.currencyCode).toBe('DKK');

    const result = await carts.calculate(token, cart.cartId);
    expect(result.usingFallbackStrategy).toBe(false);
    expect(result.validationChanges).toEqual([]);
    const calculated = result.cart;
    expect(calculated.currencyCode).toBe('DKK');
    const lines = calculated.lines as CalculatedLine[];
    for (const [variant, quantity] of [
      [first, 3],
      [second, 2],
    ] as const) {
      const line = lines.find((candidate) => candidate.productKey.variantId === variant.variantId)!;
      expect(line.quantity).toBe(quantity);
      expect(line.unitPrice.priceWithoutVat).toBe(prices.of(variant)?.unitPrice);
      expect(line.netUnitPrice.priceWithoutVat).toBe(prices.of(variant)?.netUnitPrice);
      expect(line.deliveries).toEqual([{ date: null, quantity }]);
      expect(line.product.stockKind).toBe('Stock');
    }
    expectConsistentTotals(calculated.calculation, lines);
    const net = lines.reduce((sum, line) => sum + line.netLinePrice.priceWithoutVat, 0);
    expect(calculated.calculation.summary).toMatchObject({
      subTotalWithoutVat: net,
      totalPriceOfInStockWithoutVat: net,
      totalPriceOfPreorderWithoutVat: 0,
      totalQuantity: 5,
      totalQuantityOfInStock: 5,
    });
    expect(calculated.calculation.discount).toBe(
      lines.reduce(
        (sum, line) => sum + line.linePrice.priceWithoutVat - line.netLinePrice.priceWithoutVat,
        0,
      ),
    );

    // Stored with the version: a read answers it, a change makes it stale.
    const read = await carts.get(token, cart.cartId);
    expect(read.calculation).toEqual(calculated.calculation);
    expect(read.version).toBe(calculated.version);
    const changed = await carts.add(token, cart.cartId, [{ productKey: cuKey(first), quantity: 1 }]);
    expect(changed.calculation).toBeNull();
    expect(changed.lines.every((line: CalculatedLine) => line.netLinePrice === null)).toBe(true);
    await carts.empty(token, cart.cartId);
  });

  it('applies quantity breaks at the real quantity, and delivers preorders on the drop date', async () => {
    const token = await loginAs(shared.app, 'dealer@nordlys.demo');
    const variant = await findVariant(shared.app, { allowPresale: true, productId: 'NL10004' });
    const listPrice = async (minQuantity: number) => {
      const [row] = await shared.app.db
        .select({ unitPrice: priceListEntries.unitPrice })
        .from(priceListEntries)
        .where(
          and(
            eq(priceListEntries.productId, 'NL10004'),
            eq(priceListEntries.priceGroupCode, 'B2B DKK'),
            eq(priceListEntries.unitId, 'CU'),
            eq(priceListEntries.minQuantity, minQuantity),
            isNull(priceListEntries.variantId),
          ),
        );
      return row!.unitPrice;
    };
    const cart = await carts.open(token, 'Preorder');
    await carts.add(token, cart.cartId, [{ productKey: cuKey(variant), quantity: 1 }]);
    const single = (await carts.calculate(token, cart.cartId)).cart.lines[0] as CalculatedLine;
    expect(single.unitPrice.priceWithoutVat).toBe(await listPrice(1));
    expect(single.deliveries).toEqual([{ date: '2027-02-15', quantity: 1 }]);
    expect(single.product.stockKind).toBe('Preorder');

    await carts.add(token, cart.cartId, [{ productKey: cuKey(variant), quantity: 12 }], true);
    const result = await carts.calculate(token, cart.cartId);
    const dozen = result.cart.lines[0] as CalculatedLine;
    expect(dozen.quantity).toBe(12);
    expect(dozen.unitPrice.priceWithoutVat).toBe(await listPrice(12));
    expect(dozen.netUnitPrice.priceWithoutVat).toBeLessThan(single.netUnitPrice.priceWithoutVat);
    expect(dozen.deliveries).toEqual([{ date: '2027-02-15', quantity: 12 }]);
    expect(result.cart.calculation.summary).toMatchObject({
      totalPriceOfPreorderWithoutVat: dozen.netLinePrice.priceWithoutVat,
      totalQuantityOfPreorder: 12,
      totalPriceOfInStockWithoutVat: 0,
    });
    await carts.empty(token, cart.cartId);
  });

  it("prices a German dealer's cart in EUR with their net prices", async () => {
    const token = await loginAs(shared.app, 'haendler@nordlys.demo');
    const variant = await stockVariantOf(shared.app, 'NL10006', 10);
    const cart = await carts.open(token, 'Stock', { ...area, currencyCode: 'DKK' });
    expect(cart.currencyCode).toBe('EUR');
    await carts.add(token, cart.cartId, [{ productKey: cuKey(variant), quantity: 4 }]);
    const prices = await pricesAtOne(endpoints.price.getPricesByCustomer, token, [variant]);
    const result = await carts.calculate(token, cart.cartId);
    const line = result.cart.lines[0] as CalculatedLine;
    expect(result.cart.currencyCode).toBe('EUR');
    expect(line.netUnitPrice.priceWithoutVat).toBe(prices.of(variant)?.netUnitPrice);
    expectConsistentTotals(result.cart.calculation, [line]);
    // A German business with a German VAT number, delivered in Germany: reverse charge, no VAT (ADR 67).
    expect(result.cart.calculation.tax).toMatchObject({ kind: 'reverse-charge', rateBasisPoints: 0 });
    expect(result.cart.calculation.vat).toBe(0);
    expect(result.cart.calculation.minimum).toMatchObject({ orderType: 'Stock', threshold: 30000 });
  });

  it('keeps the stored calculation while the figures stay the same, and stores new ones when a price changes', async () => {
    const token = await loginAs(shared.app, 'shop.uk@nordlys.demo');
    const variant = await stockVariantOf(shared.app, 'NL10005', 20);
    const cart = await carts.open(token, 'Stock');
    await carts.empty(token, cart.cartId);
    await carts.add(token, cart.cartId, [{ productKey: cuKey(variant), quantity: 2 }]);
    const first = (await carts.calculate(token, cart.cartId)).cart;

    // Later, nothing changed: the same figures, still the calculation made first (nothing was rewritten).
    await new Promise((resolve) => setTimeout(resolve, 20));
    const again = (await carts.calculate(token, cart.cartId)).cart;
    expect(again.calculation).toEqual(first.calculation);
    expect(again.lines).toEqual(first.lines);
    expect((await carts.get(token, cart.cartId)).calculation).toEqual(first.calculation);

    // A new price list price: the next calculation makes and stores new figures for the same version.
    const line = first.lines[0] as CalculatedLine;
    const entries = and(
      eq(priceListEntries.productId, 'NL10005'),
      eq(priceListEntries.unitId, 'CU'),
      eq(priceListEntries.unitPrice, line.unitPrice.priceWithoutVat),
    );
    const raised = await shared.app.db
      .update(priceListEntries)
      .set({ unitPrice: line.unitPrice.priceWithoutVat + 100 })
      .where(entries)
      .returning({ id: priceListEntries.id });
    expect(raised.length).toBeGreaterThan(0);
    await shared.app.cache.deleteByPrefix(priceRulesCachePrefix);
    const repriced = (await carts.calculate(token, cart.cartId)).cart;
    expect(repriced.version).toBe(first.version);
    expect((repriced.lines[0] as CalculatedLine).unitPrice.priceWithoutVat).toBe(
      line.unitPrice.priceWithoutVat + 100,
    );
    expect(repriced.calculation.calculatedAt > first.calculation.calculatedAt).toBe(true);
    expect((await carts.get(token, cart.cartId)).calculation).toEqual(repriced.calculation);
    await carts.empty(token, cart.cartId);
  });

  it('never keeps a calculation of an older version when lines change while it is calculated', async () => {
    const token = await loginAs(shared.app, 'haendler@nordlys.demo');
    const variant = await stockVariantOf(shared.app, 'NL10010', 40);
    const cart = await carts.open(token, 'Stock');
    await carts.empty(token, cart.cartId);
    await carts.add(token, cart.cartId, [{ productKey: cuKey(variant), quantity: 1 }]);
    // Ten +1 changes race ten calculations; whichever wins, what GetCartById shows must match its lines.
    await Promise.all(
      Array.from({ length: 10 }, () => [
        carts.add(token, cart.cartId, [{ productKey: cuKey(variant), quantity: 1 }]),
        carts.calculate(token, cart.cartId),
      ]).flat(),
    );
    const after = await carts.get(token, cart.cartId);
    const [line] = after.lines as CalculatedLine[];
    expect(line?.quantity).toBe(11);
    if (after.calculation !== null) {
      expect(line?.linePrice.priceWithoutVat).toBe((line?.unitPrice.priceWithoutVat ?? 0) * 11);
      expectConsistentTotals(after.calculation, after.lines);
    }
    const fresh = await carts.calculate(token, cart.cartId);
    expect(fresh.cart.version).toBe(after.version);
    expect(fresh.cart.calculation.totalNetPrice).toEqual(
      after.calculation?.totalNetPrice ?? fresh.cart.calculation.totalNetPrice,
    );
  });

  it("prices a visitor's cart with retail prices in the area's currency (default EUR), with no minimum", async () => {
    const variant = await stockVariantOf(shared.app, 'NL10008', 10);
    for (const currencyCode of [undefined, 'DKK'] as const) {
      const token = await visitorToken(shared.app);
      const cart = await carts.open(token, 'Stock', currencyCode ? { ...area, currencyCode } : area);
      expect(cart.currencyCode).toBe(currencyCode ?? 'EUR');
      await carts.add(token, cart.cartId, [{ productKey: cuKey(variant), quantity: 2 }]);
      const retail = await pricesAtOne(endpoints.price.getPrices, token, [variant], currencyCode ?? 'EUR');
      const result = await carts.calculate(token, cart.cartId);
      const line = result.cart.lines[0] as CalculatedLine;
      expect(line.unitPrice.priceWithoutVat).toBe(retail.of(variant)?.unitPrice);
      expect(line.netUnitPrice.priceWithoutVat).toBe(retail.of(variant)?.netUnitPrice);
      expect(result.cart.calculation.minimum).toBeNull();
      expectConsistentTotals(result.cart.calculation, [line]);
    }
  });
});
