import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loginAs, useSharedTestApp, useTestApp } from '../../test/helper.ts';
import { createErpDouble } from '../erp/erp-double.ts';
import { priceListEntries } from '../pricing/pricing.tables.ts';
import {
  area,
  caller,
  cartCalls,
  cuKey,
  type DemoVariant,
  findVariant,
  visitorToken,
} from './cart-test-kit.ts';

const shared = useSharedTestApp();
const call = caller(() => shared.app);
const carts = cartCalls(call);

type Money = { priceWithVat: number; priceWithoutVat: number };
type CalculatedLine = {
  id: string;
  productKey: { productId: string; variantId: string; unitOfMeasure: string };
  quantity: number;
  unitPrice: Money;
  netUnitPrice: Money;
  linePrice: Money;
  netLinePrice: Money;
  deliveries: Array<{ date: string | null; quantity: number }>;
  product: { stockKind: string; onSale: boolean };
};

/** Prices at quantity 1 from the price calls, keyed by variant. */
async function pricesAtOne(url: string, token: string, variants: DemoVariant[], currencyCode?: string) {
  const response = await call(
    'POST',
    url,
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
  },
  lines: CalculatedLine[],
) {
  const net = lines.reduce((sum, line) => sum + line.netLinePrice.priceWithoutVat, 0);
  expect(calculation.totalNetPrice.priceWithoutVat).toBe(net + calculation.shippingFee.priceWithoutVat);
  expect(calculation.vat).toBe(Math.round(calculation.totalNetPrice.priceWithoutVat * 0.25));
  expect(calculation.totalNetPrice.priceWithVat).toBe(
    calculation.totalNetPrice.priceWithoutVat + calculation.vat,
  );
  const withVat = lines.reduce((sum, line) => sum + line.netLinePrice.priceWithVat, 0);
  expect(withVat + calculation.shippingFee.priceWithVat).toBe(calculation.totalNetPrice.priceWithVat);
  for (const line of lines) {
    expect(line.linePrice.priceWithoutVat).toBe(line.unitPrice.priceWithoutVat * line.quantity);
    expect(line.netLinePrice.priceWithoutVat).toBe(line.netUnitPrice.priceWithoutVat * line.quantity);
    expect(line.netUnitPrice.priceWithVat).toBe(Math.round(line.netUnitPrice.priceWithoutVat * 1.25));
  }
}

