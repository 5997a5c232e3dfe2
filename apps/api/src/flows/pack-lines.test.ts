import type { CustomerInvoice, CustomerOrder } from '@shop/contracts';
import { endpoints } from '@shop/contracts/endpoints';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../db/query-rows.ts';
import { erpSalesOrders } from '../modules/erp/erp.tables.ts';
import type { ErpSalesOrder } from '../modules/erp/erp.ts';
import { cuKey, useCartTestApp } from '../test-support/cart-kit.ts';
import { calls, read, shipDue } from '../test-support/customer-center-kit.ts';
import {
  areaInfo,
  copenhagen,
  createOrder,
  onHand,
  runJobs,
  setOnHand,
  visitorToken,
} from '../test-support/order-kit.ts';
import { loginAs } from '../test-support/test-app.ts';

/**
 * Issue 28 item 3: a pack line ('Pack of 5') keeps its unit and its pieces from the basket to the invoice. Before,
 * spec §5's "remove lines in another unit than CU" dropped it at checkout, and stock was looked up per unit.
 */

const { shared, call, carts } = useCartTestApp();

type PackVariant = { productId: string; variantId: string; unitId: string; perPack: number };

/** Stock-orderable variants of styles sold in packs too, each with its pack unit. */
async function packVariants(count: number): Promise<PackVariant[]> {
  const rows = await queryRows<PackVariant>(
    shared.app.db,
    sql`SELECT v.product_id AS "productId", v.id AS "variantId", u.unit_id AS "unitId",
        u.quantity_per_unit AS "perPack"
      FROM variants v
      JOIN product_colors pc ON pc.product_id = v.product_id AND pc.color_code = v.color_code
      JOIN units_of_measure u ON u.product_id = v.product_id AND u.unit_id <> 'CU'
      WHERE pc.allow_stock_order AND NOT pc.on_sale
      ORDER BY v.product_id, v.id LIMIT ${count}`,
  );
  if (rows.length < count) throw new Error('too few variants sold in packs');
  return rows;
}

/** A Stock cart of the caller's with 1 piece + 2 packs of the variant, shipping set. */
async function pieceAndTwoPacks(token: string, variant: PackVariant) {
  const cart = await carts.open(token, 'Stock');
  await carts.add(token, cart.cartId, [
    { productKey: cuKey(variant), quantity: 1 },
    { productKey: cuKey(variant, variant.unitId), quantity: 2 },
  ]);
  const shipping = await call(
    endpoints.cart.setShipping,
    {
      area: areaInfo,
      cartId: cart.cartId,
      shippingAddress: copenhagen,
      shippingMethod: { internalId: 'parcel-dk' },
    },
    token,
  );
  expect(shipping.statusCode, shipping.body).toBe(200);
  return cart.cartId as string;
}

