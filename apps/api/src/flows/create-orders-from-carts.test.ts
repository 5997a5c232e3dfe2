import type { Order } from '@shop/contracts';
import { endpoints } from '@shop/contracts/endpoints';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { orders } from '../modules/order/order.tables.ts';
import { toErpSalesOrder } from '../modules/order/order-transfer.ts';
import { payments, testGatewaySessions } from '../modules/payment/payment.tables.ts';
import { callApi, callApiUnchecked } from '../test-support/call-api.ts';
import { area, caller, cartCalls, cuKey, findVariant, visitorToken } from '../test-support/cart-kit.ts';
import { runJobs } from '../test-support/order-kit.ts';
import { openPaymentSession } from '../test-support/payment-kit.ts';
import { useSharedTestApp } from '../test-support/test-app.ts';

const shared = useSharedTestApp();

const address = {
  name: 'Ida Holm',
  address1: 'Vestergade 3',
  postalCode: '8000',
  city: 'Aarhus C',
  countryCode: 'DK',
  email: 'ida@example.com',
};

/** A guest with a line in each basket, both shipping to one address, the Preorder one with the Stock one. */
async function guestWithBothBaskets(app: FastifyInstance, shipTogether = true) {
  const token = await visitorToken(app);
  const call = caller(() => app);
  const carts = cartCalls(call);
  const inStock = await findVariant(app, { allowStockOrder: true, minOnHand: 30 });
  const preorder = await findVariant(app, { allowPresale: true });
  const stockCart = await carts.open(token, 'Stock');
  const preorderCart = await carts.open(token, 'Preorder');
  await carts.add(token, stockCart.cartId, [{ productKey: cuKey(inStock), quantity: 1 }]);
  await carts.add(token, preorderCart.cartId, [{ productKey: cuKey(preorder), quantity: 2 }]);
  const methods = await call(
    endpoints.shipping.getShippingMethods,
    { area, cartId: stockCart.cartId, address },
    token,
  );
  const method = methods.json().shippingMethods[0] as { internalId: string; fee: number };
  expect(method.fee).toBeGreaterThan(0);
  const setShipping = async (cartId: string, shipWithCartId?: string) => {
    const response = await call(
      endpoints.cart.setShipping,
      {
        area,
        cartId,
        shippingAddress: address,
        shippingMethod: { internalId: method.internalId },
        ...(shipWithCartId ? { shipWithCartId } : {}),
      },
      token,
    );
    expect(response.statusCode, response.body).toBe(200);
  };
  await setShipping(stockCart.cartId);
  await setShipping(preorderCart.cartId, shipTogether ? stockCart.cartId : undefined);
  const stock = (await carts.calculate(token, stockCart.cartId)).cart;
  const pre = (await carts.calculate(token, preorderCart.cartId)).cart;
  return { token, stock, pre, fee: method.fee };
}

const createOrders = (app: FastifyInstance, token: string, cartIds: string[]) =>
  callApiUnchecked(
    app,
    endpoints.order.createOrdersByCartIds,
    { body: { areaInfo: area, cartIds, paymentMethod: 'card', acceptTerms: true, email: address.email } },
    { token },
  );