describe('POST /api/Cart/CalculateCart', () => {
  it("prices a Danish dealer's Stock cart with their DKK net prices, deliveries from stock and VAT ×1.25", async () => {
    const token = await loginAs(shared.app, 'dealer@nordlys.demo');
    const first = await findVariant(shared.app, {
      allowStockOrder: true,
      minOnHand: 20,
      productId: 'NL10001',
    });
    const second = await findVariant(shared.app, {
      allowStockOrder: true,
      minOnHand: 20,
      productId: 'NL10003',
    });
    const cart = await carts.open(token, 'Stock');
    await carts.add(token, cart.cartId, [
      { productKey: cuKey(first), quantity: 3 },
      { productKey: cuKey(second), quantity: 2 },
    ]);
    const prices = await pricesAtOne('/api/Price/GetPricesByCustomer', token, [first, second]);
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
    const variant = await findVariant(shared.app, {
      allowStockOrder: true,
      minOnHand: 10,
      productId: 'NL10006',
    });
    const cart = await carts.open(token, 'Stock', { ...area, currencyCode: 'DKK' });
    expect(cart.currencyCode).toBe('EUR');
    await carts.add(token, cart.cartId, [{ productKey: cuKey(variant), quantity: 4 }]);
    const prices = await pricesAtOne('/api/Price/GetPricesByCustomer', token, [variant]);
    const result = await carts.calculate(token, cart.cartId);
    const line = result.cart.lines[0] as CalculatedLine;
    expect(result.cart.currencyCode).toBe('EUR');
    expect(line.netUnitPrice.priceWithoutVat).toBe(prices.of(variant)?.netUnitPrice);
    expectConsistentTotals(result.cart.calculation, [line]);
    expect(result.cart.calculation.minimum).toMatchObject({ orderType: 'Stock', threshold: 30000 });
  });

  it('never keeps a calculation of an older version when lines change while it is calculated', async () => {
    const token = await loginAs(shared.app, 'haendler@nordlys.demo');
    const variant = await findVariant(shared.app, {
      allowStockOrder: true,
      minOnHand: 40,
      productId: 'NL10010',
    });
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
    const variant = await findVariant(shared.app, {
      allowStockOrder: true,
      minOnHand: 10,
      productId: 'NL10008',
    });
    for (const currencyCode of [undefined, 'DKK'] as const) {
      const token = await visitorToken(shared.app);
      const cart = await carts.open(token, 'Stock', currencyCode ? { ...area, currencyCode } : area);
      expect(cart.currencyCode).toBe(currencyCode ?? 'EUR');
      await carts.add(token, cart.cartId, [{ productKey: cuKey(variant), quantity: 2 }]);
      const retail = await pricesAtOne('/api/Price/GetPrices', token, [variant], currencyCode ?? 'EUR');
      const result = await carts.calculate(token, cart.cartId);
      const line = result.cart.lines[0] as CalculatedLine;
      expect(line.unitPrice.priceWithoutVat).toBe(retail.of(variant)?.unitPrice);
      expect(line.netUnitPrice.priceWithoutVat).toBe(retail.of(variant)?.netUnitPrice);
      expect(result.cart.calculation.minimum).toBeNull();
      expectConsistentTotals(result.cart.calculation, [line]);
    }
  });

  it('warns until the Stock minimum and, with on-sale goods, the on-sale minimum are met; Preorder has its own', async () => {
    const token = await loginAs(shared.app, 'dealer@nordlys.demo');
    const regular = await findVariant(shared.app, {
      allowStockOrder: true,
      onSale: false,
      minOnHand: 200,
      productId: 'NL10003',
    });
    const onSale = await findVariant(shared.app, { allowStockOrder: true, onSale: true, minOnHand: 1 });
    const cart = await carts.open(token, 'Stock');
    await carts.add(token, cart.cartId, [{ productKey: cuKey(regular), quantity: 1 }]);
    const below = (await carts.calculate(token, cart.cartId)).cart;
    expect(below.calculation.minimum).toEqual({
      orderType: 'Stock',
      met: false,
      messageKey: 'cart.minimumOrderAmountNotExceeded',
      threshold: 250000,
      amount: below.calculation.summary.totalPriceOfInStockWithoutVat,
      saleThreshold: 0,
      saleAmount: 0,
    });

    const unit = (below.lines[0] as CalculatedLine).netUnitPrice.priceWithoutVat;
    const enough = Math.ceil(250000 / unit) + 1;
    expect(enough).toBeLessThanOrEqual(regular.onHand);
    await carts.add(token, cart.cartId, [{ productKey: cuKey(regular), quantity: enough }], true);
    const met = (await carts.calculate(token, cart.cartId)).cart;
    expect(met.calculation.minimum).toMatchObject({ met: true, messageKey: null });

    await carts.add(token, cart.cartId, [{ productKey: cuKey(onSale), quantity: 1 }]);
    const sale = (await carts.calculate(token, cart.cartId)).cart;
    expect(sale.calculation.summary.totalQuantityOfOnSale).toBe(1);
    expect(sale.calculation.minimum).toMatchObject({
      met: false,
      messageKey: 'cart.minimumSaleOrderAmountNotExceeded',
      saleThreshold: 250000,
      saleAmount: sale.calculation.summary.totalPriceOfOnSaleWithoutVat,
    });
    await carts.empty(token, cart.cartId);

    const preorder = await carts.open(token, 'Preorder');
    const presold = await findVariant(shared.app, { allowPresale: true, productId: 'NL10004' });
    await carts.add(token, preorder.cartId, [{ productKey: cuKey(presold), quantity: 1 }]);
    const pre = (await carts.calculate(token, preorder.cartId)).cart;
    expect(pre.calculation.minimum).toMatchObject({
      orderType: 'Preorder',
      met: false,
      messageKey: 'cart.minimumOrderAmountNotExceeded',
      threshold: 500000,
    });
    await carts.empty(token, preorder.cartId);
  });

  it("uses the B2B APAC price group's own on-sale minimum", async () => {
    const token = await loginAs(shared.app, 'apac@nordlys.demo');
    const onSale = await findVariant(shared.app, { allowStockOrder: true, onSale: true, minOnHand: 1 });
    const cart = await carts.open(token, 'Stock');
    await carts.add(token, cart.cartId, [{ productKey: cuKey(onSale), quantity: 1 }]);
    const result = (await carts.calculate(token, cart.cartId)).cart;
    expect(result.currencyCode).toBe('EUR');
    expect(result.calculation.minimum).toMatchObject({ saleThreshold: 100000, met: false });
  });

  it('cuts a Stock line to what stock delivers, removes pack lines, saves that and says so', async () => {
    const token = await loginAs(shared.app, 'shop.uk@nordlys.demo');
    const scarce = await findVariant(shared.app, { allowStockOrder: true, minOnHand: 1, withFuture: false });
    const arriving = await findVariant(shared.app, { allowStockOrder: true, minOnHand: 1, withFuture: true });
    const pack = await findVariant(shared.app, { allowStockOrder: true, productId: 'NL10002' });
    const cart = await carts.open(token, 'Stock');
    const added = await carts.add(token, cart.cartId, [
      { productKey: cuKey(scarce), quantity: scarce.onHand + 5 },
      { productKey: cuKey(arriving), quantity: arriving.onHand + arriving.future + 3 },
      { productKey: cuKey(pack, 'PK5'), quantity: 2 },
    ]);
    const lineOf = (variant: DemoVariant, unit = 'CU') =>
      added.lines.find(
        (line: CalculatedLine) =>
          line.productKey.variantId === variant.variantId && line.productKey.unitOfMeasure === unit,
      ).id;

    const result = await carts.calculate(token, cart.cartId);
    expect(result.validationChanges).toEqual([
      {
        lineId: lineOf(scarce),
        productKey: cuKey(scarce),
        kind: 'cut',
        from: scarce.onHand + 5,
        to: scarce.onHand,
        reason: 'delivery',
      },
      {
        lineId: lineOf(arriving),
        productKey: cuKey(arriving),
        kind: 'cut',
        from: arriving.onHand + arriving.future + 3,
        to: arriving.onHand + arriving.future,
        reason: 'delivery',
      },
      {
        lineId: lineOf(pack, 'PK5'),
        productKey: cuKey(pack, 'PK5'),
        kind: 'removed',
        from: 2,
        to: 0,
        reason: 'unit',
      },
    ]);
    const lines = result.cart.lines as CalculatedLine[];
    expect(lines.map((line) => [line.productKey.variantId, line.quantity])).toEqual([
      [scarce.variantId, scarce.onHand],
      [arriving.variantId, arriving.onHand + arriving.future],
    ]);
    const arrivingLine = lines[1]!;
    expect(arrivingLine.deliveries[0]).toEqual({ date: null, quantity: arriving.onHand });
    expect(arrivingLine.deliveries.slice(1).every((delivery) => delivery.date !== null)).toBe(true);
    expect(arrivingLine.deliveries.reduce((sum, delivery) => sum + delivery.quantity, 0)).toBe(
      arrivingLine.quantity,
    );
    expect(result.cart.version).toBeGreaterThan(added.version);
    expect(result.cart.calculation).not.toBeNull();

    // Saved: the stored cart has the cut quantities, and a second calculation changes nothing.
    const again = await carts.calculate(token, cart.cartId);
    expect(again.validationChanges).toEqual([]);
    expect(again.cart.lines.map((line: CalculatedLine) => line.quantity)).toEqual([
      scarce.onHand,
      arriving.onHand + arriving.future,
    ]);
  });

  it('counts Spring/Summer goods from stock as the summer shop, and on-sale goods as on sale', async () => {
    const token = await loginAs(shared.app, 'store.us@nordlys.demo');
    const summer = await findVariant(shared.app, {
      allowStockOrder: true,
      minOnHand: 2,
      productId: 'NL10010',
      onSale: false,
    });
    const winter = await findVariant(shared.app, {
      allowStockOrder: true,
      minOnHand: 2,
      productId: 'NL10001',
    });
    const cart = await carts.open(token, 'Stock');
    await carts.add(token, cart.cartId, [
      { productKey: cuKey(summer), quantity: 2 },
      { productKey: cuKey(winter), quantity: 1 },
    ]);
    const result = (await carts.calculate(token, cart.cartId)).cart;
    const summerLine = result.lines.find((line: CalculatedLine) => line.productKey.productId === 'NL10010');
    expect(result.calculation.summary).toMatchObject({
      totalQuantityOfSummerShop: 2,
      totalPriceOfSummerShopWithoutVat: summerLine.netLinePrice.priceWithoutVat,
      totalQuantityOfOnSale: 0,
    });
  });

  it('refuses to calculate a line without a price, naming the product (422)', async () => {
    const token = await visitorToken(shared.app);
    const variant = await findVariant(shared.app, {
      allowStockOrder: true,
      minOnHand: 1,
      productId: 'NL10009',
    });
    await shared.app.db
      .delete(priceListEntries)
      .where(
        and(eq(priceListEntries.productId, 'NL10009'), eq(priceListEntries.priceGroupCode, 'RETAIL SEK')),
      );
    const cart = await carts.open(token, 'Stock', { ...area, currencyCode: 'SEK' });
    await carts.add(token, cart.cartId, [{ productKey: cuKey(variant), quantity: 1 }]);
    const response = await call('POST', '/api/Cart/CalculateCart', { area, cartId: cart.cartId }, token);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      errorCode: 'cart-calculation-failed',
      type: 'CartCalculationException',
    });
    expect(response.json().message).toContain('NL10009');
    expect(response.json().message).toContain('SEK');

    const unavailable = await call(
      'POST',
      '/api/Product/GetUnavailableProducts',
      { area, cartId: cart.cartId },
      token,
    );
    expect(unavailable.statusCode, unavailable.body).toBe(200);
    expect(unavailable.json()).toEqual({ products: { NL10009: { [variant.variantId]: 'no-price' } } });
  });
});

