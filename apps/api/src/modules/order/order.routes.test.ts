import { endpoints } from '@shop/contracts/endpoints';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/query-rows.ts';
import { callApi } from '../../test-support/call-api.ts';
import {
  createOrder,
  getOrder,
  onHand,
  orderStatus,
  readyCart,
  readyGuestCart,
  runJobs,
  stockedVariant,
  visitorToken,
} from '../../test-support/order-kit.ts';
import { loginAs, useSharedTestApp } from '../../test-support/test-app.ts';
import { auditLog } from '../audit/audit.tables.ts';
import { erpSalesOrders } from '../erp/erp.tables.ts';
import { jobs } from '../jobs/jobs.tables.ts';
import { mailOutbox } from '../mail/mail.tables.ts';
import { orderStatusEvents, stockReservations } from './order.tables.ts';

const shared = useSharedTestApp();

describe('CreateOrderByCartId', () => {
  it('turns a guest card cart into one PendingPayment order with lines as bought and stock reserved', async () => {
    const { app } = shared;
    const { variant, token, cartId, cart } = await readyGuestCart(app, 5, 2);

    const response = await createOrder(app, token, cartId);
    expect(response.statusCode, response.body).toBe(200);
    const { order, next } = response.json();
    expect(next).toBe('payment');
    expect(order).toMatchObject({
      cartId,
      orderType: 'Stock',
      status: 'PendingPayment',
      paymentMethod: 'card',
      paymentStatus: 'pending',
      customerNumber: null,
      currencyCode: 'DKK',
      email: 'buyer@example.test',
      erpDocumentNo: null,
    });
    expect(order.orderId).toMatch(/^SO\d{6,}$/);
    expect(order.totalNetPrice.priceWithVat).toBe(cart.calculation.totalNetPrice.priceWithVat);
    expect(order.lines).toHaveLength(1);
    expect(order.lines[0]).toMatchObject({
      lineNo: 1,
      variantId: variant.variantId,
      quantity: 2,
      vatIncluded: true,
    });
    expect(order.lines[0].name).not.toBe('');
    expect(order.billingAddress).toEqual(order.shippingAddress);
    expect(await onHand(app, variant.variantId)).toBe(3);

    const cartAfter = await callApi(
      app,
      endpoints.cart.getCartById,
      { body: { areaInfo: { areaId: 'b2b', languageCode: 'en' }, id: cartId } },
      { token },
    );
    expect(cartAfter.json().cart.usedInOrder).toBe(true);
    const events = await app.db
      .select()
      .from(orderStatusEvents)
      .where(eq(orderStatusEvents.orderId, order.orderId));
    expect(events.map((event) => [event.fromStatus, event.toStatus])).toEqual([[null, 'PendingPayment']]);
    const audits = await app.db.select().from(auditLog).where(eq(auditLog.entityId, order.orderId));
    expect(audits.map((entry) => entry.action)).toEqual(['order.create']);
    // A card order is confirmed when it is paid, not before.
    expect(
      await app.db
        .select()
        .from(jobs)
        .where(eq(jobs.key, `order-confirmation:${order.orderId}`)),
    ).toEqual([]);
  });

  it('answers the same order again for a repeated call, and 409 CartUsedInOrder for a cart change after it', async () => {
    const { app } = shared;
    const { variant, token, cartId } = await readyGuestCart(app, 5, 1);
    const first = (await createOrder(app, token, cartId)).json().order.orderId;
    const again = await createOrder(app, token, cartId, { paymentMethod: 'card' });
    expect(again.statusCode).toBe(200);
    expect(again.json().order.orderId).toBe(first);
    expect(await onHand(app, variant.variantId)).toBe(4);

    const change = await callApi(
      app,
      endpoints.cart.addOrUpdateLines,
      {
        body: {
          area: { areaId: 'b2b', languageCode: 'en' },
          cartId,
          lines: [{ productKey: { ...variant, unitOfMeasure: 'CU' }, quantity: 1 }],
        },
      },
      { token },
    );
    expect(change.statusCode).toBe(409);
    expect(change.json().type).toBe('CartUsedInOrderException');
  });

  it('ignores prices, totals and customer numbers sent by the client', async () => {
    const { app } = shared;
    const { variant, token, cartId, cart } = await readyGuestCart(app, 5, 1);
    const response = await createOrder(app, token, cartId, {
      customerNumber: 'C10001',
      totalPrice: { priceWithVat: 1, priceWithoutVat: 1 },
      totalNetPrice: { priceWithVat: 1, priceWithoutVat: 1 },
      lines: [{ variantId: variant.variantId, quantity: 1, unitPrice: 1 }],
      discount: 999999,
    });
    expect(response.statusCode, response.body).toBe(200);
    const { order } = response.json();
    expect(order.customerNumber).toBeNull();
    expect(order.discount).toBe(0);
    expect(order.totalNetPrice.priceWithVat).toBe(cart.calculation.totalNetPrice.priceWithVat);
    expect(order.totalNetPrice.priceWithVat).toBeGreaterThan(100);
  });

  it('takes a dealer order on account: PendingTransfer, transferred by the job, confirmation mailed', async () => {
    const { app } = shared;
    const variant = await stockedVariant(app, 500);
    const token = await loginAs(app, 'dealer@nordlys.demo');
    const { cartId } = await readyCart(app, token, { lines: [{ variant, quantity: 200 }] });
    const response = await createOrder(app, token, cartId, { paymentMethod: 'account', email: undefined });
    expect(response.statusCode, response.body).toBe(200);
    const { order, next } = response.json();
    expect(next).toBe('receipt');
    expect(order).toMatchObject({
      status: 'PendingTransfer',
      customerNumber: 'C10001',
      paymentStatus: 'none',
    });
    expect(order.email).toBe('indkoeb@lillekanin.demo');

    const summary = await runJobs(app);
    expect(summary.failed).toBe(0);
    expect(await orderStatus(app, order.orderId)).toBe('Transferred');
    const [document] = await app.db
      .select()
      .from(erpSalesOrders)
      .where(eq(erpSalesOrders.externalOrderNo, order.orderId));
    expect(document?.customerNumber).toBe('C10001');
    const receipt = await getOrder(app, token, { orderId: order.orderId });
    expect(receipt.json().order.item).toMatchObject({
      status: 'Transferred',
      erpDocumentNo: document?.documentNo,
    });
    const [mail] = await app.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'indkoeb@lillekanin.demo'));
    expect(mail).toMatchObject({ status: 'sent', subject: `Order confirmation ${order.orderId}` });
    expect(mail?.text).toContain(order.orderId);
  });

  it('reserves no stock for a preorder', async () => {
    const { app } = shared;
    const [variant] = await queryRows<{ productId: string; variantId: string }>(
      app.db,
      sql`SELECT v.product_id AS "productId", v.id AS "variantId" FROM variants v
        JOIN product_colors pc ON pc.product_id = v.product_id AND pc.color_code = v.color_code
        WHERE pc.allow_presale AND NOT pc.on_sale ORDER BY v.id LIMIT 1`,
    );
    if (!variant) throw new Error('no preorder variant');
    const token = await visitorToken(app);
    const { cartId } = await readyCart(app, token, {
      orderType: 'Preorder',
      lines: [{ variant, quantity: 3 }],
    });
    const response = await createOrder(app, token, cartId);
    expect(response.statusCode, response.body).toBe(200);
    const reservations = await app.db
      .select()
      .from(stockReservations)
      .where(eq(stockReservations.orderId, response.json().order.orderId));
    expect(reservations).toEqual([]);
  });
});