describe('One checkout of both baskets (CreateOrdersByCartIds, ADR 60)', () => {
  it('charges shipping once, makes one order per basket once, and one payment pays both', async () => {
    const { app } = shared;
    const { token, stock, pre, fee } = await guestWithBothBaskets(app);
    // The Stock basket carries the fee; the Preorder basket ships with it.
    expect(stock.calculation.shippingFee.priceWithoutVat).toBe(fee);
    expect(pre.calculation.shippingFee.priceWithoutVat).toBe(0);
    expect(pre.shippingWithCartId).toBe(stock.cartId);

    // A double submit and a concurrent retry answer the same two orders.
    const cartIds = [stock.cartId, pre.cartId];
    const answers = await Promise.all([
      createOrders(app, token, cartIds),
      createOrders(app, token, cartIds),
      createOrders(app, token, [...cartIds].reverse()),
    ]);
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    const [first] = answers.map((answer) => answer.json());
    expect(first.next).toBe('payment');
    const orderIds = first.orders.map((order: { orderId: string }) => order.orderId);
    expect(first.orders.map((order: { orderType: string }) => order.orderType)).toEqual([
      'Stock',
      'Preorder',
    ]);
    for (const answer of answers) {
      expect(
        answer
          .json()
          .orders.map((order: { orderId: string }) => order.orderId)
          .sort(),
      ).toEqual([...orderIds].sort());
    }
    const made = await app.db.select().from(orders).where(inArray(orders.cartId, cartIds));
    expect(made).toHaveLength(2);
    expect(made.map((order) => order.shippingFeeWithoutVat).sort()).toEqual([0, fee]);
    const total = made.reduce((sum, order) => sum + order.totalNetPriceWithVat, 0);

    // Neither cart can be ordered apart any more.
    const apart = await callApiUnchecked(
      app,
      endpoints.order.createOrderByCartId,
      { body: { areaInfo: area, cartId: pre.cartId, paymentMethod: 'card', acceptTerms: true } },
      { token },
    );
    expect(apart.json().order?.orderId).toBe(made.find((order) => order.cartId === pre.cartId)?.id);

    // One intent (asked for either cart) for the total of both orders.
    const session = await openPaymentSession(app, { token, cartId: pre.cartId });
    const [payment] = await app.db.select().from(payments).where(eq(payments.id, session.paymentId));
    expect(payment?.amount).toBe(total);
    await session.decide('approved');

    // The payer's return and the provider's callbacks, repeated and concurrent: one capture.
    const verify = (post: boolean) =>
      callApiUnchecked(
        app,
        post ? endpoints.payment.verifyPaymentPost : endpoints.payment.verifyPaymentRedirect,
        {
          params: { area: 'b2b', paymentId: session.paymentId },
        },
      );
    const verified = await Promise.all([verify(false), verify(true), verify(true), verify(false)]);
    const redirect = verified[0];
    expect(redirect?.statusCode).toBe(303);
    const receipt = new URL(redirect?.headers.location as string, 'http://shop');
    expect(receipt.pathname).toBe('/checkout/receipt');
    expect(receipt.searchParams.getAll('orderId').sort()).toEqual([...orderIds].sort());

    const rows = await app.db.select().from(payments).where(inArray(payments.orderId, orderIds));
    expect(rows.filter((row) => row.status === 'captured')).toHaveLength(1);
    const [gateway] = await app.db
      .select()
      .from(testGatewaySessions)
      .where(eq(testGatewaySessions.id, session.sessionId));
    expect(gateway?.capturedAmount).toBe(total);

    // Both orders move on and are transferred to the ERP, each once.
    await runJobs(app);
    const after = await app.db.select().from(orders).where(inArray(orders.id, orderIds));
    expect(after.map((order) => order.status)).toEqual(['Transferred', 'Transferred']);
    expect(after.map((order) => order.paymentStatus)).toEqual(['captured', 'captured']);
    expect(new Set(after.map((order) => order.erpDocumentNo)).size).toBe(2);

    // The receipt reads both orders with the guest's token.
    for (const orderId of orderIds) {
      const read = await callApi(
        app,
        endpoints.order.getOrderByCartId,
        { body: { areaInfo: area, orderId } },
        { token },
      );
      expect(read.json().order.item.orderId).toBe(orderId);
    }
  });

  it('refuses the basket that ships with another when it comes alone, and orders nothing', async () => {
    const { app } = shared;
    const { token, stock, pre } = await guestWithBothBaskets(app);
    const alone = await createOrders(app, token, [pre.cartId]);
    expect(alone.statusCode).toBe(409);
    expect(alone.json().errorCode).toBe('cart-ships-with-other-cart');
    const single = await callApiUnchecked(
      app,
      endpoints.order.createOrderByCartId,
      { body: { areaInfo: area, cartId: pre.cartId, paymentMethod: 'card', acceptTerms: true } },
      { token },
    );
    expect(single.statusCode).toBe(409);
    const made = await app.db
      .select()
      .from(orders)
      .where(inArray(orders.cartId, [stock.cartId, pre.cartId]));
    expect(made).toHaveLength(0);
  });

  it("keeps each Preorder line's requested delivery, its drop's date, on the order and in what the ERP gets", async () => {
    const { app } = shared;
    const { token, stock, pre } = await guestWithBothBaskets(app);
    const [line] = pre.lines;
    const drop = line?.product?.deliveryDrop;
    if (!line || !drop) throw new Error('The Preorder line names no delivery drop');
    expect(line.deliveries).toEqual([{ date: drop.availableDate, quantity: line.quantity }]);

    const created = await createOrders(app, token, [stock.cartId, pre.cartId]);
    expect(created.statusCode, created.body).toBe(200);
    const preorderId = created
      .json()
      .orders.find((order: { orderType: string }) => order.orderType === 'Preorder')?.orderId;
    const read = await callApi(
      app,
      endpoints.order.getOrderByCartId,
      { body: { areaInfo: area, orderId: preorderId } },
      { token },
    );
    const order: Order = read.json().order.item;
    expect(order.lines.map((ordered) => ordered.deliveries)).toEqual([line.deliveries]);
    expect(toErpSalesOrder(order).lines.map((erpLine) => erpLine.requestedDeliveryDate)).toEqual([
      drop.availableDate,
    ]);
  });

  it('without shipping together each basket pays its own shipping', async () => {
    const { app } = shared;
    const { pre, fee } = await guestWithBothBaskets(app, false);
    expect(pre.calculation.shippingFee.priceWithoutVat).toBe(fee);
  });
});