describe('a pack line from the basket to the invoice', () => {
  it("keeps a visitor's 2 × Pack of n at checkout, counts pieces and reserves 1 + 2n pieces of stock", async () => {
    const [variant] = (await packVariants(1)) as [PackVariant];
    const pieces = 1 + 2 * variant.perPack;
    // Exactly enough pieces on hand for both lines.
    await setOnHand(shared.app, variant.variantId, pieces);
    const token = await visitorToken(shared.app);
    const cartId = await pieceAndTwoPacks(token, variant);

    const calculated = await carts.calculate(token, cartId);
    expect(calculated.validationChanges).toEqual([]);
    const lines = calculated.cart.lines as Array<{
      productKey: { unitOfMeasure: string };
      quantity: number;
      deliveries: unknown;
      netLinePrice: { priceWithVat: number };
    }>;
    expect(lines.map((line) => [line.productKey.unitOfMeasure, line.quantity, line.deliveries])).toEqual([
      ['CU', 1, [{ date: null, quantity: 1 }]],
      [variant.unitId, 2, [{ date: null, quantity: 2 }]],
    ]);
    expect(calculated.cart.calculation.summary.totalQuantity).toBe(pieces);
    const total = calculated.cart.calculation.totalNetPrice.priceWithVat as number;

    const ordered = await createOrder(shared.app, token, cartId);
    expect(ordered.statusCode, ordered.body).toBe(200);
    const { order } = ordered.json();
    expect(order.totalNetPrice.priceWithVat).toBe(total);
    expect(
      order.lines.map((line: { unitId: string; quantity: number; quantityPerUnit: number }) => [
        line.unitId,
        line.quantity,
        line.quantityPerUnit,
      ]),
    ).toEqual([
      ['CU', 1, 1],
      [variant.unitId, 2, variant.perPack],
    ]);
    expect(order.summary.totalQuantity).toBe(pieces);
    // The pieces left the shelf: stock is counted in pieces.
    expect(await onHand(shared.app, variant.variantId)).toBe(0);
  });

  it('cuts a pack line to the whole packs the pieces left over by the line before it can make', async () => {
    const [, variant] = (await packVariants(2)) as [PackVariant, PackVariant];
    // The lines go in while stock delivers them all (a Stock line is cut as it is added, ADR 68); then stock is
    // sold meanwhile: the piece line takes 1, and what is left makes one pack, not two.
    await setOnHand(shared.app, variant.variantId, 1 + 2 * variant.perPack);
    const token = await visitorToken(shared.app);
    const cartId = await pieceAndTwoPacks(token, variant);
    await setOnHand(shared.app, variant.variantId, 1 + variant.perPack + 1);

    const calculated = await carts.calculate(token, cartId);
    expect(
      calculated.validationChanges.map((change: { kind: string; from: number; to: number }) => [
        change.kind,
        change.from,
        change.to,
      ]),
    ).toEqual([['cut', 2, 1]]);
    const ordered = await createOrder(shared.app, token, cartId);
    expect(ordered.statusCode, ordered.body).toBe(200);
    expect(await onHand(shared.app, variant.variantId)).toBe(1);
  });

  it("carries a dealer's pack line to the ERP, the invoice and the customer center with its pieces", async () => {
    const app = shared.app;
    const variant = (await packVariants(3))[2] as PackVariant;
    await setOnHand(app, variant.variantId, 1000);
    const dealer = await loginAs(app, 'dealer@nordlys.demo');
    const cartId = await pieceAndTwoPacks(dealer, variant);
    // A dealer's cart also holds enough to pass their minimum.
    await carts.add(dealer, cartId, [{ productKey: cuKey(variant), quantity: 40 }], true);
    await carts.add(dealer, cartId, [{ productKey: cuKey(variant, variant.unitId), quantity: 2 }], true);
    await carts.calculate(dealer, cartId);
    const ordered = await createOrder(app, dealer, cartId, { paymentMethod: 'account' });
    expect(ordered.statusCode, ordered.body).toBe(200);
    const orderId = ordered.json().order.orderId as string;
    const pieces = 40 + 2 * variant.perPack;
    expect(await onHand(app, variant.variantId)).toBe(1000 - pieces);

    await runJobs(app);
    const [sent] = await app.db
      .select({ payload: erpSalesOrders.payload })
      .from(erpSalesOrders)
      .where(eq(erpSalesOrders.externalOrderNo, orderId));
    const erpLines = (sent?.payload as ErpSalesOrder).lines;
    expect(erpLines.map((line) => [line.unitId, line.quantity, line.quantityPerUnit])).toEqual([
      ['CU', 40, 1],
      [variant.unitId, 2, variant.perPack],
    ]);

    await shipDue(app, new Date(Date.now() + 31 * 60_000));
    const order: CustomerOrder = (await read(app, calls.getOrder, { body: { orderId } }, dealer)).order;
    expect(order.lines.map((line) => [line.unitId, line.quantity, line.quantityPerUnit])).toEqual([
      ['CU', 40, 1],
      [variant.unitId, 2, variant.perPack],
    ]);
    const [invoiceSummary] = order.invoices;
    const invoice: CustomerInvoice = (
      await read(app, calls.getInvoice, { body: { invoiceId: invoiceSummary?.invoiceId as string } }, dealer)
    ).invoice;
    expect(invoice.lines?.map((line) => [line.unitId, line.quantity, line.quantityPerUnit])).toEqual([
      ['CU', 40, 1],
      [variant.unitId, 2, variant.perPack],
    ]);
    const listed = await read(app, calls.getOrders, { body: { search: orderId } }, dealer);
    expect(listed.orders[0].totalQuantity).toBe(pieces);
  });

  it("names a pack in Danish 'Pakke à n', not 'Pakke á n' (issue 28 item 6)", async () => {
    const product = await packVariants(1);
    const response = await call(
      endpoints.product.getProductsByIds,
      { area: { areaId: 'b2b', languageCode: 'da' }, ids: [product[0]?.productId] },
      undefined,
    );
    expect(response.statusCode, response.body).toBe(200);
    const units = Object.values(response.json().items as Record<string, { units: { name: string }[] }>)
      .flatMap((item) => item.units)
      .map((unit) => unit.name);
    expect(units.filter((name) => name.startsWith('Pakke'))).toEqual([`Pakke à ${product[0]?.perPack}`]);
  });
});
