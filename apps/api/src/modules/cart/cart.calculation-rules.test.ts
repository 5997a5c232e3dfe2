import { endpoints } from '@shop/contracts/endpoints';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  area,
  type CalculatedLine,
  caller,
  cartCalls,
  cuKey,
  type DemoVariant,
  findVariant,
  stockVariantOf,
  useCartTestApp,
  visitorToken,
} from '../../test-support/cart-kit.ts';
import { createErpDouble } from '../../test-support/erp-double.ts';
import { loginAs, useTestApp } from '../../test-support/test-app.ts';
import { priceListEntries } from '../pricing/pricing.tables.ts';

// What CalculateCart checks and reports besides the prices (cart.calculation.test.ts): minimums, spec §5
// stock validation, the summary's kinds of goods, unpriced lines and the fallback strategy.
const { shared, call, carts } = useCartTestApp();

describe('CalculateCart rules', () => {
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

  it('cuts a Stock line to what stock delivers (a pack line to whole packs of its pieces), saves that and says so', async () => {
    const token = await loginAs(shared.app, 'shop.uk@nordlys.demo');
    const scarce = await findVariant(shared.app, { allowStockOrder: true, minOnHand: 1, withFuture: false });
    const arriving = await findVariant(shared.app, { allowStockOrder: true, minOnHand: 1, withFuture: true });
    const pack = await stockVariantOf(shared.app, 'NL10002', 5);
    // Stock is counted in pieces: a Pack of 5 line gets the whole packs its variant's pieces make (ADR 69).
    const packs = Math.floor((pack.onHand + pack.future) / 5);
    const cart = await carts.open(token, 'Stock');
    // A line is cut to its stock as it is added (issue 28): the lines go in at what stock delivers, then stock
    // "goes" the other way round, by raising the stored quantities as if stock had been sold meanwhile.
    await carts.add(token, cart.cartId, [
      { productKey: cuKey(scarce), quantity: scarce.onHand },
      { productKey: cuKey(arriving), quantity: arriving.onHand + arriving.future },
      { productKey: cuKey(pack, 'PK5'), quantity: packs },
    ]);
    await shared.app.db.execute(sql`UPDATE cart_lines SET quantity = quantity + 5
      WHERE cart_id = ${cart.cartId} AND variant_id = ${scarce.variantId}`);
    await shared.app.db.execute(sql`UPDATE cart_lines SET quantity = quantity + 3
      WHERE cart_id = ${cart.cartId} AND variant_id = ${arriving.variantId}`);
    await shared.app.db.execute(sql`UPDATE cart_lines SET quantity = quantity + 2
      WHERE cart_id = ${cart.cartId} AND variant_id = ${pack.variantId} AND unit_id = 'PK5'`);
    const added = await carts.get(token, cart.cartId);
    const lineOf = (variant: DemoVariant, unit = 'CU') =>
      added.lines.find(
        (line: CalculatedLine) =>
          line.productKey.variantId === variant.variantId && line.productKey.unitOfMeasure === unit,
      ).id;

    const result = await carts.calculate(token, cart.cartId);
    expect(result.validationChanges).toMatchObject([
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
        kind: 'cut',
        from: packs + 2,
        to: packs,
        reason: 'delivery',
      },
    ]);
    const lines = result.cart.lines as CalculatedLine[];
    expect(lines.map((line) => [line.productKey.variantId, line.quantity])).toEqual([
      [scarce.variantId, scarce.onHand],
      [arriving.variantId, arriving.onHand + arriving.future],
      [pack.variantId, packs],
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
      packs,
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
    const winter = await stockVariantOf(shared.app, 'NL10001', 2);
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
    const variant = await stockVariantOf(shared.app, 'NL10009', 1);
    await shared.app.db
      .delete(priceListEntries)
      .where(
        and(eq(priceListEntries.productId, 'NL10009'), eq(priceListEntries.priceGroupCode, 'RETAIL SEK')),
      );
    const cart = await carts.open(token, 'Stock', { ...area, currencyCode: 'SEK' });
    await carts.add(token, cart.cartId, [{ productKey: cuKey(variant), quantity: 1 }]);
    const response = await call(endpoints.cart.calculateCart, { area, cartId: cart.cartId }, token);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      errorCode: 'cart-calculation-failed',
      type: 'CartCalculationException',
    });
    expect(response.json().message).toContain('NL10009');
    expect(response.json().message).toContain('SEK');

    const unavailable = await call(
      endpoints.product.getUnavailableProducts,
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
    const variant = await stockVariantOf(app, 'NL10001', 2);
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