describe('usingFallbackStrategy', () => {
  it('is true when the ERP fails and prices come from the internal strategy', async () => {
    const erp = createErpDouble({ kind: 'fail', message: 'ERP down for maintenance' });
    const app = await useTestApp({ erp: { kind: 'provided', erp } });
    const token = await loginAs(app, 'dealer@nordlys.demo');
    const local = cartCalls(caller(() => app));
    const variant = await findVariant(app, { allowStockOrder: true, minOnHand: 2, productId: 'NL10001' });
    const cart = await local.open(token, 'Stock');
    await local.add(token, cart.cartId, [{ productKey: cuKey(variant), quantity: 2 }]);
    const result = await local.calculate(token, cart.cartId);
    expect(erp.requests.length).toBeGreaterThan(0);
    expect(result.usingFallbackStrategy).toBe(true);
    expect(result.cart.lines[0].netUnitPrice.priceWithoutVat).toBeGreaterThan(0);

    // A visitor is priced internally: no ERP, no fallback.
    const visitor = await visitorToken(app);
    const visitorCart = await local.open(visitor, 'Stock');
    await local.add(visitor, visitorCart.cartId, [{ productKey: cuKey(variant), quantity: 1 }]);
    expect((await local.calculate(visitor, visitorCart.cartId)).usingFallbackStrategy).toBe(false);
  });
});
